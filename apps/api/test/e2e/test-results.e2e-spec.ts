import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onTwenty, TestResultsJob } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

const MIN = 60_000;
const HOUR = 60 * MIN;
let seq = 0;
type Learner = { id: number; auth: Record<string, string> };
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** A classroom (attendance weighs 20%) with `n` learners and its bank: a choice worth 2 and an open question worth 8. */
async function classroomWithBank(n: number) {
  const c = await openClassroom(t, staff, 'TRAINING', { capacity: 0, effective_absence_coefficient: 20, minimum_clean_passing_mark: 12, minimum_conditional_passing_mark: 10 });
  const learners: Learner[] = [];
  for (let i = 0; i < n; i++) {
    const user = await t.createUser({ national_code: `00${String(6_000_000 + ++seq * 7919 + process.pid).padStart(8, '0')}`.slice(-10) });
    const auth = { Authorization: `Bearer ${await t.login(user)}` };
    expect((await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(auth)).body.status).toBe('REGISTERED');
    learners.push({ id: user.id, auth });
  }
  const multi = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'کتاب از کیست؟', choices: ['پوپر', 'کوهن'], correct_choice_index: 1, mark: 2 })).body;
  const open = (await t.http.post('/api/lma/questions').set(staff).send({ unit: c.unit, text: 'ابطال‌پذیری چیست؟', correct_answer: 'پاسخ نمونه', mark: 8 })).body;
  const set = (await t.http.post('/api/lma/test_sets').set(staff).send({ title: 'میان ترم', unit: c.unit, test_set_questions: [multi.id, open.id] })).body;
  return { classroom: c.id as number, set: set.id as number, learners };
}

