import { readXlsx } from '../../src/core/xlsx/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbsenceRules } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';

let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['educational_department_head']);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

/** Distinct national codes across the file (a random pick collided now and then). */
let nationalSeq = 0;

async function classroomWithLearners(n: number, extra: Record<string, unknown> = {}) {
  const cat = await t.http.post('/api/lma/categories').set(staff.auth).send({ title: 'روش', type: 'TRAINING' });
  const unit = await t.http.post('/api/lma/units').set(staff.auth).send({ title: 'روش تحقیق', category: cat.body.id });
  const c = await t.http.post('/api/lma/classrooms').set(staff.auth).send({
    unit: unit.body.id, holding_type: 'ONLINE', capacity: 0, publish_time: at(-48), beginning_registration_period: at(-24), ending_registration_period: at(240), ...extra,
  });
  const learners = [];
  for (let i = 0; i < n; i++) {
    const national = `00${String(1_000_000 + ++nationalSeq * 7919).padStart(8, '0')}`.slice(-10);
    const user = await t.createUser({ national_code: national });
    const auth = { Authorization: `Bearer ${await t.login(user)}` };
    expect((await t.http.put(`/api/lma/classrooms/${c.body.id}/register`).set(auth)).body.status).toBe('REGISTERED');
    learners.push({ user, auth });
  }
  return { classroom: c.body.id as number, learners };
}

describe('sessions, attendance and assignments', () => {
  it('a registered learner reports attendance and hands in the assignment while the session allows; staff verify', async () => {
    const { classroom, learners } = await classroomWithLearners(2);
    const [a, b] = learners;
    const session = await t.http.post('/api/lma/sessions').set(staff.auth).send({
      classroom, title: 'جلسه اول', beginning_time: at(1), ending_time: at(3), syllabus: 'فصل اول', assignment_description: 'یک صفحه خلاصه بنویسید.', assignment_answer: 'پاسخ نمونه',
    });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const outsider = await t.as(['user']);
    expect((await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(outsider.auth)).status).toBe(404);
    const list = await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(a.auth);
    expect(list.body.results[0]).toMatchObject({ title: 'جلسه اول', is_enabled_changing_attendance_status: false, is_show_syllabus_input: true, assignment_answer: null });
    expect(list.body.results[0].sheet_counts).toBeUndefined();
    const early = await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(a.auth).send({ session: session.body.id, is_present_listen_part1: true });
    expect(early.status).toBe(409);

    t.clock.advance(2 * HOUR);
    const both = await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(a.auth).send({ session: session.body.id, is_read_part1: true, is_present_listen_part1: true, is_present_listen_part2: true });
    expect(both.body.session_attendance_sheets[0]).toMatchObject({ attendance_status: 'PRESENT', is_read_part1: true });
    await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(b.auth).send({ session: session.body.id, is_present_listen_part2: true });
    const answer = await t.http.post('/api/lma/session_attendance_sheets/submit_assignment').set(a.auth).field('session', String(session.body.id)).field('answer_text', 'خلاصه من');
    expect(answer.body.session_attendance_sheets[0]).toMatchObject({ assignment_status: 'SENT', answer_text: 'خلاصه من' });

    t.clock.advance(2 * HOUR);
    const sheets = await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session.body.id}`).set(staff.auth);
    const byOwner = new Map(sheets.body.results.map((r: { owner: number }) => [r.owner, r]));
    expect(byOwner.get(a.user.id)).toMatchObject({ attendance_status: 'PRESENT', assignment_status: 'SENT' });
    expect(byOwner.get(b.user.id)).toMatchObject({ attendance_status: 'PART2', assignment_status: 'NOT_SENT' });
    const sheetId = (byOwner.get(a.user.id) as { id: number }).id;
    expect((await t.http.put(`/api/lma/session_attendance_sheets/${sheetId}/verify`).set(a.auth)).status).toBe(404);
    expect((await t.http.put(`/api/lma/session_attendance_sheets/${sheetId}/verify`).set(staff.auth)).body.assignment_status).toBe('VERIFIED');
    const again = await t.http.post('/api/lma/session_attendance_sheets/submit_assignment').set(a.auth).field('session', String(session.body.id)).field('answer_text', 'تغییر');
    expect(again.status).toBe(409);

    t.clock.advance(8 * 24 * HOUR);
    const late = await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(b.auth).send({ session: session.body.id, is_present_listen_part1: true });
    expect(late.status).toBe(409);
    const mine = await t.http.get(`/api/lma/sessions/attendance_sheets?classroom=${classroom}`).set(a.auth);
    expect(mine.body.results[0].assignment_answer).toBe('پاسخ نمونه');
    const xlsx = await t.http.get(`/api/lma/session_attendance_sheets/export_report?session=${session.body.id}`).set(staff.auth).buffer(true);
    expect(xlsx.status).toBe(200);
    t.clock.set(new Date());
  });

  it('attendance imported from a spreadsheet by national code; unknown rows reported', async () => {
    const { classroom, learners } = await classroomWithLearners(2);
    const session = await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'جلسه دوم', beginning_time: at(-3), ending_time: at(-1) });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('حضور');
    ws.addRow(['کد ملی', 'وضعیت حضور']);
    ws.addRow([learners[0].user.national_code, 'حاضر']);
    ws.addRow([learners[1].user.national_code, 'قسمت اول']);
    ws.addRow(['0000000000', 'حاضر']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await t.http.put(`/api/lma/session_attendance_sheets/import_list?session=${session.body.id}`).set(staff.auth).field('type', 'excel').attach('file', file, 'attendance.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ updated: 2, skipped: ['0000000000'] });
    const sheets = await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session.body.id}`).set(staff.auth);
    expect(sheets.body.results.map((r: { attendance_status: string }) => r.attendance_status).sort()).toEqual(['PART1', 'PRESENT']);
    // Staff correcting the parts replace the imported status; staff see whose sheet it is.
    const fixed = await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(staff.auth).send({ session: session.body.id, owner: learners[1].user.id, is_present_listen_part1: true, is_present_listen_part2: true });
    expect(fixed.body.session_attendance_sheets[0].attendance_status).toBe('PRESENT');
    const one = await t.http.get(`/api/lma/sessions/${session.body.id}/session_and_owner_user_attendance_sheet/${learners[1].user.id}`).set(staff.auth);
    expect(one.body).toMatchObject({ owner_info: { id: learners[1].user.id, national_code: learners[1].user.national_code }, session_attendance_sheets: [{ attendance_status: 'PRESENT' }] });
  });
});

