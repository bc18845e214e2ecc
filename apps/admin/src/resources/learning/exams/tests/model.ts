import { TestStatus } from '@daneshsara/domain';
import type { ChipColor } from '../../../../inputs/ChipLabelField';
import { toNumber, type Errors } from '../../payload';
import type { PersonInfo } from '../../projects/kit/parts';
import type { QuestionRow } from '../model';

/** A classroom's (or an event's) tests: a resource without a menu entry, for Create/Edit. */
export const TESTS_RESOURCE = 'lma-tests';
export const TESTS_PATH = 'lma/tests';
export const TEST_QUESTIONS_PATH = 'lma/test_questions';
export const EXAMINEE_SHEET_PATH = 'lma/registrations/examinee_sheet';

const enc = (value: number | string) => encodeURIComponent(String(value));

/** SPEC «Admin»: {classrooms|events}/{classroom_id}/unit/{unit_id}/test_set (the sets to make a test from). */
export const pickSetRoute = (res: string, classroomId: number | string, unitId: number | string) => `/${res}/${enc(classroomId)}/unit/${enc(unitId)}/test_set`;
/** .../{classroom_id}/test_set/{test_set_id}/test/create */
export const testCreateRoute = (res: string, classroomId: number | string, setId: number | string) => `/${res}/${enc(classroomId)}/test_set/${enc(setId)}/test/create`;
/** .../{classroom_id}/test_set/{test_set_id}/test/{id} */
export const testRoute = (res: string, classroomId: number | string, setId: number | string | null, id: number | string) => `/${res}/${enc(classroomId)}/test_set/${enc(setId ?? 0)}/test/${enc(id)}`;
/** The classroom page's «آزمون‌ها» tab. */
export const testsTabRoute = (res: string, classroomId: number | string) => `/${res}/${enc(classroomId)}/show/tests`;

export interface TestQuestionItem {
  id: number;
  test: number;
  question: number;
  mark: number;
  is_extra_mark: boolean;
  order: number;
  question_info: Pick<QuestionRow, 'id' | 'text' | 'model_type' | 'level' | 'mark' | 'correct_answer' | 'correct_choice_index'> & { choices_info: { id: number; text: string }[] };
}

/** GET lma/tests?classroom= and lma/tests/{id} as staff read them. */
export interface TestRow {
  id: number;
  title: string;
  description: string | null;
  level: string | null;
  classroom: number;
  unit: number | null;
  start_time: string | null;
  end_time: string | null;
  duration_deadline: number;
  announcement_time: string | null;
  objection_start_time: string | null;
  objection_end_time: string | null;
  status: TestStatus;
  test_set: number | null;
  test_set_info: { id: number; title: string } | null;
  test_questions_info: TestQuestionItem[];
  test_questions_length: number;
  total_mark: number;
  examinees: number[];
  examinees_count: number;
}

/** A row of GET lma/registrations/examinee_sheet?classroom= (the three conditions of ENDPOINTS 4.3). */
export interface ExamineeRow {
  registration: number;
  owner: number;
  owner_info: PersonInfo | null;
  is_passed_attendance_condition: boolean;
  is_passed_project_condition: boolean;
  is_passed_assignment_condition: boolean;
}

export const CONDITIONS = ['is_passed_attendance_condition', 'is_passed_project_condition', 'is_passed_assignment_condition'] as const;

/** مجاز: the learner meets all three conditions. */
export const isAllowed = (row: ExamineeRow) => CONDITIONS.every((c) => row[c] === true);

export const TEST_STATUS_COLORS: Record<TestStatus, ChipColor> = {
  CREATED: 'default',
  BEFORE_HOLDING: 'info',
  HOLDING: 'success',
  BEFORE_ANNOUNCEMENT: 'warning',
  ANNOUNCEMENT: 'primary',
  OBJECTION: 'secondary',
  OBJECTION_ANNOUNCEMENT: 'secondary',
  CLOSED: 'default',
  FINISHED: 'default',
};

