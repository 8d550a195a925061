import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationRecord } from '../../../shared/contracts/institution-verification.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { organisationTypeWords } from '../../../shared/i18n/words.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { DetailRow as Row } from '../../components/DetailRow.js';
import { currentLocale } from '../../i18n/locale.js';

/**
 * An institution's particulars and where the registry stands on it, as the institution and the
 * registry's reviewer both read them (each page adds what only it shows).
 */
export function VerificationParticulars({
  data,
  show,
}: {
  data: VerificationRecord;
  show: { name?: boolean; status?: boolean; licensed?: boolean };
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`verification.${key}`);
  return (
    <SectionCard title={t('details')}>
      <Box component="dl" sx={{ m: 0 }}>
        {show.name ? <Row label={t('name')}>{data.name}</Row> : null}
        <Row label={t('type')}>{organisationTypeWords(currentLocale())[data.type]}</Row>
        <Row label={t('registrationNumber')}>{data.registrationNumber}</Row>
        {show.status ? <Row label={t('status')}>{t(`statuses.${data.status}`)}</Row> : null}
        {show.licensed ? <Row label={t('licensed')}>{t(data.licensed ? 'yes' : 'no')}</Row> : null}
        {data.submittedAt ? <Row label={t('sentOn')}>{toDisplayDate(data.submittedAt)}</Row> : null}
        {data.decidedAt ? <Row label={t('decidedOn')}>{toDisplayDate(data.decidedAt)}</Row> : null}
        {data.decisionReason ? <Row label={t('reason')}>{data.decisionReason}</Row> : null}
      </Box>
    </SectionCard>
  );
}
