import { ALL_ROLES, can, permissions, STAFF_MATRIX, type Permission, type Role } from '@daneshsara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/modules/uma';
import { AnswerBook, Classroom, ClassroomDto, Team, Test, TranscriptSheet } from '../../src/modules/lma';
import { Ticket, TicketReply } from '../../src/modules/mma';
import { formFields } from '../../src/core/routes/patch';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';
import { makeInvoice } from '../support/money';

/**
 * The staff matrix (libs/domain/src/staff-matrix.ts), every cell as every role: one login per
 * role, one request per cell. An allowed cell answers its success status; a forbidden one 403
 * with a Persian message, or 404 for the cells that hide other departments' rows (tickets).
 * The professor, grader and team leader are asked about their own classroom and team.
 */
let t: TestApp;
const DAY = 86_400_000;

/** What one role brings to a probe: its login and its own classroom and team. */
interface Caller {
  role: Role;
  user: User;
  auth: Record<string, string>;
  classroom: number;
  team: number;
}
interface Probe {
  ok: number;
  /** How a forbidden caller is answered (403 unless the cell filters rows). */
  denied?: 404;
  call: (c: Caller) => Promise<{ status: number; body: unknown }>;
}

let base: Classroom;
let n = 0;
const ticketCategory: Record<string, number> = {};
const newUser = () => t.createUser();

async function ticketOfType(type: string): Promise<number> {
  const owner = await newUser();
  const now = t.clock.now();
  const ticket = await t.ds.getRepository(Ticket).save({
    title: 'سوال', body: 'متن', status: 'OPENED', priority: null, category_id: ticketCategory[type], source_type: null,
    source_id: null, attachment: null, owner_id: owner.id, creator_id: owner.id, creation_time: now, last_modification_time: now,
  });
  return ticket.id;
}

async function transcriptIn(classroom: number): Promise<number> {
  const owner = await newUser();
  const row = await t.ds.getRepository(TranscriptSheet).save({
    registration_id: 900_000 + ++n, owner_id: owner.id, unit_id: base.unit_id, classroom_id: classroom, status: 'CLEAN_PASSED',
    final_score: 18, creation_time: t.clock.now(), last_modification_time: null,
  });
  return row.id;
}

/** A test of the classroom, held yesterday, and one learner's book in `status`. */
async function bookIn(classroom: number, status: string): Promise<number> {
  const owner = await newUser();
  const now = t.clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const test = await t.ds.getRepository(Test).save({
    classroom_id: classroom, test_set_id: null, title: 'آزمون', description: null, level: null, start_time: ago(2), end_time: ago(1), duration_deadline: 60,
    announcement_time: null, objection_start_time: null, objection_end_time: null, creator_id: null, creation_time: now, last_modification_time: now,
  });
  const book = await t.ds.getRepository(AnswerBook).save({
    test_id: test.id, owner_id: owner.id, registration_id: null, status, attending_start_time: ago(2), attending_end_time: ago(2), creation_time: now, last_modification_time: now,
  });
  return book.id;
}

const ticketProbes = Object.fromEntries(
  Object.keys(STAFF_MATRIX['mma.tickets']).map((type): [string, Probe] => [
    `mma.tickets.${type}`,
    { ok: 200, denied: 404, call: async (c: Caller) => t.http.get(`/api/mma/tickets/${await ticketOfType(type)}`).set(c.auth) },
  ]),
) as unknown as Record<`mma.tickets.${keyof (typeof STAFF_MATRIX)['mma.tickets']}`, Probe>;

