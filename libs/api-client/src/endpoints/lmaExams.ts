import type {
  AnswerBookStatus,
  Level,
  Paginated,
  QuestionChoiceRow,
  QuestionModelType,
  TestStatus,
} from '@daneshsara/domain';
import { toFormData } from '../form-data';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';
import type { ClassroomRow } from './lma';

/**
 * Tests and answer books as learners and graders use them (ENDPOINTS.md 1.2 "Tests / answer
 * books", 4.2). Every "may I" is one of the server's four flags; the only clock is the server's
 * (`server_time` of the answer book).
 */

/** The four per-user flags of a test or an answer book (ENDPOINTS.md 4.2). */
export interface ExamFlags {
  is_enabled_attending: boolean;
  is_enabled_continuing: boolean;
  is_enabled_objecting: boolean;
  is_enabled_viewing: boolean;
}

/** A test as its examinees read it (`/lma/tests?classroom=` and `/lma/tests/{id}`). */
export interface TestRow extends ExamFlags {
  id: number;
  title: string;
  description: string | null;
  level: Level | null;
  classroom: number;
  status: TestStatus;
  start_time: string | null;
  end_time: string | null;
  /** Minutes. */
  duration_deadline: number;
  announcement_time: string | null;
  objection_start_time: string | null;
  objection_end_time: string | null;
  test_questions_length: number;
  total_mark?: number;
  is_examinee?: boolean;
  server_time?: string;
}

/** A question as a test carries it (the copy made when the test was set). */
export interface TestQuestionInfo {
  id: number;
  test?: number;
  question?: number;
  mark: number;
  is_extra_mark: boolean;
  order: number;
  question_info: {
    id: number;
    text: string;
    model_type: QuestionModelType;
    mark?: number;
    choices_info: QuestionChoiceRow[];
    /** Only once the test is announced. */
    correct_choice_index?: number | null;
    correct_answer?: string | null;
  };
}

export interface AnswerSheetRow {
  id: number;
  /** The test question it answers (a TestQuestion id). */
  test_question?: number;
  answer_text: string | null;
  answer_attachment: string | null;
  /** 0-based, into the question's `choices_info`. */
  answer_choice_index: number | null;
  score: number | null;
  test_question_info: TestQuestionInfo | null;
}

export interface AnswerBookTestInfo {
  id?: number;
  title: string;
  status: TestStatus;
  test_questions_length: number;
  start_time: string | null;
  end_time: string | null;
  duration_deadline: number;
  description?: string | null;
  classroom?: number;
  announcement_time?: string | null;
  objection_start_time?: string | null;
  objection_end_time?: string | null;
  /** In get_test_questions only. */
  test_questions_info?: TestQuestionInfo[];
}

export interface PersonInfo {
  id: number;
  full_name: string;
  national_code?: string | null;
  mobile_number?: string | null;
}

export interface AnswerBookRow extends ExamFlags {
  id: number;
  owner: number;
  owner_info: PersonInfo | null;
  test: number;
  test_info: AnswerBookTestInfo;
  status: AnswerBookStatus;
  total_score: number | null;
  grader: number | null;
  grader_info: PersonInfo | null;
  grader_description: string | null;
  attending_start_time: string | null;
  attending_end_time: string | null;
  grading_time: string | null;
  last_modification_time: string;
  overall_answer_text: string | null;
  overall_answer_attachment: string | null;
  objection_request: string | null;
  objection_result: string | null;
  objection_time: string | null;
  /** The EDUCATIONAL ticket an objection opened. */
  ticket: number | null;
  answer_sheet_info: AnswerSheetRow[];
  server_time: string;
  /** The attempt's end on the server's clock: min(start + duration, the test's end). */
  deadline?: string | null;
  /** Seconds the learner has in all. */
  duration?: number | null;
}

export interface AnswerBookListParams extends ListParams {
  test?: number;
  test__classroom?: number;
  owner?: number;
  grader?: number;
  /** An AnswerBookStatus, or WAITING_FOR_GRADING (handed in, nobody grading yet). */
  status?: AnswerBookStatus | 'WAITING_FOR_GRADING';
}

/** One answer as it is given: a choice, a text, an image (any of them). */
export interface AnswerSheetInput {
  answer_book: number;
  test_question: number;
  answer_text?: string;
  answer_choice_index?: number;
  answer_attachment?: Blob;
}

export interface OverallAnswerInput {
  overall_answer_text?: string;
  /** A PDF, at most 10 MB. */
  overall_answer_attachment?: Blob;
}

const books = '/lma/answer_books';

export function createLmaExamsApi(http: HttpClient) {
  const put = (id: number, action: string, body: unknown = {}) =>
    http.put<AnswerBookRow>(`${books}/${id}/${action}`, body);
  return {
    /** A classroom's tests the caller sits (staff: all). */
    listTests: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<TestRow>>('/lma/tests', { classroom }, signal),
    getTest: (id: number, signal?: AbortSignal) =>
      http.get<TestRow>(`/lma/tests/${id}`, undefined, signal),

    listAnswerBooks: (params: AnswerBookListParams = {}, signal?: AbortSignal) => {
      const { test, test__classroom, owner, grader, status, ...rest } = params;
      return fetchPage<AnswerBookRow>(
        http,
        books,
        { ...rest, filters: { ...rest.filters, test, test__classroom, owner, grader, status } },
        signal,
      );
    },
    /** The caller's book for the test (made on the first call; only examinees, only while HOLDING). */
    getOrCreateAnswerBook: (owner: number, test: number) =>
      http.post<AnswerBookRow>(`${books}/get_or_create`, { owner, test }),
    getAnswerBook: (id: number, signal?: AbortSignal) =>
      http.get<AnswerBookRow>(`${books}/${id}`, undefined, signal),
    /** The questions with my answers and `server_time`; the first call starts the attempt. */
    getTestQuestions: (id: number, signal?: AbortSignal) =>
      http.get<AnswerBookRow>(`${books}/${id}/get_test_questions`, undefined, signal),
    /** Saves one answer (one sheet per question: a later save replaces it). */
    submitAnswer: (input: AnswerSheetInput) =>
      http.post<AnswerSheetRow>('/lma/answer_sheets', toFormData({ ...input })),
    submitOverallAnswer: (id: number, input: OverallAnswerInput) =>
      http.post<AnswerBookRow>(`${books}/${id}/submit_overall_answer`, toFormData({ ...input })),
    /** The learner finishes. */
    confirmAnswers: (id: number) => put(id, 'confirm_answers'),
    submitObjection: (id: number, objection_request: string) =>
      put(id, 'submit_objection_request', { objection_request }),

    /** Graders: the classrooms they grade. */
    listMyGraderClassrooms: (params: ListParams = {}, signal?: AbortSignal) =>
      fetchPage<ClassroomRow>(http, '/lma/classrooms/my_as_a_grader_classrooms', params, signal),
    setGraderToMe: (id: number) => put(id, 'set_grader_to_me'),
    submitScore: (sheet: number, score: number) =>
      http.put<AnswerSheetRow>(`/lma/answer_sheets/${sheet}/submit_score`, { score }),
    submitGraderDescription: (id: number, grader_description: string) =>
      put(id, 'submit_grader_description', { grader_description }),
    confirmScores: (id: number) => put(id, 'confirm_scores'),
    confirmUngradable: (id: number) => put(id, 'confirm_ungradable'),
  };
}

export type LmaExamsApi = ReturnType<typeof createLmaExamsApi>;
