import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Classroom, Registration, TranscriptSheet } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

/** Issue 14, learning: each request exactly as a client written against ENDPOINTS.md sends it. */
let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['educational_department_head']);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

/** A free classroom of that category type, open for registration. */
const classroom = (type: string, extra: Record<string, unknown> = {}) =>
  openClassroom(t, staff.auth, type, extra);

async function registered(classroomId: number) {
  const learner = await t.as(['user']);
  const res = await t.http.put(`/api/lma/classrooms/${classroomId}/register`).set(learner.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('REGISTERED');
  return { ...learner, registration: res.body.id as number };
}

describe('unit__category__type=DISCUSSION_CIRCLE as well as DiscussionCircles', () => {
  it('filters classrooms, units and categories by either spelling', async () => {
    const circle = await classroom('DiscussionCircles');
    const course = await classroom('TRAINING');
    const learner = await t.as(['user']);
    for (const value of ['DISCUSSION_CIRCLE', 'DiscussionCircles']) {
      const list = await t.http
        .get(`/api/lma/classrooms?unit__category__type=${value}&page=1&per_page=50`)
        .set(learner.auth);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const ids = list.body.results.map((c: { id: number }) => c.id);
      expect(ids).toContain(circle.id);
      expect(ids).not.toContain(course.id);
      expect(
        list.body.results.every((c: { item_type: string }) => c.item_type === 'DISCUSSION_CIRCLE'),
      ).toBe(true);
    }
    const units = await t.http.get('/api/lma/units?category__type=DISCUSSION_CIRCLE');
    expect(units.status).toBe(200);
    expect(units.body.results.map((u: { id: number }) => u.id)).toEqual([circle.unit]);
    const cats = await t.http.get('/api/lma/categories?type=DISCUSSION_CIRCLE');
    expect(cats.status).toBe(200);
    expect(cats.body.results.map((c: { id: number }) => c.id)).toEqual([circle.category]);
    const bad = await t.http.get('/api/lma/classrooms?unit__category__type=CIRCLE');
    expect(bad.status).toBe(400);
  });

  it('GET /lma/registrations takes owner, type=DISCUSSION_CIRCLE and unit__category__type=DISCUSSION_CIRCLE', async () => {
    const circle = await classroom('DiscussionCircles');
    const course = await classroom('TRAINING');
    const me = await registered(circle.id);
    const onCourse = await t.http.put(`/api/lma/classrooms/${course.id}/register`).set(me.auth);
    expect(onCourse.status).toBe(200);
    const res = await t.http
      .get(
        `/api/lma/registrations?owner=${me.user.id}&type=DISCUSSION_CIRCLE&unit__category__type=DISCUSSION_CIRCLE&page=1&per_page=10`,
      )
      .set(me.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({
      id: me.registration,
      classroom: circle.id,
      classroom_info: { item_type: 'DISCUSSION_CIRCLE' },
    });
    const training = await t.http
      .get(`/api/lma/registrations?owner=${me.user.id}&type=TRAINING`)
      .set(me.auth);
    expect(training.body.results.map((r: { classroom: number }) => r.classroom)).toEqual([
      course.id,
    ]);
    // The export still reads `type` as what to export.
    const xlsx = await t.http
      .get(`/api/lma/registrations/export_report?classroom=${circle.id}&type=users`)
      .set(staff.auth);
    expect(xlsx.status).toBe(200);
  });
});

describe('single rows the contract names', () => {
  it('GET /lma/categories/{id} (public), /lma/session_templates/{id}, /lma/transcript_sheet_histories/{id} (staff)', async () => {
    const c = await classroom('TRAINING');
    const learner = await t.as(['user']);
    const cat = await t.http.get(`/api/lma/categories/${c.category}`);
    expect(cat.status).toBe(200);
    expect(cat.body).toMatchObject({
      id: c.category,
      type: 'TRAINING',
      units_info: [{ id: c.unit }],
    });
    expect((await t.http.get('/api/lma/categories/999999')).status).toBe(404);

    const tpl = await t.http
      .post('/api/lma/session_templates')
      .set(staff.auth)
      .send({ title: 'جلسه نخست', unit: c.unit });
    expect(tpl.status).toBe(201);
    const oneTpl = await t.http.get(`/api/lma/session_templates/${tpl.body.id}`).set(staff.auth);
    expect(oneTpl.status).toBe(200);
    expect(oneTpl.body).toMatchObject({ id: tpl.body.id, title: 'جلسه نخست', unit: c.unit });
    expect(
      (await t.http.get(`/api/lma/session_templates/${tpl.body.id}`).set(learner.auth)).status,
    ).toBe(403);

    const h = await t.http
      .post('/api/lma/transcript_sheet_histories')
      .set(staff.auth)
      .send({ unit: c.unit, national_code: '0012345678', score: 17 });
    expect(h.status).toBe(201);
    const oneH = await t.http
      .get(`/api/lma/transcript_sheet_histories/${h.body.id}`)
      .set(staff.auth);
    expect(oneH.status).toBe(200);
    expect(oneH.body).toMatchObject({ id: h.body.id, national_code: '0012345678', score: 17 });
    expect(
      (await t.http.get('/api/lma/transcript_sheet_histories/999999').set(staff.auth)).status,
    ).toBe(404);
  });

  it("GET /lma/teams/{id}: staff and the classroom's learners; anyone else 404", async () => {
    const c = await classroom('TRAINING');
    const member = await registered(c.id);
    const team = await t.http
      .post('/api/lma/teams')
      .set(staff.auth)
      .send({ title: 'گروه الف', capacity: 3, classroom: c.id });
    expect(team.status).toBe(201);
    for (const auth of [staff.auth, member.auth]) {
      const res = await t.http.get(`/api/lma/teams/${team.body.id}`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: team.body.id,
        title: 'گروه الف',
        capacity: 3,
        used_capacity: 0,
      });
      expect(res.body).toHaveProperty('join_status');
    }
    const stranger = await t.as(['user']);
    expect((await t.http.get(`/api/lma/teams/${team.body.id}`).set(stranger.auth)).status).toBe(
      404,
    );
  });
});

describe('classroom switches', () => {
  it('PUT toggle_notify_absence flips the switch; sync_registrations_present_count recounts the seats', async () => {
    const c = await classroom('TRAINING');
    await registered(c.id);
    await registered(c.id);
    const on = await t.http
      .put(`/api/lma/classrooms/${c.id}/toggle_notify_absence`)
      .set(staff.auth);
    expect(on.status).toBe(200);
    expect(on.body.notify_absence).toBe(true);
    const off = await t.http
      .put(`/api/lma/classrooms/${c.id}/toggle_notify_absence`)
      .set(staff.auth);
    expect(off.body.notify_absence).toBe(false);

    await t.ds.getRepository(Classroom).update({ id: c.id }, { used_capacity: 7 });
    const synced = await t.http
      .put(`/api/lma/classrooms/${c.id}/sync_registrations_present_count`)
      .set(staff.auth);
    expect(synced.status).toBe(200);
    expect(synced.body.used_capacity).toBe(2);
    expect((await t.ds.getRepository(Classroom).findOneByOrFail({ id: c.id })).used_capacity).toBe(
      2,
    );

    const learner = await t.as(['user']);
    expect(
      (await t.http.put(`/api/lma/classrooms/${c.id}/toggle_notify_absence`).set(learner.auth))
        .status,
    ).toBe(403);
    expect(
      (
        await t.http
          .put('/api/lma/classrooms/999999/sync_registrations_present_count')
          .set(staff.auth)
      ).status,
    ).toBe(404);
  });
});

describe("one learner's record in a classroom", () => {
  it('GET get_classroom_and_corresponding_registration/{owner}: the classroom as they see it with registration, sheets and transcript', async () => {
    const professor = await t.as(['professor']);
    const c = await classroom('TRAINING', { professor: professor.user.id });
    const me = await registered(c.id);
    const session = await t.http
      .post('/api/lma/sessions')
      .set(staff.auth)
      .send({ classroom: c.id, title: 'جلسه یک', beginning_time: at(-0.5), ending_time: at(-0.4) });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const sheet = await t.http
      .post('/api/lma/session_attendance_sheets/submit_attendance_status')
      .set(me.auth)
      .send({
        session: session.body.id,
        is_read_part1: true,
        is_read_part2: true,
        is_present_listen_part1: true,
        is_present_listen_part2: true,
      });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    await t.ds.getRepository(TranscriptSheet).save({
      registration_id: me.registration,
      owner_id: me.user.id,
      unit_id: c.unit,
      classroom_id: c.id,
      status: 'CLEAN_PASSED',
      final_score: 18,
      attendance_score: 2,
      highest_test_score: 16,
      creation_time: t.clock.now(),
    } as Partial<TranscriptSheet>);

    const path = `/api/lma/classrooms/${c.id}/get_classroom_and_corresponding_registration/${me.user.id}`;
    for (const auth of [staff.auth, professor.auth, me.auth]) {
      const res = await t.http.get(path).set(auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        id: c.id,
        owner: me.user.id,
        owner_info: { id: me.user.id },
        is_current_user_registered: true,
        current_user_register_info: { id: me.registration, status: 'REGISTERED' },
        registration_info: { id: me.registration, status: 'REGISTERED' },
        transcript_sheet_info: { status: 'CLEAN_PASSED', final_score: 18 },
        activity_info: { owner: me.user.id, is_passed_attendance_condition: true },
      });
      expect(res.body.sessions_info).toHaveLength(1);
      expect(res.body.sessions_info[0].session_attendance_sheets[0]).toMatchObject({
        owner: me.user.id,
        attendance_status: 'PRESENT',
      });
      expect(res.body.projects_info).toEqual([]);
    }
    const stranger = await t.as(['user']);
    expect((await t.http.get(path).set(stranger.auth)).status).toBe(404);
    expect(
      (
        await t.http
          .get(
            `/api/lma/classrooms/${c.id}/get_classroom_and_corresponding_registration/${stranger.user.id}`,
          )
          .set(stranger.auth)
      ).status,
    ).toBe(404);

    const detail = await t.http
      .get(`/api/lma/registrations/${me.registration}/classroom_detail`)
      .set(me.auth);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: c.id,
      registration_info: { id: me.registration },
      sessions_info: [{ id: session.body.id }],
    });
    expect(
      (
        await t.http
          .get(`/api/lma/registrations/${me.registration}/classroom_detail`)
          .set(stranger.auth)
      ).status,
    ).toBe(404);
  });

  it('PUT /lma/registrations/{id}/revert_dropped_user brings back a DROPPED_FOR_CONDITION learner, once', async () => {
    const c = await classroom('TRAINING');
    const me = await registered(c.id);
    await t.ds
      .getRepository(Registration)
      .update(
        { id: me.registration },
        { status: 'DROPPED_FOR_CONDITION', active_owner_id: null, holds_seat: false },
      );
    await t.ds.getRepository(Classroom).update({ id: c.id }, { used_capacity: 0 });
    const res = await t.http
      .put(`/api/lma/registrations/${me.registration}/revert_dropped_user`)
      .set(staff.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: me.registration, status: 'REGISTERED' });
    expect(
      (
        await t.http
          .put(`/api/lma/registrations/${me.registration}/revert_dropped_user`)
          .set(staff.auth)
      ).status,
    ).toBe(409);
    expect((await t.ds.getRepository(Classroom).findOneByOrFail({ id: c.id })).used_capacity).toBe(
      1,
    );
    expect(
      (
        await t.http
          .put(`/api/lma/registrations/${me.registration}/revert_dropped_user`)
          .set(me.auth)
      ).status,
    ).toBe(403);
  });
});