/** One real request per cell. */
const PROBES: Record<Permission, Probe> = {
  'uma.users.read': { ok: 200, call: (c) => t.http.get('/api/uma/users').set(c.auth) },
  'uma.user_picker.read': { ok: 200, call: (c) => t.http.get('/api/uma/users/picker').set(c.auth) },
  'uma.users.export': { ok: 200, call: (c) => t.http.get('/api/uma/users/export_report').set(c.auth) },
  'uma.users.create': {
    ok: 201,
    call: (c) => t.http.post('/api/uma/users').set(c.auth).send({ firstname: 'تازه', lastname: 'وارد', mobile_number: `0939${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(4, '0')}` }),
  },
  'uma.users.update': { ok: 200, call: async (c) => t.http.put(`/api/uma/users/${(await newUser()).id}`).set(c.auth).send({ firstname: 'ویرایش' }) },
  'uma.users.roles': {
    ok: 200,
    call: async (c) => t.http.put(`/api/uma/users/${(await newUser()).id}/change_role`).set(c.auth).send({ roles: ['user', 'grader'] }),
  },
  'uma.users.delete': { ok: 200, call: async (c) => t.http.delete(`/api/uma/users/${(await newUser()).id}`).set(c.auth) },
  'accounting.read': { ok: 200, call: (c) => t.http.get('/api/accounting/payments/export_report').set(c.auth) },
  'accounting.manage': {
    ok: 201,
    call: async (c) => {
      const inv = await makeInvoice(t, (await newUser()).id, 90_000);
      const starting_date = new Date(t.clock.now().getTime() + DAY).toISOString();
      return t.http.post('/api/accounting/instalment_offers').set(c.auth).send({ invoice: inv.id, amount: 90_000, count: 3, due_date_interval: 30, starting_date });
    },
  },
  'mma.subscriptions.manage': { ok: 200, call: (c) => t.http.get('/api/mma/subscriptions/export_report').set(c.auth) },
  'cma.content.manage': { ok: 201, call: (c) => t.http.post('/api/cma/hashtags').set(c.auth).send({ title: `برچسب_${Math.random().toString(36).slice(2)}` }) },
  'rma.reports.read': { ok: 200, call: (c) => t.http.get('/api/rma/reports').set(c.auth) },
  'accounting.discounts.manage': { ok: 200, call: (c) => t.http.get('/api/accounting/discounts').set(c.auth) },
  'dma.manage': { ok: 201, call: (c) => t.http.post('/api/dma/donations/categories').set(c.auth).send({ title: 'دسته' }) },
  'dma.registrations.read': { ok: 200, call: (c) => t.http.get('/api/dma/registrations/export_report').set(c.auth) },
  'lma.manage': { ok: 201, call: (c) => t.http.post('/api/lma/categories').set(c.auth).send({ title: 'دسته', type: 'TRAINING' }) },
  'lma.classrooms.teach': {
    ok: 200,
    call: (c) => t.http.patch(`/api/lma/classrooms/${c.classroom}`).set(c.auth).send({ bulletin: '<p>جلسه این هفته یک ساعت زودتر است.</p>' }),
  },
  'lma.activity_sheet.read': { ok: 200, call: (c) => t.http.get(`/api/lma/registrations/activity_sheet?classroom=${c.classroom}`).set(c.auth) },
  'lma.transcripts.read': { ok: 200, call: (c) => t.http.get(`/api/lma/transcript_sheets?registration__classroom=${c.classroom}`).set(c.auth) },
  'lma.transcripts.manage': {
    ok: 200,
    call: async (c) => t.http.put(`/api/lma/transcript_sheets/${await transcriptIn(c.classroom)}`).set(c.auth).send({ is_sent_by_post: true }),
  },
  'lma.answer_books.read': { ok: 200, call: (c) => t.http.get(`/api/lma/answer_books/export_report?test__classroom=${c.classroom}`).set(c.auth) },
  'lma.answer_books.grade': { ok: 200, call: async (c) => t.http.put(`/api/lma/answer_books/${await bookIn(c.classroom, 'SUBMITTED')}/set_grader_to_me`).set(c.auth) },
  'lma.answer_books.objection': {
    ok: 200,
    call: async (c) => t.http.put(`/api/lma/answer_books/${await bookIn(c.classroom, 'OBJECTED')}/submit_objection_result`).set(c.auth).send({ objection_result: 'بررسی شد.' }),
  },
  'lma.sheets.verify': { ok: 200, call: (c) => t.http.get('/api/lma/session_attendance_sheets/session_sheets?assignment_status=SENT').set(c.auth) },
  'lma.teams.update': {
    ok: 200,
    call: (c) => t.http.put(`/api/lma/teams/${c.team}`).set(c.auth).send({ classroom: c.classroom, title: 'گروه ویرایش شده', capacity: 6, leader: c.role === 'team_leader' ? c.user.id : undefined }),
  },
  'store.products.manage': { ok: 201, call: (c) => t.http.post('/api/store/categories').set(c.auth).send({ title: 'دسته' }) },
  'store.orders.manage': { ok: 200, call: (c) => t.http.get('/api/store/baskets/export_report').set(c.auth) },
  'cma.settings.update': {
    ok: 200,
    call: (c) => t.http.put('/api/cma/settings/key/PurchaseRegulations').set(c.auth).send({ value: '<p>قوانین</p>' }),
  },
  'mma.notices.manage': {
    ok: 201,
    call: (c) => t.http.post('/api/mma/notices').set(c.auth).send({ title: 'اطلاعیه', body: 'متن', audience: 'ALL' }),
  },
  'mma.replies.delete': {
    ok: 200,
    call: async (c) => {
      const ticket = await ticketOfType('GENERAL');
      const reply = await t.ds.getRepository(TicketReply).save({ ticket_id: ticket, body: 'پاسخ', creator_id: c.user.id, is_staff: false, creation_time: t.clock.now() });
      return t.http.delete(`/api/mma/replies/${reply.id}`).set(c.auth);
    },
  },
  ...ticketProbes,
};

