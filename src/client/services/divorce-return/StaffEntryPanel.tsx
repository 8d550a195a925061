import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import { SectionCard } from '../../applications/SectionCard.js';
import type { PanelProps } from '../types.js';
import { findDivorceEntries } from './entries.js';
import { useEntryWords } from './steps.js';

/** The reviewer's card: the register entry the return names, as the register holds it now. */
export function StaffEntryPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const words = useEntryWords();
  const number = String((application.formData as { registrationNumber?: string }).registrationNumber ?? '');
  const entries = useQuery({
    queryKey: ['divorce-entry', number],
    queryFn: () => findDivorceEntries({ registrationNumber: number }),
    enabled: Boolean(number),
  });
  const t = (key: string, p?: object) => translate(`services.DIVORCE_RETURN.staff.${key}`, p);
  if (!number) return null;
  const entry = entries.data?.[0];
  return (
    <SectionCard title={t('title')}>
      {entries.isPending ? <Alert severity="info">{t('loading')}</Alert> : null}
      {entries.isSuccess && !entry ? <Alert severity="warning">{t('missing')}</Alert> : null}
      {entry ? (
        <div data-testid="divorce-entry">
          <p style={{ overflowWrap: 'anywhere' }}>{words(entry).line}</p>
          <Alert severity={entry.status === 'DISSOLVED' ? 'success' : 'info'}>
            {entry.status === 'DISSOLVED'
              ? t('dissolved', { date: toDisplayDate(entry.dissolvedOn) })
              : t('subsisting')}
          </Alert>
        </div>
      ) : null}
    </SectionCard>
  );
}
