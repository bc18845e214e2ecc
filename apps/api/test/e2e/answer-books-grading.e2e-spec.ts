import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Ticket, TicketCategory } from '../../src/modules/mma';
import { bootTestApp, type TestApp } from '../support/app';
import { heldTest, HOUR, MIN, openBook, sendAnswer, type Learner } from '../support/exams';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
  await t.ds.getRepository(TicketCategory).save({ title: 'آموزش', type: 'EDUCATIONAL' });
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

/** A held test whose learners each sat it: the right choice and a text, confirmed, the test over. */
async function satTest(n: number) {
  const held = await heldTest(t, staff, n);
  t.clock.advance(HOUR);
  const books: number[] = [];
  for (const l of held.learners) {
    const id = (await openBook(t, l, held.test)).body.id;
    await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(l.auth);
    expect((await sendAnswer(t, l, { answer_book: id, test_question: held.choiceQ, answer_choice_index: 1 })).status).toBe(200);
    expect((await sendAnswer(t, l, { answer_book: id, test_question: held.openQ, answer_text: 'پاسخ من' })).status).toBe(200);
    expect((await t.http.put(`/api/lma/answer_books/${id}/confirm_answers`).set(l.auth)).body.status).toBe('SUBMITTED');
    books.push(id);
  }
  t.clock.advance(2 * HOUR);
  const graders = [];
  for (let i = 0; i < 2; i++) graders.push((await t.as(['grader'])));
  expect((await t.http.put(`/api/lma/classrooms/${held.classroom}/graders`).set(staff).send({ graders: graders.map((g) => g.user.id) })).status).toBe(200);
  return { ...held, books, graders: graders.map((g) => ({ id: g.user.id, auth: g.auth }) as Learner) };
}

const put = (who: Learner | Record<string, string>, path: string, body: Record<string, unknown> = {}) =>
  t.http.put(`/api/lma/${path}`).set('auth' in who ? (who as Learner).auth : who).send(body);
const read = async (who: Learner, id: number) => (await t.http.get(`/api/lma/answer_books/${id}`).set(who.auth)).body;

