import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerBook, TestExaminee } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { HOUR, openBook, sendAnswer, type Learner } from '../support/exams';
import { openClassroom } from '../support/learning';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
let seq = 0;
const post = (path: string, body: Record<string, unknown>) => t.http.post(`/api/lma/${path}`).set(staff).send(body);
const get = (path: string) => t.http.get(`/api/lma/${path}`).set(staff);
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

async function learner(): Promise<Learner> {
  const user = await t.createUser({ national_code: `00${String(7_000_000 + ++seq * 7919 + process.pid).padStart(8, '0')}`.slice(-10) });
  return { id: user.id, auth: { Authorization: `Bearer ${await t.login(user)}` } };
}

/** The events' bank: an open question and a choice one, in a set of type EVENT. */
async function eventSet() {
  const open = (await post('questions', { type: 'EVENT', text: 'چگونه با این رویداد آشنا شدید؟', mark: 1 })).body;
  const choice = (await post('questions', { type: 'EVENT', text: 'وعده غذایی گیاهی می‌خواهید؟', choices: ['بله', 'خیر'], correct_choice_index: 0, mark: 1 })).body;
  const set = await post('test_sets', { title: 'پرسش‌نامه ثبت نام', type: 'EVENT', test_set_questions: [open.id, choice.id] });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  return { set: set.body.id as number, open: open.id as number, choice: choice.id as number };
}

/** An event in its registration period with a questionnaire held from now for a week. */
async function eventWithQuestionnaire(extra: Record<string, unknown> = {}) {
  const event = await openClassroom(t, staff, 'EVENT', { capacity: 0, ...extra });
  const { set } = await eventSet();
  const made = await post('tests', { title: 'پرسش‌نامه', event: event.id, test_set: set, duration_deadline: 30, start_time: at(-HOUR), end_time: at(7 * 24 * HOUR) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { event: event.id, test: made.body.id as number, questions: made.body.test_questions_info as { id: number; question_info: { model_type: string } }[] };
}

describe('the events’ bank and sets (type EVENT) stay apart from the classrooms’', () => {
  it('lists, sets and tests never mix the two kinds', async () => {
    const c = await openClassroom(t, staff, 'TRAINING', { capacity: 0 });
    const unitQ = (await post('questions', { unit: c.unit, text: 'پرسش درس', mark: 2 })).body.id as number;
    const unitSet = (await post('test_sets', { title: 'مجموعه درس', unit: c.unit, test_set_questions: [unitQ] })).body.id as number;
    const ev = await eventSet();

    const bank = await get('questions?type=QUESTION_BANK&per_page=100');
    expect(ids(bank)).toContain(unitQ);
    expect(ids(bank)).not.toContain(ev.open);
    expect(ids(await get(`questions?unit=${c.unit}&type=QUESTION_BANK`))).toEqual([unitQ]);
    const eventBank = await get('questions?type=EVENT&per_page=100');
    expect(ids(eventBank)).toEqual(expect.arrayContaining([ev.open, ev.choice]));
    expect(ids(eventBank)).not.toContain(unitQ);
    // One set's questions (the events' screen test_set/{id}/questions).
    expect(ids(await get(`questions?test_set_questions__test_set=${ev.set}`)).sort()).toEqual([ev.open, ev.choice].sort());

    expect(ids(await get(`test_sets?classroom=${c.id}`))).toEqual([unitSet]);
    expect(ids(await get(`test_sets?unit=${c.unit}`))).toEqual([unitSet]);
    const eventSets = await get('test_sets?type=EVENT&per_page=100');
    expect(ids(eventSets)).toContain(ev.set);
    expect(ids(eventSets)).not.toContain(unitSet);
    expect(ids(await get('test_sets?type=QUESTION_BANK&per_page=100'))).not.toContain(ev.set);

    // A set takes only its kind's questions.
    const mixed = await post('test_sets', { title: 'آمیخته', type: 'EVENT', test_set_questions: [unitQ] });
    expect([mixed.status, mixed.body.test_set_questions?.[0]]).toEqual([400, expect.stringMatching(/رویداد/)]);
    expect((await post('test_sets', { title: 'آمیخته', unit: c.unit, test_set_questions: [ev.open] })).status).toBe(400);

    // A classroom's test comes from its unit's sets, an event's from the events' sets.
    const times = { title: 'آزمون', duration_deadline: 30, start_time: at(HOUR), end_time: at(2 * HOUR) };
    const event = await openClassroom(t, staff, 'EVENT', { capacity: 0 });
    const wrongForEvent = await post('tests', { ...times, event: event.id, test_set: unitSet });
    expect([wrongForEvent.status, wrongForEvent.body.test_set?.[0]]).toEqual([400, expect.stringMatching(/رویدادها/)]);
    const wrongForClass = await post('tests', { ...times, classroom: c.id, test_set: ev.set });
    expect([wrongForClass.status, wrongForClass.body.test_set?.[0]]).toEqual([400, expect.stringMatching(/همان درس/)]);
    // An event needs no registered examinees to get its test (its questionnaire admits who may register).
    const made = await post('tests', { ...times, event: event.id, test_set: ev.set });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ event: event.id, examinees_count: 0, test_questions_length: 2 });
    expect(ids(await get(`tests?event=${event.id}`))).toEqual([made.body.id]);
    expect((await post(`tests/${made.body.id}/append_question`, { question: unitQ })).status).toBe(400);
    expect((await t.http.get(`/api/ema/events/${event.id}`).set(staff)).body.tests).toEqual([made.body.id]);
  });
});

