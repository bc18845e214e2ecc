import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesService } from '../../src/modules/accounting';
import { TranscriptSheet } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { classroomInRegistration } from '../support/learning';
import { auditClean, balanceOf, depositViaSandbox } from '../support/money';

let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['educational_department_head']);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

let unitId = 0;
async function unit(extra: Record<string, unknown> = {}) {
  const cat = await t.http.post('/api/lma/categories').set(staff.auth).send({ title: 'فلسفه', type: 'TRAINING' });
  expect(cat.status, JSON.stringify(cat.body)).toBe(201);
  const u = await t.http.post('/api/lma/units').set(staff.auth).send({ title: `درس ${++unitId}`, category: cat.body.id, ...extra });
  expect(u.status, JSON.stringify(u.body)).toBe(201);
  return u.body as { id: number };
}

/** A classroom in its registration period (enrolment behind it, drop-add ahead). */
const classroom = (body: Record<string, unknown> = {}) =>
  classroomInRegistration(t, staff.auth, { registration_period_refund_percent: 80, ...body });

describe('catalogue and phases', () => {
  it('walks a classroom through every phase with the clock, flags following', async () => {
    const u = await unit();
    const c = await t.http
      .post('/api/lma/classrooms')
      .set(staff.auth)
      .send({
        unit: u.id,
        holding_type: 'FACE_TO_FACE',
        price: 0,
        capacity: 5,
        publish_time: at(1),
        beginning_enrollment_period: at(2),
        ending_enrollment_period: at(3),
        beginning_registration_period: at(4),
        ending_registration_period: at(5),
        beginning_drop_add_period: at(6),
        ending_drop_add_period: at(7),
        is_ongoing: true,
      });
    const learner = await t.as(['user']);
    const look = async () => (await t.http.get(`/api/lma/classrooms/${c.body.id}`).set(learner.auth)).body;
    expect((await t.http.get(`/api/lma/classrooms/${c.body.id}`).set(learner.auth)).status).toBe(404);
    const walk: [number, string, Partial<Record<string, boolean>>][] = [
      [1.5, 'BEFORE_ENROLLMENT_PERIOD', { is_enabled_enrolment: false, is_enabled_adding: false }],
      [1, 'IN_ENROLLMENT_PERIOD', { is_enabled_enrolment: true, is_enabled_adding: false }],
      [1, 'BEFORE_REGISTRATION_PERIOD', { is_enabled_enrolment: false }],
      [1, 'IN_REGISTRATION_PERIOD', { is_enabled_adding: true, is_enabled_viewing: false }],
      [1, 'BEFORE_DROP_ADD_PERIOD', { is_enabled_adding: false }],
      [1, 'IN_DROP_ADD_PERIOD', { is_enabled_adding: true }],
      [1, 'ONGOING', { is_enabled_adding: false, is_enabled_dropping: false }],
    ];
    for (const [days, status, flags] of walk) {
      t.clock.advance(days * DAY);
      expect({ status: (await look()).status }).toEqual({ status });
      expect(await look()).toMatchObject(flags);
    }
    await t.http.put(`/api/lma/classrooms/${c.body.id}/toggle_ongoing_status`).set(staff.auth);
    expect((await look()).status).toBe('FINISHED');
    t.clock.set(new Date());
  });

  it('public list filters by category type, status and holding type; hides what is not published', async () => {
    const open = await classroom({ holding_type: 'OFFLINE' });
    await classroom({ publish_time: at(3) });
    const list = await t.http.get('/api/lma/classrooms?unit__category__type=TRAINING&status=IN_REGISTRATION_PERIOD&holding_type=OFFLINE');
    expect(list.status).toBe(200);
    expect(list.body.results.map((c: { id: number }) => c.id)).toContain(open.id);
    expect(list.body.results.every((c: { status: string }) => c.status === 'IN_REGISTRATION_PERIOD')).toBe(true);
    const all = await t.http.get('/api/lma/classrooms?per_page=100');
    expect(all.body.results.every((c: { status: string }) => c.status !== 'NOT_PUBLISHED_YET')).toBe(true);
    const stats = await t.http.get('/api/rma/aggregator/statistics');
    expect(stats.body.training_classrooms_count).toBeGreaterThanOrEqual(1);
    expect(stats.body.users_count).toBeGreaterThanOrEqual(2);
  });
});

