import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { AnswerBook, AnswerBookCloser, AnswerSheet } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { heldTest as held, HOUR, MIN, openBook, pdf, png, sendAnswer, type Learner } from '../support/exams';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());
/** Each test starts on a whole second, as the databases keep times. */
beforeEach(() => t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

const heldTest = (n: number, opts: Parameters<typeof held>[3] = {}) => held(t, staff, n, opts);
const book = (l: Learner, test: number) => openBook(t, l, test);
const answer = (l: Learner, fields: Record<string, string | number>, image?: Buffer) => sendAnswer(t, l, fields, image);

describe('answer books: opening and the attempt', () => {
  it('only an examinee opens a book, only while the test is held, and twenty calls at once make one', async () => {
    const { test, learners } = await heldTest(2, { examinees: 1 });
    const [sitter, outsider] = learners;
    const early = await book(sitter, test);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/برگزار نمی‌شود/);
    t.clock.advance(HOUR);
    expect((await book(outsider, test)).status).toBe(404);
    const all = await Promise.all(Array.from({ length: 20 }, () => book(sitter, test)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(all.map((r) => r.body.id)).size).toBe(1);
    expect(await t.ds.getRepository(AnswerBook).countBy({ test_id: test, owner_id: sitter.id })).toBe(1);
    expect(all[0].body).toMatchObject({ status: 'CREATED', owner: sitter.id, is_enabled_attending: true, is_enabled_continuing: false, attending_start_time: null });
    // Another learner, or a stranger, never reads it.
    expect((await t.http.get(`/api/lma/answer_books/${all[0].body.id}`).set(outsider.auth)).status).toBe(404);
    expect((await t.http.get(`/api/lma/answer_books/${all[0].body.id}/get_test_questions`).set(outsider.auth)).status).toBe(404);
  });

  it('the first fetch starts the attempt on the server clock; the questions come without their answers; a choice is graded at once', async () => {
    const { test, learners, choiceQ, openQ } = await heldTest(1);
    const [me] = learners;
    t.clock.advance(HOUR + 10 * MIN);
    const id = (await book(me, test)).body.id;
    const started = t.clock.now().toISOString();
    const first = await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(me.auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'FETCHED', attending_start_time: started, server_time: started, duration: 3600, remainingTime: 3600, is_enabled_continuing: true, is_enabled_attending: false });
    expect(first.body.test_info).toMatchObject({ duration_deadline: 60, test_questions_length: 2 });
    const [qc, qo] = first.body.test_info.test_questions_info;
    expect(qc.question_info).toMatchObject({ text: 'کتاب از کیست؟', correct_choice_index: null, correct_answer: null, choices_info: [{ text: 'پوپر' }, { text: 'کوهن' }] });
    expect(qo.question_info.correct_answer).toBeNull();
    t.clock.advance(5 * MIN);
    // A second fetch keeps the start: the timer counts from the first.
    const again = (await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(me.auth)).body;
    expect([again.attending_start_time, again.remainingTime]).toEqual([started, 55 * 60]);

    const chose = await answer(me, { answer_book: id, test_question: choiceQ, answer_choice_index: 1 });
    expect(chose.status, JSON.stringify(chose.body)).toBe(200);
    expect(chose.body).toMatchObject({ test_question: choiceQ, answer_choice_index: 1, score: null });
    expect((await t.ds.getRepository(AnswerSheet).findOneByOrFail({ id: chose.body.id })).score).toBe(2);
    const wrote = await answer(me, { answer_book: id, test_question: openQ, answer_text: 'نخستین پاسخ' }, png);
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    expect(wrote.body.answer_attachment).toBeTruthy();
    // Saving again replaces the answer: still one sheet per question.
    const rewrote = await answer(me, { answer_book: id, test_question: openQ, answer_text: 'پاسخ بهتر' });
    expect(rewrote.body).toMatchObject({ id: wrote.body.id, answer_text: 'پاسخ بهتر', answer_attachment: wrote.body.answer_attachment });
    expect(await t.ds.getRepository(AnswerSheet).countBy({ answer_book_id: id })).toBe(2);
    expect((await answer(me, { answer_book: id, test_question: choiceQ, answer_choice_index: 7 })).status).toBe(400);
    expect((await answer(me, { answer_book: id, test_question: openQ, answer_text: 'با پی‌دی‌اف' }, pdf)).status).toBe(400);

    const done = await t.http.put(`/api/lma/answer_books/${id}/confirm_answers`).set(me.auth);
    expect(done.body).toMatchObject({ status: 'SUBMITTED', attending_end_time: t.clock.now().toISOString(), total_score: null, is_enabled_continuing: false });
    const refused = await answer(me, { answer_book: id, test_question: openQ, answer_text: 'دیرتر' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/بسته شده/);
  });

  it('deadline = min(start + duration, end): an answer within 5 s after it is kept, a later one is refused and the book closes at the deadline', async () => {
    const { test, learners, choiceQ, openQ } = await heldTest(2);
    const [late, onTime] = learners;
    // 2h30 into the test: 30 minutes left before the end, less than the 60 of the duration.
    t.clock.advance(HOUR + 90 * MIN);
    const ids = [];
    for (const l of [late, onTime]) {
      const id = (await book(l, test)).body.id;
      const q = (await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(l.auth)).body;
      expect([q.duration, q.test_info.duration_deadline, q.remainingTime]).toEqual([1800, 30, 1800]);
      ids.push(id);
    }
    const deadline = new Date(t.clock.now().getTime() + 30 * MIN).toISOString();
    t.clock.advance(30 * MIN + 4_000);
    expect((await answer(onTime, { answer_book: ids[1], test_question: choiceQ, answer_choice_index: 0 })).status).toBe(200);
    t.clock.advance(2_000);
    const refused = await answer(late, { answer_book: ids[0], test_question: openQ, answer_text: 'دیر' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/مهلت پاسخ‌گویی/);
    const closed = (await t.http.get(`/api/lma/answer_books/${ids[0]}`).set(late.auth)).body;
    expect(closed).toMatchObject({ status: 'PASSED_DURATION_DEADLINE', attending_end_time: deadline, is_enabled_continuing: false });
    expect(await t.ds.getRepository(AnswerSheet).countBy({ answer_book_id: ids[0] })).toBe(2);
  });

  it('an answer retried with its Idempotency-Key is saved once: the same answer back, one stored picture; the key with another picture is refused', async () => {
    const { test, learners, openQ } = await heldTest(1);
    const [me] = learners;
    t.clock.advance(HOUR);
    const id = (await book(me, test)).body.id;
    await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(me.auth);
    const keyed = (key: string, image: Buffer) =>
      sendAnswer(t, me, { answer_book: id, test_question: openQ, answer_text: 'پاسخ با تصویر' }, image).set('Idempotency-Key', key);
    const first = await keyed('answer-1', png);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await keyed('answer-1', png);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The retry did not store the picture again (a second save would have replaced the first file).
    expect((await t.ds.getRepository(AnswerSheet).findOneByOrFail({ id: first.body.id })).answer_attachment).toBe(first.body.answer_attachment);
    const other = await keyed('answer-1', Buffer.concat([png, Buffer.from([0])]));
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/کلید تکرار/);
    expect(await t.ds.getRepository(AnswerSheet).countBy({ answer_book_id: id })).toBe(1);
  });

  it('the overall answer is one PDF of at most 10 MB', async () => {
    const { test, learners } = await heldTest(1);
    const [me] = learners;
    t.clock.advance(HOUR);
    const id = (await book(me, test)).body.id;
    const send = (file: Buffer, name: string) => t.http.post(`/api/lma/answer_books/${id}/submit_overall_answer`).set(me.auth).attach('overall_answer_attachment', file, name);
    expect((await send(pdf, 'a.pdf')).status).toBe(409);
    await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(me.auth);
    expect((await send(png, 'a.png')).status).toBe(400);
    const big = await send(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    const ok = await send(pdf, 'a.pdf');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: 'ONGOING' });
    expect(ok.body.overall_answer_attachment).toMatch(/\.pdf$/);
  });
});