describe('attendance conditions', () => {
  it('once a session can no longer be reported: too many absences and a missed mandatory session drop the learner once; who registered later is not absent for what came before', async () => {
    const { classroom, learners } = await classroomWithLearners(3, { allowed_absence_count: 1, notify_absence: true, effective_absence_coefficient: 100, minimum_clean_passing_mark: 10, minimum_conditional_passing_mark: 8 });
    const [keen, absent, skipper] = learners;
    const mk = async (title: string, from: number, to: number, is_mandatory = false) =>
      (await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title, beginning_time: at(from), ending_time: at(to), is_mandatory })).body.id as number;
    const s1 = await mk('جلسه یک', 1, 3);
    const s2 = await mk('جلسه دو', 5, 7);
    const s3 = await mk('جلسه اجباری', 9, 11, true);
    const present = (who: { auth: Record<string, string> }, session: number) =>
      t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(who.auth).send({ session, is_present_listen_part1: true, is_present_listen_part2: true });

    t.clock.advance(2 * HOUR);
    for (const l of [keen, skipper]) expect((await present(l, s1)).status).toBe(200);
    t.clock.advance(4 * HOUR);
    for (const l of [keen, skipper]) expect((await present(l, s2)).status).toBe(200);
    // Registers after two sessions are over.
    t.clock.advance(2 * HOUR);
    const late = await t.as(['user']);
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/register`).set(late.auth)).body.status).toBe('REGISTERED');
    t.clock.advance(2 * HOUR);
    for (const l of [keen, late, absent]) expect((await present(l, s3)).status).toBe(200);

    // Sessions are over but learners still have their week to report: nobody is dropped yet.
    t.clock.advance(2 * HOUR);
    const rules = t.app.get(AbsenceRules);
    expect(await rules.enforce(classroom)).toEqual({ missed_mandatory: 0, exceeded_absences: 0 });
    const sheet = (await t.http.get(`/api/lma/registrations/activity_sheet?classroom=${classroom}`).set(staff.auth)).body.results;
    const row = (id: number) => sheet.find((r: { owner: number }) => r.owner === id);
    expect(row(absent.user.id)).toMatchObject({ absence_count: 2, is_missed_mandatory_session: false, is_passed_attendance_condition: false });
    expect(row(skipper.user.id)).toMatchObject({ absence_count: 1, is_missed_mandatory_session: true, is_passed_attendance_condition: false });
    expect(row(late.user.id)).toMatchObject({ absence_count: 0, is_passed_attendance_condition: true });

    t.clock.advance(8 * 24 * HOUR);
    expect(await rules.enforce(classroom)).toEqual({ missed_mandatory: 1, exceeded_absences: 1 });
    expect(await rules.enforce(classroom)).toEqual({ missed_mandatory: 0, exceeded_absences: 0 });
    const noticesOf = async (who: { auth: Record<string, string> }) =>
      (await t.http.get('/api/mma/notice_receivers').set(who.auth)).body.results.map((r: { notice_info: { title: string; body: string } }) => r.notice_info);
    expect((await noticesOf(absent))[0].body).toContain('غیبت بیش از حد مجاز');
    expect((await noticesOf(skipper))[0].body).toContain('حضور در آن الزامی بود');
    // The keen learner heard only of their own registration.
    expect((await noticesOf(keen)).map((n: { title: string }) => n.title)).toEqual([expect.stringMatching(/: ثبت نام$/)]);
    const regs = (await t.http.get(`/api/lma/registrations?classroom=${classroom}`).set(staff.auth)).body.results as { owner: number; status: string; holds_seat: boolean }[];
    const status = (id: number) => regs.find((r) => r.owner === id)?.status;
    expect(status(absent.user.id)).toBe('DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT');
    expect(status(skipper.user.id)).toBe('DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE');
    expect(status(keen.user.id)).toBe('REGISTERED');
    expect(status(late.user.id)).toBe('REGISTERED');
    expect((await t.http.get(`/api/lma/classrooms/${classroom}`)).body.used_capacity).toBe(2);
    // The dropped learner no longer reaches the sessions.
    expect((await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(absent.auth)).status).toBe(404);

    // The late learner's attendance score counts only the session after registering: 1/1 × 20.
    await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff.auth);
    const transcripts = (await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom}`).set(staff.auth)).body.results;
    const lateRow = transcripts.find((r: { registration_info: { owner_info: { id: number } } }) => r.registration_info.owner_info.id === late.user.id);
    expect(lateRow).toMatchObject({ attendance_score: 20, status: 'CLEAN_PASSED' });
    expect(transcripts).toHaveLength(2);
    // Announcing told each of them, and only them.
    expect((await noticesOf(late)).map((n: { title: string }) => n.title)).toEqual([expect.stringContaining('نتایج'), expect.stringMatching(/: ثبت نام$/)]);
    expect((await noticesOf(absent)).some((n: { title: string }) => n.title.includes('نتایج'))).toBe(false);
    t.clock.set(new Date());
  });

  it('without notify_absence only the mandatory session drops', async () => {
    const { classroom, learners } = await classroomWithLearners(1, { allowed_absence_count: 0 });
    await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'جلسه', beginning_time: at(1), ending_time: at(2) });
    t.clock.advance(9 * 24 * HOUR);
    expect(await t.app.get(AbsenceRules).enforceAll()).toBe(0);
    const reg = (await t.http.get(`/api/lma/registrations?classroom=${classroom}&owner=${learners[0].user.id}`).set(staff.auth)).body.results[0];
    expect(reg.status).toBe('REGISTERED');
    t.clock.set(new Date());
  });
});

