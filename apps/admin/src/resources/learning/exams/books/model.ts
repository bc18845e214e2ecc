import { AnswerBookStatus } from '@daneshsara/domain';
import type { ChipColor } from '../../../../inputs/ChipLabelField';
import { keyed } from '../../choices';
import { toNumber, type Errors } from '../../payload';
import type { PersonInfo } from '../../projects/kit/parts';
import type { TestQuestionItem } from '../tests/model';

/** A test's answer books (GET lma/answer_books?test=): a resource without a menu entry. */
export const ANSWER_BOOKS_RESOURCE = 'lma-answer-books';
export const ANSWER_BOOKS_PATH = 'lma/answer_books';
export const ANSWER_SHEETS_PATH = 'lma/answer_sheets';

const enc = (value: number | string) => encodeURIComponent(String(value));
/** SPEC «Admin»: {classrooms|events}/{classroom_id}/test/{test_id}/answer_books */
export const answerBooksRoute = (res: string, classroomId: number | string, testId: number | string) => `/${res}/${enc(classroomId)}/test/${enc(testId)}/answer_books`;
/** .../answer_books/{answer_book_id}/show_grades */
export const showGradesRoute = (res: string, classroomId: number | string, testId: number | string, id: number | string) => `${answerBooksRoute(res, classroomId, testId)}/${enc(id)}/show_grades`;

export interface AnswerSheetRow {
  id: number;
  test_question: number;
  answer_text: string | null;
  answer_attachment: string | null;
  answer_choice_index: number | null;
  score: number | null;
  test_question_info: TestQuestionItem;
}

export interface AnswerBookRow {
  id: number;
  owner: number;
  owner_info: PersonInfo | null;
  test: number;
  test_info: { id: number; title: string; status: string; classroom: number; test_questions_length: number; total_mark: number };
  status: AnswerBookStatus;
  total_score: number | null;
  grader: number | null;
  grader_info: PersonInfo | null;
  grader_description: string | null;
  attending_start_time: string | null;
  attending_end_time: string | null;
  grading_time: string | null;
  overall_answer_text: string | null;
  overall_answer_attachment: string | null;
  objection_request: string | null;
  objection_result: string | null;
  objection_time: string | null;
  ticket: number | null;
  answer_sheet_info: AnswerSheetRow[];
}

export const BOOK_STATUS_COLORS: Record<AnswerBookStatus, ChipColor> = {
  CREATED: 'default',
  FETCHED: 'info',
  ONGOING: 'info',
  SUBMITTED: 'warning',
  PASSED_DURATION_DEADLINE: 'warning',
  GRADING: 'secondary',
  UNGRADABLE: 'error',
  GRADED: 'success',
  OBJECTED: 'error',
  OBJECTION_RESPONDED: 'primary',
  FINALIZED: 'success',
  DELETED: 'default',
};

/** The status filter: every status (Persian labels) and «در انتظار تصحیح» as graders mean it (no grader yet). */
export const bookStatusChoices = keyed(
  'app.exams.books.status',
  Object.values(AnswerBookStatus).filter((s) => s !== AnswerBookStatus.DELETED),
);

/** The answer a learner gave: the chosen choice's text, else their text. */
export function answerText(sheet: AnswerSheetRow): string {
  const choices = sheet.test_question_info.question_info.choices_info ?? [];
  if (sheet.answer_choice_index !== null && sheet.answer_choice_index !== undefined) return choices[sheet.answer_choice_index]?.text ?? '';
  return sheet.answer_text ?? '';
}

/** A score a grader or staff may give: 0 up to the question's mark. */
export function validateScore(mark: number) {
  return (values: Record<string, unknown>): Errors => {
    const score = toNumber(values.score);
    if (score === null || score < 0) return { score: 'app.exams.books.checks.score' };
    if (score > mark) return { score: { message: 'app.exams.books.checks.above_mark', args: { mark } } };
    return {};
  };
}

export function validateObjectionResult(values: Record<string, unknown>): Errors {
  return typeof values.objection_result === 'string' && values.objection_result.trim() ? {} : { objection_result: 'ra.validation.required' };
}
