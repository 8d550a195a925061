import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import { letterStatus, maritalStatusLetter } from '../../../shared/services/marital-status-letter/index.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { useDistricts } from '../../components/reference.js';
import type { PanelProps } from '../types.js';

/**
 * The applicant's "Your letter" card on an approved letter application: what the register held for
 * their ID number (in words, with the entry it rests on), and whether the letter is still valid. The
 * letter's PDF is among the issued documents below.
 */
export function LetterPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const districts = useDistricts();
  // Valid or expired as of when the page was opened.
  const [openedAt] = useState(() => new Date());
  const parsed = application.status === 'Approved' ? maritalStatusLetter.outcome.safeParse(application.outcome) : null;
  if (!parsed?.success) return null;
  const letter = parsed.data;
  const t = (key: string, params?: object) => translate(`services.MARITAL_STATUS_LETTER.panel.${key}`, params);
  const districtName = (code: string | null) => (districts.data ?? []).find((d) => d.code === code)?.name ?? '';
  const status = letterStatus(letter, openedAt);
  const rows: [string, string, string?][] = [
    [t('number'), letter.letterNumber, 'letter-number'],
    [t('finding'), t(`findings.${letter.finding}`), 'letter-finding'],
    ...(letter.registrationNumber
      ? [
          [
            t('entry'),
            t('entryValue', {
              number: letter.registrationNumber,
              date: toDisplayDate(letter.marriedOn),
              district: districtName(letter.marriageDistrict),
            }),
            'letter-entry',
          ] as [string, string, string],
        ]
      : []),
    [t('validUntil'), toDisplayDate(letter.validUntil)],
    [t('status'), t(`statuses.${status}`), 'letter-status'],
  ];
  return (
    <SectionCard title={t('title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(`said.${letter.finding}`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value, testId]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid={testId}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity={status === 'VALID' ? 'info' : 'warning'} sx={{ mt: 1.5 }}>
        {t(status === 'VALID' ? 'next' : 'expired')}
      </Alert>
    </SectionCard>
  );
}