describe('the absence warning', () => {
  it('one absence before the limit warns the learner once; notices are their own, read once, counted for the badge', async () => {
    const { classroom, learners } = await classroomWithLearners(2, { allowed_absence_count: 1, notify_absence: true });
    const [warned, other] = learners;
    await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'یک', beginning_time: at(1), ending_time: at(2) });
    await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'دو', beginning_time: at(30), ending_time: at(31) });
    t.clock.advance(1.5 * HOUR);
    await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(other.auth).send({ session: (await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(other.auth)).body.results[0].id, is_present_listen_part1: true, is_present_listen_part2: true });
    t.clock.advance(8 * 24 * HOUR);
    const rules = t.app.get(AbsenceRules);
    expect(await rules.enforce(classroom)).toEqual({ missed_mandatory: 0, exceeded_absences: 0 });
    await rules.enforce(classroom);
    // Newest first: the warning, then the registration's own notice.
    const mine = await t.http.get('/api/mma/notice_receivers').set(warned.auth);
    expect(mine.body.count).toBe(2);
    expect(mine.body.results[0]).toMatchObject({ is_seen: false, notice_info: { url: `/panel/profile/classroom/${classroom}` } });
    expect(mine.body.results[0].notice_info.body).toContain('با یک غیبت دیگر');
    expect((await t.http.get('/api/mma/notice_receivers').set(other.auth)).body.count).toBe(1);
    expect((await t.http.get('/api/mma/notice_receivers/my_not_seen_notifications_count').set(warned.auth)).body).toEqual({ count: 2 });
    const id = mine.body.results[0].id;
    expect((await t.http.put(`/api/mma/notice_receivers/${id}/read`).set(other.auth)).status).toBe(404);
    const first = await t.http.put(`/api/mma/notice_receivers/${id}/read`).set(warned.auth);
    expect(first.body).toMatchObject({ is_seen: true });
    const again = await t.http.put(`/api/mma/notice_receivers/${id}/read`).set(warned.auth);
    expect(again.body.seen_time).toBe(first.body.seen_time);
    expect((await t.http.get('/api/mma/notice_receivers/my_not_seen_notifications_count').set(warned.auth)).body).toEqual({ count: 1 });
    expect((await t.http.get('/api/mma/notice_receivers?is_seen=false').set(warned.auth)).body.count).toBe(1);
    t.clock.set(new Date());
  });
});

