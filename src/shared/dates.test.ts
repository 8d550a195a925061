import { describe, expect, it } from 'vitest';
import { isApiDate, toApiDate, toDisplayDate } from './dates.js';

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
});