describe('GET /ema/registrations/activity_sheet', () => {
  it("answers an event's rows to staff and its professor, narrowed by owner; 404 to a learner and for a course", async () => {
    const professor = await t.as(['professor']);
    const event = await classroom('EVENT', { professor: professor.user.id });
    const a = await registered(event.id);
    await registered(event.id);
    const all = await t.http
      .get(`/api/ema/registrations/activity_sheet?classroom=${event.id}`)
      .set(staff.auth);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.results).toHaveLength(2);
    expect(all.body.results[0]).toHaveProperty('is_passed_attendance_condition');
    const one = await t.http
      .get(`/api/ema/registrations/activity_sheet?event=${event.id}&owner=${a.user.id}`)
      .set(professor.auth);
    expect(one.status).toBe(200);
    expect(one.body.results).toHaveLength(1);
    expect(one.body.results[0]).toMatchObject({
      owner: a.user.id,
      owner_info: { id: a.user.id },
      done_assignment_count: 0,
    });
    expect(
      (await t.http.get(`/api/ema/registrations/activity_sheet?classroom=${event.id}`).set(a.auth))
        .status,
    ).toBe(404);
    const course = await classroom('TRAINING');
    expect(
      (
        await t.http
          .get(`/api/ema/registrations/activity_sheet?classroom=${course.id}`)
          .set(staff.auth)
      ).status,
    ).toBe(404);
    expect(
      (await t.http.get('/api/ema/registrations/activity_sheet?classroom=abc').set(staff.auth))
        .status,
    ).toBe(400);
  });
});
