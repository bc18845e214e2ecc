import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../../src/core/jobs';
import { Team, TeamRegistration } from '../../src/modules/lma';
import { Notice, NoticeCampaigns, NoticeReceiver, NoticeSms, SMS_BATCH } from '../../src/modules/mma';
import { User, UserRole } from '../../src/modules/uma';
import { bootTestApp, type TestApp } from '../support/app';
import { classroomInRegistration } from '../support/learning';

/* Staff notices (ENDPOINTS.md 1.6 /mma/notices): written, then sent by one fan-out job. */
let t: TestApp;
let pr: { user: User; auth: Record<string, string> };
let edu: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  pr = await t.as(['public_relations_department_head']);
  edu = await t.as(['educational_department_head']);
});
afterAll(async () => t?.close());

async function write(body: Record<string, unknown>) {
  const res = await t.http
    .post('/api/mma/notices')
    .set(pr.auth)
    .send({ title: 'اطلاعیه', body: 'متن اطلاعیه', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; status: string };
}

/** Sends and waits for the fan-out job; answers the notice as staff then see it. */
async function send(id: number) {
  const res = await t.http.put(`/api/mma/notices/${id}/send`).set(pr.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.get(Jobs).idle(60_000);
  return (await t.http.get(`/api/mma/notices/${id}`).set(pr.auth)).body;
}

const receiversOf = (id: number) => t.ds.getRepository(NoticeReceiver).countBy({ notice_id: id });
const inbox = async (auth: Record<string, string>) =>
  (await t.http.get('/api/mma/notice_receivers').set(auth)).body.results.map(
    (r: { notice_info: { title: string } }) => r.notice_info.title,
  );

describe('writing a notice', () => {
  it('refuses bad input in Persian, and learners and other staff may not write one', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'متن', audience: 'ALL' }, 'title'],
      [{ title: 'ع', body: 'متن', audience: 'EVERYBODY' }, 'audience'],
      [{ title: 'ع', body: 'متن', audience: 'ROLE' }, 'role'],
      [{ title: 'ع', body: 'متن', audience: 'ROLE', role: 'king' }, 'role'],
      [{ title: 'ع', body: 'متن', audience: 'CLASSROOM', classroom: 999_999 }, 'classroom'],
      [{ title: 'ع', body: 'متن', audience: 'TEAM' }, 'team'],
      [{ title: 'ع', body: 'متن', audience: 'ALL', url: 'javascript:alert(1)' }, 'url'],
      [{ title: 'ع', body: 'متن', audience: 'ALL', priority: 'LOW' }, 'priority'],
      [{ title: 'ع', body: 'متن', audience: 'ALL', category: 999 }, 'category'],
    ];
    for (const [body, field] of cases) {
      const res = await t.http.post('/api/mma/notices').set(pr.auth).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body[field], JSON.stringify(res.body)).toEqual([expect.stringMatching(/[آ-ی]/)]);
    }
    const learner = await t.as(['user']);
    expect(
      (
        await t.http
          .post('/api/mma/notices')
          .set(learner.auth)
          .send({ title: 'ع', body: 'م', audience: 'ALL' })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.http
          .post('/api/mma/notices')
          .set(edu.auth)
          .send({ title: 'ع', body: 'م', audience: 'ALL' })
      ).status,
    ).toBe(403);
    expect(await t.ds.getRepository(NoticeReceiver).count()).toBe(0);
  });
});