describe('who works on a classroom\'s sheets', () => {
  it('its professor and graders do, for that classroom only; a learner and other staff get 404', async () => {
    const professor = await t.as(['professor']);
    const grader = await t.as(['grader']);
    const { classroom, learners } = await classroomWithLearners(1, { professor: professor.user.id });
    const other = await classroomWithLearners(1);
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/graders`).set(staff.auth).send({ graders: [grader.user.id] })).status).toBe(200);
    const session = (await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'جلسه', beginning_time: at(-1), ending_time: at(1), assignment_description: 'تکلیف' })).body.id;
    const otherSession = (await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom: other.classroom, title: 'جلسه', beginning_time: at(-1), ending_time: at(1), assignment_description: 'تکلیف' })).body.id;
    await t.http.post('/api/lma/session_attendance_sheets/submit_assignment').set(learners[0].auth).field('session', String(session)).field('answer_text', 'پاسخ');
    await t.http.post('/api/lma/session_attendance_sheets/submit_assignment').set(other.learners[0].auth).field('session', String(otherSession)).field('answer_text', 'پاسخ');
    const otherSheet = (await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${otherSession}`).set(staff.auth)).body.results[0].id;

    for (const teacher of [professor, grader]) {
      const mine = await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session}`).set(teacher.auth);
      expect(mine.status).toBe(200);
      expect(mine.body.results[0]).toMatchObject({ owner: learners[0].user.id, answer_text: 'پاسخ' });
      const listed = await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(teacher.auth);
      expect(listed.body.results[0].sheet_counts).toMatchObject({ learners: 1, waiting: 1, verified: 0 });
      expect((await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${otherSession}`).set(teacher.auth)).status).toBe(404);
      expect((await t.http.put(`/api/lma/session_attendance_sheets/${otherSheet}/verify`).set(teacher.auth)).status).toBe(404);
      expect((await t.http.get(`/api/lma/sessions?classroom=${other.classroom}`).set(teacher.auth)).status).toBe(404);
    }
    const verified = await t.http.put(`/api/lma/session_attendance_sheets/${(await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session}`).set(grader.auth)).body.results[0].id}/verify`).set(grader.auth);
    expect(verified.body.assignment_status).toBe('VERIFIED');
    expect((await t.http.get(`/api/lma/sessions?classroom=${classroom}`).set(grader.auth)).body.results[0].sheet_counts).toMatchObject({ waiting: 0, verified: 1 });
    const finance = await t.as(['financial_department_head']);
    expect((await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session}`).set(finance.auth)).status).toBe(404);
    expect((await t.http.get(`/api/lma/session_attendance_sheets/session_sheets?session=${session}`).set(learners[0].auth)).status).toBe(404);
    const unnamed = await t.http.get('/api/lma/session_attendance_sheets/session_sheets').set(staff.auth);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.session[0]).toBe('جلسه را مشخص کنید.');
    expect((await t.http.get('/api/lma/project_attendance_sheets/project_sheets').set(staff.auth)).body.project[0]).toBe('پروژه را مشخص کنید.');
  });
});

