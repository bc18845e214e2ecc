import { Level, QuestionModelType, QuestionType } from '@daneshsara/domain';
import type { FilterField, ListSpec } from '../../../core/list';

const sessionTemplateFilter: FilterField = {
  type: 'int',
  ops: ['eq'],
  apply: (qb, cond, param) =>
    qb.andWhere(`EXISTS (SELECT 1 FROM lma_session_template_questions stq WHERE stq.question_id = q.id AND stq.session_template_id = :${param})`, { [param]: Number(cond.value) }),
};

/** The question bank: a unit's questions (`unit`, or the client's `session_template_questions__…__unit` spellings). */
export const QUESTIONS_LIST: ListSpec = {
  resource: 'questions',
  alias: 'q',
  filters: {
    id: { type: 'int', column: 'q.id' },
    type: { type: 'enum', values: Object.values(QuestionType), column: 'q.type' },
    model_type: { type: 'enum', values: Object.values(QuestionModelType), column: 'q.model_type' },
    level: { type: 'enum', values: Object.values(Level), column: 'q.level' },
    unit: { type: 'int', column: 'q.unit_id' },
    session_template_questions__unit: { type: 'int', column: 'q.unit_id' },
    session_template_questions__session_template__unit: { type: 'int', column: 'q.unit_id' },
    session_template_questions__session_template: sessionTemplateFilter,
    /** The questions of one test set (the events' screen test_set/{test_set_id}/questions). */
    test_set_questions__test_set: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, param) =>
        qb.andWhere(`EXISTS (SELECT 1 FROM lma_test_set_questions tsq WHERE tsq.question_id = q.id AND tsq.test_set_id = :${param})`, { [param]: Number(cond.value) }),
    },
  },
  search: ['q.text'],
  ordering: { id: 'q.id', mark: 'q.mark', level: 'q.level' },
  defaultOrdering: '-id',
};

export const QUESTION_CHOICES_LIST: ListSpec = {
  resource: 'question_choices',
  alias: 'qc',
  filters: { id: { type: 'int', column: 'qc.id' }, question: { type: 'int', column: 'qc.question_id' } },
  search: ['qc.text'],
  ordering: { id: 'qc.id', position: 'qc.position' },
  defaultOrdering: 'id',
};

/** Test sets; `classroom` reads the sets of that classroom's unit (the screen classrooms/{id}/unit/{unit_id}/test_set). */
export const TEST_SETS_LIST: ListSpec = {
  resource: 'test_sets',
  alias: 'ts',
  filters: {
    id: { type: 'int', column: 'ts.id' },
    type: { type: 'enum', values: Object.values(QuestionType), column: 'ts.type' },
    level: { type: 'enum', values: Object.values(Level), column: 'ts.level' },
    unit: { type: 'int', column: 'ts.unit_id' },
    classroom: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, param) => qb.andWhere(`ts.unit_id = (SELECT c.unit_id FROM lma_classrooms c WHERE c.id = :${param})`, { [param]: Number(cond.value) }),
    },
  },
  search: ['ts.title'],
  ordering: { id: 'ts.id', title: 'ts.title' },
  defaultOrdering: '-id',
};
