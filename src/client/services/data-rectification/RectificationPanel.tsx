import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import { dataRectification, RECTIFIABLE_FIELD_WORDS } from '../../../shared/services/data-rectification.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { useSayLabel } from '../../i18n/useSayLabel.js';
import { Facts } from '../../backoffice/marriage-registrations/Section.js';
import type { PanelProps } from '../types.js';

/**
 * The applicant's "Your amended entry" card on an approved rectification: the particular as it read
 * and reads now, the margin note's day and authority, and the new certificate (its PDF is among the
 * issued documents below) with the one it supersedes.
 */
export function RectificationPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const say = useSayLabel();
  const parsed = application.status === 'Approved' ? dataRectification.outcome.safeParse(application.outcome) : null;
  if (!parsed?.success) return null;
  const o = parsed.data;
  const t = (key: string, params?: object) => translate(`services.DATA_RECTIFICATION.panel.${key}`, params);
  return (
    <SectionCard title={t('title')}>
      <Alert severity="success" sx={{ mb: 1 }}>
        {t('done', { number: o.registrationNumber, date: toDisplayDate(o.amendedOn) })}
      </Alert>
      <Facts
        rows={[
          [t('field'), say(RECTIFIABLE_FIELD_WORDS[o.field])],
          [t('before'), o.oldValue],
          [t('now'), o.newValue],
          [t('authority'), o.authority],
          [t('certificate'), o.certificateNumber],
          ...(o.supersededCertificateNumber
            ? [[t('superseded'), o.supersededCertificateNumber] as [string, string]]
            : []),
        ]}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('next')}
      </Typography>
    </SectionCard>
  );
}
