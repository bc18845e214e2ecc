import { describe, expect, it } from 'vitest';
import { dateToIso, isoToDate } from './isoDate';
import { parseRial } from './RialInput';

describe('isoDate', () => {
  it('round-trips a stored day through a local Date', () => {
    const d = isoToDate('1998-03-21');
    expect(d?.getFullYear()).toBe(1998);
    expect(dateToIso(d as Date)).toBe('1998-03-21');
    expect(dateToIso(isoToDate('2025-10-07T21:30:00Z') as Date)).toBe('2025-10-07');
  });
  it('ignores what is not a date', () => {
    expect(isoToDate(null)).toBeNull();
    expect(isoToDate('۱۴۰۴/۰۷/۱۵')).toBeNull();
  });
});

describe('parseRial', () => {
  it('reads Persian digits and separators', () => {
    expect(parseRial('۱۲٬۵۰۰٬۰۰۰')).toBe(12_500_000);
    expect(parseRial('')).toBeNull();
  });
});
