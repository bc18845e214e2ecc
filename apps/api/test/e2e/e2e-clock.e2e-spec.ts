import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { E2eClock, SystemClock } from '../../src/core/clock/clock';
import { clockFor } from '../../src/core/core.module';
import { AnswerBook, Test } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { heldTest, HOUR, MIN, openBook, sendAnswer } from '../support/exams';

/**
 * The browser tests' fake clock (E2E_FAKE_CLOCK, set by tools/e2e-kit): absent from every other
 * start and refused in production; when on, moving it moves what the API and its scheduled sweeps
 * (answer-book close-out, a test's results) see.
 */
describe('the e2e clock is absent unless the e2e kit asks for it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => t?.close());

  it('has no route by default, and the server keeps the system clock', async () => {
    expect((await t.http.get('/api/e2e/clock')).status).toBe(404);
    expect((await t.http.post('/api/e2e/clock/advance').send({ ms: HOUR })).status).toBe(404);
    expect(loadConfig({}).E2E_FAKE_CLOCK).toBe(false);
    expect(clockFor(loadConfig({}))).toBeInstanceOf(SystemClock);
    expect(clockFor(loadConfig({ E2E_FAKE_CLOCK: '1' }))).toBeInstanceOf(E2eClock);
  });

  it('refuses to start in production with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-length', E2E_FAKE_CLOCK: '1' })).toThrow(/E2E_FAKE_CLOCK/);
  });

  it('moves only forward', () => {
    const clock = new E2eClock();
    const before = clock.now().getTime();
    clock.advance(HOUR);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(HOUR);
    expect(() => clock.advance(-MIN)).toThrow();
  });
});

describe('with E2E_FAKE_CLOCK, moving server time', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    // No timer ticks: only moving the clock runs the sweeps here.
    t = await bootTestApp({ E2E_FAKE_CLOCK: 'true', JOBS_ENABLED: 'false' });
    staff = (await t.as(['educational_department_head'])).auth;
    t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
  });
  afterAll(async () => t?.close());
  const advance = (ms: unknown) => t.http.post('/api/e2e/clock/advance').send({ ms });

  it('closes a book at its deadline and publishes a test’s results at once, as the sweeps see the new time', async () => {
    const { test, learners, choiceQ } = await heldTest(t, staff, 1);
    const [learner] = learners;
    const before = (await t.http.get('/api/e2e/clock')).body.server_time;
    expect(before).toBe(t.clock.now().toISOString());
    // The test starts in an hour: the learner cannot open it yet, then can.
    expect((await openBook(t, learner, test)).status).toBeGreaterThanOrEqual(400);
    const moved = await advance(HOUR);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.server_time) - Date.parse(before)).toBe(HOUR);
    expect(moved.body.failed_jobs).toEqual([]);
    const book = (await openBook(t, learner, test)).body.id as number;
    await t.http.get(`/api/lma/answer_books/${book}/get_test_questions`).set(learner.auth);
    expect((await sendAnswer(t, learner, { answer_book: book, test_question: choiceQ, answer_choice_index: 1 })).status).toBe(200);
    const deadline = new Date(t.clock.now().getTime() + HOUR).toISOString();

    // The learner went away: past the deadline and its grace the close-out has run already.
    await advance(HOUR + 6_000);
    const closed = await t.ds.getRepository(AnswerBook).findOneByOrFail({ id: book });
    expect(closed.status).toBe('PASSED_DURATION_DEADLINE');
    expect(closed.attending_end_time?.toISOString()).toBe(deadline);
    expect((await t.ds.getRepository(Test).findOneByOrFail({ id: test })).results_announced_time).toBeNull();

    // The announcement time (a day after the test was made) passes: the results job has published.
    await advance(22 * HOUR);
    expect((await t.ds.getRepository(Test).findOneByOrFail({ id: test })).results_announced_time).not.toBeNull();
  });

  it('refuses a move that is not a positive number of milliseconds, in Persian', async () => {
    for (const ms of [-MIN, 0, 'فردا', undefined]) {
      const res = await advance(ms);
      expect(res.status, String(ms)).toBe(400);
      expect(JSON.stringify(res.body), String(ms)).toMatch(/[آ-ی]/);
    }
  });
});
