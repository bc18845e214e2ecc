import { describe, expect, it } from 'vitest';
import { answerBookDeadline, answerBookFlags, choiceScore, isFinishedBook, isInTime, shownBookStatus, totalScore } from './answer-books';
import { testPhase } from './exams';

const MIN = 60_000;
const base = new Date('2026-03-01T08:00:00Z').getTime();
const at = (minutes: number) => new Date(base + minutes * MIN);
/** Held 0 → 120 min, results at day 1, objections on day 2. */
const test = { start_time: at(0), end_time: at(120), announcement_time: at(24 * 60), objection_start_time: at(48 * 60), objection_end_time: at(72 * 60) };

describe('answer book deadline', () => {
  it('is min(start + duration, the test end); an answer 5 s after it is in time, 6 s is not', () => {
    expect(answerBookDeadline(at(10), 60, test.end_time)).toEqual(at(70));
    expect(answerBookDeadline(at(90), 60, test.end_time)).toEqual(at(120));
    expect(answerBookDeadline(null, 60, test.end_time)).toBeNull();
    expect(isInTime(at(70), new Date(at(70).getTime() + 5_000))).toBe(true);
    expect(isInTime(at(70), new Date(at(70).getTime() + 6_000))).toBe(false);
    expect(isInTime(null, at(0))).toBe(false);
  });
});

describe('a book through the clock (flags and shown status)', () => {
  const flags = (status: string, minutes: number, objected: string | null = null) => {
    const now = at(minutes);
    const f = answerBookFlags({ status, attending_start_time: at(10), objection_request: objected }, testPhase(test, now), answerBookDeadline(at(10), 60, test.end_time), now);
    return [f.is_enabled_attending, f.is_enabled_continuing, f.is_enabled_objecting, f.is_enabled_viewing].map(Number).join('');
  };
  it.each([
    ['CREATED', -5, '0000'],
    ['CREATED', 5, '1000'],
    ['FETCHED', 30, '0100'],
    ['ONGOING', 69, '0100'],
    ['ONGOING', 71, '0000'],
    ['SUBMITTED', 60, '0000'],
    ['GRADED', 23 * 60, '0000'],
    ['GRADED', 25 * 60, '0001'],
    ['GRADED', 49 * 60, '0011'],
    ['OBJECTED', 49 * 60, '0001'],
    ['FINALIZED', 80 * 60, '0001'],
    ['UNGRADABLE', 25 * 60, '0000'],
  ])('%s at minute %i: attending/continuing/objecting/viewing = %s', (status, minutes, expected) => {
    expect(flags(status, minutes)).toBe(expected);
  });
  it('objects once only', () => expect(flags('GRADED', 49 * 60, 'دلیل')).toBe('0001'));
  it('shows FETCHED as SUBMITTED once the test is no longer held', () => {
    expect(shownBookStatus('FETCHED', testPhase(test, at(30)))).toBe('FETCHED');
    expect(shownBookStatus('FETCHED', testPhase(test, at(121)))).toBe('SUBMITTED');
    expect(shownBookStatus('ONGOING', testPhase(test, at(121)))).toBe('ONGOING');
  });
  it('scores a choice at once and sums a book', () => {
    expect([choiceScore(1, 1, 2), choiceScore(0, 1, 2), choiceScore(null, 1, 2)]).toEqual([2, 0, 0]);
    expect(totalScore([2, null, 5.25, 0.1])).toBe(7.35);
  });
});

describe('a handed-in book (an event questionnaire counts as answered)', () => {
  it('is any status after the answering: confirmed, closed by the clock, graded since', () => {
    expect(['CREATED', 'FETCHED', 'ONGOING', null, undefined].map(isFinishedBook)).toEqual([false, false, false, false, false]);
    expect(['SUBMITTED', 'PASSED_DURATION_DEADLINE', 'GRADING', 'GRADED', 'FINALIZED'].map(isFinishedBook)).toEqual([true, true, true, true, true]);
  });
});
