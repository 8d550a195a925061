import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { canDecideObjection } from '../../../shared/noticePermissions.js';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { errorMessage, postCommand } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';
import { noticeDetailSchema, objectionSchema } from '../../../shared/contracts/notices.js';
import { getRecord } from '../../providers/httpClient.js';
import { noticeLicenceRows, NoticeStatusChip } from './PublishedNotice.js';
import { Facts, Section } from './Section.js';
import { useT } from './useT.js';

async function loadObjection(id: string) {
  const objection = await getRecord(`/objections/${encodeURIComponent(id)}`, objectionSchema);
  return {
    objection,
    notice: await getRecord(`/notices/${encodeURIComponent(objection.noticeId)}`, noticeDetailSchema),
  };
}

/** /backoffice/marriage-registrations/escalations/:id — one objection, its notice, and the decision. */
export default function ObjectionPage() {
  const t = useT();
  const { id = '' } = useParams();
  const profile = getStoredProfile();
  const mayDecide = profile ? canDecideObjection(profile) : false;
  const query = useQuery({ queryKey: ['objection', id], queryFn: () => loadObjection(id) });
  const objection = query.data?.objection ?? null;
  const notice = query.data?.notice ?? null;
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? (query.error ? errorMessage(query.error) : null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const decide = async (action: 'uphold' | 'dismiss') => {
    if (reason.trim().length === 0) {
      setReasonError(t('objections.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postCommand(`/objections/${encodeURIComponent(id)}/${action}`, { reason: reason.trim() });
      setDone(t(action === 'uphold' ? 'objections.upheld' : 'objections.dismissed'));
      setReason('');
      await query.refetch();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={objection ? t('objections.heading', { reference: objection.reference }) : t('objections.title')} />
      <Button
        component={RouterLink}
        to="/backoffice/marriage-registrations/escalations"
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        {t('objections.back')}
      </Button>
      <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {objection ? t('objections.heading', { reference: objection.reference }) : t('objections.title')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {error}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {done}
        </Alert>
      ) : null}
      {!objection && !error ? <Typography>{t('loading')}</Typography> : null}
      {objection ? (
        <>
          <Section title={t('objections.grounds')}>
            <Facts
              rows={[
                [t('objections.status'), <NoticeStatusChip key="s" status={objection.status} />],
                [t('objections.objector'), objection.objectorName],
                [t('objections.contact'), objection.objectorContact],
                [t('objections.lodgedAt'), toDisplayDateTime(objection.createdAt)],
                [
                  t('objections.grounds'),
                  <Box key="g" component="span" sx={{ whiteSpace: 'pre-wrap' }} data-testid="objection-grounds">
                    {objection.grounds}
                  </Box>,
                ],
                ...(objection.decisionReason
                  ? [
                      [
                        t('objections.decision'),
                        `${objection.decisionReason}${objection.decidedAt ? ` (${toDisplayDateTime(objection.decidedAt)})` : ''}`,
                      ] as [string, string],
                    ]
                  : []),
              ]}
            />
          </Section>
          {notice ? (
            <Section title={t('notice.title')}>
              <Facts
                rows={[
                  [t('notice.number'), notice.noticeNumber],
                  [
                    t('notice.status'),
                    <span key="s" data-testid="notice-status">
                      <NoticeStatusChip status={notice.status} />
                    </span>,
                  ],
                  [t('objections.couple'), `${notice.partyAName} & ${notice.partyBName}`],
                  [t('venue.intendedDate'), toDisplayDate(notice.intendedDate)],
                  [t('venue.name'), notice.venueName],
                  ...noticeLicenceRows(t, notice),
                  [t('notice.noticeEndsAt'), toDisplayDateTime(notice.noticeEndsAt)],
                  ...(notice.voidReason ? [[t('notice.voidReason'), notice.voidReason] as [string, string]] : []),
                ]}
              />
              <Button
                component={RouterLink}
                to={`/backoffice/marriage-registrations/details/${notice.applicationId}`}
                sx={{ mt: 1 }}
              >
                {t('objections.openApplication')}
              </Button>
            </Section>
          ) : null}
          {objection.status === 'OPEN' && mayDecide ? (
            <Section title={t('objections.decide')}>
              <TextField
                label={t('objections.reason')}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
                required
                multiline
                minRows={3}
                fullWidth
                error={Boolean(reasonError)}
                helperText={reasonError ?? t('objections.reasonHint')}
              />
              <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" color="error" onClick={() => decide('uphold')} disabled={busy}>
                  {t('objections.uphold')}
                </Button>
                <Button variant="outlined" onClick={() => decide('dismiss')} disabled={busy}>
                  {t('objections.dismiss')}
                </Button>
              </Stack>
            </Section>
          ) : null}
          {objection.status === 'OPEN' && !mayDecide ? (
            <Alert severity="info">{t('objections.onlyDirectors')}</Alert>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