describe('answer books: statuses with the clock', () => {
  it('walks a book through its statuses and flags as the fake clock moves', async () => {
    const { test, learners, choiceQ } = await heldTest(1);
    const [me] = learners;
    const row = async () => {
      const b = (await t.http.get('/api/lma/answer_books?test=' + test).set(me.auth)).body.results[0];
      return [b.test_info.status, b.status, [b.is_enabled_attending, b.is_enabled_continuing, b.is_enabled_objecting, b.is_enabled_viewing].map(Number).join('')];
    };
    const seen: unknown[] = [];
    t.clock.advance(HOUR);
    const id = (await book(me, test)).body.id;
    seen.push(await row());
    await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(me.auth);
    seen.push(await row());
    await answer(me, { answer_book: id, test_question: choiceQ, answer_choice_index: 1 });
    seen.push(await row());
    t.clock.advance(HOUR);
    seen.push(await row());
    t.clock.advance(HOUR);
    seen.push(await row());
    t.clock.advance(21 * HOUR + 30 * MIN);
    seen.push(await row());
    expect(seen).toEqual([
      ['HOLDING', 'CREATED', '1000'],
      ['HOLDING', 'FETCHED', '0100'],
      ['HOLDING', 'ONGOING', '0100'],
      ['HOLDING', 'ONGOING', '0000'],
      ['BEFORE_ANNOUNCEMENT', 'ONGOING', '0000'],
      ['ANNOUNCEMENT', 'ONGOING', '0000'],
    ]);
    // The sweep closes it at its deadline; with an open question it waits for a grader.
    await t.app.get(AnswerBookCloser).closeOverdue();
    expect(await row()).toEqual(['ANNOUNCEMENT', 'PASSED_DURATION_DEADLINE', '0000']);
  });
});

