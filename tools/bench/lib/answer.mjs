// The answer-saving load target (issue 11), shared by bench.mjs and ab.mjs.
import { client } from './http.mjs';

const LEARNER = { input: '09120000001', password: 'user1234' };

/**
 * Starts the demo learner's attempt at the quiz under way (the demo seed's «فلسفه علم») and
 * answers the load target that saves one choice answer of it: `{ server, path, token, body }`.
 */
export async function answerSave(baseUrl) {
  const anon = client(baseUrl);
  const login = await anon.post('/api/uma/users/login', LEARNER);
  const token = login.body?.token?.access_token;
  if (!token) throw new Error(`learner login failed: ${login.status} ${login.text}`);
  const me = client(baseUrl, token);
  const course = (await me.get('/api/lma/classrooms?unit__category__type=TRAINING&per_page=50')).body.results.find(
    (c) => c.title === 'فلسفه علم',
  );
  const quiz = (await me.get(`/api/lma/tests?classroom=${course.id}`)).body.results.find((x) => x.status === 'HOLDING');
  const book = await me.post('/api/lma/answer_books/get_or_create', { test: quiz.id });
  const questions = await me.get(`/api/lma/answer_books/${book.body.id}/get_test_questions`);
  if (questions.status !== 200) throw new Error(`starting the quiz: ${questions.status} ${questions.text}`);
  const choice = questions.body.test_info.test_questions_info.find((q) => q.question_info.model_type === 'MULTI_CHOICE');
  anon.agent.destroy();
  me.agent.destroy();
  return {
    server: 'api',
    path: '/api/lma/answer_sheets',
    token,
    body: { answer_book: book.body.id, test_question: choice.id, answer_choice_index: 0 },
  };
}
