import { describe, expect, it } from 'vitest';
import {
  existingFor,
  isPassing,
  toHistoryPayload,
  unitHistoriesRoute,
  unitHistoryCreateRoute,
  unitHistoryRoute,
  validateHistory,
} from './model';

describe('transcript histories', () => {
  it('posts the unit, a ten-digit Latin national code and the mark', () => {
    expect(toHistoryPayload({ national_code: ' ۱۰۰۰ ۱۵۸۳۸۱ ', score: '۱۵٫۵' }, '3')).toEqual({
      unit: 3,
      national_code: '1000158381',
      score: 15.5,
    });
  });

  it('wants ten digits and a mark from 0 to 20', () => {
    expect(validateHistory({})).toEqual({
      national_code: 'ra.validation.required',
      score: 'ra.validation.required',
    });
    expect(validateHistory({ national_code: '۱۲۳', score: 25 })).toEqual({
      national_code: 'app.lma_histories.checks.national_code',
      score: 'app.learning.checks.mark',
    });
    expect(validateHistory({ national_code: '۱۰۰۰۱۵۸۳۸۱', score: 0 })).toEqual({});
  });

  it('finds the mark a new one would replace; 10 passes', () => {
    const rows = [{ id: 1, national_code: '1000158381', score: 9, creation_time: '' }];
    expect(existingFor(rows, '۱۰۰۰۱۵۸۳۸۱')?.id).toBe(1);
    expect(existingFor(rows, '')).toBeUndefined();
    expect(isPassing(10)).toBe(true);
    expect(isPassing(9.99)).toBe(false);
  });

  it('has the SPEC routes', () => {
    expect(unitHistoriesRoute(3)).toBe('/units/3/transcript_sheet_history');
    expect(unitHistoryCreateRoute(3)).toBe('/units/3/transcript_sheet_history/create');
    expect(unitHistoryRoute(3, 8)).toBe('/units/3/transcript_sheet_history/8');
  });
});
