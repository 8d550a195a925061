/**
 * Vital statistics of marriage and divorce (issue 24): the categories of the UN-style tables and the
 * rules that put a register entry into them. The database keeps the tables' aggregate with the same
 * rules written in SQL (migration 0029_vital_statistics: statistics_age_band, …); the unit test of
 * this file and tests/api/statistics.test.ts hold the two to the same answers.
 */

/** The type of ceremony (UN Principles: civil, religious by denomination, customary…). */
export const CEREMONY_TYPES = ['CIVIL', 'CHRISTIAN', 'ISLAMIC', 'HINDU', 'CUSTOMARY', 'NOT_STATED'] as const;
export type CeremonyType = (typeof CEREMONY_TYPES)[number];

/** Where the marriage was celebrated. */
export const MARRIAGE_PLACES = [
  'REGISTRY',
  'PLACE_OF_WORSHIP',
  'LICENSED_PLACE',
  'PRIVATE_VENUE',
  'NOT_STATED',
] as const;
export type MarriagePlace = (typeof MARRIAGE_PLACES)[number];

/** Five-year age groups from 20, the minimum age (18) and 19 together below, 60 and over above. */
export const AGE_BANDS = [
  'UNDER_20',
  '20_24',
  '25_29',
  '30_34',
  '35_39',
  '40_44',
  '45_49',
  '50_54',
  '55_59',
  '60_PLUS',
  'NOT_STATED',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Completed years of marriage when the decree was made absolute. */
export const DURATION_BANDS = ['UNDER_1', '1_4', '5_9', '10_14', '15_19', '20_24', '25_PLUS'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

/** Registration timeliness: current (within 30 days), late (31–365 days), delayed (after a year). */
export const TIMELINESS_BANDS = ['WITHIN_30_DAYS', 'LATE', 'DELAYED'] as const;
export type TimelinessBand = (typeof TIMELINESS_BANDS)[number];

/** The days within which a marriage registered counts as current. */
export const CURRENT_REGISTRATION_DAYS = 30;

/** The previous marital status of a party (the notice's condition), and "not stated" (a return's entry). */
export const PREVIOUS_STATUSES = ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED', 'NOT_STATED'] as const;
export type PreviousStatus = (typeof PREVIOUS_STATUSES)[number];

/** The sex of a party as the tables split them; X: not recorded (entries made before the register kept it). */
export const STATISTICS_SEXES = ['F', 'M', 'X'] as const;
export type StatisticsSex = (typeof STATISTICS_SEXES)[number];

/** The age group of a party's age at the marriage (0 or none: not stated, as a return without ages gives). */
export function ageBand(age: number | null | undefined): AgeBand {
  if (age === null || age === undefined || !Number.isFinite(age) || age <= 0) return 'NOT_STATED';
  if (age < 20) return 'UNDER_20';
  if (age >= 60) return '60_PLUS';
  const low = Math.floor(age / 5) * 5;
  return `${low}_${low + 4}` as AgeBand;
}

/** The duration group of a marriage of `years` completed years. */
export function durationBand(years: number): DurationBand {
  if (years < 1) return 'UNDER_1';
  if (years >= 25) return '25_PLUS';
  if (years < 5) return '1_4';
  const low = Math.floor(years / 5) * 5;
  return `${low}_${low + 4}` as DurationBand;
}

/** Completed years from one yyyy-mm-dd day to another (a birthday-style count). */
export function completedYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** The timeliness of a registration made `days` Nairobi days after the marriage. */
export function timelinessBand(days: number): TimelinessBand {
  if (days <= CURRENT_REGISTRATION_DAYS) return 'WITHIN_30_DAYS';
  if (days <= 365) return 'LATE';
  return 'DELAYED';
}

/** What licences and institutions say of a place: a church, a mosque, a temple, a hall… */
export type PlaceOrInstitution = 'CHURCH' | 'MOSQUE' | 'TEMPLE' | 'HALL' | 'OTHER' | 'COURT' | 'LICENSED_ORGANISATION';

/**
 * The ceremony and place of a marriage an institution celebrated: the kind of its licensed venue
 * first, else the kind of institution (docs/decisions.md, "Vital statistics").
 */
export function institutionCeremony(
  venueType: PlaceOrInstitution | null | undefined,
  institutionType: PlaceOrInstitution | null | undefined,
): { ceremony: CeremonyType; place: MarriagePlace } {
  const religious: Partial<Record<PlaceOrInstitution, CeremonyType>> = {
    CHURCH: 'CHRISTIAN',
    MOSQUE: 'ISLAMIC',
    TEMPLE: 'HINDU',
  };
  const ceremony = religious[venueType ?? 'OTHER'] ?? religious[institutionType ?? 'OTHER'] ?? 'NOT_STATED';
  const worship = venueType ? venueType in religious : institutionType ? institutionType in religious : false;
  return { ceremony, place: worship ? 'PLACE_OF_WORSHIP' : 'LICENSED_PLACE' };
}
