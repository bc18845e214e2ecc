import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationStatus } from '@daneshsara/domain';
import { AnswerBook, AnswerSheet, Registration } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { HOUR } from '../support/exams';
import { openClassroom } from '../support/learning';

/**
 * Load (issue 11): 200 learners start the same test at once and save 10 answers each, over
 * loopback with bounded concurrency. No 5xx, no lost answer, one sheet per question per book.
 */
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false', RATE_LIMIT_MAX: '10000000', AUTH_RATE_LIMIT_MAX: '10000000' });
  staff = (await t.as(['educational_department_head'])).auth;
  t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
}, 120_000);
afterAll(async () => t?.close());

const LEARNERS = 200;
const QUESTIONS = 10;
const CONCURRENCY = 32;

/** Runs the tasks with at most `n` under way at once; answers their results in order. */
async function bounded<T>(tasks: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: n }, worker));
  return out;
}

describe('answer books under load', () => {
  it('200 learners start the same test and save 10 answers each at once: no 5xx, no lost answer, one sheet per question per book', async () => {
    const c = await openClassroom(t, staff, 'TRAINING', { capacity: 0 });
    const now = t.clock.now();
    const learners = await bounded(
      Array.from({ length: LEARNERS }, () => async () => {
        const user = await t.createUser();
        await t.ds.getRepository(Registration).insert({
          classroom_id: c.id, owner_id: user.id, active_owner_id: user.id, status: RegistrationStatus.REGISTERED, holds_seat: true, invoice_id: null,
          registered_time: now, dropped_time: null, creation_time: now, last_modification_time: now,
        });
        return { id: user.id, auth: { Authorization: `Bearer ${t.tokenOf(user)}` } };
      }),
      8,
    );
    const questions = [];
    for (let i = 0; i < QUESTIONS; i++) {
      const multi = i % 2 === 0;
      const body = multi ? { choices: ['الف', 'ب', 'ج'], correct_choice_index: 2 } : { correct_answer: 'پاسخ نمونه' };
      questions.push((await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: `سوال ${i + 1}`, mark: 2, ...body })).body.id);
    }
    const set = (await t.http.post('/api/lma/test_sets').set(staff).send({ title: 'بار', unit: c.unit, test_set_questions: questions })).body.id;
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const test = await t.http.post('/api/lma/tests').set(staff).send({ title: 'آزمون پرجمعیت', classroom: c.id, test_set: set, duration_deadline: 120, start_time: at(HOUR), end_time: at(4 * HOUR) });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    expect(test.body.examinees_count).toBe(LEARNERS);
    const testQuestions: { id: number; question_info: { model_type: string } }[] = test.body.test_questions_info;
    t.clock.advance(HOUR);

    const statuses: number[] = [];
    const t0 = performance.now();
    const books = new Map<number, number>();
    const started = await bounded(
      learners.map((l) => async () => {
        const made = await t.http.post('/api/lma/answer_books/get_or_create').set(l.auth).send({ test: test.body.id });
        const fetched = await t.http.get(`/api/lma/answer_books/${made.body.id}/get_test_questions`).set(l.auth);
        statuses.push(made.status, fetched.status);
        books.set(l.id, made.body.id);
        return fetched.body.status;
      }),
      CONCURRENCY,
    );
    expect(started.every((s) => s === 'FETCHED')).toBe(true);
    // Every learner's 10 answers, all sent at once (interleaved across learners), then once more for half of them (a replacement).
    const save = (l: (typeof learners)[number], q: (typeof testQuestions)[number], round: number) => async () => {
      const req = t.http.post('/api/lma/answer_sheets').set(l.auth).field('answer_book', String(books.get(l.id))).field('test_question', String(q.id));
      const res = await (q.question_info.model_type === 'MULTI_CHOICE' ? req.field('answer_choice_index', String(round)) : req.field('answer_text', `پاسخ ${l.id} دور ${round}`));
      statuses.push(res.status);
    };
    const tasks = testQuestions.flatMap((q) => learners.map((l) => save(l, q, 0)));
    tasks.push(...testQuestions.slice(0, 5).flatMap((q) => learners.map((l) => save(l, q, 1))));
    const t1 = performance.now();
    await bounded(tasks, CONCURRENCY);
    // The figures docs/performance.md quotes (start: get_or_create + get_test_questions per learner).
    console.info(`load: ${LEARNERS} starts in ${Math.round(t1 - t0)} ms, ${tasks.length} answers in ${Math.round(performance.now() - t1)} ms`);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const ids = [...books.values()];
    expect(new Set(ids).size).toBe(LEARNERS);
    expect(await t.ds.getRepository(AnswerBook).countBy({ test_id: test.body.id })).toBe(LEARNERS);
    const sheets = await t.ds.getRepository(AnswerSheet).createQueryBuilder('s').where('s.answer_book_id IN (:...ids)', { ids }).getMany();
    expect(sheets).toHaveLength(LEARNERS * QUESTIONS);
    expect(new Set(sheets.map((s) => `${s.answer_book_id}:${s.test_question_id}`)).size).toBe(LEARNERS * QUESTIONS);
    // Nothing lost: each answer is the last one its learner sent.
    const owners = new Map([...books].map(([learner, id]) => [id, learner]));
    for (const s of sheets) {
      const q = testQuestions.findIndex((x) => x.id === s.test_question_id);
      const round = q < 5 ? 1 : 0;
      if (testQuestions[q].question_info.model_type === 'MULTI_CHOICE') expect(s.answer_choice_index).toBe(round);
      else expect(s.answer_text).toBe(`پاسخ ${owners.get(s.answer_book_id)} دور ${round}`);
    }
  }, 600_000);
});
