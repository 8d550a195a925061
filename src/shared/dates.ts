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

export function isApiDate(value: string): boolean {
  return dayjs(value, API_DATE_FORMAT, true).isValid();
}
