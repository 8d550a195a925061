import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const INPUT_DATE_FORMAT = 'DD/MM/YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';

/** Seed section 5: a date typed as dd/mm/yyyy is sent as yyyy-mm-dd; null when it is not a real date. */
export function toApiDate(input: string): string | null {
  const parsed = dayjs(input.trim(), INPUT_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/** Seed section 5: a date is shown as dd-mm-yyyy. Accepts yyyy-mm-dd or an ISO timestamp. */
export function toDisplayDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const parsed = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? dayjs(value, API_DATE_FORMAT, true)
    : dayjs(value);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_FORMAT) : '';
}

/** The dates the API takes: years the registers and the database handle alike (docs/decisions.md). */
export const EARLIEST_API_DATE = '1900-01-01';
export const LATEST_API_DATE = '2999-12-31';
export const DATE_RANGE_MESSAGE = `Enter a date between ${EARLIEST_API_DATE} and ${LATEST_API_DATE}`;

/** A real yyyy-mm-dd date (not 2026-02-30) between EARLIEST_API_DATE and LATEST_API_DATE. */
export function isApiDate(value: string): boolean {
  return apiDateProblem(value) === null;
}

/** Why a value is not an API date: the format (or a day that does not exist), or the range; null when it is one. */
export function apiDateProblem(value: string): 'format' | 'range' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'format';
  if (value < EARLIEST_API_DATE || value > LATEST_API_DATE) return 'range';
  return dayjs(value, API_DATE_FORMAT, true).isValid() ? null : 'format';
}
