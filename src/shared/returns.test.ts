import { describe, expect, it } from 'vitest';
import { closedMonths, isClosedMonth, lastClosedMonth, monthDays, monthWords } from './returns.js';

describe('the months of the returns', () => {
  it("a month's days, its words, and which months are closed in Nairobi", () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthWords('2026-10')).toBe('October 2026');
    // 31-10-2026 23:30 in Nairobi is 20:30 UTC: October is not over; at 00:10 on 1-11 it is.
    expect(lastClosedMonth(new Date('2026-10-31T20:30:00Z'))).toBe('2026-09');
    expect(lastClosedMonth(new Date('2026-10-31T21:10:00Z'))).toBe('2026-10');
    expect(isClosedMonth('2026-10', new Date('2026-10-31T20:30:00Z'))).toBe(false);
    expect(closedMonths(3, new Date('2027-01-15T09:00:00Z'))).toEqual(['2026-12', '2026-11', '2026-10']);
  });
});
