import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerBook, Registration } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { heldTest, HOUR, openBook, type Learner } from '../support/exams';

/*
 * What waits for the educational staff and graders (issues 11 and 13): the answer-book list's
 * grader / registration / team filters, the sheets-to-verify lists (session_sheets and
 * project_sheets across classrooms) and the dashboard cards that count them.
 */
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
  staff = (await t.as(['educational_department_head'])).auth;
});
afterAll(async () => t?.close());

type Row = { id: number; owner: number; [k: string]: unknown };
const owners = (body: { results: Row[] }) => body.results.map((r) => r.owner).sort((a, b) => a - b);
const ids = (ls: Learner[]) => ls.map((l) => l.id).sort((a, b) => a - b);
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** A classroom with a held test, four books closed and waiting, a grader, a team, a dropped learner. */
async function scene() {
  const { classroom, test, learners } = await heldTest(t, staff, 4);
  const grader = await t.as(['grader']);
  expect(
    (
      await t.http
        .put(`/api/lma/classrooms/${classroom}/graders`)
        .set(staff)
        .send({ graders: [grader.user.id] })
    ).status,
  ).toBe(200);
  const team = await t.http
    .post('/api/lma/teams')
    .set(staff)
    .send({ classroom, title: 'گروه الف', capacity: 5 });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  t.clock.advance(HOUR);
  for (const l of learners) expect((await openBook(t, l, test)).status).toBe(200);
  await t.ds
    .getRepository(AnswerBook)
    .update({ test_id: test }, { status: 'SUBMITTED', attending_end_time: t.clock.now() });
  const [taken, inTeam, plain, dropped] = learners;
  expect(
    (await t.http.put(`/api/lma/teams/${team.body.id}/register`).set(inTeam.auth)).status,
  ).toBe(200);
  const book = await t.ds
    .getRepository(AnswerBook)
    .findOneByOrFail({ test_id: test, owner_id: taken.id });
  expect(
    (await t.http.put(`/api/lma/answer_books/${book.id}/set_grader_to_me`).set(grader.auth)).status,
  ).toBe(200);
  // The last learner left the classroom after the test (the book stays, the registration does not).
  await t.ds
    .getRepository(Registration)
    .update({ classroom_id: classroom, owner_id: dropped.id }, { status: 'DROPPED_BY_ITSELF' });
  return {
    classroom,
    test,
    grader,
    team: team.body.id as number,
    taken,
    inTeam,
    plain,
    dropped,
    learners,
  };
}

