import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Chip } from '@mui/material';
import HomeWork from '@mui/icons-material/HomeWork';
import { HttpError } from 'react-admin';
import { noticeDetailSchema, type Notice } from '../../../shared/contracts/notices.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { canManageWeddings } from '../../../shared/noticePermissions.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';
import { bookingPlace } from './bookingWords.js';
import { ScheduleVisitDialog, takesVisit } from './ScheduleVisit.js';
import { Facts, Section } from './Section.js';
import { useT } from './useT.js';

export function NoticeStatusChip({ status }: { status: string }) {
  const t = useT();
  const color =
    status === 'PUBLISHED' || status === 'OPEN' || status === 'BOOKED'
      ? 'primary'
      : status === 'CELEBRATED' || status === 'DISMISSED'
        ? 'success'
        : status === 'VOID' || status === 'UPHELD' || status === 'MISSED'
          ? 'error'
          : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`statuses.${status}`, { _: status })}
      data-status={status}
    />
  );
}

/** The special licences a notice names: the notice waiver (no notice period) and the private venue (an officer's visit). */
export function noticeLicenceRows(
  t: ReturnType<typeof useT>,
  notice: Pick<Notice, 'waiverLicenceNumber' | 'venueLicenceNumber'>,
): [string, string][] {
  return [
    ...(notice.waiverLicenceNumber
      ? [[t('notice.waiverLicence'), notice.waiverLicenceNumber] as [string, string]]
      : []),
    ...(notice.venueLicenceNumber ? [[t('notice.venueLicence'), notice.venueLicenceNumber] as [string, string]] : []),
  ];
}

/** The notice-book entry once the notice is published: number, period, licences, objections, booking; an officer schedules the visit to a private venue. */
export function PublishedNotice({ applicationId }: { applicationId: string }) {
  const t = useT();
  const profile = getStoredProfile();
  const [scheduling, setScheduling] = useState(false);
  const [scheduled, setScheduled] = useState<string | null>(null);
  // Not yet published: no notice (404), which is no error.
  const answer = useQuery({
    queryKey: ['notice-of', applicationId],
    queryFn: () =>
      getData(`/applications/${encodeURIComponent(applicationId)}/notice`, noticeDetailSchema).catch((e: unknown) => {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }),
  });
  const notice = answer.data;
  const error = answer.error ? errorMessage(answer.error) : null;
  const load = () => void answer.refetch();
  const booked = notice?.booking && notice.booking.status === 'BOOKED';
  const mayScheduleVisit = Boolean(
    notice &&
      profile &&
      canManageWeddings(profile) &&
      takesVisit(notice) &&
      notice.status === 'PUBLISHED' &&
      notice.cleared &&
      !booked,
  );
  return (
    <Section
      title={t('notice.title')}
      action={
        mayScheduleVisit ? (
          <Button variant="contained" size="small" startIcon={<HomeWork />} onClick={() => setScheduling(true)}>
            {t('visit.open')}
          </Button>
        ) : null
      }
    >
      {scheduled ? (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setScheduled(null)}>
          {scheduled}
        </Alert>
      ) : null}
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {notice === undefined && !error ? t('loading') : null}
      {notice === null ? <Alert severity="info">{t('notice.notPublished')}</Alert> : null}
      {notice ? (
        <Facts
          rows={[
            [t('notice.number'), notice.noticeNumber],
            [t('notice.status'), <NoticeStatusChip key="s" status={notice.status} />],
            [t('notice.publishedAt'), toDisplayDateTime(notice.publishedAt)],
            [t('notice.noticeEndsAt'), toDisplayDateTime(notice.noticeEndsAt)],
            [t('notice.validUntil'), toDisplayDateTime(notice.validUntil)],
            [t('notice.cleared'), t(notice.cleared ? 'yes' : 'no')],
            ...noticeLicenceRows(t, notice),
            [t('notice.openObjections'), String(notice.openObjections)],
            ...(notice.voidReason ? [[t('notice.voidReason'), notice.voidReason] as [string, string]] : []),
            [
              t('notice.booking'),
              notice.booking
                ? `${toDisplayDateTime(notice.booking.startsAt)} · ${bookingPlace(t, notice.booking)} · ${t(`statuses.${notice.booking.status}`)}`
                : '—',
            ],
          ]}
        />
      ) : null}
      {scheduling && notice ? (
        <ScheduleVisitDialog
          notice={notice}
          onClose={() => setScheduling(false)}
          onScheduled={(visit) => {
            setScheduling(false);
            setScheduled(t('visit.scheduled', { when: toDisplayDateTime(visit.startsAt) }));
            load();
          }}
        />
      ) : null}
    </Section>
  );
}
