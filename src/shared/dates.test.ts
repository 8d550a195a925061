import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  apiDateProblem,
  deadlineAfter,
  endOfNairobiDay,
  fromPickerValue,
  INPUT_DATE_HINT,
  isApiDate,
  isoWeekday,
  nairobiDate,
  nairobiDayBounds,
  nairobiInstant,
  nairobiToday,
  nairobiYear,
  startOfNairobiDay,
  toApiDate,
  toDisplayDate,
  toDisplayDateTime,
  toDisplayTime,
  TIME_ZONE,
  toPickerValue,
} from './dates.js';

describe('dates (seed section 5)', () => {
  it('sends dd/mm/yyyy as yyyy-mm-dd', () => {
    expect(toApiDate('07/03/2026')).toBe('2026-03-07');
    expect(toApiDate(' 31/12/1999 ')).toBe('1999-12-31');
  });
  it('refuses dates that do not exist or are not in dd/mm/yyyy', () => {
    expect(toApiDate('31/02/2026')).toBeNull();
    expect(toApiDate('2026-03-07')).toBeNull();
    expect(toApiDate('7/3/26')).toBeNull();
  });
  it('shows dates as dd-mm-yyyy', () => {
    expect(toDisplayDate('2026-03-07')).toBe('07-03-2026');
    expect(toDisplayDate(new Date(2026, 0, 5, 12))).toBe('05-01-2026');
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate('not a date')).toBe('');
  });
  it('knows an API date', () => {
    expect(isApiDate('2026-02-28')).toBe(true);
    expect(isApiDate('2026-02-30')).toBe(false);
  });
  it('takes API dates from 1900 to 2999 only, and says which rule a date breaks', () => {
    expect(apiDateProblem('1900-01-01')).toBeNull();
    expect(apiDateProblem('2999-12-31')).toBeNull();
    expect(apiDateProblem('0000-01-01')).toBe('range');
    expect(apiDateProblem('1899-12-31')).toBe('range');
    expect(apiDateProblem('9999-12-31')).toBe('range');
    expect(apiDateProblem('2026-02-30')).toBe('format');
    expect(apiDateProblem('2026-2-3')).toBe('format');
    expect(apiDateProblem('+275760-09-13')).toBe('format');
    expect(isApiDate('9999-12-31')).toBe(false);
  });
});

/**
 * The registry's day is the Nairobi day (UTC+3): from 21:00 UTC it is already tomorrow there. The
 * unit tests run with TZ set to another zone (tests/setup/unit.ts), so nothing here may lean on the
 * zone of the machine.
 */
