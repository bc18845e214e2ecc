/**
 * Exams (ENDPOINTS.md 1.2 and 2, SPEC sections 3 and 4): the question bank, test sets, tests and
 * answer books, with the Persian labels the screens show.
 */

export const QuestionType = { QUESTION_BANK: 'QUESTION_BANK', EVENT: 'EVENT' } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  QUESTION_BANK: 'بانک سوال',
  EVENT: 'رویداد',
};

export const QuestionModelType = { OPEN_ENDED: 'OPEN_ENDED', MULTI_CHOICE: 'MULTI_CHOICE' } as const;
export type QuestionModelType = (typeof QuestionModelType)[keyof typeof QuestionModelType];
export const QUESTION_MODEL_TYPE_LABELS: Record<QuestionModelType, string> = {
  OPEN_ENDED: 'تشریحی',
  MULTI_CHOICE: 'چند گزینه‌ای',
};

export const Level = { LEVEL1: 'LEVEL1', LEVEL2: 'LEVEL2', LEVEL3: 'LEVEL3', LEVEL4: 'LEVEL4', LEVEL5: 'LEVEL5' } as const;
export type Level = (typeof Level)[keyof typeof Level];
export const LEVEL_LABELS: Record<Level, string> = {
  LEVEL1: 'سطح یک',
  LEVEL2: 'سطح دو',
  LEVEL3: 'سطح سه',
  LEVEL4: 'سطح چهار',
  LEVEL5: 'سطح پنج',
};

/** A level as clients send it: `LEVEL3`, `3` or 3; anything else is null. */
export function toLevel(value: unknown): Level | null {
  const s = String(value ?? '').trim().toUpperCase();
  const n = /^LEVEL[1-5]$/.test(s) ? s : /^[1-5]$/.test(s) ? `LEVEL${s}` : null;
  return n as Level | null;
}

/** Test phases in order (DOMAIN.md 4); computed from the test's times, never stored. */
export const TestStatus = {
  CREATED: 'CREATED',
  BEFORE_HOLDING: 'BEFORE_HOLDING',
  HOLDING: 'HOLDING',
  BEFORE_ANNOUNCEMENT: 'BEFORE_ANNOUNCEMENT',
  ANNOUNCEMENT: 'ANNOUNCEMENT',
  OBJECTION: 'OBJECTION',
  OBJECTION_ANNOUNCEMENT: 'OBJECTION_ANNOUNCEMENT',
  CLOSED: 'CLOSED',
  FINISHED: 'FINISHED',
} as const;
export type TestStatus = (typeof TestStatus)[keyof typeof TestStatus];
export const TEST_STATUS_LABELS: Record<TestStatus, string> = {
  CREATED: 'ساخته شده',
  BEFORE_HOLDING: 'قبل از برگزاری',
  HOLDING: 'برگزاری',
  BEFORE_ANNOUNCEMENT: 'قبل از اعلام نتایج',
  ANNOUNCEMENT: 'اعلام نتایج',
  OBJECTION: 'دریافت اعتراضات',
  OBJECTION_ANNOUNCEMENT: 'رسیدگی به اعتراضات',
  CLOSED: 'خاتمه',
  FINISHED: 'خاتمه یافته',
};

export const AnswerBookStatus = {
  CREATED: 'CREATED',
  FETCHED: 'FETCHED',
  ONGOING: 'ONGOING',
  SUBMITTED: 'SUBMITTED',
  PASSED_DURATION_DEADLINE: 'PASSED_DURATION_DEADLINE',
  GRADING: 'GRADING',
  UNGRADABLE: 'UNGRADABLE',
  GRADED: 'GRADED',
  OBJECTED: 'OBJECTED',
  OBJECTION_RESPONDED: 'OBJECTION_RESPONDED',
  FINALIZED: 'FINALIZED',
  DELETED: 'DELETED',
} as const;
export type AnswerBookStatus = (typeof AnswerBookStatus)[keyof typeof AnswerBookStatus];
export const ANSWER_BOOK_STATUS_LABELS: Record<AnswerBookStatus, string> = {
  CREATED: 'ایجاد شده',
  FETCHED: 'در انتظار اتمام آزمون',
  ONGOING: 'جاری',
  SUBMITTED: 'در انتظار تصحیح',
  PASSED_DURATION_DEADLINE: 'پایان مهلت پاسخ',
  GRADING: 'در حال تصحیح',
  UNGRADABLE: 'نیاز به رفع مشکل',
  GRADED: 'تصحیح شده',
  OBJECTED: 'اعتراض شده',
  OBJECTION_RESPONDED: 'پاسخ اعتراض',
  FINALIZED: 'نهایی شده',
  DELETED: 'حذف شده',
};

/** A question's choice as every answer shows it. */
export interface QuestionChoiceRow {
  id: number;
  text: string;
}

/** The times that decide a test's phase (ISO strings or dates; null when not set). */
export interface TestTimeline {
  start_time: Date | string | null;
  end_time: Date | string | null;
  announcement_time: Date | string | null;
  objection_start_time: Date | string | null;
  objection_end_time: Date | string | null;
}

/** Staff answer objections, or the results stand, this long before a test is CLOSED. */
export const TEST_SETTLING_MS = 3 * 86_400_000;

const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/**
 * The phase of a test at `now` (DOMAIN.md 4; docs/domain-rules.md «Exams»): CREATED without times,
 * then BEFORE_HOLDING, HOLDING (start <= now < end), BEFORE_ANNOUNCEMENT, ANNOUNCEMENT, OBJECTION
 * (inside the window), OBJECTION_ANNOUNCEMENT (three days to answer), CLOSED; FINISHED once the
 * classroom itself is over.
 */
export function testPhase(t: TestTimeline, now: Date, classroomFinished = false): TestStatus {
  const at = now.getTime();
  const [start, end, announce, objStart, objEnd] = [ms(t.start_time), ms(t.end_time), ms(t.announcement_time), ms(t.objection_start_time), ms(t.objection_end_time)];
  if (start === null || end === null) return TestStatus.CREATED;
  if (at < start) return TestStatus.BEFORE_HOLDING;
  if (at < end) return TestStatus.HOLDING;
  if (announce === null || at < announce) return TestStatus.BEFORE_ANNOUNCEMENT;
  let settled: boolean;
  if (objStart !== null && objEnd !== null) {
    if (at < objStart) return TestStatus.ANNOUNCEMENT;
    if (at < objEnd) return TestStatus.OBJECTION;
    if (at < objEnd + TEST_SETTLING_MS) return TestStatus.OBJECTION_ANNOUNCEMENT;
    settled = true;
  } else {
    if (at < announce + TEST_SETTLING_MS) return TestStatus.ANNOUNCEMENT;
    settled = true;
  }
  return settled && classroomFinished ? TestStatus.FINISHED : TestStatus.CLOSED;
}
