import { describe, expect, it } from 'vitest';
import { testPhase, TestStatus, toLevel } from './exams';

const H = 3_600_000;
const base = new Date('2026-03-01T08:00:00Z').getTime();
const at = (h: number) => new Date(base + h * H);
const test = {
  start_time: at(0), end_time: at(2), announcement_time: at(24), objection_start_time: at(48), objection_end_time: at(72),
};

describe('test phases from the clock', () => {
  it.each([
    [-1, TestStatus.BEFORE_HOLDING],
    [0, TestStatus.HOLDING],
    [1.99, TestStatus.HOLDING],
    [2, TestStatus.BEFORE_ANNOUNCEMENT],
    [24, TestStatus.ANNOUNCEMENT],
    [48, TestStatus.OBJECTION],
    [72, TestStatus.OBJECTION_ANNOUNCEMENT],
    [72 + 71, TestStatus.OBJECTION_ANNOUNCEMENT],
    [72 + 72, TestStatus.CLOSED],
  ])('at %s hours it is %s', (hours, status) => {
    expect(testPhase(test, at(hours))).toBe(status);
  });

  it('is CREATED without times, FINISHED once settled in a finished classroom, and never skips announcement', () => {
    expect(testPhase({ ...test, start_time: null }, at(5))).toBe(TestStatus.CREATED);
    expect(testPhase(test, at(200), true)).toBe(TestStatus.FINISHED);
    expect(testPhase(test, at(50), true)).toBe(TestStatus.OBJECTION);
    expect(testPhase({ ...test, announcement_time: null }, at(500))).toBe(TestStatus.BEFORE_ANNOUNCEMENT);
    const noObjection = { ...test, objection_start_time: null, objection_end_time: null };
    expect(testPhase(noObjection, at(30))).toBe(TestStatus.ANNOUNCEMENT);
    expect(testPhase(noObjection, at(24 + 72))).toBe(TestStatus.CLOSED);
  });

  it('reads levels as clients send them', () => {
    expect([toLevel('LEVEL3'), toLevel(3), toLevel('2'), toLevel('level5'), toLevel(9), toLevel('')]).toEqual(['LEVEL3', 'LEVEL3', 'LEVEL2', 'LEVEL5', null, null]);
  });
});