describe('answer-book list filters', () => {
  it("filters by grader, by the learner's registration status and by team, in both dialects; a learner still sees only their own", async () => {
    const s = await scene();
    const list = async (q: string, auth = staff) => {
      const res = await t.http.get(`/api/lma/answer_books?test=${s.test}&${q}`).set(auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect(owners(await list(`grader=${s.grader.user.id}`))).toEqual([s.taken.id]);
    expect(owners(await list('grader__isnull=true'))).toEqual(ids([s.inTeam, s.plain, s.dropped]));
    expect(owners(await list('registration__status=REGISTERED'))).toEqual(
      ids([s.taken, s.inTeam, s.plain]),
    );
    expect(owners(await list('registration__status=DROPPED_BY_ITSELF'))).toEqual([s.dropped.id]);
    expect(owners(await list(`registration__teams__id=${s.team}`))).toEqual([s.inTeam.id]);
    // A status registrations do not have is refused in Persian, not answered with an empty page.
    const junk = await t.http.get(`/api/lma/answer_books?test=${s.test}&registration__status=JUNK`).set(staff);
    expect(junk.status).toBe(400);
    expect(junk.body.registration__status[0]).toMatch(/[\u0600-\u06FF]/);
    // Filters combine: waiting books of registered learners.
    expect(
      owners(await list('status=WAITING_FOR_GRADING&registration__status=REGISTERED')),
    ).toEqual(ids([s.inTeam, s.plain]));
    // The console's dialect: filter JSON, Content-Range.
    const ra = await t.http
      .get('/api/lma/answer_books')
      .query({
        filter: JSON.stringify({ test: s.test, grader: s.grader.user.id }),
        range: '[0,9]',
        sort: '["id","DESC"]',
      })
      .set(staff);
    expect(ra.body.map((b: Row) => b.owner)).toEqual([s.taken.id]);
    expect(ra.headers['content-range']).toMatch(/\/1$/);
    // The grader filters their classroom's books; a learner asking for another's team or grader finds nothing of theirs.
    expect(owners(await list('status=WAITING_FOR_GRADING', s.grader.auth))).toEqual(
      ids([s.inTeam, s.plain, s.dropped]),
    );
    expect((await list(`registration__teams__id=${s.team}`, s.plain.auth)).count).toBe(0);
    expect(owners(await list('registration__status=REGISTERED', s.plain.auth))).toEqual([
      s.plain.id,
    ]);
    expect(
      (await t.http.get(`/api/lma/answer_books?registration__teams__id=abc`).set(staff)).status,
    ).toBe(400);
  });

  it('costs the same queries, at most five, for 5 and for 50 books', async () => {
    const { test, learners } = await heldTest(t, staff, 5);
    t.clock.advance(HOUR);
    for (const l of learners) await openBook(t, l, test);
    const q = `/api/lma/answer_books?test=${test}&status=CREATED&registration__status=REGISTERED&grader__isnull=true&per_page=100`;
    const few = await t.http.get(q).set(staff);
    expect(few.body.count).toBe(5);
    const now = t.clock.now();
    const reg = (
      await t.ds
        .getRepository(AnswerBook)
        .findOneByOrFail({ test_id: test, owner_id: learners[0].id })
    ).registration_id;
    for (let i = 0; i < 45; i++) {
      const u = await t.createUser();
      await t.ds
        .getRepository(AnswerBook)
        .insert({
          test_id: test,
          owner_id: u.id,
          registration_id: reg,
          status: 'CREATED',
          creation_time: now,
          last_modification_time: now,
        });
    }
    const many = await t.http.get(q).set(staff);
    expect(many.body.count).toBe(50);
    expect(many.body.results).toHaveLength(50);
    expect(Number(few.headers['x-query-count'])).toBeGreaterThan(0);
    expect(Number(few.headers['x-query-count'])).toBeLessThanOrEqual(5);
    expect(many.headers['x-query-count']).toBe(few.headers['x-query-count']);
  });
});

describe('sheets to verify and the dashboard cards', () => {
  it('lists exactly the assignments and hand-ins waiting, for the classrooms the caller works on; the cards count the same', async () => {
    const s = await scene();
    const other = await scene();
    const session = async (classroom: number) =>
      (
        await t.http
          .post('/api/lma/sessions')
          .set(staff)
          .send({
            classroom,
            title: 'جلسه نخست',
            beginning_time: at(-2 * HOUR),
            ending_time: at(-HOUR),
            assignment_description: 'یک صفحه خلاصه بنویسید.',
          })
      ).body.id as number;
    const project = async (classroom: number) =>
      (
        await t.http
          .post('/api/lma/projects')
          .set(staff)
          .send({
            classroom,
            title: 'پروژه پایانی',
            type: 'SOLO',
            beginning_doing_period: at(-HOUR),
            ending_doing_period: at(24 * HOUR),
          })
      ).body.id as number;
    const assign = (l: Learner, id: number) =>
      t.http
        .post('/api/lma/session_attendance_sheets/submit_assignment')
        .set(l.auth)
        .field('session', String(id))
        .field('answer_text', 'خلاصه من');
    const handIn = (l: Learner, id: number) =>
      t.http
        .post('/api/lma/project_attendance_sheets')
        .set(l.auth)
        .send({ project: id, answer_text: 'گزارش من' });

    const [mine, theirs] = [await session(s.classroom), await session(other.classroom)];
    const [myProject, theirProject] = [await project(s.classroom), await project(other.classroom)];
    for (const l of [s.taken, s.inTeam, s.plain]) expect((await assign(l, mine)).status).toBe(200);
    expect((await assign(other.plain, theirs)).status).toBe(200);
    for (const l of [s.taken, s.plain]) expect((await handIn(l, myProject)).status).toBe(200);
    expect((await handIn(other.taken, theirProject)).status).toBe(200);
    // One assignment verified and one hand-in rejected: no longer waiting.
    const perSession = (
      await t.http
        .get(`/api/lma/session_attendance_sheets/session_sheets?session=${mine}`)
        .set(staff)
    ).body.results as Row[];
    const takenSheet = perSession.find((r) => r.owner === s.taken.id)!;
    expect(
      (await t.http.put(`/api/lma/session_attendance_sheets/${takenSheet.id}/verify`).set(staff))
        .status,
    ).toBe(200);
    const perProject = (
      await t.http
        .get(`/api/lma/project_attendance_sheets/project_sheets?project=${myProject}`)
        .set(staff)
    ).body.results as Row[];
    expect(
      (
        await t.http
          .put(
            `/api/lma/project_attendance_sheets/${perProject.find((r) => r.owner === s.plain.id)!.id}/not_verify`,
          )
          .set(staff)
      ).status,
    ).toBe(200);

    const waitingSessions = (auth: Record<string, string>) =>
      t.http
        .get('/api/lma/session_attendance_sheets/session_sheets?assignment_status=SENT')
        .set(auth);
    const waitingProjects = (auth: Record<string, string>) =>
      t.http.get('/api/lma/project_attendance_sheets/project_sheets?answer_status=SENT').set(auth);

    // The grader of the first classroom: its two waiting assignments and one waiting hand-in, nothing of the other classroom.
    const gs = await waitingSessions(s.grader.auth);
    expect(gs.status, JSON.stringify(gs.body)).toBe(200);
    expect(owners(gs.body)).toEqual(ids([s.inTeam, s.plain]));
    expect(gs.body.results[0]).toMatchObject({
      assignment_status: 'SENT',
      session: mine,
      session_info: { title: 'جلسه نخست' },
      classroom: s.classroom,
      answer_text: 'خلاصه من',
    });
    expect(gs.body.results[0].owner_info.full_name).toBeTruthy();
    // The classroom goes by its title, or its unit's when it has none.
    expect(gs.body.results[0].classroom_info.title).toBeTruthy();
    const gp = await waitingProjects(s.grader.auth);
    expect(gp.body.results.map((r: Row) => [r.owner, r.project, r.answer_status])).toEqual([
      [s.taken.id, myProject, 'SENT'],
    ]);
    expect(gp.body.results[0].project_info).toMatchObject({ title: 'پروژه پایانی', type: 'SOLO' });
    // Narrowed to a classroom or a team; the console's dialect answers the same rows.
    expect(
      owners(
        (
          await t.http
            .get(
              `/api/lma/session_attendance_sheets/session_sheets?assignment_status=SENT&registration__teams__id=${s.team}`,
            )
            .set(staff)
        ).body,
      ),
    ).toEqual([s.inTeam.id]);
    const ra = await t.http
      .get('/api/lma/session_attendance_sheets/session_sheets')
      .query({
        filter: JSON.stringify({ assignment_status: 'SENT', session__classroom: other.classroom }),
        range: '[0,24]',
        sort: '["answer_time","ASC"]',
      })
      .set(staff);
    expect(ra.status).toBe(200);
    expect(ra.body.map((r: Row) => r.owner)).toEqual([other.plain.id]);
    expect(ra.headers['content-range']).toMatch(/\/1$/);

    // The cards: the lists' totals, per caller.
    const board = async (auth: Record<string, string>) => {
      const res = await t.http.get('/api/rma/dashboard').set(auth);
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body.waiting as { key: string; count: number }[]).map((w) => [w.key, w.count]),
      );
    };
    const g = await board(s.grader.auth);
    expect(g).toEqual({ answer_books: 3, sheets: 3 });
    const booksTotal = (
      await t.http.get('/api/lma/answer_books?status=WAITING_FOR_GRADING').set(staff)
    ).body.count;
    const sessionsTotal = (await waitingSessions(staff)).body.count;
    const projectsTotal = (await waitingProjects(staff)).body.count;
    expect([sessionsTotal, projectsTotal]).toEqual([3, 2]);
    const e = await board(staff);
    expect(e.answer_books).toBe(booksTotal);
    expect(e.sheets).toBe(sessionsTotal + projectsTotal);
    // A professor sees the sheets of their classrooms (none here) but has no grading card; finance has neither.
    const professor = await t.as(['professor']);
    expect(await board(professor.auth)).toEqual({ sheets: 0 });
    const finance = await board((await t.as(['financial_department_head'])).auth);
    expect(finance.answer_books).toBeUndefined();
    expect(finance.sheets).toBeUndefined();

    // A learner: 403 on the cross-classroom lists, 404 on a session's own list, and no dashboard.
    const learner = s.plain.auth;
    const denied = await waitingSessions(learner);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await waitingProjects(learner)).status).toBe(403);
    expect(
      (
        await t.http
          .get(`/api/lma/session_attendance_sheets/session_sheets?session=${mine}`)
          .set(learner)
      ).status,
    ).toBe(404);
    expect((await t.http.get('/api/rma/dashboard').set(learner)).status).toBe(403);
    // Without a session and without a status the list still asks for the session.
    expect(
      (await t.http.get('/api/lma/session_attendance_sheets/session_sheets').set(staff)).status,
    ).toBe(400);
    expect(
      (
        await t.http
          .get('/api/lma/session_attendance_sheets/session_sheets?assignment_status=LOST')
          .set(staff)
      ).status,
    ).toBe(400);
  });

  it('the sheets-to-verify lists cost the same queries for few and many rows', async () => {
    const { classroom, learners } = await heldTest(t, staff, 6);
    const id = (
      await t.http
        .post('/api/lma/sessions')
        .set(staff)
        .send({
          classroom,
          title: 'جلسه',
          beginning_time: at(-2 * HOUR),
          ending_time: at(-HOUR),
          assignment_description: 'تکلیف',
        })
    ).body.id;
    const q = `/api/lma/session_attendance_sheets/session_sheets?assignment_status=SENT&session__classroom=${classroom}&per_page=50`;
    const send = (l: Learner) =>
      t.http
        .post('/api/lma/session_attendance_sheets/submit_assignment')
        .set(l.auth)
        .field('session', String(id))
        .field('answer_text', 'پاسخ');
    await send(learners[0]);
    const few = await t.http.get(q).set(staff);
    for (const l of learners.slice(1)) await send(l);
    const many = await t.http.get(q).set(staff);
    expect([few.body.count, many.body.count]).toEqual([1, 6]);
    expect(Number(few.headers['x-query-count'])).toBeLessThanOrEqual(5);
    expect(many.headers['x-query-count']).toBe(few.headers['x-query-count']);
  });
});
