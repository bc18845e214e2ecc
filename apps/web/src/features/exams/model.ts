import {
  ANSWER_BOOK_STATUS_LABELS,
  answerBookDeadline,
  AnswerBookStatus,
  formatNumber,
  SCORED_BOOK_STATUSES,
  shownBookStatus,
  TEST_STATUS_LABELS,
  TestStatus,
} from '@daneshsara/domain';
import type {
  AnswerBookRow,
  AnswerSheetRow,
  ExamFlags,
  TestQuestionInfo,
} from '@daneshsara/api-client';
import { isApiError } from '@daneshsara/api-client';
import type { ChipTone } from '../invoice/model';
import type { Badge } from '../learning/model';

/**
 * A learner's tests and a grader's books (ENDPOINTS.md 4.2). Whether a button shows is always one
 * of the server's four flags; the only date arithmetic here is the countdown, and that runs on the
 * server's clock (`server_time`) shifted by the offset measured when the questions were fetched.
 */

// ---------- paths (SPEC section 2) ----------

const book = (test: number, id: number) => `/panel/profile/test/${test}/answer_book/${id}`;
export const examPaths = {
  test: (id: number) => `/panel/profile/test/${id}`,
  confirmation: (test: number, id: number) => `${book(test, id)}/confirmation`,
  allQuestions: (test: number, id: number) => `${book(test, id)}/participate/all_questions`,
  /** `n` from 1. */
  question: (test: number, id: number, n: number) => `${book(test, id)}/participate/question/${n}`,
  show: (test: number, id: number) => `${book(test, id)}/show`,
  objection: (test: number, id: number) => `${book(test, id)}/sendObjection`,
  graderClassrooms: '/panel/profile/my_as_a_grader_classrooms',
  graderBooks: (classroom: number) => `/panel/profile/my_as_a_grader_classrooms/${classroom}/answer_books`,
  graderShow: (classroom: number, id: number) =>
    `/panel/profile/my_as_a_grader_classrooms/${classroom}/answer_books/${id}/show_grades`,
  graderGrade: (classroom: number, id: number) =>
    `/panel/profile/my_as_a_grader_classrooms/${classroom}/answer_books/${id}/submit_grade`,
} as const;

// ---------- statuses ----------

const TEST_TONE: Record<TestStatus, ChipTone> = {
  CREATED: 'default',
  BEFORE_HOLDING: 'info',
  HOLDING: 'success',
  BEFORE_ANNOUNCEMENT: 'warning',
  ANNOUNCEMENT: 'success',
  OBJECTION: 'warning',
  OBJECTION_ANNOUNCEMENT: 'info',
  CLOSED: 'default',
  FINISHED: 'default',
};

export function testBadge(status: TestStatus): Badge {
  return { label: TEST_STATUS_LABELS[status] ?? status, tone: TEST_TONE[status] ?? 'default' };
}

const BOOK_TONE: Record<AnswerBookStatus, ChipTone> = {
  CREATED: 'default',
  FETCHED: 'info',
  ONGOING: 'info',
  SUBMITTED: 'warning',
  PASSED_DURATION_DEADLINE: 'warning',
  GRADING: 'warning',
  UNGRADABLE: 'error',
  GRADED: 'success',
  OBJECTED: 'warning',
  OBJECTION_RESPONDED: 'info',
  FINALIZED: 'success',
  DELETED: 'default',
};

export function bookBadge(b: Pick<AnswerBookRow, 'status' | 'test_info'>): Badge {
  const status = shownBookStatus(b.status, b.test_info.status) as AnswerBookStatus;
  return { label: ANSWER_BOOK_STATUS_LABELS[status] ?? status, tone: BOOK_TONE[status] ?? 'default' };
}

/** ENDPOINTS.md 4.2: the total shows only once graded. */
export function showsTotal(status: AnswerBookStatus): boolean {
  return SCORED_BOOK_STATUSES.includes(status);
}

/** The flags that decide the buttons: the book's once there is one, else the test's. */
export function examFlags(test: ExamFlags | null | undefined, book: ExamFlags | null | undefined): ExamFlags {
  const from = book ?? test;
  return {
    is_enabled_attending: !!from?.is_enabled_attending,
    is_enabled_continuing: !!from?.is_enabled_continuing,
    is_enabled_objecting: !!from?.is_enabled_objecting,
    is_enabled_viewing: !!from?.is_enabled_viewing,
  };
}

// ---------- numbers ----------

/** «۱۷٫۵» */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined) return '—';
  return new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 }).format(score);
}