describe('sending', () => {
  it('sends to a role once however often it is sent; only receivers see it (404 for the rest)', async () => {
    const graders = await Promise.all(Array.from({ length: 3 }, () => t.as(['grader'])));
    const learner = await t.as(['user']);
    const cat = (await t.http.get('/api/mma/categories?type=EDUCATIONAL').set(pr.auth)).body.results[0];
    const n = await write({
      title: 'جلسه داوران',
      audience: 'ROLE',
      role: 'grader',
      priority: 'HIGH',
      category: cat.id,
      url: '/panel/notice',
    });
    expect(n).toMatchObject({
      status: 'DRAFT',
      is_sent: false,
      audience: 'ROLE',
      role: 'grader',
      priority: 'HIGH',
      category_info: { type: 'EDUCATIONAL' },
    });
    expect((await t.http.get(`/api/mma/notices/${n.id}`).set(graders[0].auth)).status).toBe(404);
    const [a, b] = await Promise.all([
      t.http.put(`/api/mma/notices/${n.id}/send`).set(pr.auth),
      t.http.put(`/api/mma/notices/${n.id}/send`).set(pr.auth),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await t.app.get(Jobs).idle(60_000);
    const sent = await send(n.id);
    expect(sent).toMatchObject({
      status: 'SENT',
      is_sent: true,
      receivers_count: 3,
      delivered_count: 3,
      progress: 100,
      creator_info: { id: pr.user.id },
    });
    expect(await receiversOf(n.id)).toBe(3);
    for (const g of graders) expect(await inbox(g.auth)).toEqual(['جلسه داوران']);
    expect(await inbox(learner.auth)).toEqual([]);
    const seen = await t.http.get(`/api/mma/notices/${n.id}`).set(graders[1].auth);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ title: 'جلسه داوران', priority: 'HIGH', is_sent: true });
    expect(seen.body).not.toHaveProperty('audience');
    expect((await t.http.get(`/api/mma/notices/${n.id}`).set(learner.auth)).status).toBe(404);
    expect((await t.http.get('/api/mma/notices').set(learner.auth)).body.count).toBe(0);
    expect((await t.http.put(`/api/mma/notices/${n.id}/send`).set(learner.auth)).status).toBe(403);
  });

  it("sends to a classroom's registrations filtered by status, and to a team", async () => {
    const c = await classroomInRegistration(t, edu.auth);
    const [reg1, reg2, pre, gone] = await Promise.all(
      Array.from({ length: 4 }, () => t.as(['user'])),
    );
    expect(
      (
        await t.http
          .put(`/api/lma/classrooms/${c.id}/bulk_register`)
          .set(edu.auth)
          .send({ owners: [reg1.user.id, reg2.user.id, gone.user.id] })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.http
          .put(`/api/lma/classrooms/${c.id}/bulk_enroll`)
          .set(edu.auth)
          .send({ owners: [pre.user.id] })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.http
          .put(`/api/lma/classrooms/${c.id}/drop`)
          .set(edu.auth)
          .send({ owner: gone.user.id, refund_amount: 0 })
      ).status,
    ).toBe(200);
    const registered = await write({
      title: 'کلاس فردا تشکیل نمی‌شود',
      audience: 'CLASSROOM',
      classroom: c.id,
      registration_statuses: ['REGISTERED'],
    });
    expect((await send(registered.id)).delivered_count).toBe(2);
    const live = await write({
      title: 'به همه اعضای کلاس',
      audience: 'CLASSROOM',
      classroom: c.id,
    });
    expect(await send(live.id)).toMatchObject({
      delivered_count: 3,
      registration_statuses: ['ENROLLED', 'REGISTERED'],
    });
    expect(await inbox(reg1.auth)).toContain('کلاس فردا تشکیل نمی‌شود');
    expect(await inbox(pre.auth)).not.toContain('کلاس فردا تشکیل نمی‌شود');
    expect(await inbox(pre.auth)).toContain('به همه اعضای کلاس');
    expect(await inbox(gone.auth)).not.toContain('به همه اعضای کلاس');

    const now = t.clock.now();
    const team = await t.ds.getRepository(Team).save({
      classroom_id: c.id,
      title: 'تیم یک',
      capacity: 5,
      used_capacity: 1,
      is_joinable: true,
      leader_id: null,
      description: null,
      creation_time: now,
      last_modification_time: now,
    });
    const regId = (
      await t.http
        .get(`/api/lma/registrations?classroom=${c.id}&owner=${reg2.user.id}`)
        .set(edu.auth)
    ).body.results[0].id;
    await t.ds
      .getRepository(TeamRegistration)
      .insert({ team_id: team.id, registration_id: regId, creation_time: now });
    const toTeam = await write({ title: 'جلسه تیم', audience: 'TEAM', team: team.id });
    expect((await send(toTeam.id)).delivered_count).toBe(1);
    expect(await inbox(reg2.auth)).toContain('جلسه تیم');
    expect(await inbox(reg1.auth)).not.toContain('جلسه تیم');
  });

  it(
    'one send reaches 5,000 users, and a retried fan-out writes no receiver twice',
    { timeout: 240_000 },
    async () => {
      const now = t.clock.now();
      for (let i = 0; i < 5000; i += 250) {
        const rows = Array.from({ length: 250 }, (_, k) => ({
          firstname: 'گیرنده',
          lastname: `${i + k}`,
          mobile_number: `0936${String(process.pid % 100).padStart(2, '0')}${String(i + k).padStart(5, '0')}`,
          mobile_number_verified: true,
          is_superuser: false,
          creation_time: now,
          last_modification_time: now,
        }));
        const ids = (
          await t.ds.createQueryBuilder().insert().into(User).values(rows).execute()
        ).identifiers.map((x) => Number(x.id));
        await t.ds
          .createQueryBuilder()
          .insert()
          .into(UserRole)
          .values(ids.map((user_id) => ({ user_id, role: 'team_leader' })))
          .execute();
      }
      const n = await write({ title: 'به همه سرگروه‌ها', audience: 'ROLE', role: 'team_leader' });
      // A worker died after writing some rows (not even a prefix): the retry must fill the rest only.
      const some = (
        await t.ds
          .getRepository(UserRole)
          .find({ where: { role: 'team_leader' }, order: { user_id: 'ASC' }, take: 900 })
      )
        .filter((_, k) => k % 3 === 0)
        .map((r) => ({
          notice_id: n.id,
          user_id: r.user_id,
          is_seen: false,
          seen_time: null,
          creation_time: now,
        }));
      await t.ds.getRepository(NoticeReceiver).insert(some);
      const sent = await send(n.id);
      expect(sent).toMatchObject({ status: 'SENT', receivers_count: 5000, delivered_count: 5000 });
      expect(await receiversOf(n.id)).toBe(5000);
      const twice = await t.ds
        .getRepository(NoticeReceiver)
        .createQueryBuilder('r')
        .select('r.user_id', 'u')
        .where('r.notice_id = :id', { id: n.id })
        .groupBy('r.user_id')
        .having('COUNT(*) > 1')
        .getRawMany();
      expect(twice).toEqual([]);
      // The job run again after it finished (a duplicate delivery of the job): nothing more.
      await t.ds.getRepository(Notice).update({ id: n.id }, { status: 'SENDING' });
      await t.app.get(NoticeCampaigns).fanOut(n.id, 700);
      expect(await receiversOf(n.id)).toBe(5000);
    },
  );
});

