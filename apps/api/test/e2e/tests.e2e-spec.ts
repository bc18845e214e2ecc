import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
let seq = 0;

/** A classroom with `n` registered learners, and a set of two bank questions of its unit. */
async function classroomWithSet(n: number, extra: Record<string, unknown> = {}) {
  const c = await openClassroom(t, staff, 'TRAINING', { capacity: 0, ...extra });
  const learners = [];
  for (let i = 0; i < n; i++) {
    const user = await t.createUser({ national_code: `00${String(3_000_000 + ++seq * 7919).padStart(8, '0')}`.slice(-10) });
    const auth = { Authorization: `Bearer ${await t.login(user)}` };
    expect((await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(auth)).body.status).toBe('REGISTERED');
    learners.push({ user, auth });
  }
  const open = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'ابطال‌پذیری چیست؟', correct_answer: 'پاسخ نمونه', mark: 5 })).body;
  const multi = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'کتاب از کیست؟', choices: ['پوپر', 'کوهن'], correct_choice_index: 1, mark: 2 })).body;
  const set = (await t.http.post('/api/lma/test_sets').set(staff).send({ title: 'میان ترم', unit: c.unit, test_set_questions: [multi.id, { question: open.id, mark: 8 }] })).body;
  return { classroom: c.id, unit: c.unit, learners, set: set.id as number, open, multi };
}

const timed = (extra: Record<string, unknown> = {}) => ({
  title: 'آزمون میان ترم', description: 'فصل یک تا سه', level: 'LEVEL2', start_time: at(2), end_time: at(4), duration_deadline: 60,
  announcement_time: at(24), objection_start_time: at(30), objection_end_time: at(48), ...extra,
});