describe('grading', () => {
  it('two graders take a book at once: one wins; scores never pass the mark; the total follows; the learner sees it from the announcement', async () => {
    const { books, graders, learners, classroom } = await satTest(2);
    const [id, other] = books;
    const [a, b] = graders;
    const waiting = await t.http.get(`/api/lma/answer_books?test__classroom=${classroom}&status=WAITING_FOR_GRADING`).set(a.auth);
    expect(waiting.body.count).toBe(2);
    const both = await Promise.all([put(a, `answer_books/${id}/set_grader_to_me`), put(b, `answer_books/${id}/set_grader_to_me`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe('این پاسخ‌نامه را مصحح دیگری برداشته است.');
    const [winner, loser] = both[0].status === 200 ? [a, b] : [b, a];
    const taken = (await read(winner, id));
    expect(taken).toMatchObject({ status: 'GRADING', grader: winner.id });
    const openSheet = taken.answer_sheet_info.find((s: { test_question_info: { mark: number } }) => s.test_question_info.mark === 8);
    expect(taken.answer_sheet_info.map((s: { score: number | null }) => s.score)).toEqual([2, null]);
    expect((await put(loser, `answer_sheets/${openSheet.id}/submit_score`, { score: 3 })).status).toBe(409);
    const above = await put(winner, `answer_sheets/${openSheet.id}/submit_score`, { score: 9 });
    expect(above.status).toBe(400);
    expect(JSON.stringify(above.body)).toMatch(/بیشتر از بارم سوال \(8\)/);
    expect((await put(winner, `answer_books/${id}/confirm_scores`)).status).toBe(409);
    expect((await put(winner, `answer_sheets/${openSheet.id}/submit_score`, { score: 5.5 })).body.score).toBe(5.5);
    expect((await put(winner, `answer_books/${id}/submit_grader_description`, { grader_description: 'خوب نوشته‌اید.' })).status).toBe(200);
    expect((await put(winner, `answer_books/${id}/confirm_scores`)).body).toMatchObject({ status: 'GRADED', total_score: 7.5 });
    // The other book: marked ungradable by the other grader.
    expect((await put(loser, `answer_books/${other}/set_grader_to_me`)).status).toBe(200);
    expect((await put(loser, `answer_books/${other}/confirm_ungradable`)).body.status).toBe('UNGRADABLE');
    // A grader of another classroom, or a learner, never reaches it.
    const stranger = await t.as(['grader']);
    expect((await put(stranger.auth, `answer_books/${id}/set_grader_to_me`)).status).toBe(404);
    expect((await put(learners[0], `answer_sheets/${openSheet.id}/submit_score`, { score: 8 })).status).toBe(403);
    expect((await t.http.get(`/api/lma/answer_books/${id}`).set(learners[1].auth)).status).toBe(404);

    const before = await read(learners[0], id);
    expect(before).toMatchObject({ status: 'GRADED', total_score: null, grader_description: null, is_enabled_viewing: false });
    expect(before.answer_sheet_info.map((s: { score: number | null }) => s.score)).toEqual([null, null]);
    t.clock.advance(21 * HOUR);
    const after = await read(learners[0], id);
    expect(after).toMatchObject({ total_score: 7.5, grader_description: 'خوب نوشته‌اید.', is_enabled_viewing: true, is_enabled_objecting: false });
    expect(after.answer_sheet_info[0].test_question_info.question_info.correct_choice_index).toBe(1);
  });

  it('objection: once, inside the window, on a graded book; opens an EDUCATIONAL ticket; the staff change a score and finalise it', async () => {
    const { books, graders, learners } = await satTest(1);
    const [id] = books;
    const [g] = graders;
    const [me] = learners;
    await put(g, `answer_books/${id}/set_grader_to_me`);
    const sheets = (await read(g, id)).answer_sheet_info;
    await put(g, `answer_sheets/${sheets[1].id}/submit_score`, { score: 4 });
    await put(g, `answer_books/${id}/confirm_scores`);
    t.clock.advance(21 * HOUR + 30 * MIN);
    const early = await put(me, `answer_books/${id}/submit_objection_request`, { objection_request: 'سوال دوم' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('اکنون زمان اعتراض به نتایج این آزمون نیست.');
    t.clock.advance(HOUR);
    expect((await read(me, id)).is_enabled_objecting).toBe(true);
    const objected = await put(me, `answer_books/${id}/submit_objection_request`, { objection_request: 'سوال دوم: پاسخ من کامل بود.' });
    expect(objected.status, JSON.stringify(objected.body)).toBe(200);
    expect(objected.body).toMatchObject({ status: 'OBJECTED', objection_request: 'سوال دوم: پاسخ من کامل بود.', is_enabled_objecting: false });
    const ticket = await t.ds.getRepository(Ticket).findOneByOrFail({ id: objected.body.ticket });
    expect(ticket.owner_id).toBe(me.id);
    expect((await t.ds.getRepository(TicketCategory).findOneByOrFail({ id: ticket.category_id })).type).toBe('EDUCATIONAL');
    expect((await put(me, `answer_books/${id}/submit_objection_request`, { objection_request: 'دوباره' })).status).toBe(409);
    // The grader no longer changes it; the educational staff do, then answer.
    expect((await put(g, `answer_sheets/${sheets[1].id}/submit_score`, { score: 8 })).status).toBe(409);
    expect((await put(staff, `answer_sheets/${sheets[1].id}/submit_score`, { score: 7 })).status).toBe(200);
    const done = await put(staff, `answer_books/${id}/submit_objection_result`, { objection_result: 'نمره سوال دوم اصلاح شد.' });
    expect(done.body).toMatchObject({ status: 'FINALIZED', total_score: 9, objection_result: 'نمره سوال دوم اصلاح شد.' });
    expect(await read(me, id)).toMatchObject({ status: 'FINALIZED', total_score: 9, is_enabled_viewing: true, ticket: ticket.id });
    expect((await put(staff, `answer_books/${id}/submit_objection_result`, { objection_result: 'دوباره' })).status).toBe(409);
  });
});
