import { toNumber, type Errors } from '../payload';

/** react-admin resources (not in the menu) over the question bank and the test sets. */
export const QUESTIONS_RESOURCE = 'lma-questions';
export const QUESTIONS_PATH = 'lma/questions';
export const TEST_SETS_RESOURCE = 'lma-test-sets';
export const TEST_SETS_PATH = 'lma/test_sets';

const enc = (v: number | string) => encodeURIComponent(String(v));
const unitRoute = (unitId: number | string) => `/units/${enc(unitId)}`;
/** SPEC «Admin»: units/{unit_id}/questions (+ /create, /{id}) and units/{unit_id}/test_set (+ /create, /{id}). */
export const questionsRoute = (unitId: number | string) => `${unitRoute(unitId)}/questions`;
export const questionRoute = (unitId: number | string, id: number | string) => `${questionsRoute(unitId)}/${enc(id)}`;
export const testSetsRoute = (unitId: number | string) => `${unitRoute(unitId)}/test_set`;
export const testSetRoute = (unitId: number | string, id: number | string) => `${testSetsRoute(unitId)}/${enc(id)}`;

/**
 * SPEC «Admin», events: test_set (+ /create, /{test_set_id}, /{test_set_id}/questions) and
 * test_set/questions/create, test_set/questions/{question_id}; test_set/questions lists the bank.
 */
export const EVENT_SETS_ROUTE = '/events/test_set';
export const EVENT_QUESTIONS_ROUTE = `${EVENT_SETS_ROUTE}/questions`;
export const eventSetQuestionsRoute = (setId: number | string) => `${EVENT_SETS_ROUTE}/${enc(setId)}/questions`;

/**
 * Whose bank a screen shows: a unit's (type QUESTION_BANK) or the events' (type EVENT, no unit).
 * The same screens serve both; only the filters, the body's owner, the routes and the titles differ.
 */
export interface ExamScope {
  /** null: the events' bank. */
  unitId: string | null;
  questionFilter: Record<string, string>;
  setFilter: Record<string, string>;
  /** What POST/PUT questions and test_sets carry to say whose they are. */
  owner: { unit: number; type: 'QUESTION_BANK' } | { type: 'EVENT' };
  questionsRoute: string;
  questionRoute: (id: number | string) => string;
  setsRoute: string;
  setRoute: (id: number | string) => string;
  /** Where the lists lead back to: the unit's page, or the events. */
  home: string;
  homeLabel: string;
  /** The titles' messages: app.exams.{questions|sets}.* or app.exams.events.{questions|sets}.* */
  texts: 'app.exams' | 'app.exams.events';
}

export function examScope(unitId: string | null | undefined): ExamScope {
  if (!unitId) {
    return {
      unitId: null,
      questionFilter: { type: 'EVENT' },
      setFilter: { type: 'EVENT' },
      owner: { type: 'EVENT' },
      questionsRoute: EVENT_QUESTIONS_ROUTE,
      questionRoute: (id) => `${EVENT_QUESTIONS_ROUTE}/${enc(id)}`,
      setsRoute: EVENT_SETS_ROUTE,
      setRoute: (id) => `${EVENT_SETS_ROUTE}/${enc(id)}`,
      home: '/events',
      homeLabel: 'app.exams.events.back_to_events',
      texts: 'app.exams.events',
    };
  }
  return {
    unitId,
    questionFilter: { unit: unitId, type: 'QUESTION_BANK' },
    setFilter: { unit: unitId },
    owner: { unit: Number(unitId), type: 'QUESTION_BANK' },
    questionsRoute: questionsRoute(unitId),
    questionRoute: (id) => questionRoute(unitId, id),
    setsRoute: testSetsRoute(unitId),
    setRoute: (id) => testSetRoute(unitId, id),
    home: unitRoute(unitId),
    homeLabel: 'app.exams.back_to_unit',
    texts: 'app.exams',
  };
}

export const LEVELS = ['LEVEL1', 'LEVEL2', 'LEVEL3', 'LEVEL4', 'LEVEL5'] as const;
export const levelChoices = LEVELS.map((id) => ({ id, name: `app.exams.level.${id}` }));
export const modelTypeChoices = ['OPEN_ENDED', 'MULTI_CHOICE'].map((id) => ({ id, name: `app.exams.model_type.${id}` }));