describe('tests of a classroom', () => {
  it('a test copies its set: editing the bank later never changes it; its questions are editable until it starts', async () => {
    const { classroom, learners, set, open } = await classroomWithSet(3);
    const res = await t.http.post('/api/lma/tests').set(staff).send({ ...timed(), classroom, test_set: set, examinees: [learners[0].user.id, learners[1].user.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ classroom, status: 'BEFORE_HOLDING', test_set_info: { id: set }, test_questions_length: 2, total_mark: 10, examinees_count: 2, duration_deadline: 60 });
    const [first, second] = res.body.test_questions_info;
    expect([first.question_info.text, second.question_info.text, second.mark]).toEqual(['کتاب از کیست؟', 'ابطال‌پذیری چیست؟', 8]);
    expect(first.question_info).toMatchObject({ model_type: 'MULTI_CHOICE', correct_choice_index: 1, choices_info: [{ text: 'پوپر' }, { text: 'کوهن' }] });

    await t.http.put(`/api/lma/questions/${open.id}`).set(staff).send({ unit: open.unit, text: 'متن تازه در بانک', mark: 1 });
    const again = await t.http.get(`/api/lma/tests/${res.body.id}`).set(staff);
    expect(again.body.test_questions_info[1].question_info.text).toBe('ابطال‌پذیری چیست؟');

    const edited = await t.http.put(`/api/lma/test_questions/${second.id}`).set(staff).send({ mark: 6, is_extra_mark: true, order: 0 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ mark: 6, is_extra_mark: true, order: 0 });
    const reordered = (await t.http.get(`/api/lma/tests/${res.body.id}`).set(staff)).body;
    expect(reordered.test_questions_info.map((q: { id: number }) => q.id)).toEqual([second.id, first.id]);
    expect(reordered.total_mark).toBe(2);
    const extra = (await t.http.post('/api/lma/questions').set(staff).send({ unit: open.unit, text: 'سوال افزوده', mark: 3 })).body;
    const appended = await t.http.post(`/api/lma/tests/${res.body.id}/append_question`).set(staff).send({ question: extra.id });
    expect(appended.status, JSON.stringify(appended.body)).toBe(201);
    expect(appended.body.test_questions_info.map((q: { question_info: { text: string }; order: number }) => [q.question_info.text, q.order])).toEqual([
      ['ابطال‌پذیری چیست؟', 0], ['کتاب از کیست؟', 1], ['سوال افزوده', 2],
    ]);
    expect((await t.http.post(`/api/lma/tests/${res.body.id}/append_question`).set(staff).send({ question: extra.id })).status).toBe(409);

    t.clock.advance(2 * HOUR);
    const late = await t.http.put(`/api/lma/test_questions/${second.id}`).set(staff).send({ mark: 7 });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/آغاز شده/);
    expect((await t.http.put(`/api/lma/tests/${res.body.id}`).set(staff).send({ ...timed({ start_time: at(1), end_time: at(3) }) })).status).toBe(409);
    expect((await t.http.delete(`/api/lma/tests/${res.body.id}`).set(staff)).status).toBe(409);
    t.clock.set(new Date());
  });

  it('walks through every status with the clock; examinees see their test and the attending flag only while it is held', async () => {
    const { classroom, learners, set } = await classroomWithSet(2, { is_ongoing: true });
    const [sitter, other] = learners;
    const made = await t.http.post('/api/lma/tests').set(staff).send({ ...timed(), classroom, test_set: set, examinees: [sitter.user.id] });
    const id = made.body.id;
    const seen: string[] = [];
    const flags: boolean[] = [];
    for (const hours of [0, 2, 2, 20, 6, 18, 71, 1]) {
      t.clock.advance(hours * HOUR);
      const mine = await t.http.get(`/api/lma/tests?classroom=${classroom}`).set(sitter.auth);
      seen.push(mine.body.results[0].status);
      flags.push(mine.body.results[0].is_enabled_attending);
    }
    expect(seen).toEqual(['BEFORE_HOLDING', 'HOLDING', 'BEFORE_ANNOUNCEMENT', 'ANNOUNCEMENT', 'OBJECTION', 'OBJECTION_ANNOUNCEMENT', 'OBJECTION_ANNOUNCEMENT', 'CLOSED']);
    expect(flags).toEqual([false, true, false, false, false, false, false, false]);
    // The classroom ends: its closed tests are FINISHED.
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/toggle_ongoing_status`).set(staff)).body.is_ongoing).toBe(false);
    expect((await t.http.get(`/api/lma/tests/${id}`).set(sitter.auth)).body.status).toBe('FINISHED');
    t.clock.set(new Date());

    const mine = await t.http.get(`/api/lma/tests/${id}`).set(sitter.auth);
    expect(mine.body).toMatchObject({ test_questions_info: [], examinees: [], test_questions_length: 2, is_examinee: true });
    expect(JSON.stringify(mine.body)).not.toContain('پاسخ نمونه');
    expect((await t.http.get(`/api/lma/tests?classroom=${classroom}`).set(other.auth)).body.count).toBe(0);
    expect((await t.http.get(`/api/lma/tests/${id}`).set(other.auth)).status).toBe(404);
    const stranger = await t.as(['user']);
    expect((await t.http.get(`/api/lma/tests?classroom=${classroom}`).set(stranger.auth)).status).toBe(404);
    expect((await t.http.post('/api/lma/tests').set(sitter.auth).send({ ...timed(), classroom, test_set: set })).status).toBe(403);
  });

  it('all the examinee sheet when none are chosen; bad times, sets and examinees are refused in Persian', async () => {
    const { classroom, learners, set } = await classroomWithSet(2);
    const all = await t.http.post('/api/lma/tests').set(staff).send({ ...timed(), classroom, test_set: set });
    expect(all.body.examinees.sort()).toEqual(learners.map((l) => l.user.id).sort());
    const outsider = await t.createUser({});
    const otherSet = (await classroomWithSet(0)).set;
    const cases: [Record<string, unknown>, string][] = [
      [{ end_time: at(1) }, 'end_time'],
      [{ announcement_time: at(3) }, 'announcement_time'],
      [{ objection_end_time: null }, 'objection_end_time'],
      [{ objection_start_time: at(20) }, 'objection_start_time'],
      [{ duration_deadline: 0 }, 'duration_deadline'],
      [{ test_set: otherSet }, 'test_set'],
      [{ test_set: 999_999 }, 'test_set'],
      [{ examinees: [outsider.id] }, 'examinees'],
      [{ start_time: 'فردا' }, 'start_time'],
    ];
    for (const [change, field] of cases) {
      const res = await t.http.post('/api/lma/tests').set(staff).send({ ...timed(), classroom, test_set: set, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body[field]?.[0], JSON.stringify(res.body)).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await t.http.get(`/api/lma/tests?classroom=${classroom}`).set(staff)).body.count).toBe(1);
    // the classroom answers its tests
    expect((await t.http.get(`/api/lma/classrooms/${classroom}`)).body.tests).toEqual([all.body.id]);
    const listed = (await t.http.get(`/api/lma/classrooms?id=${classroom}`)).body.results[0];
    expect(listed.tests).toEqual([all.body.id]);
  });

  it('a test lists at a fixed cost for 5 tests and 50', { timeout: 120_000 }, async () => {
    const counts: string[] = [];
    for (const n of [5, 50]) {
      const { classroom, set } = await classroomWithSet(1);
      for (let i = 0; i < n; i++) await t.http.post('/api/lma/tests').set(staff).send({ ...timed(), title: `آزمون ${i}`, classroom, test_set: set });
      const res = await t.http.get(`/api/lma/tests?classroom=${classroom}`).set(staff);
      expect(res.body.count).toBe(n);
      counts.push(String(res.headers['x-query-count']));
    }
    expect(counts[1]).toBe(counts[0]);
    // sign-in, tests, questions, examinees, sets, classrooms
    expect(Number(counts[0])).toBe(6);
  });
});