/** A test held from 1 h to 3 h from now, results at +24 h; answers per learner: [choice, open score], graded. */
async function sitAndGrade(classroom: number, set: number, sitters: [Learner, number, number][], title: string) {
  const made = await t.http.post('/api/lma/tests').set(staff).send({
    title, classroom, test_set: set, duration_deadline: 60, start_time: at(HOUR), end_time: at(3 * HOUR), announcement_time: at(24 * HOUR),
    objection_start_time: at(24 * HOUR), objection_end_time: at(48 * HOUR),
    examinees: sitters.map(([l]) => l.id),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [choiceQ, openQ] = made.body.test_questions_info as { id: number }[];
  const start = t.clock.now().getTime();
  t.clock.advance(HOUR + MIN);
  const books: number[] = [];
  for (const [l, choice] of sitters) {
    const id = (await t.http.post('/api/lma/answer_books/get_or_create').set(l.auth).send({ test: made.body.id })).body.id;
    await t.http.get(`/api/lma/answer_books/${id}/get_test_questions`).set(l.auth);
    for (const [q, f] of [[choiceQ.id, { answer_choice_index: choice }], [openQ.id, { answer_text: 'پاسخ من' }]] as const) {
      const req = t.http.post('/api/lma/answer_sheets').set(l.auth).field('answer_book', String(id)).field('test_question', String(q));
      for (const [k, v] of Object.entries(f)) req.field(k, String(v));
      expect((await req).status).toBe(200);
    }
    expect((await t.http.put(`/api/lma/answer_books/${id}/confirm_answers`).set(l.auth)).status).toBe(200);
    books.push(id);
  }
  for (const [i, [, , openScore]] of sitters.entries()) {
    const id = books[i];
    expect((await t.http.put(`/api/lma/answer_books/${id}/set_grader_to_me`).set(staff)).status).toBe(200);
    const sheets = (await t.http.get(`/api/lma/answer_books/${id}`).set(staff)).body.answer_sheet_info as { id: number; test_question: number }[];
    const openSheet = sheets.find((s) => s.test_question === openQ.id)!;
    expect((await t.http.put(`/api/lma/answer_sheets/${openSheet.id}/submit_score`).set(staff).send({ score: openScore })).status).toBe(200);
    const done = await t.http.put(`/api/lma/answer_books/${id}/confirm_scores`).set(staff);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  t.clock.set(new Date(start));
  return made.body.id as number;
}

const transcripts = async (classroom: number) =>
  ((await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom}`).set(staff)).body.results as { registration_info: { owner_info: { id: number } }; highest_test_score: number; final_score: number; status: string }[]);
const activity = async (classroom: number) =>
  ((await t.http.get(`/api/lma/registrations/activity_sheet?classroom=${classroom}`).set(staff)).body.results as { owner: number; final_test: number | null }[]);
const notices = async (l: Learner) => ((await t.http.get('/api/mma/notice_receivers').set(l.auth)).body.results as { notice_info: { title: string; url: string } }[]).map((r) => r.notice_info);

describe('test results into transcripts', () => {
  it('a book counts out of 20 against the full mark (extra-mark questions aside), never above 20', () => {
    expect(onTwenty(8, 10)).toBe(16);
    expect(onTwenty(12, 10)).toBe(20);
    expect(onTwenty(3, 0)).toBe(0);
  });

  it('from the announcement time the best score of each registration feeds the activity sheet and the transcript; the job publishes each test once, with a notice', async () => {
    const { classroom, set, learners } = await classroomWithBank(3);
    const [ali, sara, absent] = learners;
    const midterm = await sitAndGrade(classroom, set, [[ali, 1, 6], [sara, 0, 3]], 'میان ترم');
    // A later quiz where Ali does worse: his best stays the midterm's.
    t.clock.advance(2 * MIN);
    await sitAndGrade(classroom, set, [[ali, 0, 2]], 'آزمونک');
    const job = t.app.get(TestResultsJob);

    // Before the announcement: nothing counts, and the job has nothing to do.
    expect(await job.sweep()).toBe(0);
    expect((await activity(classroom)).map((r) => r.final_test)).toEqual([null, null, null]);
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff)).status).toBe(200);
    expect((await transcripts(classroom)).map((r) => r.highest_test_score)).toEqual([0, 0, 0]);

    t.clock.advance(24 * HOUR + 5 * MIN);
    // Both tests are due: each is published once, however many ticks run (or at once).
    const ticks = await Promise.all([job.sweep(), job.sweep()]);
    expect(ticks[0] + ticks[1]).toBe(2);
    expect(await job.sweep()).toBe(0);

    const sheet = await activity(classroom);
    const by = (id: number) => sheet.find((r) => r.owner === id)?.final_test;
    // Ali: 2 + 6 of 10 → 16 (the quiz's 0 + 2 → 4 is lower); Sara: 0 + 3 → 6; the third sat nothing.
    expect([by(ali.id), by(sara.id), by(absent.id)]).toEqual([16, 6, null]);
    const written = await transcripts(classroom);
    const of = (id: number) => written.find((r) => r.registration_info.owner_info.id === id)!;
    // No sessions: attendance 0; the test part is 80% of the score (DOMAIN.md 3).
    expect(of(ali.id)).toMatchObject({ highest_test_score: 16, final_score: 12.8, status: 'CLEAN_PASSED' });
    expect(of(sara.id)).toMatchObject({ highest_test_score: 6, final_score: 4.8, status: 'FAILED' });
    expect(of(absent.id)).toMatchObject({ highest_test_score: 0, final_score: 0 });

    // The learners with a score hear of each test's results, once; the one who sat nothing does not.
    const aliNotices = (await notices(ali)).filter((n) => n.title.startsWith('نتیجه آزمون'));
    expect(aliNotices.map((n) => n.title).sort()).toEqual(['نتیجه آزمون «آزمونک» اعلام شد', 'نتیجه آزمون «میان ترم» اعلام شد']);
    expect(aliNotices.find((n) => n.title.includes('میان ترم'))?.url).toBe(`/panel/profile/test/${midterm}`);
    expect((await notices(sara)).filter((n) => n.title.startsWith('نتیجه آزمون'))).toHaveLength(1);
    expect((await notices(absent)).filter((n) => n.title.startsWith('نتیجه آزمون'))).toHaveLength(0);

    // Sara objects; staff raise her open answer from 3 to 7 and answer: her transcript follows (14 → 11.2, conditional pass).
    const saraBook = (await t.http.get(`/api/lma/answer_books?test=${midterm}&owner=${sara.id}`).set(staff)).body.results[0].id as number;
    expect((await t.http.put(`/api/lma/answer_books/${saraBook}/submit_objection_request`).set(sara.auth).send({ objection_request: 'پاسخ تشریحی کامل بود.' })).status).toBe(200);
    const openSheet = ((await t.http.get(`/api/lma/answer_books/${saraBook}`).set(staff)).body.answer_sheet_info as { id: number; score: number }[]).find((x) => x.score === 3)!;
    expect((await t.http.put(`/api/lma/answer_sheets/${openSheet.id}/submit_score`).set(staff).send({ score: 7 })).status).toBe(200);
    expect((await t.http.put(`/api/lma/answer_books/${saraBook}/submit_objection_result`).set(staff).send({ objection_result: 'حق با شماست.' })).status).toBe(200);
    expect((await transcripts(classroom)).find((r) => r.registration_info.owner_info.id === sara.id)).toMatchObject({ highest_test_score: 14, final_score: 11.2, status: 'CONDITIONAL_PASSED' });

    // announce_result again reads the same best scores.
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff)).status).toBe(200);
    const again = await transcripts(classroom);
    expect(again.find((r) => r.registration_info.owner_info.id === ali.id)).toMatchObject({ highest_test_score: 16, final_score: 12.8 });
  });

  it('the activity sheet costs the same number of queries with the best scores for 2 and 6 graded learners', async () => {
    const small = await classroomWithBank(2);
    const big = await classroomWithBank(6);
    await sitAndGrade(small.classroom, small.set, small.learners.map((l) => [l, 1, 4] as [Learner, number, number]), 'کوچک');
    await sitAndGrade(big.classroom, big.set, big.learners.map((l) => [l, 1, 4] as [Learner, number, number]), 'بزرگ');
    t.clock.advance(25 * HOUR);
    const few = await t.http.get(`/api/lma/registrations/activity_sheet?classroom=${small.classroom}`).set(staff);
    const many = await t.http.get(`/api/lma/registrations/activity_sheet?classroom=${big.classroom}`).set(staff);
    expect([few.status, many.status]).toEqual([200, 200]);
    expect(many.headers['x-query-count']).toBe(few.headers['x-query-count']);
    expect(many.body.results.map((r: { final_test: number }) => r.final_test)).toEqual(Array(6).fill(12));
  });
});