/** «۴۵ دقیقه» */
export function durationLabel(minutes: number): string {
  return `${formatNumber(minutes)} دقیقه`;
}

/** «۰۹:۵۸» or «۱:۰۲:۰۵» from whole seconds. */
export function clockLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  const text = h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
  return text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

// ---------- the countdown (server time only) ----------

/** The attempt's deadline in server milliseconds: the book's own, else min(start + duration, the test's end). */
export function deadlineMs(
  b: Pick<AnswerBookRow, 'attending_start_time' | 'test_info' | 'deadline'>,
): number | null {
  if (b.deadline) return new Date(b.deadline).getTime();
  return answerBookDeadline(b.attending_start_time, b.test_info.duration_deadline, b.test_info.end_time)?.getTime() ?? null;
}

/** server − local, measured when the answer arrived (the browser's clock is never trusted). */
export function clockOffsetMs(serverTime: string, localNow: number): number {
  return new Date(serverTime).getTime() - localNow;
}

/** Seconds left at local time `localNow`, given the offset measured at fetch time. */
export function secondsLeft(deadline: number, offset: number, localNow: number): number {
  return Math.max(0, Math.ceil((deadline - (localNow + offset)) / 1000));
}

/** The last minutes, when the page warns. */
export const WARN_SECONDS = 5 * 60;

// ---------- questions and answers ----------

/** The test's questions in order. */
export function questionsOf(b: AnswerBookRow): TestQuestionInfo[] {
  return [...(b.test_info.test_questions_info ?? [])].sort((a, c) => a.order - c.order || a.id - c.id);
}

/** My sheet for a test question, if I answered it. */
export function sheetFor(b: Pick<AnswerBookRow, 'answer_sheet_info'>, q: TestQuestionInfo): AnswerSheetRow | null {
  return (
    b.answer_sheet_info.find((s) => (s.test_question ?? s.test_question_info?.id) === q.id) ?? null
  );
}

export function isAnswered(s: AnswerSheetRow | null): boolean {
  return !!s && (s.answer_choice_index !== null || !!s.answer_text?.trim() || !!s.answer_attachment);
}

/** The two ways to answer (ENDPOINTS.md 4.2): one PDF for all, or question by question. */
export type AnswerMode = 'per_question' | 'overall';

const modeKey = (book: number) => `exam-mode-${book}`;

export function rememberMode(book: number, mode: AnswerMode): void {
  try {
    sessionStorage.setItem(modeKey(book), mode);
  } catch {
    /* private mode: the choice lives in the URL only */
  }
}

export function rememberedMode(book: number): AnswerMode | null {
  try {
    const v = sessionStorage.getItem(modeKey(book));
    return v === 'overall' || v === 'per_question' ? v : null;
  } catch {
    return null;
  }
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const PDF_ACCEPT = 'application/pdf';
export const EXAM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Images only for a question, a PDF only for the whole test; at most 10 MB either way. */
export function examFileError(file: { size: number; type: string }, kind: 'image' | 'pdf'): string | null {
  if (kind === 'image' && !file.type.startsWith('image/')) return 'تنها فایل تصویری پذیرفته می‌شود.';
  if (kind === 'pdf' && file.type !== 'application/pdf') return 'تنها فایل PDF پذیرفته می‌شود.';
  if (file.size > EXAM_FILE_MAX_BYTES) return 'حجم فایل نباید از ۱۰ مگابایت بیشتر باشد.';
  return null;
}

/**
 * The objection as one text (the API takes `objection_request`): a reason per question, each
 * under its number; questions left blank are left out. Empty when no reason was written.
 */
export function objectionText(reasons: ReadonlyArray<{ n: number; reason: string }>): string {
  return reasons
    .filter((r) => r.reason.trim())
    .map((r) => `سوال ${formatNumber(r.n)}: ${r.reason.trim()}`)
    .join('\n');
}

/** A score as typed (Persian digits and «٫» too): a number from 0 to the mark, else null. */
export function parseScore(text: string, mark: number): number | null {
  const ascii = text
    .trim()
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    .replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d+)?$/.test(ascii)) return null;
  const n = Number(ascii);
  return n >= 0 && n <= mark ? n : null;
}

/** A refused save: the server's Persian words, and whether it closed the sitting (deadline, handed in). */
export function saveRefusal(error: unknown): { message: string; closes: boolean } {
  if (!isApiError(error)) return { message: 'ارتباط برقرار نشد.', closes: false };
  return { message: error.message, closes: [403, 404, 409, 410].includes(error.status) };
}
