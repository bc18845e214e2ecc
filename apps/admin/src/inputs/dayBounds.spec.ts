import { describe, expect, it } from 'vitest';
import { boundToDay, dayStartIso, nextDayStartIso } from './dayBounds';

describe('day bounds of a date filter', () => {
  const picked = new Date(2026, 9, 7, 15, 40); // a day picked in the calendar (local time)

  it('starts at local midnight and ends at the next local midnight', () => {
    const start = new Date(dayStartIso(picked));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 9, 7, 0,
    ]);
    const end = new Date(nextDayStartIso(picked));
    expect([end.getMonth(), end.getDate(), end.getHours()]).toEqual([9, 8, 0]);
  });

  it('shows the picked day again from either bound', () => {
    expect(boundToDay(dayStartIso(picked), false)?.getDate()).toBe(7);
    expect(boundToDay(nextDayStartIso(picked), true)?.getDate()).toBe(7);
    expect(boundToDay('2026-10-07', false)?.getDate()).toBe(7);
  });

  it('crosses month ends', () => {
    const lastOfMonth = new Date(2026, 0, 31);
    expect(new Date(nextDayStartIso(lastOfMonth)).getMonth()).toBe(1);
    expect(boundToDay(nextDayStartIso(lastOfMonth), true)?.getDate()).toBe(31);
  });

  it('ignores what is not a date', () => {
    expect(boundToDay('', false)).toBeNull();
    expect(boundToDay('فردا', true)).toBeNull();
    expect(boundToDay(null, false)).toBeNull();
  });
});
