import type { ReactNode } from 'react';
import { Alert, Box, Divider, Grid, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { ApplicationAction } from '../../shared/lifecycle.js';
import type { ApplicationDetail } from '../../shared/contracts/applications.js';
import { StatusChip } from '../components/StatusChip.js';
import { ActionBar } from './ActionBar.js';
import { ApplicationFormView, OutcomeView } from './ApplicationFormView.js';
import { serviceName, stageName } from './labels.js';
import { Timeline } from './Timeline.js';
import { formatMoney } from '../../shared/money.js';
import { SectionCard } from './SectionCard.js';
import { ExtrasCard } from './ExtrasCard.js';
import { DuplicateReviewCard } from './DuplicateReviewCard.js';
import { toDisplayDateTime } from '../../shared/dates.js';
import { staffMayComment } from '../../shared/permissions.js';
import { serviceByCode } from '../../shared/services.js';
import { getStoredProfile } from '../providers/session.js';

/** Steps a staff member is not offered on this application: the comment unless the shared rule lets them work on it. */
function staffHidden(application: ApplicationRecord): ApplicationAction[] {
  const profile = getStoredProfile();
  const section = serviceByCode(application.serviceCode)?.section;
  const mayComment = Boolean(
    profile && section && staffMayComment(profile, { section, district: application.district }),
  );
  return mayComment ? [] : ['comment'];
}

/** An application as GET /api/applications/:id answers it (the route's response schema). */
export type ApplicationRecord = ApplicationDetail;

export interface ApplicationDetailProps {
  id: string;
  actor: 'APPLICANT' | 'STAFF';
  /** The service's panel, payment, attachments and documents: across the page, above the summary and the form. */
  extra?: (application: ApplicationRecord, refresh: () => void) => ReactNode;
  hideActions?: ApplicationAction[];
}

/** One application: its summary, the steps the caller may take, the form, and its timeline. */
export function ApplicationDetail({ id, actor, extra, hideActions }: ApplicationDetailProps) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<ApplicationRecord>('applications', { id });
  // A row of a list may stand in for the record until it loads; it lacks the form and the steps.
  if (isPending || (data && !data.allowedActions && !error))
    return <Typography sx={{ p: 2 }}>{translate('portal.loading')}</Typography>;
  if (error || !data)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('applications.notFound')}
      </Alert>
    );
  const refresh = () => void refetch();
  const rows: [string, ReactNode][] = [
    [translate('applications.columns.service'), serviceName(translate, data.serviceCode)],
    [translate('applications.columns.status'), <StatusChip key="s" status={data.status} size="small" />],
    [translate('applications.columns.stage'), stageName(translate, data.stage)],
    [translate('applications.columns.trackingId'), data.trackingId],
    [translate('applications.columns.createdAt'), toDisplayDateTime(data.createdAt)],
    [translate('applications.columns.submittedAt'), toDisplayDateTime(data.submittedAt) || '—'],
    [
      translate('applications.columns.slaDueAt'),
      data.slaDueAt
        ? `${toDisplayDateTime(data.slaDueAt)}${data.overdue ? ` · ${translate('applications.overdue')}` : ''}`
        : '—',
    ],
  ];
  if (data.invoice)
    rows.push([
      translate('applications.columns.invoice'),
      `${data.invoice.number} · ${formatMoney(data.invoice.amount, data.invoice.currency)} · ${translate(`applications.invoiceStatus.${data.invoice.status}`)}`,
    ]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={data.reference} />
      <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {data.reference}
      </Typography>
      <Typography variant="subtitle1" component="p" gutterBottom>
        {serviceName(translate, data.serviceCode)}
      </Typography>
      <ActionBar
        application={data}
        actor={actor}
        onDone={refresh}
        hide={actor === 'STAFF' ? [...(hideActions ?? []), ...staffHidden(data)] : hideActions}
      />
      {extra?.(data, refresh)}
      {data.status !== 'Draft' ? <DuplicateReviewCard applicationId={data.id} version={data.version} /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title={translate('applications.summary')}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {data.outcome ? (
              <>
                <Divider sx={{ my: 1.5 }} />
                <Typography variant="subtitle2" component="h3">
                  {translate('applications.outcome')}
                </Typography>
                <OutcomeView serviceCode={data.serviceCode} outcome={data.outcome} />
              </>
            ) : null}
          </SectionCard>
          <ExtrasCard application={data} actor={actor} onDone={refresh} />
          <SectionCard title={translate('applications.timeline')}>
            <Timeline applicationId={data.id} key={data.version} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={translate('applications.form')}>
            <ApplicationFormView serviceCode={data.serviceCode} formData={data.formData} />
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
}