const callers: Caller[] = [];

beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  const admin = await t.as(['admin']);
  const made = await openClassroom(t, admin.auth, 'TRAINING');
  base = (await t.ds.getRepository(Classroom).findOneByOrFail({ id: made.id }));
  const cats = await t.http.get('/api/mma/categories').set(admin.auth);
  for (const c of cats.body.results as { id: number; type: string }[]) ticketCategory[c.type] ??= c.id;
  // One login per role; each role's user is the professor of a classroom of its own and leads a team in it.
  for (const role of ALL_ROLES) {
    const { user, auth } = await t.as([role]);
    const { id: _id, ...copy } = base;
    const classroom = await t.ds.getRepository(Classroom).save({ ...copy, professor_id: user.id });
    const now = t.clock.now();
    const team = await t.ds.getRepository(Team).save({
      classroom_id: classroom.id, title: 'گروه', capacity: 5, used_capacity: 0, is_joinable: true, leader_id: user.id,
      description: null, creation_time: now, last_modification_time: now,
    });
    callers.push({ role, user, auth, classroom: classroom.id, team: team.id });
  }
}, 120_000);
afterAll(async () => t?.close());

describe('the staff matrix, every cell as every role', () => {
  it('has a probe for every cell of the table', () => {
    expect(Object.keys(PROBES).sort()).toEqual(permissions().sort());
  });

  for (const role of ALL_ROLES) {
    it(`${role}: allowed exactly the cells the table grants`, async () => {
      const caller = callers.find((c) => c.role === role)!;
      const got: Record<string, number | string> = {};
      const want: Record<string, number | string> = {};
      for (const permission of permissions()) {
        const probe = PROBES[permission];
        const res = await probe.call(caller);
        const allowed = can([role], permission);
        want[permission] = allowed ? probe.ok : (probe.denied ?? 403);
        got[permission] = res.status;
        if (res.status === 403) {
          const message = (res.body as { message?: unknown }).message;
          if (typeof message !== 'string' || !/[\u0600-\u06FF]/.test(message)) got[permission] = `403 without a Persian message`;
        } else if (res.status !== want[permission]) {
          got[permission] = `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        }
      }
      expect(got).toEqual(want);
    });
  }
});

describe('DOMAIN.md section 2, where the code used to differ', () => {
  const as = (role: Role) => callers.find((c) => c.role === role)!;

  it('keeps the full users list (national codes, addresses) from the financial and educational heads', async () => {
    for (const role of ['financial_department_head', 'educational_department_head'] as const) {
      const res = await t.http.get('/api/uma/users').set(as(role).auth);
      expect(res.status).toBe(403);
      const one = await t.http.get(`/api/uma/users/${as('user').user.id}`).set(as(role).auth);
      expect(one.status).toBe(404);
    }
    expect((await t.http.get('/api/uma/users').set(as('human_resource_department_head').auth)).status).toBe(200);
  });

  it('lets a professor read the activity sheet and transcripts of their own classroom only', async () => {
    const prof = as('professor');
    const other = as('grader').classroom;
    const transcript = await transcriptIn(prof.classroom);
    const mine = await t.http.get(`/api/lma/transcript_sheets?registration__classroom=${prof.classroom}`).set(prof.auth);
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((r: { id: number }) => r.id)).toContain(transcript);
    for (const path of [
      `/api/lma/transcript_sheets?registration__classroom=${other}`,
      `/api/lma/transcript_sheets/export_report?registration__classroom=${other}`,
      `/api/lma/registrations/activity_sheet?classroom=${other}`,
      `/api/lma/registrations/examinee_sheet?classroom=${other}`,
    ]) {
      expect({ path, status: (await t.http.get(path).set(prof.auth)).status }).toEqual({ path, status: 404 });
    }
    // Reading, not editing: the transcript itself stays with the educational head.
    const edit = await t.http.put(`/api/lma/transcript_sheets/${transcript}`).set(prof.auth).send({ final_score: 20 });
    expect(edit.status).toBe(403);
  });

  it("lets a professor change their own classroom's teaching texts and nothing else of it, nor another's", async () => {
    const prof = as('professor');
    const read = async () => (await t.http.get(`/api/lma/classrooms/${prof.classroom}`).set(prof.auth)).body as Record<string, unknown>;
    const before = await read();
    // The whole form as the console sends it, with the bulletin and the live link changed: saved.
    const whole = Object.fromEntries(formFields(ClassroomDto).filter((k) => k in before).map((k) => [k, before[k]]));
    expect(Object.keys(whole).length).toBeGreaterThan(30);
    const put = await t.http.put(`/api/lma/classrooms/${prof.classroom}`).set(prof.auth).send({
      ...whole,
      bulletin: '<p>جلسه پنجشنبه برگزار نمی‌شود.</p>',
      live_streaming_url: 'https://meet.example.org/class',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ bulletin: '<p>جلسه پنجشنبه برگزار نمی‌شود.</p>', live_streaming_url: 'https://meet.example.org/class', price: before.price, capacity: before.capacity });
    // The price or the capacity: a 403 naming each, and nothing of the request is saved.
    const greedy = await t.http.patch(`/api/lma/classrooms/${prof.classroom}`).set(prof.auth).send({ description: '<p>تازه</p>', price: 1, capacity: 999 });
    expect(greedy.status).toBe(403);
    expect(Object.keys(greedy.body).filter((k) => !['detail', 'message'].includes(k)).sort()).toEqual(['capacity', 'price']);
    expect(greedy.body.price[0]).toMatch(/مدیر آموزش/);
    const after = await read();
    expect(after).toMatchObject({ price: before.price, capacity: before.capacity, description: before.description });
    // A picture is not a teaching text either.
    const picture = await t.http
      .patch(`/api/lma/classrooms/${prof.classroom}`)
      .set(prof.auth)
      .attach('thumbnail', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), 'x.png');
    expect([400, 403]).toContain(picture.status);
    // Another professor's classroom: 404; a grader of their own (not its professor's role): 403.
    expect((await t.http.patch(`/api/lma/classrooms/${as('grader').classroom}`).set(prof.auth).send({ bulletin: 'x' })).status).toBe(404);
    expect((await t.http.patch(`/api/lma/classrooms/${as('grader').classroom}`).set(as('grader').auth).send({ bulletin: 'x' })).status).toBe(403);
    // The educational head still changes everything.
    const head = await t.http.patch(`/api/lma/classrooms/${prof.classroom}`).set(as('educational_department_head').auth).send({ capacity: 40 });
    expect(head.status).toBe(200);
    expect(head.body.capacity).toBe(40);
  });

  it('lets a professor edit their own classroom before it is published', async () => {
    const prof = as('professor');
    await t.ds.getRepository(Classroom).update({ id: prof.classroom }, { publish_time: null });
    const res = await t.http.patch(`/api/lma/classrooms/${prof.classroom}`).set(prof.auth).send({ specification: '<p>سرفصل: مقدمه، روش، نتیجه</p>' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.specification).toBe('<p>سرفصل: مقدمه، روش، نتیجه</p>');
    // Its professor finds it in their list and opens it; the public still does not see it.
    const mine = await t.http.get('/api/lma/classrooms').query({ professor: prof.user.id }).set(prof.auth);
    expect(mine.body.results.map((c: { id: number }) => c.id)).toContain(prof.classroom);
    expect((await t.http.get(`/api/lma/classrooms/${prof.classroom}`).set(prof.auth)).status).toBe(200);
    expect((await t.http.get(`/api/lma/classrooms/${prof.classroom}`)).status).toBe(404);
    expect((await t.http.get(`/api/lma/classrooms/${prof.classroom}`).set(as('user').auth)).status).toBe(404);
  });

  it('lets a team leader edit their own team, keeping its classroom and leader, and no other team', async () => {
    const lead = as('team_leader');
    const body = { classroom: lead.classroom, title: 'گروه پژوهش', capacity: 8, description: 'شرح تازه' };
    const res = await t.http.put(`/api/lma/teams/${lead.team}`).set(lead.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'گروه پژوهش', capacity: 8 });
    expect((await t.ds.getRepository(Team).findOneByOrFail({ id: lead.team })).leader_id).toBe(lead.user.id);
    const moved = await t.http.put(`/api/lma/teams/${lead.team}`).set(lead.auth).send({ ...body, classroom: as('user').classroom });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain('سرگروه');
    const handed = await t.http.put(`/api/lma/teams/${lead.team}`).set(lead.auth).send({ ...body, leader: as('user').user.id });
    expect(handed.status).toBe(400);
    const another = as('professor');
    const foreign = await t.http.put(`/api/lma/teams/${another.team}`).set(lead.auth).send({ ...body, classroom: another.classroom });
    expect(foreign.status).toBe(404);
    expect((await t.ds.getRepository(Team).findOneByOrFail({ id: another.team })).title).toBe('گروه');
  });

  it('gives store products to the financial head, not the cultural or medium heads', async () => {
    const body = { title: 'دسته کتاب' };
    expect((await t.http.post('/api/store/categories').set(as('financial_department_head').auth).send(body)).status).toBe(201);
    for (const role of ['cultural_department_head', 'medium_department_head'] as const) {
      expect((await t.http.post('/api/store/categories').set(as(role).auth).send(body)).status).toBe(403);
    }
  });
});

describe('the learner picker', () => {
  const as = (role: Role) => callers.find((c) => c.role === role)!;
  const PICKER_KEYS = ['firstname', 'full_name', 'id', 'lastname', 'mobile_number'];

  it('answers id, name and mobile only, found by name or mobile, never by national code', async () => {
    const learner = await t.createUser({ firstname: 'ملیکا', lastname: 'پیدا', national_code: '0012345679', living_address: 'قم، خیابان صفائیه' });
    const finance = as('financial_department_head').auth;
    for (const search of ['ملیکا', learner.mobile_number!]) {
      const res = await t.http.get('/api/uma/users/picker').query({ search }).set(finance);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([
        { id: learner.id, firstname: 'ملیکا', lastname: 'پیدا', full_name: 'ملیکا پیدا', mobile_number: learner.mobile_number },
      ]);
    }
    const byCode = await t.http.get('/api/uma/users/picker').query({ search: '0012345679' }).set(finance);
    expect(byCode.body.results).toEqual([]);
    expect(JSON.stringify(byCode.body)).not.toContain('0012345679');
    const named = await t.http.get('/api/uma/users/picker').query({ search: 'ملیکا' }).set(finance);
    expect(JSON.stringify(named.body)).not.toMatch(/0012345679|صفائیه/);
    // react-admin's getMany (the chosen owner shown again) asks by ids.
    const many = await t.http.get('/api/uma/users/picker').query({ id__in: `${learner.id},${as('user').user.id}` }).set(finance);
    expect(many.body.results.map((r: { id: number }) => r.id).sort()).toEqual([learner.id, as('user').user.id].sort());
    expect((await t.http.get('/api/uma/users/picker').query({ national_code: '0012345679' }).set(finance)).status).toBe(400);
    // Inactive users are not offered.
    await t.ds.getRepository(User).update({ id: learner.id }, { is_active: false });
    expect((await t.http.get('/api/uma/users/picker').query({ search: 'ملیکا' }).set(finance)).body.results).toEqual([]);
  });

  it("gives the educational head the classroom pickers' rows without national codes, the admin the full rows", async () => {
    const classroom = as('user').classroom;
    const edu = await t.http.get('/api/uma/users/unenrolled_users_in_classroom').query({ registered_classes__classroom__ne: classroom }).set(as('educational_department_head').auth);
    expect(edu.status).toBe(200);
    expect(edu.body.results.length).toBeGreaterThan(0);
    for (const row of edu.body.results) expect(Object.keys(row).sort()).toEqual(PICKER_KEYS);
    const graders = await t.http.get('/api/uma/users/unassigned_graders_with_last_passed_unit').query({ role: 'grader' }).set(as('educational_department_head').auth);
    for (const row of graders.body.results) expect(Object.keys(row).sort()).toEqual([...PICKER_KEYS, 'last_passed_unit_title'].sort());
    const admin = await t.http.get('/api/uma/users/unenrolled_users_in_classroom').query({ registered_classes__classroom__ne: classroom }).set(as('admin').auth);
    expect(admin.body.results[0]).toHaveProperty('national_code');
  });
});
