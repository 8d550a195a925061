import dayjs from 'dayjs';

/** Seed: a horizontal swipe longer than this many CSS pixels moves the wedding calendar by a month. */
export const CALENDAR_SWIPE_THRESHOLD_PX = 10;

/** Weeks shown in the month view: five (the usual grid) or six when the six-weeks option is on. */
export const MONTH_WEEKS = 5;
export const SIX_WEEKS = 6;

/**
 * Which way a pointer/touch move turns the month: -1 (swiped right → previous), 1 (swiped left →
 * next) or 0 (too short, or more vertical than horizontal: a scroll, not a swipe).
 */
export function swipeDirection(dx: number, dy: number, threshold = CALENDAR_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** yyyy-mm-dd of the Monday starting the week of `date` (weeks start on Monday). */
export function startOfWeek(date: string): string {
  const d = dayjs(date);
  const offset = (d.day() + 6) % 7;
  return d.subtract(offset, 'day').format('YYYY-MM-DD');
}

/** The seven days (yyyy-mm-dd) of the week holding `date`, Monday first. */
export function weekDays(date: string): string[] {
  const monday = dayjs(startOfWeek(date));
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
}

/**
 * The month view's grid: rows of seven days (yyyy-mm-dd), Monday first, starting with the week of
 * the 1st. Five rows, or as many as the month needs (a month may spill into a sixth), and always
 * six when `sixWeeks` is on.
 */
export function monthGrid(month: string, options: { sixWeeks?: boolean } = {}): string[][] {
  const first = dayjs(month).startOf('month');
  const start = dayjs(startOfWeek(first.format('YYYY-MM-DD')));
  const last = first.endOf('month');
  const needed = Math.ceil((last.diff(start, 'day') + 1) / 7);
  const rows = options.sixWeeks ? SIX_WEEKS : Math.max(MONTH_WEEKS, needed);
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: 7 }, (__, col) => start.add(row * 7 + col, 'day').format('YYYY-MM-DD')),
  );
}

/** The first and last day a view shows, to ask the API for its bookings. */
export function gridRange(grid: string[][]): { from: string; to: string } {
  return { from: grid[0]![0]!, to: grid[grid.length - 1]![6]! };
}

/** Moves a month (yyyy-mm-01) or a week's date by `step` months or weeks. */
export function shiftMonth(month: string, step: number): string {
  return dayjs(month).startOf('month').add(step, 'month').format('YYYY-MM-DD');
}

export function shiftWeek(date: string, step: number): string {
  return dayjs(date)
    .add(step * 7, 'day')
    .format('YYYY-MM-DD');
}