describe("a classroom's members messaged from lma (/lma/registrations/send_*)", () => {
  it('reaches the chosen registrations once through the same fan-out, in the app or also by SMS', async () => {
    const c = await classroomInRegistration(t, edu.auth);
    const [a, b, pre] = await Promise.all(Array.from({ length: 3 }, () => t.as(['user'])));
    await t.http
      .put(`/api/lma/classrooms/${c.id}/bulk_register`)
      .set(edu.auth)
      .send({ owners: [a.user.id, b.user.id] })
      .expect(200);
    await t.http
      .put(`/api/lma/classrooms/${c.id}/bulk_enroll`)
      .set(edu.auth)
      .send({ owners: [pre.user.id] })
      .expect(200);
    const post = (path: string, auth: Record<string, string>, body: Record<string, unknown>) =>
      t.http.post(`/api/lma/registrations/${path}`).set(auth).send(body);
    const bad = await post('send_in_app_message', edu.auth, { title: 'ع', body: 'م', classroom: 999_999 });
    expect(bad.status).toBe(400);
    expect(bad.body.classroom).toEqual([expect.stringMatching(/[آ-ی]/)]);
    const empty = await post('send_in_app_message', edu.auth, { classroom: c.id, body: 'م' });
    expect(empty.status).toBe(400);
    expect(empty.body.title).toEqual([expect.stringMatching(/[آ-ی]/)]);
    expect((await post('send_in_app_message', a.auth, { classroom: c.id, title: 'ع', body: 'م' })).status).toBe(403);

    const res = await post('send_in_app_message', edu.auth, {
      classroom: c.id,
      title: 'کلاس لغو شد',
      body: 'جلسه فردا برگزار نمی‌شود.',
      registration_statuses: ['REGISTERED'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENDING', audience: 'CLASSROOM', classroom: c.id, send_sms: false });
    await t.app.get(Jobs).idle(60_000);
    // A retried job (the same notice queued again) writes nothing more.
    await t.ds.getRepository(Notice).update({ id: res.body.id }, { status: 'SENDING' });
    await t.app.get(NoticeCampaigns).fanOut(res.body.id);
    expect(await receiversOf(res.body.id)).toBe(2);
    expect(await inbox(a.auth)).toContain('کلاس لغو شد');
    expect(await inbox(pre.auth)).not.toContain('کلاس لغو شد');

    const before = t.sms.texts.length;
    const sms = await post('send_message', edu.auth, { classroom: c.id, title: 'یادآوری', body: 'کلاس ساعت ۸' });
    expect(sms.status, JSON.stringify(sms.body)).toBe(201);
    await t.app.get(Jobs).idle(60_000);
    expect(await receiversOf(sms.body.id)).toBe(3);
    expect(t.sms.texts.slice(before).flatMap((x) => x.receptors).sort()).toEqual(
      [a, b, pre].map((u) => u.user.mobile_number).sort(),
    );
  });
});

describe('by SMS', () => {
  it('texts every receiver with a mobile once, in batches, even when a batch fails and is retried', async () => {
    const readers = await Promise.all(Array.from({ length: 5 }, () => t.as(['research_department_head'])));
    const n = await write({
      title: 'پیامک پژوهش',
      body: 'جلسه فردا',
      audience: 'ROLE',
      role: 'research_department_head',
      send_sms: true,
    });
    expect(n).toMatchObject({ send_sms: true, sms_status: 'DRAFT', sms_sent_count: 0 });
    t.sms.failTexts = 1;
    const before = t.sms.texts.length;
    const sent = await send(n.id);
    expect(sent).toMatchObject({ status: 'SENT', delivered_count: 5, sms_status: 'SENT', sms_sent_count: 5 });
    const texts = t.sms.texts.slice(before);
    const mobiles = texts.flatMap((x) => x.receptors).sort();
    expect(mobiles).toEqual(readers.map((r) => r.user.mobile_number).sort());
    expect(texts[0].text).toBe('پیامک پژوهش: جلسه فردا');
    // Run again (a duplicate job): nobody is texted twice.
    await t.app.get(NoticeSms).sendBatches(n.id, 2);
    await t.ds.getRepository(Notice).update({ id: n.id }, { sms_status: 'SENDING' });
    await t.app.get(NoticeSms).sendBatches(n.id, 2);
    expect(t.sms.texts.length - before).toBe(texts.length);
    // In the app only: no text at all.
    const quiet = await write({ title: 'بی پیامک', audience: 'ROLE', role: 'research_department_head' });
    expect(await send(quiet.id)).toMatchObject({ send_sms: false, sms_status: null, sms_sent_count: 0 });
    expect(t.sms.texts.length - before).toBe(texts.length);
  });

  it('sends 250 texts in batches of 100', async () => {
    const now = t.clock.now();
    const rows = Array.from({ length: 250 }, (_, k) => ({
      firstname: 'پیامک',
      lastname: `${k}`,
      mobile_number: `0937${String(process.pid % 100).padStart(2, '0')}${String(k).padStart(5, '0')}`,
      mobile_number_verified: true,
      is_superuser: false,
      creation_time: now,
      last_modification_time: now,
    }));
    const ids = (await t.ds.createQueryBuilder().insert().into(User).values(rows).execute()).identifiers.map((x) => Number(x.id));
    await t.ds.createQueryBuilder().insert().into(UserRole).values(ids.map((user_id) => ({ user_id, role: 'cultural_department_head' }))).execute();
    const before = t.sms.texts.length;
    const n = await write({ title: 'به همه', audience: 'ROLE', role: 'cultural_department_head', send_sms: true });
    expect(await send(n.id)).toMatchObject({ sms_status: 'SENT', sms_sent_count: 250 });
    expect(t.sms.texts.slice(before).map((x) => x.receptors.length)).toEqual([SMS_BATCH, SMS_BATCH, 50]);
  });
});

describe('a restart', () => {
  it('sends again, at start-up, a notice whose sending process died', async () => {
    const professors = await Promise.all([t.as(['professor']), t.as(['professor'])]);
    const n = await write({ title: 'ادامه ارسال', audience: 'ROLE', role: 'professor' });
    // As a process that died right after `send` left it: SENDING, its in-memory job gone.
    await t.ds.getRepository(Notice).update({ id: n.id }, { status: 'SENDING' });
    await t.ds.getRepository(NoticeReceiver).insert({
      notice_id: n.id,
      user_id: professors[0].user.id,
      is_seen: false,
      seen_time: null,
      creation_time: t.clock.now(),
    });
    expect(await t.app.get(NoticeCampaigns).resumeUnfinished()).toBe(1);
    await t.app.get(Jobs).idle(60_000);
    expect((await t.http.get(`/api/mma/notices/${n.id}`).set(pr.auth)).body).toMatchObject({
      status: 'SENT',
      delivered_count: 2,
    });
    for (const p of professors) expect(await inbox(p.auth)).toEqual(['ادامه ارسال']);
    expect(await t.app.get(NoticeCampaigns).resumeUnfinished()).toBe(0);
  });
});

describe('the list', () => {
  it('costs the same queries for 5 rows and 50, for staff and for a receiver', async () => {
    const learner = await t.as(['user']);
    for (let i = 0; i < 50; i++) {
      const n = await write({
        title: `اطلاعیه ${i}`,
        audience: 'ROLE',
        role: 'user',
        category: 1 + (i % 3),
      });
      if (i % 2 === 0) await send(n.id);
    }
    for (const auth of [pr.auth, learner.auth]) {
      const q5 = await t.http.get('/api/mma/notices?per_page=5').set(auth);
      const q50 = await t.http.get('/api/mma/notices?per_page=50').set(auth);
      expect(q5.status).toBe(200);
      expect(q50.body.results.length).toBeGreaterThan(q5.body.results.length);
      expect(q5.headers['x-query-count']).toBe(q50.headers['x-query-count']);
    }
    expect((await t.http.get('/api/mma/notices?per_page=50').set(learner.auth)).body.count).toBe(
      25,
    );
    expect(
      (await t.http.get('/api/mma/notices?status=DRAFT').set(pr.auth)).body.count,
    ).toBeGreaterThanOrEqual(25);
  });
});
