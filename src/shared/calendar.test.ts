import { describe, expect, it } from 'vitest';
import {
  CALENDAR_SWIPE_THRESHOLD_PX,
  gridRange,
  monthGrid,
  shiftMonth,
  shiftWeek,
  startOfWeek,
  swipeDirection,
  weekDays,
} from './calendar.js';

describe('swipe threshold', () => {
  it("is the seed's 10 px", () => expect(CALENDAR_SWIPE_THRESHOLD_PX).toBe(10));
  it('ignores moves of 10 px or less', () => {
    expect(swipeDirection(10, 0)).toBe(0);
    expect(swipeDirection(-10, 0)).toBe(0);
    expect(swipeDirection(0, 0)).toBe(0);
  });
  it('turns to the next month on a left swipe over 10 px, the previous on a right one', () => {
    expect(swipeDirection(-11, 0)).toBe(1);
    expect(swipeDirection(11, 2)).toBe(-1);
  });
  it('leaves mostly vertical moves to scrolling', () => expect(swipeDirection(-30, 60)).toBe(0));
});

describe('month grid', () => {
  it('starts on the Monday of the week of the 1st and shows five weeks by default', () => {
    const grid = monthGrid('2026-02-01'); // 1 Feb 2026 is a Sunday
    expect(grid).toHaveLength(5);
    expect(grid[0]![0]).toBe('2026-01-26');
    expect(grid.every((row) => row.length === 7)).toBe(true);
  });
  it('adds a sixth week when the month needs it', () => {
    const grid = monthGrid('2026-03-01'); // Sunday 1st, 31 days → six rows
    expect(grid).toHaveLength(6);
    expect(grid.flat()).toContain('2026-03-31');
  });
  it('always shows six weeks with the six-weeks option', () => {
    const grid = monthGrid('2026-06-01', { sixWeeks: true }); // Monday 1st, five rows would do
    expect(monthGrid('2026-06-01')).toHaveLength(5);
    expect(grid).toHaveLength(6);
    expect(gridRange(grid)).toEqual({ from: '2026-06-01', to: '2026-07-12' });
  });
  it('shows every day of the month', () => {
    for (const month of ['2026-01-01', '2026-02-01', '2027-08-01']) {
      const days = monthGrid(month).flat();
      expect(days.filter((d) => d.startsWith(month.slice(0, 7)))).toHaveLength(
        new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate(),
      );
    }
  });
});

describe('weeks and steps', () => {
  it('finds the Monday and the seven days of a week', () => {
    expect(startOfWeek('2026-05-17')).toBe('2026-05-11');
    expect(weekDays('2026-05-13')).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
  });
  it('moves by months and weeks', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftWeek('2026-05-11', 1)).toBe('2026-05-18');
  });
});

describe('notice permissions', async () => {
  const { canDecideObjection, canManageWeddings } = await import('./noticePermissions.js');
  const staff = (staffRole: 'OFFICER' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'ADMIN' | 'MINISTER') => ({
    accountType: 'BACKOFFICE' as const,
    staffRole,
  });
  it('lets directors and the RG decide objections, officers manage weddings', () => {
    expect(
      ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'ADMIN', 'MINISTER'].filter((r) =>
        canDecideObjection(staff(r as never)),
      ),
    ).toEqual(['DIRECTOR', 'REGISTRAR_GENERAL']);
    expect(
      ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'ADMIN', 'MINISTER'].filter((r) =>
        canManageWeddings(staff(r as never)),
      ),
    ).toEqual(['OFFICER']);
    expect(canDecideObjection({ accountType: 'INDIVIDUAL', staffRole: null })).toBe(false);
  });
});