/** Staff may still change a test's questions, start, duration and examinees. */
export const isBeforeStart = (status: string | undefined) => status === TestStatus.CREATED || status === TestStatus.BEFORE_HOLDING;

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const ms = (v: unknown) => (typeof v === 'string' && v ? new Date(v).getTime() : null);

/** An event's test takes no chosen examinees: its questionnaire admits whoever may register. */
export function validateTest(values: Data, isEvent = false): Errors {
  const errors: Errors = {};
  if (!str(values.title)) errors.title = 'ra.validation.required';
  const start = ms(values.start_time);
  const end = ms(values.end_time);
  if (start === null) errors.start_time = 'ra.validation.required';
  if (end === null) errors.end_time = 'ra.validation.required';
  else if (start !== null && end <= start) errors.end_time = 'app.exams.tests.checks.end';
  const minutes = toNumber(values.duration_deadline);
  if (minutes === null || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) errors.duration_deadline = 'app.exams.tests.checks.duration';
  const announce = ms(values.announcement_time);
  if (announce !== null && end !== null && announce < end) errors.announcement_time = 'app.exams.tests.checks.announce';
  const objStart = ms(values.objection_start_time);
  const objEnd = ms(values.objection_end_time);
  if ((objStart === null) !== (objEnd === null)) errors[objStart === null ? 'objection_start_time' : 'objection_end_time'] = 'app.exams.tests.checks.objection_pair';
  else if (objStart !== null && (announce === null || objStart < announce)) errors.objection_start_time = 'app.exams.tests.checks.objection_start';
  else if (objStart !== null && objEnd !== null && objEnd <= objStart) errors.objection_end_time = 'app.exams.tests.checks.objection_end';
  if (!isEvent && (!Array.isArray(values.examinees) || values.examinees.length === 0)) errors.examinees = 'app.exams.tests.checks.examinees';
  return errors;
}

const sameIds = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && [...a].map(Number).sort().join() === [...b].map(Number).sort().join();

/**
 * POST/PUT lma/tests: the classroom (as `event` on the events pages) and the set only when made;
 * examinees only when they changed (the API refuses any once the test started), never for an event.
 */
export function toTestPayload(values: Data, ctx: { classroomId: number | string; setId: number | string; isEvent: boolean; previous?: Data }) {
  const body: Data = {
    title: str(values.title),
    description: str(values.description) || null,
    level: values.level || null,
    start_time: values.start_time,
    end_time: values.end_time,
    duration_deadline: toNumber(values.duration_deadline),
    announcement_time: values.announcement_time || null,
    objection_start_time: values.objection_start_time || null,
    objection_end_time: values.objection_end_time || null,
  };
  if (!ctx.previous) {
    body[ctx.isEvent ? 'event' : 'classroom'] = Number(ctx.classroomId);
    body.test_set = Number(ctx.setId);
  }
  if (ctx.isEvent) return body;
  if (!ctx.previous || !sameIds(values.examinees, ctx.previous.examinees)) body.examinees = ((values.examinees as unknown[]) ?? []).map(Number);
  return body;
}

/** PUT lma/test_questions/{id}: mark, extra-mark flag and the place (from 1 on screen, from 0 sent). */
export function toTestQuestionPayload(values: Data) {
  const place = toNumber(values.place);
  return { mark: toNumber(values.mark), is_extra_mark: values.is_extra_mark === true, ...(place ? { order: place - 1 } : {}) };
}

export function validateTestQuestion(values: Data): Errors {
  const errors: Errors = {};
  const mark = toNumber(values.mark);
  if (mark === null || mark < 0.25 || mark > 100) errors.mark = 'app.exams.checks.mark';
  const place = toNumber(values.place);
  if (place !== null && (!Number.isInteger(place) || place < 1)) errors.place = 'app.exams.tests.checks.place';
  return errors;
}
