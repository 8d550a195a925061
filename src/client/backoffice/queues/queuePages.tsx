import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { BackofficeSection } from '../../../shared/permissions.js';
import type { ApprovalLevel } from '../../../shared/services.js';
import { WAITING_STATUSES } from '../../../shared/statuses.js';
import { ApplicationDetail } from '../../applications/ApplicationDetail.js';
import { ApplicationListView } from '../../applications/ApplicationListView.js';
import { StaffExtras } from '../../applications/ApplicationExtras.js';

/** One application as staff see it (a section's details/:id, and the registries'). */
export function StaffApplicationPage() {
  const { id = '' } = useParams();
  return <ApplicationDetail id={id} actor="STAFF" extra={(application) => <StaffExtras application={application} />} />;
}

/** A section's queue at one level: what waits there, the oldest deadline first. */
export function QueuePage({
  section,
  stage,
  titleKey,
}: {
  section: BackofficeSection;
  stage: ApprovalLevel;
  titleKey: string;
}) {
  const translate = useTranslate();
  return (
    <ApplicationListView
      title={`${translate(`backoffice.sections.${section}`)} · ${translate(titleKey, { level: translate(`services.levels.${stage}`) })}`}
      filter={{ section, stage, status: WAITING_STATUSES }}
      sort={{ field: 'slaDueAt', order: 'ASC' }}
      detailPath={(id) => `/backoffice/${section}/details/${id}`}
      audience="staff"
      storeKey={`${section}.${stage}.queue`}
    />
  );
}

/** A section's applications (or one service's), whatever their status. */
export function SectionApplications({
  section,
  serviceCode,
  titleKey,
}: {
  section: BackofficeSection;
  serviceCode?: string;
  titleKey: string;
}) {
  const translate = useTranslate();
  return (
    <ApplicationListView
      title={`${translate(`backoffice.sections.${section}`)} · ${translate(titleKey)}`}
      filter={serviceCode ? { serviceCode } : { section }}
      detailPath={(id) => `/backoffice/${section}/details/${id}`}
      audience="staff"
      storeKey={`${section}.${serviceCode ?? 'all'}.applications`}
    />
  );
}
