/**
 * Answer books (DOMAIN.md 4, SPEC 3 and 4; docs/domain-rules.md «Answer books»): the server's clock
 * decides everything here, these pure rules are shared by the API and the screens.
 */
import { AnswerBookStatus, TestStatus } from './exams';

/** An answer that reaches the server this long after the deadline is still kept (network delay). */
export const ANSWER_GRACE_MS = 5_000;

/** Statuses in which the learner is still answering. */
export const OPEN_BOOK_STATUSES: readonly string[] = [AnswerBookStatus.FETCHED, AnswerBookStatus.ONGOING];
/** Not handed in yet: opened, or being answered. */
export const UNFINISHED_BOOK_STATUSES: readonly string[] = [AnswerBookStatus.CREATED, ...OPEN_BOOK_STATUSES];
/** Handed in (by the learner or the clock), maybe graded since: an event's questionnaire counts as answered. */
export const isFinishedBook = (status: string | null | undefined): boolean => !!status && !UNFINISHED_BOOK_STATUSES.includes(status);
/** Closed by the learner or the clock, waiting for a grader. */
export const WAITING_BOOK_STATUSES: readonly string[] = [AnswerBookStatus.SUBMITTED, AnswerBookStatus.PASSED_DURATION_DEADLINE];
/** A score exists: the learner sees it once the results are announced. */
export const SCORED_BOOK_STATUSES: readonly string[] = [
  AnswerBookStatus.GRADED,
  AnswerBookStatus.OBJECTED,
  AnswerBookStatus.OBJECTION_RESPONDED,
  AnswerBookStatus.FINALIZED,
];
/** The list filter `status=WAITING_FOR_GRADING`: closed books no grader has taken yet. */
export const WAITING_FOR_GRADING = 'WAITING_FOR_GRADING';

/** Test phases from the announcement on: results (scores, right answers) are public to the examinee. */
export const ANNOUNCED_TEST_STATUSES: readonly string[] = [
  TestStatus.ANNOUNCEMENT,
  TestStatus.OBJECTION,
  TestStatus.OBJECTION_ANNOUNCEMENT,
  TestStatus.CLOSED,
  TestStatus.FINISHED,
];

const time = (v: Date | string | null | undefined) => (v ? new Date(v).getTime() : null);

/** Deadline of an attempt = min(start + duration minutes, the test's end); null before it starts. */
export function answerBookDeadline(attendingStart: Date | string | null, durationMinutes: number, testEnd: Date | string | null): Date | null {
  const start = time(attendingStart);
  if (start === null) return null;
  const byDuration = start + durationMinutes * 60_000;
  const end = time(testEnd);
  return new Date(end === null ? byDuration : Math.min(byDuration, end));
}

/** Whether an answer arriving at `now` is kept: before the deadline plus the grace. */
export function isInTime(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() <= deadline.getTime() + ANSWER_GRACE_MS;
}

export interface BookState {
  status: string;
  attending_start_time: Date | string | null;
  objection_request: string | null;
}

export interface BookFlags {
  is_enabled_attending: boolean;
  is_enabled_continuing: boolean;
  is_enabled_objecting: boolean;
  is_enabled_viewing: boolean;
}

/**
 * The four buttons of a learner's book (ENDPOINTS 4.2): start while the test is held and the book
 * is new; continue while the attempt runs; object once inside the objection window on a scored
 * book; view the result from the announcement on.
 */
export function answerBookFlags(book: BookState | null, testStatus: string, deadline: Date | null, now: Date): BookFlags {
  const holding = testStatus === TestStatus.HOLDING;
  const status = book?.status ?? AnswerBookStatus.CREATED;
  const scored = SCORED_BOOK_STATUSES.includes(status);
  return {
    is_enabled_attending: holding && status === AnswerBookStatus.CREATED,
    is_enabled_continuing: holding && OPEN_BOOK_STATUSES.includes(status) && deadline !== null && now.getTime() < deadline.getTime(),
    is_enabled_objecting: testStatus === TestStatus.OBJECTION && status === AnswerBookStatus.GRADED && !book?.objection_request,
    is_enabled_viewing: ANNOUNCED_TEST_STATUSES.includes(testStatus) && scored,
  };
}

/** SPEC 4: a FETCHED book reads as SUBMITTED once the test is no longer held. */
export function shownBookStatus(status: string, testStatus: string): string {
  return status === AnswerBookStatus.FETCHED && testStatus !== TestStatus.HOLDING ? AnswerBookStatus.SUBMITTED : status;
}

/** The score of a multi-choice answer: the whole mark for the right choice, else 0. */
export function choiceScore(chosen: number | null, correct: number | null, mark: number): number {
  return chosen !== null && correct !== null && chosen === correct ? mark : 0;
}

/** A book's total: the sum of its answers' scores, two decimals. */
export function totalScore(scores: (number | null)[]): number {
  return Math.round(scores.reduce<number>((sum, s) => sum + (s ?? 0), 0) * 100) / 100;
}
