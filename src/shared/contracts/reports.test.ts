import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  MAX_REPORT_DAYS,
  rangeDays,
  REPORT_MESSAGES,
  reportQuery,
  reportRangeErrors,
} from './reports.js';

describe('report ranges', () => {
  it('defaults to the year up to the given day, both ends included', () => {
    expect(defaultReportRange('2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(rangeDays('2025-11-25', '2026-11-24')).toBe(365);
    expect(defaultReportRange('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('refuses a start after the end and a range over the limit, naming the field', () => {
    expect(reportRangeErrors('2026-02-01', '2026-01-31')).toEqual({ to: REPORT_MESSAGES.fromAfterTo });
    expect(reportRangeErrors('2026-01-01', '2026-01-01')).toEqual({});
    const end = '2026-12-31';
    expect(rangeDays('2024-01-01', end)).toBe(MAX_REPORT_DAYS);
    expect(reportRangeErrors('2024-01-01', end)).toEqual({});
    expect(reportRangeErrors('2023-12-31', end)).toEqual({ from: REPORT_MESSAGES.tooLong });
  });

  it('takes days as yyyy-mm-dd that exist, a district code and a known grouping', () => {
    expect(reportQuery.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(reportQuery.safeParse({ from: '24-11-2026' }).success).toBe(false);
    expect(reportQuery.safeParse({ district: 'Nairobi' }).success).toBe(false);
    expect(reportQuery.safeParse({ period: 'year' }).success).toBe(false);
    expect(reportQuery.parse({ from: '2026-01-01', to: '2026-11-24', district: '047', period: 'week' })).toEqual({
      from: '2026-01-01',
      to: '2026-11-24',
      district: '047',
      period: 'week',
    });
  });
});
