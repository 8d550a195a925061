import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { StaffRole } from '../../../shared/accounts.js';
import { canAccess, type BackofficeSection } from '../../../shared/permissions.js';
import { SERVICES, servicesInSection, type ApprovalLevel } from '../../../shared/services.js';
import { WAITING_STATUSES } from '../../../shared/statuses.js';
import { ApplicationDetail } from '../../applications/ApplicationDetail.js';
import { ApplicationListView } from '../../applications/ApplicationListView.js';
import { StaffExtras } from '../../applications/ApplicationExtras.js';

/** Sections whose queues hold applications, and the level pages each has (seed section 2). */
const LEVEL_PAGES: Record<string, ApprovalLevel> = {
  director: 'DIRECTOR',
  rg: 'REGISTRAR_GENERAL',
  minister: 'MINISTER',
};
const WORK_SECTIONS = [...new Set(SERVICES.map((s) => s.section))];

function StaffApplicationPage() {
  const { id = '' } = useParams();
  return <ApplicationDetail id={id} actor="STAFF" extra={(application) => <StaffExtras application={application} />} />;
}

function QueuePage({
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

function SectionApplications({
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

export interface StaffCaller {
  accountType: 'BACKOFFICE';
  staffRole: StaffRole | null;
}

/**
 * The queue pages of every section the caller may read: task-queue (waiting at the caller's own
 * level), the director/rg/minister queues where the section's chain has those levels, the
 * section's applications, and the details page of one application.
 */
export function queueRoutes(caller: StaffCaller): { path: string; element: ReactNode }[] {
  const routes: { path: string; element: ReactNode }[] = [];
  for (const section of WORK_SECTIONS) {
    if (!canAccess(caller, { action: 'read', resource: section })) continue;
    const levels = new Set(SERVICES.filter((s) => s.section === section).flatMap((s) => [...s.chain]));
    const base = section === 'rectifications' ? 'registry/rectifications' : section;
    const own = caller.staffRole as ApprovalLevel;
    if (levels.has(own)) {
      routes.push({
        path: `${base}/task-queue`,
        element: <QueuePage section={section} stage={own} titleKey="applications.queueOf" />,
      });
    }
    for (const [page, level] of Object.entries(LEVEL_PAGES)) {
      if (levels.has(level) && ['organisation-licenses', 'special-licenses'].includes(section)) {
        routes.push({
          path: `${base}/${page}`,
          element: <QueuePage section={section} stage={level} titleKey="applications.queueOf" />,
        });
      }
    }
    routes.push({
      path: `${base}/applications`,
      element: <SectionApplications section={section} titleKey="applications.all" />,
    });
    routes.push({ path: `${section}/details/:id`, element: <StaffApplicationPage /> });
    if (section === 'searches') {
      routes.push({
        path: 'searches/report-applications',
        element: <SectionApplications section={section} serviceCode="SEARCH_REPORT" titleKey="applications.reports" />,
      });
    }
  }
  // The registries open notices and entries' applications on the generic page too.
  if (canAccess(caller, { action: 'read', resource: 'registry' })) {
    routes.push({ path: 'registry/details/:id', element: <StaffApplicationPage /> });
  }
  return routes;
}

/** The menu entries for the queues: each readable section opens on its queue, or its list. */
export function queueMenu(caller: StaffCaller): { section: BackofficeSection; to: string }[] {
  return WORK_SECTIONS.filter((section) => canAccess(caller, { action: 'read', resource: section })).map((section) => {
    const base = section === 'rectifications' ? 'registry/rectifications' : section;
    const works = servicesInSection(section).some((code) =>
      SERVICES.find((s) => s.code === code)!.chain.includes(caller.staffRole as ApprovalLevel),
    );
    return { section, to: `/backoffice/${base}/${works ? 'task-queue' : 'applications'}` };
  });
}