describe('results', () => {
  it('announce_result writes each registered learner\'s transcript; staff override a score, mark posted, export', async () => {
    const { classroom, learners } = await classroomWithLearners(2);
    await t.http.put(`/api/lma/classrooms/${classroom}`).set(staff.auth).send({
      unit: (await t.http.get(`/api/lma/classrooms/${classroom}`).set(staff.auth)).body.unit,
      holding_type: 'ONLINE', effective_absence_coefficient: 100, minimum_clean_passing_mark: 12, minimum_conditional_passing_mark: 10, special_passing_mark: 14,
    });
    const s1 = await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'یک', beginning_time: at(-1), ending_time: at(1) });
    const s2 = await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'دو', beginning_time: at(-1), ending_time: at(1) });
    const [good, poor] = learners;
    for (const s of [s1, s2]) {
      await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(good.auth).send({ session: s.body.id, is_present_listen_part1: true, is_present_listen_part2: true });
    }
    await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(poor.auth).send({ session: s1.body.id, is_present_listen_part1: true });
    t.clock.advance(2 * HOUR);
    const announced = await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff.auth);
    expect(announced.body).toMatchObject({ announced: 2 });
    const list = await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom}`).set(staff.auth);
    const byCode = new Map(list.body.results.map((r: { registration_info: { owner_info: { national_code: string } } }) => [r.registration_info.owner_info.national_code, r]));
    expect(byCode.get(good.user.national_code)).toMatchObject({ attendance_score: 20, final_score: 20, status: 'CLEAN_PASSED' });
    expect(byCode.get(poor.user.national_code)).toMatchObject({ attendance_score: 5, status: 'FAILED' });
    const poorRow = byCode.get(poor.user.national_code) as { id: number };
    const bumped = await t.http.put(`/api/lma/transcript_sheets/${poorRow.id}`).set(staff.auth).send({ final_score: 11, is_sent_by_post: true });
    expect(bumped.body).toMatchObject({ final_score: 11, status: 'CONDITIONAL_PASSED', is_sent_by_post: true, is_final_score_overridden: true });
    await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff.auth);
    const kept = await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom}&status=CONDITIONAL_PASSED`).set(staff.auth);
    expect(kept.body.results.map((r: { final_score: number }) => r.final_score)).toEqual([11]);
    const mine = await t.http.get(`/api/lma/registrations?classroom=${classroom}`).set(good.auth);
    // The learner's own transcript carries what its score is made of (the panel's «کارنامه» shows them).
    expect(mine.body.results[0].transcript_sheet_info).toMatchObject({ status: 'CLEAN_PASSED', attendance_score: 20, highest_test_score: 0, final_score: 20 });
    expect((await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(good.auth)).status).toBe(403);
    expect((await t.http.put(`/api/lma/transcript_sheets/${poorRow.id}`).set(staff.auth).send({ final_score: 25 })).status).toBe(400);
    const xlsx = await t.http.get(`/api/lma/transcript_sheets/export_report?registration__classroom=${classroom}`).set(staff.auth).buffer(true);
    expect(xlsx.status).toBe(200);
    t.clock.set(new Date());
  });
});

