import { alpha, Box, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PossibleDuplicateRecord } from '../../../shared/contracts/duplicates.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { nameWords, namesAlike, type ComparedParty } from '../../../shared/duplicates.js';
import { serviceName } from '../../../shared/i18n/words.js';
import { serviceByCode } from '../../../shared/services.js';
import { currentLocale } from '../../i18n/locale.js';

type Side = PossibleDuplicateRecord['later'];
type Row = { label: string; later: string; earlier: string; compared: boolean };

/** Whether the earlier record lists the parties the other way round (its party B is the later's party A). */
export function crossed(record: PossibleDuplicateRecord): boolean {
  const [l, e] = [record.later.marriage, record.earlier.marriage];
  const straight = namesAlike(l.partyA.name, e.partyA.name) || l.partyA.idNumber === e.partyA.idNumber;
  const across = namesAlike(l.partyA.name, e.partyB.name) || l.partyA.idNumber === e.partyB.idNumber;
  return across && !straight;
}

/** Two values as a person compares them: the same words, whatever the capitals, spaces and punctuation. */
const differ = (a: string, b: string) => nameWords(a).join(' ') !== nameWords(b).join(' ');

/** Where a side opens in the back office: the application's page in its section, or the register entry. */
export function sidePath(side: Side): string | null {
  if (side.marriageId) return `/backoffice/registry/marriages/${encodeURIComponent(side.marriageId)}`;
  const section = side.serviceCode ? serviceByCode(side.serviceCode)?.section : null;
  return side.applicationId && section
    ? `/backoffice/${section}/details/${encodeURIComponent(side.applicationId)}`
    : null;
}

/**
 * The later submission and the earlier record side by side: what each is, who filed it, the day,
 * and each party's name, ID number and birth, the rows that differ marked in words (not by colour
 * alone). Names keep their own capitals; dates read dd-mm-yyyy.
 */
export function Comparison({ record }: { record: PossibleDuplicateRecord }) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`duplicates.compare.${key}`, params);
  const locale = currentLocale();
  const born = (p: ComparedParty) =>
    p.dateOfBirth ? toDisplayDate(p.dateOfBirth) : p.age ? t('age', { age: p.age }) : t('notStated');
  const what = (s: Side) =>
    [
      translate(`duplicates.kinds.${s.kind}`),
      s.serviceCode ? serviceName(s.serviceCode, locale) : null,
      s.lineNumber ? translate('duplicates.lineOf', { n: s.lineNumber }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const swap = crossed(record);
  const { later, earlier } = record;
  const pairs: [string, ComparedParty, ComparedParty][] = [
    [t('partyA'), later.marriage.partyA, swap ? earlier.marriage.partyB : earlier.marriage.partyA],
    [t('partyB'), later.marriage.partyB, swap ? earlier.marriage.partyA : earlier.marriage.partyB],
  ];
  const rows: Row[] = [
    { label: t('kind'), later: what(later), earlier: what(earlier), compared: false },
    { label: t('filedBy'), later: later.filedBy ?? '', earlier: earlier.filedBy ?? '', compared: false },
    { label: t('district'), later: later.districtName ?? '', earlier: earlier.districtName ?? '', compared: false },
    {
      label: t('submittedAt'),
      later: toDisplayDate(later.submittedAt),
      earlier: toDisplayDate(earlier.submittedAt),
      compared: false,
    },
    {
      label: t('marriageDate'),
      later: toDisplayDate(later.marriage.marriageDate),
      earlier: toDisplayDate(earlier.marriage.marriageDate),
      compared: true,
    },
    ...pairs.flatMap(([party, l, e]) => [
      { label: t('partyName', { party }), later: l.name, earlier: e.name, compared: true },
      { label: t('partyId', { party }), later: l.idNumber, earlier: e.idNumber, compared: true },
      { label: t('partyBorn', { party }), later: born(l), earlier: born(e), compared: true },
    ]),
  ];
  const laterPath = sidePath(later);
  const earlierPath = sidePath(earlier);
  return (
    <Box>
      {swap ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('crossed')}
        </Typography>
      ) : null}
      <Table
        size="small"
        sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', px: { xs: 0.5, sm: 2 } } }}
      >
        <caption>{t('caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('what')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('later', { reference: later.reference })}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('earlier', { reference: earlier.reference })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const differs = row.compared && differ(row.later, row.earlier);
            return (
              <TableRow
                key={row.label}
                data-testid={differs ? 'differs' : undefined}
                sx={differs ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined}
              >
                <TableCell component="th" scope="row">
                  <Typography variant="body2" component="span" sx={{ fontWeight: differs ? 700 : 400 }}>
                    {row.label}
                  </Typography>
                  {differs ? (
                    <Chip size="small" color="warning" label={t('differs')} sx={{ ml: 0.5, mt: 0.5 }} />
                  ) : null}
                </TableCell>
                <TableCell sx={differs ? { fontWeight: 700 } : undefined}>{row.later}</TableCell>
                <TableCell sx={differs ? { fontWeight: 700 } : undefined}>{row.earlier}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        {laterPath ? (
          <Link component={RouterLink} to={laterPath}>
            {t('openLater')}
          </Link>
        ) : null}
        {earlierPath ? (
          <Link component={RouterLink} to={earlierPath}>
            {t('openEarlier')}
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
