import dayjs from 'dayjs';
import { Grid, Typography } from '@mui/material';
import { nairobiToday, toDisplayDate } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { useRefLookup } from '../../components/reference.lookup.js';
import { Facts } from './Section.js';
import { useT } from './useT.js';

/** Age in whole years on a day (the intended date, as the minimum-age check counts it). */
export function ageOn(dateOfBirth: string | undefined, day: string | undefined): number | null {
  if (!dateOfBirth) return null;
  const on = dayjs(day ?? nairobiToday());
  const age = on.diff(dayjs(dateOfBirth), 'year');
  return Number.isFinite(age) ? age : null;
}

export const fullName = (p: Partial<Party> | undefined) =>
  [p?.firstName, p?.middleName, p?.lastName].filter(Boolean).join(' ');

function PartyFacts({
  party,
  title,
  intendedDate,
}: {
  party: Partial<Party> | undefined;
  title: string;
  intendedDate?: string;
}) {
  const t = useT();
  const lookup = useRefLookup();
  const age = ageOn(party?.dateOfBirth, intendedDate);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Facts
        rows={[
          [t('party.name'), fullName(party) || '—'],
          [t('party.id'), party?.idNumber ? `${t(`idTypes.${party.idType}`)} ${party.idNumber}` : '—'],
          [t('party.dateOfBirth'), toDisplayDate(party?.dateOfBirth) || '—'],
          [t('party.age'), age == null ? '—' : t('party.years', { age })],
          [t('party.condition'), party?.condition ? t(`conditions.${party.condition}`) : '—'],
          [t('party.occupation'), party?.occupation || '—'],
          [t('party.residence'), party?.residenceDistrict ? lookup('district', party.residenceDistrict) : '—'],
          [t('party.father'), party?.fatherName || '—'],
          [t('party.mother'), party?.motherName || '—'],
        ]}
      />
    </>
  );
}

/** Both parties side by side (stacked on small screens). */
export function NoticeParties({
  partyA,
  partyB,
  intendedDate,
}: {
  partyA?: Partial<Party>;
  partyB?: Partial<Party>;
  intendedDate?: string;
}) {
  const t = useT();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }} data-testid="party-a">
        <PartyFacts party={partyA} title={t('party.a')} intendedDate={intendedDate} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} data-testid="party-b">
        <PartyFacts party={partyB} title={t('party.b')} intendedDate={intendedDate} />
      </Grid>
    </Grid>
  );
}