describe('the event questionnaire comes before registering', () => {
  it('refused before, accepted after; retried get_or_create makes one book', async () => {
    const { event, test, questions } = await eventWithQuestionnaire();
    const me = await learner();
    for (const path of [`lma/classrooms/${event}/register`, `ema/events/${event}/register`]) {
      const refused = await t.http.put(`/api/${path}`).set(me.auth);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/پرسش‌نامه/);
    }
    // Nothing was written by the refusals: no seat taken, no registration.
    expect((await t.http.get(`/api/lma/classrooms/${event}`).set(me.auth)).body).toMatchObject({ used_capacity: 0, current_user_register_info: null, tests: [test] });

    const all = await Promise.all(Array.from({ length: 8 }, () => openBook(t, me, test)));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(all.map((r) => r.body.id)).size).toBe(1);
    expect(await t.ds.getRepository(AnswerBook).countBy({ test_id: test, owner_id: me.id })).toBe(1);
    expect(await t.ds.getRepository(TestExaminee).countBy({ test_id: test, owner_id: me.id })).toBe(1);
    const book = all[0].body.id as number;

    const sitting = await t.http.get(`/api/lma/answer_books/${book}/get_test_questions`).set(me.auth);
    expect(sitting.status, JSON.stringify(sitting.body)).toBe(200);
    const [openQ, choiceQ] = questions.map((q) => q.id);
    expect((await sendAnswer(t, me, { answer_book: book, test_question: openQ, answer_text: 'از دوستانم' })).status).toBe(200);
    // Answering without finishing is not enough.
    expect((await t.http.put(`/api/lma/classrooms/${event}/register`).set(me.auth)).status).toBe(409);
    expect((await sendAnswer(t, me, { answer_book: book, test_question: choiceQ, answer_choice_index: 1 })).status).toBe(200);
    expect((await t.http.put(`/api/lma/answer_books/${book}/confirm_answers`).set(me.auth)).body.status).toBe('SUBMITTED');

    const ok = await t.http.put(`/api/ema/events/${event}/register`).set(me.auth);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status).toBe('REGISTERED');
    // Opening it again answers the same book.
    expect((await openBook(t, me, test)).body).toMatchObject({ id: book, status: 'SUBMITTED' });

    // Someone else's book stays theirs.
    const other = await learner();
    expect((await t.http.get(`/api/lma/answer_books/${book}`).set(other.auth)).status).toBe(404);
  });

  it('examinees: whoever may register now; not when registering is closed; not the event’s later tests', async () => {
    const closed = await eventWithQuestionnaire({ beginning_registration_period: at(24 * HOUR), ending_registration_period: at(48 * HOUR) });
    const me = await learner();
    const refused = await openBook(t, me, closed.test);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/امکان ثبت نام/);
    expect(await t.ds.getRepository(TestExaminee).countBy({ test_id: closed.test })).toBe(0);

    const { event, test } = await eventWithQuestionnaire();
    const { set } = await eventSet();
    const later = await post('tests', { title: 'آزمون پایانی', event, test_set: set, duration_deadline: 30, start_time: at(-HOUR), end_time: at(HOUR) });
    expect(later.body.id).toBeGreaterThan(test);
    expect((await t.http.get(`/api/lma/classrooms/${event}`).set(me.auth)).body.tests).toEqual([test, later.body.id]);
    expect((await openBook(t, me, later.body.id)).status).toBe(404);
    expect((await openBook(t, me, test)).status).toBe(200);
    // Staff registering someone for the event are not held by the questionnaire.
    const guest = await learner();
    const byStaff = await t.http.put(`/api/lma/classrooms/${event}/bulk_register`).set(staff).send({ owners: [guest.id] });
    expect(JSON.stringify(byStaff.body)).toContain('"ok":true');
  });

  it('an event without tests registers as before', async () => {
    const plain = await openClassroom(t, staff, 'EVENT', { capacity: 0 });
    const me = await learner();
    expect((await t.http.put(`/api/ema/events/${plain.id}/register`).set(me.auth)).body.status).toBe('REGISTERED');
  });
});