describe('results the conditions decide', () => {
  it('a final score set by staff does not pass someone the conditions fail; clearing it goes back to the computed score', async () => {
    const { classroom, learners } = await classroomWithLearners(1, { mandatory_assignment_count: 1, effective_absence_coefficient: 100, minimum_clean_passing_mark: 12, minimum_conditional_passing_mark: 10 });
    const session = (await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'جلسه', beginning_time: at(0.1), ending_time: at(1), assignment_description: 'تکلیف' })).body.id;
    t.clock.advance(HOUR / 2);
    await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(learners[0].auth).send({ session, is_present_listen_part1: true, is_present_listen_part2: true });
    t.clock.advance(HOUR);
    await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff.auth);
    const row = (await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${classroom}`).set(staff.auth)).body.results[0];
    expect(row).toMatchObject({ final_score: 20, status: 'FAILED' });
    const raised = await t.http.put(`/api/lma/transcript_sheets/${row.id}`).set(staff.auth).send({ final_score: 18 });
    expect(raised.body).toMatchObject({ final_score: 18, status: 'FAILED', is_final_score_overridden: true });
    const cleared = await t.http.put(`/api/lma/transcript_sheets/${row.id}`).set(staff.auth).send({ final_score: null });
    expect(cleared.body).toMatchObject({ final_score: 20, status: 'FAILED', is_final_score_overridden: false });
    t.clock.set(new Date());
  });
});

describe('projects and teams', () => {
  it('teams fill atomically; a team project is handed in once for every member; staff review; a leader sees the members', async () => {
    const { classroom, learners } = await classroomWithLearners(4);
    const leader = await t.createUser({ roles: ['team_leader'] });
    const notLeader = await t.http.post('/api/lma/teams').set(staff.auth).send({ classroom, title: 'گروه یک', capacity: 2, leader: learners[0].user.id });
    expect(notLeader.status).toBe(400);
    expect(notLeader.body.leader[0]).toBe('سرگروه باید نقش «سرگروه» داشته باشد.');
    const team = await t.http.post('/api/lma/teams').set(staff.auth).send({ classroom, title: 'گروه یک', capacity: 2, leader: leader.id });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const joins = await Promise.all(learners.map((l) => t.http.put(`/api/lma/teams/${team.body.id}/register`).set(l.auth)));
    expect(joins.filter((r) => r.status === 200)).toHaveLength(2);
    expect(joins.filter((r) => r.status === 409)).toHaveLength(2);
    const joined = learners.filter((_, i) => joins[i].status === 200);
    const outside = learners.filter((_, i) => joins[i].status !== 200);
    const seen = await t.http.get(`/api/lma/teams/classroom_teams_with_join_status?classroom=${classroom}`).set(joined[0].auth);
    expect(seen.body.results[0]).toMatchObject({ join_status: 'JOINED', used_capacity: 2 });
    expect((await t.http.get(`/api/lma/teams/classroom_teams_with_join_status?classroom=${classroom}`).set(outside[0].auth)).body.results[0].join_status).toBe('FULL');
    const other = await t.http.post('/api/lma/teams').set(staff.auth).send({ classroom, title: 'گروه دو', capacity: 3 });
    const statuses = (await t.http.get(`/api/lma/teams/classroom_teams_with_join_status?classroom=${classroom}`).set(joined[0].auth)).body.results;
    expect(statuses.find((x: { id: number }) => x.id === other.body.id).join_status).toBe('DISABLED');
    expect((await t.http.put(`/api/lma/teams/${other.body.id}/register`).set(joined[0].auth)).status).toBe(409);
    expect((await t.http.get(`/api/lma/teams/classroom_teams_with_join_status?classroom=${classroom}`).set(outside[0].auth)).body.results.find((x: { id: number }) => x.id === other.body.id).join_status).toBe('ENABLED');
    const leaderAuth = { Authorization: `Bearer ${await t.login(leader)}` };
    expect((await t.http.get('/api/lma/teams/my_leading_teams').set(leaderAuth)).body.count).toBe(1);
    expect((await t.http.get(`/api/lma/team_registrations?team=${team.body.id}`).set(leaderAuth)).body.count).toBe(2);
    expect((await t.http.get(`/api/lma/team_registrations?team=${team.body.id}`).set(outside[0].auth)).status).toBe(404);

    const project = await t.http.post('/api/lma/projects').set(staff.auth).send({ classroom, title: 'پروژه گروهی', type: 'TEAM', is_mandatory: true, beginning_doing_period: at(-1), ending_doing_period: at(24), correct_answer: 'پاسخ' });
    expect(project.status).toBe(201);
    const noTeam = await t.http.post('/api/lma/project_attendance_sheets').set(outside[0].auth).send({ project: project.body.id, answer_text: 'من' });
    expect(noTeam.status).toBe(409);
    const handed = await t.http.post('/api/lma/project_attendance_sheets').set(joined[0].auth).send({ project: project.body.id, answer_text: 'گزارش گروه' });
    expect(handed.body.project_attendance_sheets[0]).toMatchObject({ answer_status: 'SENT', answer_text: 'گزارش گروه' });
    expect(handed.body.correct_answer).toBeNull();
    const teammate = await t.http.get(`/api/lma/projects/${project.body.id}/project_and_current_user_attendance_sheet`).set(joined[1].auth);
    expect(teammate.body.project_attendance_sheets[0]).toMatchObject({ answer_status: 'SENT', answer_text: 'گزارش گروه' });
    const sheets = await t.http.get(`/api/lma/project_attendance_sheets/project_sheets?project=${project.body.id}&answer_status=SENT`).set(staff.auth);
    expect(sheets.body.count).toBe(2);
    const noted = await t.http.put(`/api/lma/project_attendance_sheets/${sheets.body.results[0].id}/save_notation`).set(staff.auth).send({ notation: 'خوب بود' });
    expect(noted.body).toMatchObject({ notation: 'خوب بود', answer_status: 'REVIEWED' });
    const clearedNote = await t.http.put(`/api/lma/project_attendance_sheets/${sheets.body.results[0].id}/save_notation`).set(staff.auth).send({ notation: '' });
    expect(clearedNote.body.notation).toBeNull();
    const ok = await t.http.put(`/api/lma/project_attendance_sheets/${sheets.body.results[0].id}/verify`).set(staff.auth);
    expect(ok.body).toMatchObject({ answer_status: 'VERIFIED', is_answer_verified: true });
    // The hand-ins as .xlsx, filtered like project_sheets; a learner may not ask (404).
    const xlsx = await t.http.get(`/api/lma/project_attendance_sheets/export_report?project=${project.body.id}&answer_status=VERIFIED`).set(staff.auth).buffer(true)
      .parse((res, cb) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => cb(null, Buffer.concat(chunks))); });
    expect(xlsx.status).toBe(200);
    const handIns = await readXlsx(xlsx.body as Buffer);
    expect(handIns).toHaveLength(1);
    expect(handIns[0]).toMatchObject({ 'وضعیت پاسخ': 'تایید شده', 'کد ملی': sheets.body.results[0].owner_info.national_code });
    expect((await t.http.get(`/api/lma/project_attendance_sheets/export_report?project=${project.body.id}`).set(joined[0].auth)).status).toBe(404);
    // Staff move a learner from outside into the team.
    const outsiderReg = (await t.http.get(`/api/lma/registrations?classroom=${classroom}&owner=${outside[0].user.id}`).set(staff.auth)).body.results[0].id;
    const joinedReg = (await t.http.get(`/api/lma/registrations?classroom=${classroom}&owner=${joined[0].user.id}`).set(staff.auth)).body.results[0].id;
    const set = await t.http.put(`/api/lma/teams/${team.body.id}/registrations`).set(staff.auth).send({ registrations: [joinedReg, outsiderReg] });
    expect(set.body.map((m: { registration: number }) => m.registration).sort()).toEqual([joinedReg, outsiderReg].sort());
  });
});

describe('templates, past marks and the activity sheet', () => {
  it('session templates per unit; an imported past mark opens a prerequisite; the activity sheet reports the three conditions', async () => {
    const cat = await t.http.post('/api/lma/categories').set(staff.auth).send({ title: 'پایه', type: 'TRAINING' });
    const basics = await t.http.post('/api/lma/units').set(staff.auth).send({ title: 'مبانی', category: cat.body.id });
    const tpl = await t.http.post('/api/lma/session_templates').set(staff.auth).send({ unit: basics.body.id, title: 'جلسه نمونه', syllabus: 'فصل ۱' });
    expect(tpl.status).toBe(201);
    expect((await t.http.get(`/api/lma/session_templates?unit=${basics.body.id}`).set(staff.auth)).body.count).toBe(1);

    const advanced = await t.http.post('/api/lma/units').set(staff.auth).send({ title: 'پیشرفته', category: cat.body.id, prerequisites: [basics.body.id] });
    const c = await t.http.post('/api/lma/classrooms').set(staff.auth).send({
      unit: advanced.body.id, holding_type: 'ONLINE', capacity: 0, publish_time: at(-2), beginning_registration_period: at(-1), ending_registration_period: at(48), allowed_absence_count: 0, mandatory_assignment_count: 1,
    });
    const learner = await t.createUser({ national_code: '0012345679' });
    const auth = { Authorization: `Bearer ${await t.login(learner)}` };
    expect((await t.http.put(`/api/lma/classrooms/${c.body.id}/register`).set(auth)).status).toBe(409);
    expect((await t.http.post('/api/lma/transcript_sheet_histories').set(staff.auth).send({ unit: basics.body.id, national_code: '0012345679', score: 9 })).status).toBe(201);
    expect((await t.http.put(`/api/lma/classrooms/${c.body.id}/register`).set(auth)).status).toBe(409);
    await t.http.post('/api/lma/transcript_sheet_histories').set(staff.auth).send({ unit: basics.body.id, national_code: '0012345679', score: 14.5 });
    expect((await t.http.get(`/api/lma/transcript_sheet_histories?unit=${basics.body.id}`).set(staff.auth)).body.count).toBe(1);
    expect((await t.http.put(`/api/lma/classrooms/${c.body.id}/register`).set(auth)).body.status).toBe('REGISTERED');

    await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom: c.body.id, title: 'یک', beginning_time: at(0.1), ending_time: at(0.5) });
    t.clock.advance(HOUR);
    const sheet = await t.http.get(`/api/lma/registrations/activity_sheet?classroom=${c.body.id}`).set(staff.auth);
    expect(sheet.body.results[0]).toMatchObject({
      absence_count: 1,
      is_passed_attendance_condition: false,
      is_passed_assignment_condition: false,
      is_passed_project_condition: true,
      done_assignment_count: 0,
    });
    expect((await t.http.get(`/api/lma/registrations/examinee_sheet?classroom=${c.body.id}`).set(auth)).status).toBe(403);
    t.clock.set(new Date());
  });
});

describe('list costs', () => {
  it('classrooms, registrations, sheets, transcripts and the activity sheet cost the same queries for 5 rows and 50', { timeout: 120_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => t.createUser({})));
    const counts: Record<string, string[]> = {};
    for (const n of [5, 50]) {
      const { classroom } = await classroomWithLearners(0);
      const reg = await t.http.put(`/api/lma/classrooms/${classroom}/bulk_register`).set(staff.auth).send({ owners: users.slice(0, n).map((u) => u.id) });
      expect(reg.body.filter((r: { ok: boolean }) => r.ok)).toHaveLength(n);
      const session = (await t.http.post('/api/lma/sessions').set(staff.auth).send({ classroom, title: 'جلسه', beginning_time: at(-1), ending_time: at(1) })).body.id;
      const project = (await t.http.post('/api/lma/projects').set(staff.auth).send({ classroom, title: 'پروژه', type: 'SOLO', beginning_doing_period: at(-1), ending_doing_period: at(24) })).body.id;
      for (const u of users.slice(0, 3)) {
        await t.http.post('/api/lma/session_attendance_sheets/submit_attendance_status').set(staff.auth).send({ session, owner: u.id, is_present_listen_part1: true });
      }
      await t.http.put(`/api/lma/classrooms/${classroom}/announce_result`).set(staff.auth);
      const paths = [
        `/api/lma/session_attendance_sheets/session_sheets?session=${session}`,
        `/api/lma/project_attendance_sheets/project_sheets?project=${project}`,
        `/api/lma/transcript_sheets?registration__classroom=${classroom}`,
        `/api/lma/registrations/activity_sheet?classroom=${classroom}`,
        `/api/lma/registrations?classroom=${classroom}&per_page=100`,
      ];
      for (const path of paths) {
        const res = await t.http.get(path).set(staff.auth);
        expect(res.status, path).toBe(200);
        expect(res.body.count, path).toBe(n);
        (counts[path.split('?')[0]] ??= []).push(String(res.headers['x-query-count']));
      }
    }
    const few = await t.http.get('/api/lma/classrooms?per_page=5').set(staff.auth);
    const many = await t.http.get('/api/lma/classrooms?per_page=50').set(staff.auth);
    expect(many.body.results.length).toBeGreaterThan(few.body.results.length);
    counts['/api/lma/classrooms'] = [String(few.headers['x-query-count']), String(many.headers['x-query-count'])];
    for (const [path, [five, fifty]] of Object.entries(counts)) {
      expect(Number(five), path).toBeGreaterThan(0);
      expect(fifty, path).toBe(five);
    }
    // issue 15: sign-in, the page with its total, owner, invoice and transcript, the classrooms
    expect(Number(counts['/api/lma/registrations'][0])).toBe(3);
    // sign-in, the page with its total, units with categories, prerequisites and professors, my registrations
    expect(Number(counts['/api/lma/classrooms'][0])).toBe(4);
  });
});
