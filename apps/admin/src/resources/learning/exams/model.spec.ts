import { describe, expect, it } from 'vitest';
import { examScope, plainText, questionRoute, testSetRoute, toQuestionPayload, toTestSetPayload, validateQuestion, validateTestSet } from './model';

describe('question bank forms', () => {
  it('posts a multi-choice question with its choices in order, kept ones by id, and the right index', () => {
    const body = toQuestionPayload(
      { model_type: 'MULTI_CHOICE', text: ' کتاب از کیست؟ ', mark: '۲٫۵', level: 'LEVEL2', choices_info: [{ id: 4, text: 'کوهن ' }, { text: 'پوپر' }], correct_choice_index: 0, correct_answer: 'نه' },
      examScope('7').owner,
    );
    expect(body).toEqual({
      unit: 7, type: 'QUESTION_BANK', model_type: 'MULTI_CHOICE', text: 'کتاب از کیست؟', mark: 2.5, level: 'LEVEL2', correct_answer: null,
      choices: [{ id: 4, text: 'کوهن' }, { text: 'پوپر' }], correct_choice_index: 0,
    });
  });

  it('an open question sends its model answer and no choices', () => {
    const body = toQuestionPayload({ model_type: 'OPEN_ENDED', text: 'چرا؟', mark: 3, level: '', correct_answer: 'زیرا', choices_info: [{ text: 'x' }] }, examScope('2').owner);
    expect(body).toMatchObject({ model_type: 'OPEN_ENDED', level: null, correct_answer: 'زیرا', choices: [], correct_choice_index: null });
  });

  it('names what is missing before sending', () => {
    expect(validateQuestion({ text: '', mark: 0, model_type: 'MULTI_CHOICE', choices_info: [{ text: 'الف' }] })).toEqual({
      text: 'ra.validation.required', mark: 'app.exams.checks.mark', choices_info: 'app.exams.checks.choices', correct_choice_index: 'app.exams.checks.correct',
    });
    expect(validateQuestion({ text: 'سوال', mark: 1, model_type: 'OPEN_ENDED' })).toEqual({});
  });

  it('posts a set\'s questions in the order shown, the bank mark when the row has none', () => {
    expect(toTestSetPayload({ title: ' میان ترم ', test_set_questions: [{ question: 5, mark: '۴' }, { question: 3, mark: null }] }, examScope('9').owner)).toEqual({
      unit: 9, type: 'QUESTION_BANK', title: 'میان ترم', description: null, level: null,
      test_set_questions: [{ question: 5, mark: 4, order: 0 }, { question: 3, order: 1 }],
    });
    expect(validateTestSet({ title: 'الف', test_set_questions: [{ question: 1 }, { question: 1 }] })).toEqual({ test_set_questions: 'app.exams.checks.twice' });
  });

  it('the events\' bank: type EVENT, no unit, its own routes and filters', () => {
    const events = examScope(undefined);
    expect(toQuestionPayload({ model_type: 'OPEN_ENDED', text: 'چگونه آشنا شدید؟', mark: 1 }, events.owner)).toMatchObject({ type: 'EVENT', text: 'چگونه آشنا شدید؟' });
    expect(toQuestionPayload({ text: 'x', mark: 1 }, events.owner)).not.toHaveProperty('unit');
    expect(toTestSetPayload({ title: 'پرسش‌نامه', test_set_questions: [{ question: 5 }] }, events.owner)).toMatchObject({ type: 'EVENT', test_set_questions: [{ question: 5, order: 0 }] });
    expect([events.questionFilter, events.setFilter]).toEqual([{ type: 'EVENT' }, { type: 'EVENT' }]);
    expect([events.questionRoute('create'), events.setRoute(4), events.setsRoute]).toEqual(['/events/test_set/questions/create', '/events/test_set/4', '/events/test_set']);
    expect(examScope('3').questionFilter).toEqual({ unit: '3', type: 'QUESTION_BANK' });
  });

  it('routes and plain text', () => {
    expect(questionRoute(3, 8)).toBe('/units/3/questions/8');
    expect(testSetRoute(3, 'create')).toBe('/units/3/test_set/create');
    expect(plainText('<p>فرق <b>استقرا</b>&nbsp;و قیاس</p>')).toBe('فرق استقرا و قیاس');
  });
});