describe('Nairobi days', () => {
  it('runs the tests in a zone other than Nairobi, so a local-time slip shows', () => {
    expect(new Date('2026-11-22T22:30:00Z').getDate()).not.toBe(23);
  });

  it('turns the day at 21:00 UTC, Nairobi midnight', () => {
    expect(nairobiDate(new Date('2026-11-22T20:59:59.999Z'))).toBe('2026-11-22');
    expect(nairobiDate(new Date('2026-11-22T21:00:00.000Z'))).toBe('2026-11-23');
    expect(nairobiDate('2026-11-22T22:30:00Z')).toBe('2026-11-23');
    expect(nairobiToday({ now: () => new Date('2026-11-22T22:30:00Z') })).toBe('2026-11-23');
    expect(nairobiToday(Date.parse('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
  });

  it('turns the year at 21:00 UTC on 31-12', () => {
    expect(nairobiDate('2026-12-31T23:50:00Z')).toBe('2027-01-01');
    expect(nairobiYear('2026-12-31T23:50:00Z')).toBe(2027);
    expect(nairobiYear('2026-12-31T20:59:59Z')).toBe(2026);
    expect(toDisplayDateTime('2026-12-31T23:50:00Z')).toBe('01-01-2027 02:50');
  });

  it('starts and ends a Nairobi day at its midnights', () => {
    expect(startOfNairobiDay('2026-11-23').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(endOfNairobiDay('2026-11-23').toISOString()).toBe('2026-11-23T20:59:59.999Z');
    expect(startOfNairobiDay('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(nairobiInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(() => startOfNairobiDay('2026-02-30')).toThrow(RangeError);
  });

  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // The instants at the ends of what a Date holds read as they did through dayjs, never a throw.
    expect(nairobiDate('+020000-01-01T07:00:00Z')).toBe('20000-01-01');
    for (const far of ['+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z'])
      expect(() => nairobiDate(far)).not.toThrow();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 21)).toBe('2026-12-14');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });

  it('puts a deadline at the end of a Nairobi day, counted from the Nairobi day it starts on', () => {
    // 22:30 UTC on the 22nd is 01:30 on the 23rd in Nairobi: 21 days on is the 14th of December.
    expect(deadlineAfter(new Date('2026-11-22T22:30:00Z'), 21).toISOString()).toBe('2026-12-14T20:59:59.999Z');
    expect(deadlineAfter(new Date('2026-11-22T20:30:00Z'), 21).toISOString()).toBe('2026-12-13T20:59:59.999Z');
    expect(toDisplayDateTime(deadlineAfter('2026-12-31T23:50:00Z', 0))).toBe('01-01-2027 23:59');
  });

  it('makes a from/to filter whole Nairobi days', () => {
    const { start, end } = nairobiDayBounds('2026-11-23', '2026-11-23');
    expect(start?.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(nairobiDayBounds('23/11/2026', 7)).toEqual({ start: null, end: null });
    expect(nairobiDayBounds(undefined, '2999-12-31').end?.toISOString()).toBe('2999-12-31T21:00:00.000Z');
    expect(nairobiDayBounds(undefined, '9999-12-31').end).toBeNull();
    expect(endOfNairobiDay('2999-12-31').toISOString()).toBe('2999-12-31T20:59:59.999Z');
  });
});

describe('what a person reads', () => {
  it('shows an instant as dd-mm-yyyy and dd-mm-yyyy HH:mm in Nairobi, on the 24-hour clock', () => {
    expect(toDisplayDate('2026-11-22T22:30:00Z')).toBe('23-11-2026');
    expect(toDisplayDate(new Date('2026-11-22T20:59:00Z'))).toBe('22-11-2026');
    expect(toDisplayDateTime('2026-11-22T22:30:00.000Z')).toBe('23-11-2026 01:30');
    expect(toDisplayDateTime('2026-11-23T11:05:00Z')).toBe('23-11-2026 14:05');
    expect(toDisplayTime('2026-11-23T11:05:00Z')).toBe('14:05');
    expect(toDisplayDateTime(null)).toBe('');
    expect(toDisplayTime('nonsense')).toBe('');
  });

  it('shows a yyyy-mm-dd day as that day, whatever the zone', () => {
    expect(toDisplayDate('2026-01-01')).toBe('01-01-2026');
    expect(toDisplayDateTime('2026-01-01')).toBe('01-01-2026');
    expect(toDisplayDate('2026-02-30')).toBe('');
  });

  it('reads a picked day back as the same yyyy-mm-dd', () => {
    expect(fromPickerValue(toPickerValue('2026-11-23'))).toBe('2026-11-23');
    expect(toPickerValue('')).toBeNull();
    expect(toPickerValue('2026-02-30')).toBeNull();
    expect(fromPickerValue(null)).toBe('');
    expect(INPUT_DATE_HINT).toBe('dd/mm/yyyy');
  });
});

describe("Nairobi's clock, read without dayjs's tz() at every call", () => {
  // dayjs's timezone plugin is the reference: the helpers must read every instant as it does.
  const reference = (ms: number) => dayjs(ms).tz(TIME_ZONE);
  // A spread over the API's years (1900–2999), with Nairobi's historic offsets (+2:30 until 1928,
  // +2:30 again 1930–1936, +2:45 1936–1942) and each Nairobi midnight of a month end and 29 February.
  const instants = [
    ...Array.from({ length: 600 }, (_, k) => Date.UTC(1900, 0, 1) + k * 57_853_123_457),
    ...['1928-06-30', '1936-12-31', '1942-07-31', '2024-02-29', '2026-12-31', '2999-12-31'].flatMap((day) => {
      const midnight = Date.parse(`${day}T21:00:00Z`) - 24 * 3_600_000;
      return [midnight - 1000, midnight, midnight + 1000];
    }),
  ];

  it('shows every instant as the zone database does', () => {
    // From May 1908, when Nairobi's clock left local mean time (an offset with seconds) for whole minutes.
    for (const ms of instants.filter((at) => at >= Date.UTC(1908, 4, 1))) {
      const local = reference(ms);
      expect(toDisplayDateTime(new Date(ms))).toBe(local.format('DD-MM-YYYY HH:mm'));
      expect(nairobiDate(ms)).toBe(local.format('YYYY-MM-DD'));
      expect(nairobiYear(ms)).toBe(local.year());
    }
  });

  it('reads each instant of an hour that changed the offset as the zone database does, asked again too', () => {
    // The offset is kept by hour once asked (dates.ts); the hours of Nairobi's changes of offset
    // (none on the hour in UTC) must still read each instant by its own offset, the first time and after.
    for (const change of [
      '1928-06-30T21:30:00Z',
      '1930-01-04T21:00:00Z',
      '1936-12-31T21:30:00Z',
      '1942-07-31T21:15:00Z',
    ]) {
      const around = Array.from({ length: 49 }, (_, k) => Date.parse(change) + (k - 24) * 5 * 60_000);
      for (const pass of [1, 2])
        for (const ms of around)
          expect([pass, toDisplayDateTime(new Date(ms))]).toEqual([pass, reference(ms).format('DD-MM-YYYY HH:mm')]);
    }
  });

  it('finds the instant of a Nairobi wall-clock time as the zone database does', () => {
    // From 1942 on, the offset Nairobi has kept since (+3:00); earlier wall-clock times are not asked for.
    for (const ms of instants.filter((at) => at >= Date.UTC(1942, 7, 1))) {
      const local = reference(ms);
      const [day, time] = [local.format('YYYY-MM-DD'), local.format('HH:mm:ss')];
      expect(nairobiInstant(day, time).getTime()).toBe(dayjs.tz(`${day}T${time}`, TIME_ZONE).valueOf());
    }
    expect(nairobiInstant('2026-02-28', '23:59').toISOString()).toBe('2026-02-28T20:59:00.000Z');
    expect(startOfNairobiDay('2024-02-29').toISOString()).toBe('2024-02-28T21:00:00.000Z');
  });

  it('counts the calendar as dayjs parses it: real days, 29 February, days added across month and year ends', () => {
    // Every day written in the API's form for years around each kind of leap rule, months 00-13, days 00-32.
    const days: string[] = [];
    for (const year of [1900, 1903, 1904, 2000, 2024, 2025, 2100, 2400, 2999])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1)
          days.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    for (const day of days) {
      const real = dayjs(day, 'YYYY-MM-DD', true).isValid();
      expect([day, isApiDate(day)]).toEqual([day, real]);
      if (!real) continue;
      for (const n of [-366, -29, -1, 0, 1, 28, 365, 1461])
        expect([day, n, addDays(day, n)]).toEqual([day, n, dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD')]);
    }
    expect(apiDateProblem('2023-02-29')).toBe('format');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
