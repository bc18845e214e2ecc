import { describe, expect, it } from 'vitest';
import { answerBooksRoute, answerText, showGradesRoute, validateObjectionResult, validateScore, type AnswerSheetRow } from './model';

const sheet = (patch: Partial<AnswerSheetRow>): AnswerSheetRow =>
  ({
    id: 1, test_question: 2, answer_text: null, answer_attachment: null, answer_choice_index: null, score: null,
    test_question_info: { mark: 5, order: 0, question_info: { choices_info: [{ id: 7, text: 'پوپر' }, { id: 8, text: 'کوهن' }] } },
    ...patch,
  }) as AnswerSheetRow;

describe('a test’s answer books in the console', () => {
  it('shows the chosen choice’s text, else the written answer', () => {
    expect(answerText(sheet({ answer_choice_index: 1 }))).toBe('کوهن');
    expect(answerText(sheet({ answer_text: 'ابطال‌پذیری' }))).toBe('ابطال‌پذیری');
  });

  it('a score is 0 up to the question’s mark, and an objection needs an answer', () => {
    expect(validateScore(5)({ score: 4.5 })).toEqual({});
    expect(validateScore(5)({ score: 6 })).toEqual({ score: { message: 'app.exams.books.checks.above_mark', args: { mark: 5 } } });
    expect(validateScore(5)({ score: null })).toEqual({ score: 'app.exams.books.checks.score' });
    expect(validateObjectionResult({ objection_result: '  ' })).toEqual({ objection_result: 'ra.validation.required' });
  });

  it('routes follow SPEC «Admin»', () => {
    expect(answerBooksRoute('classrooms', 3, 9)).toBe('/classrooms/3/test/9/answer_books');
    expect(showGradesRoute('events', 3, 9, 12)).toBe('/events/3/test/9/answer_books/12/show_grades');
  });
});
