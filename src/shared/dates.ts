import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The registry keeps Kenyan time (EAT, UTC+3, no daylight saving). Every day, deadline and time a
 * person reads, and every "today" the server reasons with, is a day or a time in this zone,
 * whatever the zone of the server or of the browser. This module is the only place that says how.
 */
export const TIME_ZONE = 'Africa/Nairobi';

/** Seed section 5: a date is typed (and the date pickers show it) as dd/mm/yyyy ... */
export const INPUT_DATE_FORMAT = 'DD/MM/YYYY';
/** ... sent and stored as yyyy-mm-dd ... */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** ... and shown as dd-mm-yyyy; times are shown on the 24-hour clock. */
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
export const DISPLAY_TIME_FORMAT = 'HH:mm';
export const DISPLAY_DATE_TIME_FORMAT = `${DISPLAY_DATE_FORMAT} ${DISPLAY_TIME_FORMAT}`;
/** The typed format in words, for hints and error messages: "dd/mm/yyyy". */
export const INPUT_DATE_HINT = INPUT_DATE_FORMAT.toLowerCase();

/** An instant: a Date, an ISO 8601 timestamp (with its offset) or milliseconds since the epoch. */
export type Instant = Date | string | number;
/** Anything that tells the time (the server's Clock). */
export interface ClockLike {
  now(): Date;
}

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates the API takes: years the registers and the database handle alike (docs/decisions.md). */
export const EARLIEST_API_DATE = '1900-01-01';
export const LATEST_API_DATE = '2999-12-31';
export const DATE_RANGE_MESSAGE = `Enter a date between ${EARLIEST_API_DATE} and ${LATEST_API_DATE}`;

/** A yyyy-mm-dd that names a day of the calendar, whatever its year (a picker holds such days while typed). */
function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !API_DATE.test(value)) return false;
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(value.slice(0, 4)), month);
}

/** The days of a month of the Gregorian calendar (counted, not parsed: every form's dates are checked so). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The yyyy-mm-dd of a UTC day, for years 0-9999. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Why a value is not an API date: the format (or a day that does not exist), or the range; null when it is one. */
export function apiDateProblem(value: string): 'format' | 'range' | null {
  if (!API_DATE.test(value)) return 'format';
  if (value < EARLIEST_API_DATE || value > LATEST_API_DATE) return 'range';
  return isCalendarDay(value) ? null : 'format';
}

/** A yyyy-mm-dd that names a real day between EARLIEST_API_DATE and LATEST_API_DATE. */
export function isApiDate(value: unknown): value is string {
  return typeof value === 'string' && apiDateProblem(value) === null;
}

function apiDate(date: string): string {
  if (!isApiDate(date)) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  return date;
}

/**
 * Nairobi's wall clock of an instant, read by one formatter made once (dayjs's `tz()` makes an
 * `Intl.DateTimeFormat` at every call, which was most of the CPU the dates of an approval cost).
 */
const NAIROBI_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const HOUR_MS = 3_600_000;
/** Offsets already asked, by hour since the epoch: an hour whose start and end have the same offset. */
const offsetsByHour = new Map<number, number>();

/**
 * Minutes Nairobi's clock is ahead of UTC at an instant (ms since the epoch), as the zone database
 * says. Asking the zone database (Intl) is the costly part of every date shown or computed, and the
 * same hours are asked all day: an hour whose start and end have the same offset is kept (at most
 * 10,000 hours); an hour that holds a change of offset is always asked again at the instant.
 */
function nairobiOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const offset = offsetFromZone(ms);
  const start = hour * HOUR_MS;
  if (offsetFromZone(start) === offset && offsetFromZone(start + HOUR_MS - 1000) === offset) {
    if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

function offsetFromZone(ms: number): number {
  const wall = new Date(0);
  let year = 1970;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of NAIROBI_CLOCK.formatToParts(ms)) {
    const n = Number(part.value);
    if (part.type === 'year') year = n;
    else if (part.type === 'month') month = n;
    else if (part.type === 'day') day = n;
    else if (part.type === 'hour') hour = n;
    else if (part.type === 'minute') minute = n;
    else if (part.type === 'second') second = n;
  }
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return Math.round((wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
}

function inNairobi(at: Instant): Dayjs | null {
  const parsed = dayjs(at instanceof Date || typeof at === 'number' ? at : new Date(at));
  return parsed.isValid() ? parsed.utcOffset(nairobiOffsetMinutes(parsed.valueOf())) : null;
}

function nairobiOrThrow(at: Instant): Dayjs {
  const local = inNairobi(at);
  if (!local) throw new RangeError(`Not an instant: ${String(at)}`);
  return local;
}

// ------------------------------------------------------------------------------------------------
// Days and instants
// ------------------------------------------------------------------------------------------------

/** The Nairobi day (yyyy-mm-dd) holding this instant. */
export function nairobiDate(at: Instant): string {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(at).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(at)}`);
  // Nairobi's wall clock is the instant moved by the offset then in force; its day is read off directly.
  const local = ms + nairobiOffsetMinutes(ms) * 60_000;
  // Outside years 0-9999 (or where the zone database gives no offset) dayjs says it, as before.
  if (!(local >= YEAR_0 && local < YEAR_10000)) return nairobiOrThrow(at).format(API_DATE_FORMAT);
  return utcDay(local);
}

/** The instants of 0000-01-01 and 10000-01-01 (UTC), between which an ISO day has four digits. */
const YEAR_0 = -62_167_219_200_000;
const YEAR_10000 = 253_402_300_800_000;

/** Today in Nairobi (yyyy-mm-dd) by this clock or at this instant; by the system clock when not given. */
export function nairobiToday(clock: ClockLike | Instant = new Date()): string {
  return nairobiDate(typeof clock === 'object' && 'now' in clock ? clock.now() : clock);
}

/** The Nairobi year of an instant: reference numbers run per year of the registry. */
export function nairobiYear(at: Instant): number {
  return nairobiOrThrow(at).year();
}

/** The instant of a Nairobi wall-clock time on a day: ('2026-11-23', '10:00') is 07:00 UTC. */
export function nairobiInstant(date: string, time = '00:00'): Date {
  if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  const [year, month, day] = apiDate(date).split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  // The wall clock read as if it were UTC, then moved back by the offset in force then (asked twice,
  // so that an instant next to a change of offset takes the offset of its own side).
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, month - 1, day);
  asUtc.setUTCHours(hour, minute, second, 0);
  const guess = asUtc.getTime() - nairobiOffsetMinutes(asUtc.getTime()) * 60_000;
  return new Date(asUtc.getTime() - nairobiOffsetMinutes(guess) * 60_000);
}

/** The instant a Nairobi day starts (00:00 EAT). */
export function startOfNairobiDay(date: string): Date {
  return nairobiInstant(date);
}

/** The instant the next Nairobi day starts. Nairobi's days are all 24 hours long (no daylight saving since 1942). */
function startOfNextNairobiDay(date: string): Date {
  return new Date(startOfNairobiDay(date).getTime() + 24 * 60 * 60 * 1000);
}

/** The last instant of a Nairobi day (23:59:59.999 EAT): where every deadline falls. */
export function endOfNairobiDay(date: string): Date {
  return new Date(startOfNextNairobiDay(date).getTime() - 1);
}

/** The day `days` calendar days after a yyyy-mm-dd day (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = apiDate(date).split('-').map(Number);
  const moved = new Date(0);
  moved.setUTCFullYear(year, month - 1, day + days);
  return utcDay(moved.getTime());
}

/** The day `years` years after a yyyy-mm-dd day (29-02 becomes 28-02 in a common year). */
export function addYears(date: string, years: number): string {
  return dayjs.utc(apiDate(date), API_DATE_FORMAT, true).add(years, 'year').format(API_DATE_FORMAT);
}

/** The day `months` months after a yyyy-mm-dd day (31-05 + 1 month is 30-06). */
export function addMonths(date: string, months: number): string {
  return dayjs.utc(apiDate(date), API_DATE_FORMAT, true).add(months, 'month').format(API_DATE_FORMAT);
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a yyyy-mm-dd day. */
export function isoWeekday(date: string): number {
  return dayjs.utc(apiDate(date), API_DATE_FORMAT, true).day() || 7;
}

/**
 * A deadline `days` days after an instant: the end of the Nairobi day that many days after the
 * Nairobi day of `from` (published 22-11 at 10:00, 21 days → 13-12 at 23:59:59 EAT).
 */
export function deadlineAfter(from: Instant, days: number): Date {
  return endOfNairobiDay(addDays(nairobiDate(from), days));
}

/**
 * The instants bounding a from/to date filter, each end a whole Nairobi day: `start` is the
 * midnight starting `from` (inclusive), `end` the midnight after `to` (exclusive). A bound that is
 * not a yyyy-mm-dd date is null (no bound).
 */
export function nairobiDayBounds(from: unknown, to: unknown): { start: Date | null; end: Date | null } {
  return {
    start: isApiDate(from) ? startOfNairobiDay(from) : null,
    end: isApiDate(to) ? startOfNextNairobiDay(to) : null,
  };
}

// ------------------------------------------------------------------------------------------------
// What a person reads
// ------------------------------------------------------------------------------------------------

type Shown = Instant | null | undefined;

/** dd-mm-yyyy: a yyyy-mm-dd day as it is, an instant as its day in Nairobi; '' for nothing or nonsense. */
export function toDisplayDate(value: Shown): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && API_DATE.test(value))
    return isApiDate(value) ? dayjs(value, API_DATE_FORMAT, true).format(DISPLAY_DATE_FORMAT) : '';
  return inNairobi(value)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/** dd-mm-yyyy HH:mm of an instant in Nairobi (24-hour clock); a bare yyyy-mm-dd day shows as its date. */
export function toDisplayDateTime(value: Shown): string {
  if (typeof value === 'string' && API_DATE.test(value)) return toDisplayDate(value);
  if (value == null || value === '') return '';
  return inNairobi(value)?.format(DISPLAY_DATE_TIME_FORMAT) ?? '';
}

/** HH:mm of an instant in Nairobi (24-hour clock). */
export function toDisplayTime(value: Shown): string {
  if (value == null || value === '') return '';
  return inNairobi(value)?.format(DISPLAY_TIME_FORMAT) ?? '';
}

// ------------------------------------------------------------------------------------------------
// What a person types
// ------------------------------------------------------------------------------------------------

/** Seed section 5: a date typed as dd/mm/yyyy is sent as yyyy-mm-dd; null when it is not a real date. */
export function toApiDate(input: string): string | null {
  const parsed = dayjs(input.trim(), INPUT_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/**
 * The value a date picker shows for a yyyy-mm-dd day (null for none). A picker holds a calendar
 * day, so the browser's zone plays no part: the day is the same wherever the page is opened.
 */
export function toPickerValue(date: string | null | undefined): Dayjs | null {
  // Any calendar day: while a year is typed digit by digit it passes through 0002, 0020, 0202.
  return date && isCalendarDay(date) ? dayjs(date, API_DATE_FORMAT, true) : null;
}

/** The yyyy-mm-dd a date picker holds; '' while it holds nothing or an incomplete or impossible date. */
export function fromPickerValue(value: Dayjs | null | undefined): string {
  return value?.isValid() ? value.format(API_DATE_FORMAT) : '';
}
