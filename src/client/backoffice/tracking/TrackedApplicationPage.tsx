import type { ReactNode } from 'react';
import { Alert, Box, Button, Divider, Grid, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { TrackedApplication } from '../../../shared/contracts/tracking.js';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { ApplicationFormView, OutcomeView } from '../../applications/ApplicationFormView.js';
import { serviceName, stageName } from '../../applications/labels.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { Timeline } from '../../applications/Timeline.js';
import { StatusChip } from '../../components/StatusChip.js';
import { useRefLookup } from '../../components/reference.lookup.js';
import { Facts } from '../marriage-registrations/Section.js';
import { useTrackingT } from './TrackingSearchPage.js';

/**
 * /backoffice/tracking/:id: one application, read-only: where it stands (status, stage, who has
 * claimed it), its applicant and names, its timeline and its form. No workflow step is offered:
 * the application is worked in its section's queue.
 */
export default function TrackedApplicationPage() {
  const t = useTrackingT();
  const translate = useTranslate();
  const lookup = useRefLookup();
  const { id = '' } = useParams();
  const location = useLocation();
  const q = (location.state as { q?: string } | null)?.q;
  const back = q ? `/backoffice/tracking?${new URLSearchParams({ q }).toString()}` : '/backoffice/tracking';
  const { data, isPending, error } = useGetOne<TrackedApplication>('tracking-search', { id });
  const backLink = (
    <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      {t('back')}
    </Button>
  );
  if (isPending)
    return (
      <Typography sx={{ p: 2 }} aria-live="polite">
        {translate('portal.loading')}
      </Typography>
    );
  if (error || !data) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title={t('title')} />
        {backLink}
        <Alert severity="warning">{t('notFound')}</Alert>
      </Box>
    );
  }
  const rows: [string, ReactNode][] = [
    [t('details.service'), serviceName(translate, data.serviceCode)],
    [t('details.status'), <StatusChip key="status" status={data.status} size="small" />],
    [t('details.stage'), stageName(translate, data.stage)],
    [t('details.assignee'), data.assigneeName ?? t('notClaimed')],
    [t('details.applicant'), data.applicantName ?? '—'],
    [t('details.names'), data.partyNames || '—'],
    [t('details.district'), data.district ? lookup('district', data.district) : '—'],
    [t('details.trackingId'), data.trackingId],
    [t('details.createdAt'), toDisplayDate(data.createdAt)],
    [t('details.submittedAt'), toDisplayDateTime(data.submittedAt) || t('notSubmitted')],
    [
      t('details.slaDueAt'),
      data.slaDueAt ? `${toDisplayDate(data.slaDueAt)}${data.overdue ? ` · ${t('overdue')}` : ''}` : '—',
    ],
    [t('details.decidedAt'), toDisplayDateTime(data.decidedAt) || '—'],
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={data.reference} />
      {backLink}
      <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {data.reference}
      </Typography>
      <Typography variant="subtitle1" component="p">
        {serviceName(translate, data.serviceCode)}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }}>
        {t('readOnly')}
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title={t('summary')}>
            <Facts rows={rows} />
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
          <SectionCard title={translate('applications.timeline')}>
            <Timeline applicationId={data.id} />
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
