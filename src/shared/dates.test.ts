import { describe, expect, it } from 'vitest';
import { apiDateProblem, isApiDate, toApiDate, toDisplayDate } from './dates.js';

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