describe('registering', () => {
  it('free classroom: REGISTERED at once; paid classroom: an invoice, REGISTERED once paid', async () => {
    const free = await classroom();
    const learner = await t.as(['user']);
    const reg = await t.http.put(`/api/lma/classrooms/${free.id}/register`).set(learner.auth);
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: 'REGISTERED', detail: 'ثبت نام شما با موفقیت انجام شد.', classroom_info: { id: free.id } });
    const again = await t.http.put(`/api/lma/classrooms/${free.id}/register`).set(learner.auth);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('شما قبلا در این دوره ثبت نام کرده‌اید.');

    const paid = await classroom({ price: 1_500_000 });
    const inv = await t.http.put(`/api/lma/classrooms/${paid.id}/register`).set(learner.auth);
    expect(inv.body).toMatchObject({ status: 'PAYING', amount: 1_500_000, type: 'CLASSROOM', detail: 'صورت حساب شما ایجاد شد' });
    expect(inv.body.item_info).toMatchObject({ id: paid.id });
    let seen = (await t.http.get(`/api/lma/classrooms/${paid.id}`).set(learner.auth)).body;
    expect(seen).toMatchObject({ used_capacity: 1, is_enabled_adding: false, current_user_register_info: { status: 'ENROLLED', holds_seat: true } });
    await depositViaSandbox(t, learner.auth, { amount: 1_500_000, invoice: inv.body.id });
    seen = (await t.http.get(`/api/lma/classrooms/${paid.id}`).set(learner.auth)).body;
    expect(seen).toMatchObject({ is_current_user_registered: true, is_enabled_viewing: true, current_user_register_info: { status: 'REGISTERED' } });
    const mine = await t.http.get('/api/lma/registrations').set(learner.auth);
    expect(mine.body.results.map((r: { status: string }) => r.status)).toEqual(['REGISTERED', 'REGISTERED']);
    expect(mine.body.results[0].invoice_info.status).toBe('PAID_FULL');
  });

  it('gender and prerequisites are refused in Persian', async () => {
    const forWomen = await classroom({ audience_gender_type: 'FEMALE' });
    const man = await t.createUser({ gender: 'MALE' });
    const manAuth = { Authorization: `Bearer ${await t.login(man)}` };
    const refused = await t.http.put(`/api/lma/classrooms/${forWomen.id}/register`).set(manAuth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('این دوره برای جنسیت شما برگزار نمی‌شود.');
    const unknown = await t.as(['user']);
    const noGender = await t.http.put(`/api/lma/classrooms/${forWomen.id}/register`).set(unknown.auth);
    expect(noGender.status).toBe(400);

    const basics = await unit();
    const advanced = await unit({ prerequisites: [basics.id] });
    const adv = await t.http.post('/api/lma/classrooms').set(staff.auth).send({
      unit: advanced.id, holding_type: 'ONLINE', capacity: 5, publish_time: at(-1), beginning_registration_period: at(-1), ending_registration_period: at(3),
    });
    const learner = await t.as(['user']);
    const pre = await t.http.put(`/api/lma/classrooms/${adv.body.id}/register`).set(learner.auth);
    expect(pre.status).toBe(409);
    expect(pre.body.detail).toContain('پیش‌نیاز');
    await t.ds.getRepository(TranscriptSheet).insert({ registration_id: 999_000 + learner.user.id, owner_id: learner.user.id, unit_id: basics.id, status: 'CONDITIONAL_PASSED', final_score: 12, creation_time: new Date() });
    expect((await t.http.put(`/api/lma/classrooms/${adv.body.id}/register`).set(learner.auth)).status).toBe(200);
  });

  it('seats: capacity 3, 30 concurrent registers, exactly 3 hold a seat, 10 rounds; expiry frees them', { timeout: 300_000 }, async () => {
    const learners = await Promise.all(Array.from({ length: 30 }, () => t.as(['user'])));
    for (let round = 0; round < 10; round++) {
      const c = await classroom({ price: 200_000, capacity: 3 });
      const results = await Promise.all(learners.map((l) => t.http.put(`/api/lma/classrooms/${c.id}/register`).set(l.auth)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(27);
      expect(statuses.some((s) => s >= 500)).toBe(false);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.detail).toBe('ظرفیت این دوره تکمیل شده است.');
      const after = (await t.http.get(`/api/lma/classrooms/${c.id}`)).body;
      expect(after.used_capacity).toBe(3);
      if (round === 0) {
        t.clock.advance(25 * 3_600_000);
        expect(await t.app.get(InvoicesService).expireStale()).toBeGreaterThanOrEqual(3);
        expect((await t.http.get(`/api/lma/classrooms/${c.id}`)).body.used_capacity).toBe(0);
        const dropped = await t.http.get(`/api/lma/registrations?classroom=${c.id}&status=DROPPED_FOR_NOT_FINALIZING`).set(staff.auth);
        expect(dropped.body.count).toBe(3);
        t.clock.set(new Date());
      }
    }
  });

  it('drop refunds paid × the period percent to the wallet, once even when sent twice', async () => {
    const c = await classroom({ price: 500_000, registration_period_refund_percent: 80 });
    const learner = await t.as(['user']);
    await depositViaSandbox(t, learner.auth, { amount: 500_000 });
    const inv = await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    await t.http.put(`/api/accounting/invoices/${inv.body.id}/pay`).set(learner.auth);
    expect(await balanceOf(t, learner.auth)).toBe(0);
    const [a, b] = await Promise.all([
      t.http.put(`/api/lma/classrooms/${c.id}/drop`).set(learner.auth).send({}),
      t.http.put(`/api/lma/classrooms/${c.id}/drop`).set(learner.auth).send({}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, learner.auth)).toBe(400_000);
    const seen = (await t.http.get(`/api/lma/classrooms/${c.id}`).set(learner.auth)).body;
    expect(seen).toMatchObject({ used_capacity: 0, is_current_user_registered: false, current_user_register_info: { status: 'DROPPED_BY_ITSELF' } });
    // Staff cannot be impersonated by a learner's body.
    const other = await t.as(['user']);
    expect((await t.http.put(`/api/lma/classrooms/${c.id}/drop`).set(other.auth).send({ owner: learner.user.id })).status).toBe(404);
    await auditClean(t);
  });

  it('a learner sees only their own registrations; staff see all', async () => {
    const c = await classroom();
    const a = await t.as(['user']);
    const b = await t.as(['user']);
    await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(a.auth);
    expect((await t.http.get(`/api/lma/registrations?classroom=${c.id}`).set(b.auth)).body.count).toBe(0);
    expect((await t.http.get(`/api/lma/registrations?classroom=${c.id}`).set(staff.auth)).body.count).toBe(1);
  });
});

describe('graders, leaders and the four user pickers', () => {
  it('assigns graders and leaders with their last passed unit; pickers leave out who is already in', async () => {
    const c = await classroom();
    const grader = await t.createUser({ roles: ['grader'], firstname: 'مصحح', lastname: 'نمونه' });
    const leader = await t.createUser({ roles: ['team_leader'] });
    const learner = await t.as(['user']);
    const passedUnit = await unit();
    await t.ds.getRepository(TranscriptSheet).insert({ registration_id: 880_000 + grader.id, owner_id: grader.id, unit_id: passedUnit.id, status: 'CLEAN_PASSED', final_score: 18, creation_time: new Date() });

    const before = await t.http.get(`/api/uma/users/unassigned_graders_with_last_passed_unit?role=grader&classroom_graders__classroom__ne=${c.id}`).set(staff.auth);
    expect(before.status).toBe(200);
    const row = before.body.results.find((u: { id: number }) => u.id === grader.id);
    expect(row.last_passed_unit_title).toMatch(/^درس /);
    expect((await t.http.put(`/api/lma/classrooms/${c.id}/graders`).set(staff.auth).send({ graders: [learner.user.id] })).status).toBe(400);
    const assigned = await t.http.put(`/api/lma/classrooms/${c.id}/graders`).set(staff.auth).send({ graders: [grader.id] });
    expect(assigned.body[0]).toMatchObject({ grader: grader.id, grader_info: { id: grader.id } });
    const after = await t.http.get(`/api/uma/users/unassigned_graders_with_last_passed_unit?role=grader&classroom_graders__classroom__ne=${c.id}`).set(staff.auth);
    expect(after.body.results.map((u: { id: number }) => u.id)).not.toContain(grader.id);
    const list = await t.http.get(`/api/lma/classroom_graders/graders_with_last_passed_unit?classroom=${c.id}`).set(staff.auth);
    expect(list.body.results).toHaveLength(1);
    expect((await t.http.delete(`/api/lma/classroom_graders/${list.body.results[0].id}`).set(staff.auth)).status).toBe(200);

    await t.http.put(`/api/lma/classrooms/${c.id}/leaders`).set(staff.auth).send({ leaders: [leader.id] });
    expect((await t.http.get(`/api/lma/classroom_leaders/leaders_with_last_passed_unit?classroom=${c.id}`).set(staff.auth)).body.count).toBe(1);

    await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    const unreg = await t.http.get(`/api/uma/users/unregistered_users_in_classroom?registered_classes__classroom__ne=${c.id}&per_page=500`).set(staff.auth);
    expect(unreg.body.results.map((u: { id: number }) => u.id)).not.toContain(learner.user.id);
    expect(unreg.body.results.map((u: { id: number }) => u.id)).toContain(grader.id);
    expect((await t.http.get(`/api/uma/users/unenrolled_users_in_classroom?registered_classes__classroom__ne=${c.id}`).set(learner.auth)).status).toBe(403);

    await t.http.put(`/api/lma/classrooms/${c.id}/graders`).set(staff.auth).send({ graders: [grader.id] });
    const graderAuth = { Authorization: `Bearer ${await t.login(grader)}` };
    const mine = await t.http.get('/api/lma/classrooms/my_as_a_grader_classrooms').set(graderAuth);
    expect(mine.body.results.map((x: { id: number }) => x.id)).toEqual([c.id]);
  });
});

describe('members tab', () => {
  it('bulk enrol and register within capacity, revert a drop for conditions, export', async () => {
    const c = await classroom({ capacity: 2 });
    const users = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    const reg = await t.http.put(`/api/lma/classrooms/${c.id}/bulk_register`).set(staff.auth).send({ owners: users.map((u) => u.id) });
    expect(reg.status).toBe(200);
    expect(reg.body.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    expect(reg.body[2].detail).toBe('ظرفیت این دوره تکمیل شده است.');
    const enr = await t.http.put(`/api/lma/classrooms/${c.id}/bulk_enroll`).set(staff.auth).send({ owners: [users[2].id, users[0].id] });
    expect(enr.body.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    const members = await t.http.get(`/api/lma/registrations?classroom=${c.id}&status=REGISTERED`).set(staff.auth);
    expect(members.body.count).toBe(2);
    // A system drop for conditions, then staff give the place back (a seat must be free).
    const first = members.body.results[0];
    await t.ds.query(`UPDATE lma_registrations SET status = 'DROPPED_FOR_CONDITION', active_owner_id = NULL, holds_seat = ${t.config.DB_TYPE === 'mysql' ? 'FALSE' : '0'} WHERE id = ${first.id}`);
    await t.ds.query(`UPDATE lma_classrooms SET used_capacity = used_capacity - 1 WHERE id = ${c.id}`);
    const back = await t.http.put(`/api/lma/registrations/${first.id}/revert_dropped_for_condition`).set(staff.auth);
    expect(back.body.status).toBe('REGISTERED');
    expect((await t.http.get(`/api/lma/classrooms/${c.id}`).set(staff.auth)).body.used_capacity).toBe(2);
    expect((await t.http.put(`/api/lma/registrations/${first.id}/revert_dropped_for_condition`).set(staff.auth)).status).toBe(409);
    const xlsx = await t.http.get(`/api/lma/registrations/export_report?classroom=${c.id}&type=users`).set(staff.auth).buffer(true);
    expect(xlsx.status).toBe(200);
  });
});

describe('ema events', () => {
  it('answers event classrooms under /ema/events and their registrations', async () => {
    const cat = await t.http.post('/api/lma/categories').set(staff.auth).send({ title: 'همایش', type: 'EVENT' });
    const u = await t.http.post('/api/lma/units').set(staff.auth).send({ title: 'همایش سالانه', category: cat.body.id });
    const ev = await t.http.post('/api/lma/classrooms').set(staff.auth).send({
      unit: u.body.id, holding_type: 'FACE_TO_FACE', capacity: 0, category: 'OMOUMI', publish_time: at(-1), beginning_registration_period: at(-1), ending_registration_period: at(2),
    });
    const list = await t.http.get('/api/ema/events');
    expect(list.body.results.map((e: { id: number }) => e.id)).toContain(ev.body.id);
    expect(list.body.results.every((e: { unit_info: { category_info: { type: string } } }) => e.unit_info.category_info.type === 'EVENT')).toBe(true);
    const learner = await t.as(['user']);
    expect((await t.http.put(`/api/ema/events/${ev.body.id}/register`).set(learner.auth)).body.status).toBe('REGISTERED');
    const regs = await t.http.get(`/api/ema/registrations?event=${ev.body.id}`).set(staff.auth);
    expect(regs.body.count).toBe(1);
  });
});
