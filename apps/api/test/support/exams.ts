import { expect } from 'vitest';
import type { TestApp } from './app';
import { openClassroom } from './learning';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const pdf = Buffer.from('%PDF-1.4\n%\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
let seq = 0;
export type Learner = { id: number; auth: Record<string, string> };

/**
 * A classroom with `n` registered learners and a test of two questions (a choice worth 2, an open
 * one worth 8) held from 1 hour from now for 2 hours, 60 minutes each, results announced a day
 * later, objections from 25 to 48 hours; `examinees` of the learners sit it (all by default).
 */
export async function heldTest(t: TestApp, staff: Record<string, string>, n: number, opts: { examinees?: number; times?: Record<string, unknown> } = {}) {
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const c = await openClassroom(t, staff, 'TRAINING', { capacity: 0 });
  const learners: Learner[] = [];
  for (let i = 0; i < n; i++) {
    const user = await t.createUser({ national_code: `00${String(5_000_000 + ++seq * 7919 + process.pid).padStart(8, '0')}`.slice(-10) });
    const auth = { Authorization: `Bearer ${await t.login(user)}` };
    expect((await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(auth)).body.status).toBe('REGISTERED');
    learners.push({ id: user.id, auth });
  }
  const open = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'ابطال‌پذیری چیست؟', correct_answer: 'پاسخ نمونه', mark: 5 })).body;
  const multi = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'کتاب از کیست؟', choices: ['پوپر', 'کوهن'], correct_choice_index: 1, mark: 2 })).body;
  const set = (await t.http.post('/api/lma/test_sets').set(staff).send({ title: 'میان ترم', unit: c.unit, test_set_questions: [multi.id, { question: open.id, mark: 8 }] })).body;
  const made = await t.http.post('/api/lma/tests').set(staff).send({
    title: 'آزمون', classroom: c.id, test_set: set.id, duration_deadline: 60,
    start_time: at(HOUR), end_time: at(3 * HOUR), announcement_time: at(24 * HOUR), objection_start_time: at(25 * HOUR), objection_end_time: at(48 * HOUR),
    examinees: learners.slice(0, opts.examinees ?? n).map((l) => l.id), ...opts.times,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [choiceQ, openQ] = made.body.test_questions_info as { id: number }[];
  return { classroom: c.id as number, test: made.body.id as number, learners, choiceQ: choiceQ.id, openQ: openQ.id };
}

/** The learner's book of the test (POST get_or_create). */
export const openBook = (t: TestApp, l: Learner, test: number) => t.http.post('/api/lma/answer_books/get_or_create').set(l.auth).send({ test });

/** POST answer_sheets as the multipart form the panel sends. */
export const sendAnswer = (t: TestApp, l: Learner, fields: Record<string, string | number>, image?: Buffer) => {
  const req = t.http.post('/api/lma/answer_sheets').set(l.auth);
  for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
  return image ? req.attach('answer_attachment', image, 'a.png') : req;
};