export interface ChoiceRow {
  id?: number;
  text: string;
}
export interface QuestionRow {
  id: number;
  unit: number | null;
  type: string;
  model_type: 'OPEN_ENDED' | 'MULTI_CHOICE';
  text: string;
  correct_answer: string | null;
  mark: number;
  level: string | null;
  correct_choice_index: number | null;
  choices_info: ChoiceRow[];
}
export interface TestSetItem {
  question: number;
  mark: number;
  order?: number;
  question_info?: QuestionRow;
}
export interface TestSetRow {
  id: number;
  title: string;
  description: string | null;
  level: string | null;
  unit: number | null;
  test_set_questions: TestSetItem[];
  test_questions_length: number;
  total_mark: number;
}

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A question's words without its markup, for pickers and the phone list. */
export function plainText(html: unknown, max = 90): string {
  const plain = text(html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

const choicesOf = (values: Data): ChoiceRow[] => (Array.isArray(values.choices_info) ? (values.choices_info as ChoiceRow[]) : []);

export function validateQuestion(values: Data): Errors {
  const errors: Errors = {};
  if (!text(values.text)) errors.text = 'ra.validation.required';
  const mark = toNumber(values.mark);
  if (mark === null || mark < 0.25 || mark > 100) errors.mark = 'app.exams.checks.mark';
  if (values.model_type === 'MULTI_CHOICE') {
    const choices = choicesOf(values);
    if (choices.length < 2) errors.choices_info = 'app.exams.checks.choices';
    else if (choices.some((c) => !text(c?.text))) errors.choices_info = 'app.exams.checks.choice_text';
    const correct = toNumber(values.correct_choice_index);
    if (correct === null || correct >= choices.length) errors.correct_choice_index = 'app.exams.checks.correct';
  }
  return errors;
}

/** POST/PUT lma/questions: the choices in their order (kept ones by id, reworded), the right one's index. */
export function toQuestionPayload(values: Data, owner: ExamScope['owner']) {
  const multi = values.model_type === 'MULTI_CHOICE';
  return {
    ...owner,
    model_type: multi ? 'MULTI_CHOICE' : 'OPEN_ENDED',
    text: text(values.text),
    mark: toNumber(values.mark),
    level: values.level || null,
    correct_answer: multi ? null : text(values.correct_answer) || null,
    choices: multi ? choicesOf(values).map((c) => (c.id ? { id: c.id, text: text(c.text) } : { text: text(c.text) })) : [],
    correct_choice_index: multi ? toNumber(values.correct_choice_index) : null,
  };
}

export function validateTestSet(values: Data): Errors {
  const errors: Errors = {};
  if (!text(values.title)) errors.title = 'ra.validation.required';
  const items = Array.isArray(values.test_set_questions) ? (values.test_set_questions as Data[]) : [];
  const ids = items.map((i) => i?.question);
  if (items.some((i) => !i?.question)) errors.test_set_questions = 'app.exams.checks.pick_question';
  else if (new Set(ids).size !== ids.length) errors.test_set_questions = 'app.exams.checks.twice';
  else if (items.some((i) => i.mark !== null && i.mark !== undefined && i.mark !== '' && !((toNumber(i.mark) ?? 0) >= 0.25))) errors.test_set_questions = 'app.exams.checks.mark';
  return errors;
}

/** POST/PUT lma/test_sets: the questions in the order shown, each with its mark (the bank's when empty). */
export function toTestSetPayload(values: Data, owner: ExamScope['owner']) {
  const items = Array.isArray(values.test_set_questions) ? (values.test_set_questions as Data[]) : [];
  return {
    ...owner,
    title: text(values.title),
    description: text(values.description) || null,
    level: values.level || null,
    test_set_questions: items.map((i, order) => {
      const mark = toNumber(i.mark);
      return mark === null ? { question: Number(i.question), order } : { question: Number(i.question), mark, order };
    }),
  };
}
