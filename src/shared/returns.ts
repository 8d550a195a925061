import { addMonths, nairobiToday, type ClockLike, type Instant } from './dates.js';
import { STANDING_STATUSES } from './statuses.js';

/** A calendar month as the API carries it: yyyy-mm. */
/** The statuses of a marriage return that still stands: a declined or withdrawn one (or a draft) does not count. */
export const LIVE_RETURN_STATUSES = STANDING_STATUSES;

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH_PATTERN.test(value);

/** "2026-10" → "October 2026" (what a person reads). */
export function monthWords(month: string): string {
  const m = MONTH_PATTERN.exec(month);
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${m[1]}` : month;
}

/** The first and last day (yyyy-mm-dd) of a month. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next = new Date(`${addMonths(first, 1)}T00:00:00Z`);
  next.setUTCDate(0);
  return { first, last: next.toISOString().slice(0, 10) };
}

/** The month (yyyy-mm) holding a Nairobi day. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month before the current Nairobi month: the latest one that is closed. */
export function lastClosedMonth(clock: ClockLike | Instant = new Date()): string {
  return monthOf(addMonths(`${monthOf(nairobiToday(clock))}-01`, -1));
}

/** A month is closed once the Nairobi month after it has begun. */
export const isClosedMonth = (month: string, clock: ClockLike | Instant = new Date()): boolean =>
  month <= lastClosedMonth(clock);

/** The `count` closed months up to the last one, newest first. */
export function closedMonths(count: number, clock: ClockLike | Instant = new Date()): string[] {
  const last = `${lastClosedMonth(clock)}-01`;
  return Array.from({ length: count }, (_, i) => monthOf(addMonths(last, -i)));
}
