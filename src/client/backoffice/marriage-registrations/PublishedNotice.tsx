import { useEffect, useState } from 'react';
import { Alert, Chip } from '@mui/material';
import { HttpError } from 'react-admin';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { errorMessage, getApi } from '../../providers/httpClient.js';
import type { NoticeRecord } from './noticeApi.js';
import { Facts, Section } from './Section.js';
import { useT } from './useT.js';

export function NoticeStatusChip({ status }: { status: string }) {
  const t = useT();
  const color = status === 'PUBLISHED' || status === 'OPEN' || status === 'BOOKED' ? 'primary' : status === 'CELEBRATED' || status === 'DISMISSED' ? 'success' : status === 'VOID' || status === 'UPHELD' || status === 'MISSED' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={t(`statuses.${status}`, { _: status })} data-status={status} />;
}

/** The notice-book entry once the notice is published: number, period, objections, booking. */
export function PublishedNotice({ applicationId }: { applicationId: string }) {
  const t = useT();
  const [notice, setNotice] = useState<NoticeRecord | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getApi<NoticeRecord>(`/applications/${encodeURIComponent(applicationId)}/notice`).then(setNotice, (e) => {
      if (e instanceof HttpError && e.status === 404) setNotice(null);
      else setError(errorMessage(e));
    });
  }, [applicationId]);
  return (
    <Section title={t('notice.title')}>
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
            [t('notice.openObjections'), String(notice.openObjections ?? 0)],
            ...(notice.voidReason ? [[t('notice.voidReason'), notice.voidReason] as [string, string]] : []),
            [t('notice.booking'), notice.booking ? `${toDisplayDateTime(notice.booking.startsAt)} · ${notice.booking.roomName} · ${t(`statuses.${notice.booking.status}`)}` : '—'],
          ]}
        />
      ) : null}
    </Section>
  );
}
