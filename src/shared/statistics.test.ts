import { describe, expect, it } from 'vitest';
import { addMonths, monthsBetween, statisticsRange, STATISTICS_MESSAGES } from './contracts/statistics.js';
import { STATISTICS_WORDS } from './i18n/statisticsWords.js';
import {
  AGE_BANDS,
  ageBand,
  CEREMONY_TYPES,
  completedYears,
  DURATION_BANDS,
  durationBand,
  institutionCeremony,
  MARRIAGE_PLACES,
  PREVIOUS_STATUSES,
  TIMELINESS_BANDS,
  timelinessBand,
} from './statistics.js';

describe('the vital statistics’ categories (the same rules as migration 0029’s SQL)', () => {
  it('age groups: 18–19 below 20, five-year groups, 60 and over, 0 or none not stated', () => {
    expect([18, 19, 20, 24, 25, 59, 60, 85].map(ageBand)).toEqual([
      'UNDER_20',
      'UNDER_20',
      '20_24',
      '20_24',
      '25_29',
      '55_59',
      '60_PLUS',
      '60_PLUS',
    ]);
    expect([0, null, undefined, Number.NaN].map(ageBand)).toEqual([
      'NOT_STATED',
      'NOT_STATED',
      'NOT_STATED',
      'NOT_STATED',
    ]);
    expect(new Set([...Array(90).keys()].map(ageBand))).toEqual(new Set(AGE_BANDS));
  });

  it('duration of marriage in completed years, a day short of an anniversary counting the year before', () => {
    expect(completedYears('1960-06-10', '1973-06-09')).toBe(12);
    expect(completedYears('1960-06-10', '1973-06-10')).toBe(13);
    expect(completedYears('1972-08-01', '1973-07-31')).toBe(0);
    expect([0, 1, 4, 5, 9, 10, 24, 25, 60].map(durationBand)).toEqual([
      'UNDER_1',
      '1_4',
      '1_4',
      '5_9',
      '5_9',
      '10_14',
      '20_24',
      '25_PLUS',
      '25_PLUS',
    ]);
    expect(new Set([...Array(40).keys()].map(durationBand))).toEqual(new Set(DURATION_BANDS));
  });

  it('timeliness: 30 days current, 31 to 365 late, more delayed', () => {
    expect([0, 30, 31, 365, 366].map(timelinessBand)).toEqual([
      'WITHIN_30_DAYS',
      'WITHIN_30_DAYS',
      'LATE',
      'LATE',
      'DELAYED',
    ]);
  });

  it('an institution’s ceremony and place: its licensed venue first, then the kind of institution', () => {
    expect(institutionCeremony('CHURCH', 'LICENSED_ORGANISATION')).toEqual({
      ceremony: 'CHRISTIAN',
      place: 'PLACE_OF_WORSHIP',
    });
    expect(institutionCeremony('HALL', 'MOSQUE')).toEqual({ ceremony: 'ISLAMIC', place: 'LICENSED_PLACE' });
    expect(institutionCeremony(null, 'TEMPLE')).toEqual({ ceremony: 'HINDU', place: 'PLACE_OF_WORSHIP' });
    expect(institutionCeremony(null, 'LICENSED_ORGANISATION')).toEqual({
      ceremony: 'NOT_STATED',
      place: 'LICENSED_PLACE',
    });
  });

  it('has words for every category in both languages', () => {
    for (const words of Object.values(STATISTICS_WORDS)) {
      for (const [list, map] of [
        [CEREMONY_TYPES, words.ceremony],
        [MARRIAGE_PLACES, words.place],
        [AGE_BANDS, words.age],
        [DURATION_BANDS, words.duration],
        [TIMELINESS_BANDS, words.timeliness],
        [PREVIOUS_STATUSES, words.status],
      ] as const)
        for (const code of list) expect((map as Record<string, string>)[code]).toMatch(/\S/);
    }
  });
});

describe('the statistics’ range of months', () => {
  it('a year, a range, or the twelve months up to this one', () => {
    expect(statisticsRange({ year: '2025' }, '2026-12')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(statisticsRange({ from: '2025-03', to: '2025-05' }, '2026-12')).toEqual({ from: '2025-03', to: '2025-05' });
    expect(statisticsRange({}, '2026-02')).toEqual({ from: '2025-03', to: '2026-02' });
    expect(statisticsRange({ to: '2026-01' }, '2026-12')).toEqual({ from: '2025-02', to: '2026-01' });
    expect(statisticsRange({ from: '2026-11' }, '2026-12')).toEqual({ from: '2026-11', to: '2026-12' });
  });

  it('refuses a year with a range, a start after the end and more than ten years, naming the field', () => {
    expect(statisticsRange({ year: '2025', from: '2025-01' }, '2026-12')).toEqual({
      errors: { year: STATISTICS_MESSAGES.yearOrRange },
    });
    expect(statisticsRange({ from: '2025-06', to: '2025-01' }, '2026-12')).toEqual({
      errors: { to: STATISTICS_MESSAGES.fromAfterTo },
    });
    expect(statisticsRange({ from: '2015-01', to: '2024-12' }, '2026-12')).toEqual({ from: '2015-01', to: '2024-12' });
    expect(statisticsRange({ from: '2014-12', to: '2024-12' }, '2026-12')).toEqual({
      errors: { from: STATISTICS_MESSAGES.tooLong },
    });
  });

  it('counts months across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-02', -11)).toBe('2025-03');
  });
});