describe('answer books: lists', () => {
  it('a learner lists only their own; staff filter a test; the list costs the same queries for 2 and 12 books', async () => {
    const { test, classroom, learners } = await heldTest(12);
    t.clock.advance(HOUR);
    for (const l of learners.slice(0, 2)) await book(l, test);
    const few = await t.http.get(`/api/lma/answer_books?test=${test}`).set(staff);
    expect(few.body.count).toBe(2);
    for (const l of learners.slice(2)) await book(l, test);
    const many = await t.http.get(`/api/lma/answer_books?test=${test}&test__classroom=${classroom}&status=CREATED`).set(staff);
    expect(many.body.count).toBe(12);
    expect(Number(few.headers['x-query-count'])).toBeGreaterThan(0);
    expect(many.headers['x-query-count']).toBe(few.headers['x-query-count']);
    const mine = await t.http.get('/api/lma/answer_books').set(learners[0].auth);
    expect(mine.body.results.map((b: { owner: number }) => b.owner)).toEqual([learners[0].id]);
    const peek = await t.http.get(`/api/lma/answer_books?owner=${learners[1].id}`).set(learners[0].auth);
    expect(peek.body.count).toBe(0);
    expect((await t.http.get('/api/lma/answer_books?status=NOPE').set(staff)).status).toBe(400);
  });

  it('get_test_questions costs the same queries for 2 and 6 questions', async () => {
    const small = await heldTest(1);
    const big = await heldTest(1);
    for (let i = 0; i < 4; i++) {
      const q = (await t.http.post('/api/lma/questions').set(staff).send({ unit: (await t.http.get(`/api/lma/tests/${big.test}`).set(staff)).body.unit, text: `سوال افزوده ${i}`, mark: 1 })).body;
      expect((await t.http.post(`/api/lma/tests/${big.test}/append_question`).set(staff).send({ question: q.id })).status).toBe(201);
    }
    t.clock.advance(HOUR);
    const fetch = async (h: typeof small) => {
      const id = (await book(h.learners[0], h.test)).body.id;
      await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(h.learners[0].auth);
      return t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(h.learners[0].auth);
    };
    const [a, b] = [await fetch(small), await fetch(big)];
    expect([a.body.test_info.test_questions_info.length, b.body.test_info.test_questions_info.length]).toEqual([2, 6]);
    expect(Number(a.headers['x-query-count'])).toBeGreaterThan(0);
    expect(b.headers['x-query-count']).toBe(a.headers['x-query-count']);
  });
});

describe('answer books: the close-out job and the export', () => {
  it('closes the books of learners who went away at their deadline (not the sweep time), once; a book still in time stays open', async () => {
    const { test, learners, choiceQ } = await heldTest(2);
    const [away, here] = learners;
    t.clock.advance(HOUR);
    const gone = (await book(away, test)).body.id;
    await t.http.get(`/api/lma/answer_books/${gone}/get_test_questions`).set(away.auth);
    const deadline = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await answer(away, { answer_book: gone, test_question: choiceQ, answer_choice_index: 1 });
    t.clock.advance(50 * MIN);
    const stays = (await book(here, test)).body.id;
    await t.http.get(`/api/lma/answer_books/${stays}/get_test_questions`).set(here.auth);
    const closer = t.app.get(AnswerBookCloser);
    const status = async (id: number) => (await t.ds.getRepository(AnswerBook).findOneByOrFail({ id })).status;
    t.clock.advance(10 * MIN + 3_000);
    await closer.closeOverdue();
    expect(await status(gone)).toBe('ONGOING');
    t.clock.advance(37 * MIN);
    // (Books of the other tests of this file may close in the same sweep.)
    expect(await closer.closeOverdue()).toBeGreaterThanOrEqual(1);
    expect(await closer.closeOverdue()).toBe(0);
    const closed = (await t.http.get(`/api/lma/answer_books/${gone}`).set(away.auth)).body;
    expect(closed).toMatchObject({ status: 'PASSED_DURATION_DEADLINE', attending_end_time: deadline, is_enabled_continuing: false });
    expect(await t.ds.getRepository(AnswerSheet).countBy({ answer_book_id: gone })).toBe(2);
    expect(await status(stays)).toBe('FETCHED');
  });

  it("exports a test's books to .xlsx with Persian headers, for staff only", async () => {
    const { test, learners } = await heldTest(2);
    t.clock.advance(HOUR);
    for (const l of learners) await book(l, test);
    const res = await t.http.get(`/api/lma/answer_books/export_report?test=${test}`).set(staff).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toContain('نام و نام خانوادگی');
    expect(sheet.getRow(1).values).toContain('نمره کل');
    expect(sheet.rowCount).toBe(3);
    expect((await t.http.get(`/api/lma/answer_books/export_report?test=${test}`).set(learners[0].auth)).status).toBe(403);
  });
});
