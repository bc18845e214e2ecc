import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../../src/core/jobs';
import { UnitSubscriberNotices } from '../../src/modules/lma';
import { Notice, NoticeReceiver } from '../../src/modules/mma';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

/* Subscriptions (SPEC sections 3 and 7): a learner follows a unit and hears of its new classrooms. */
const DAY = 86_400_000;
let t: TestApp;
let edu: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  edu = await t.as(['educational_department_head']);
});
afterAll(async () => t?.close());

const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
const subscribe = (auth: Record<string, string>, unit: number) =>
  t.http.post('/api/mma/subscriptions').set(auth).send({ source_type: 'UNIT', source_id: unit });
const inbox = async (auth: Record<string, string>) =>
  (await t.http.get('/api/mma/notice_receivers?per_page=50').set(auth)).body.results.map(
    (r: { notice_info: { title: string } }) => r.notice_info.title,
  );
async function sweep() {
  const n = await t.app.get(UnitSubscriberNotices).sweep();
  await t.app.get(Jobs).idle(60_000);
  return n;
}

/** A classroom of `unit` whose registration opens `days` from now (published already). */
async function classroomOf(unit: number, days: number) {
  const res = await t.http.post('/api/lma/classrooms').set(edu.auth).send({
    unit,
    holding_type: 'ONLINE',
    price: 0,
    capacity: 10,
    publish_time: at(-1),
    beginning_registration_period: at(days),
    ending_registration_period: at(days + 5),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; title: string };
}

describe('a learner', () => {
  it('subscribes to a unit once, turns it off, and sees only their own (404 otherwise)', async () => {
    const { unit } = await openClassroom(t, edu.auth, 'TRAINING');
    const [a, b] = await Promise.all([t.as(['user']), t.as(['user'])]);
    const first = await subscribe(a.auth, unit);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ source_type: 'UNIT', source_id: unit, owner: a.user.id, is_enabled: true, source_info: { id: unit } });
    expect((await subscribe(a.auth, unit)).body.id).toBe(first.body.id);
    const bad = await subscribe(a.auth, 999_999);
    expect(bad.status).toBe(400);
    expect(bad.body.source_id).toEqual([expect.stringMatching(/[آ-ی]/)]);
    const wrongType = await t.http.post('/api/mma/subscriptions').set(a.auth).send({ source_type: 'CLASSROOM', source_id: unit });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.source_type).toEqual([expect.stringMatching(/[آ-ی]/)]);

    const id = first.body.id;
    expect((await t.http.get(`/api/mma/subscriptions/${id}`).set(b.auth)).status).toBe(404);
    expect((await t.http.put(`/api/mma/subscriptions/${id}`).set(b.auth).send({ is_enabled: false })).status).toBe(404);
    expect((await t.http.get('/api/mma/subscriptions').set(b.auth)).body.count).toBe(0);
    const off = await t.http.put(`/api/mma/subscriptions/${id}`).set(a.auth).send({ is_enabled: false, state: 'READ' });
    expect(off.status).toBe(200);
    expect(off.body.is_enabled).toBe(false);
    // Subscribing again turns it back on.
    expect((await subscribe(a.auth, unit)).body).toMatchObject({ id, is_enabled: true });
    const mine = await t.http.get('/api/mma/subscriptions').set(a.auth);
    expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    for (const call of [
      t.http.get('/api/mma/subscriptions/export_report').set(a.auth),
      t.http.delete('/api/mma/subscriptions/delete_all').set(a.auth),
      t.http.post('/api/mma/subscriptions/send_message').set(a.auth).send({ title: 'ع', body: 'م', source_id: unit }),
    ]) {
      expect((await call).status).toBe(403);
    }
  });
});

describe('a new classroom of a followed unit', () => {
  it('is told to its live subscribers once, when it opens for enrolment', async () => {
    const { unit, id: openAlready } = await openClassroom(t, edu.auth, 'TRAINING');
    // The first classroom opened before anyone followed: marked, no notice.
    await sweep();
    const [fan, quiet, stranger] = await Promise.all([t.as(['user']), t.as(['user']), t.as(['user'])]);
    const q = (await subscribe(quiet.auth, unit)).body.id;
    await subscribe(fan.auth, unit);
    await t.http.put(`/api/mma/subscriptions/${q}`).set(quiet.auth).send({ is_enabled: false }).expect(200);
    const next = await classroomOf(unit, 2);
    expect(await sweep()).toBe(0);
    expect(await inbox(fan.auth)).toEqual([]);
    t.clock.advance(3 * DAY);
    expect(await sweep()).toBe(1);
    const title = `ثبت نام «${next.title}» آغاز شد`;
    expect(await inbox(fan.auth)).toEqual([title]);
    expect(await inbox(quiet.auth)).toEqual([]);
    expect(await inbox(stranger.auth)).toEqual([]);
    const row = (await t.http.get('/api/mma/notice_receivers').set(fan.auth)).body.results[0];
    expect(row.notice_info.url).toBe(`/classroom/${next.id}`);
    // Later ticks, or two replicas sweeping at once, tell nobody twice.
    await Promise.all([sweep(), sweep()]);
    expect(await sweep()).toBe(0);
    expect(await inbox(fan.auth)).toEqual([title]);
    const notices = await t.ds.getRepository(Notice).findBy({ audience: 'UNIT', audience_id: unit });
    expect(notices).toHaveLength(1);
    expect(await t.ds.getRepository(NoticeReceiver).countBy({ notice_id: notices[0].id })).toBe(1);
    expect(openAlready).toBeLessThan(next.id);
  });
});

describe('staff', () => {
  it('list, message, export and clear the subscriptions of a unit; the list costs the same for 5 and 50', async () => {
    const { unit } = await openClassroom(t, edu.auth, 'TRAINING');
    const other = (await openClassroom(t, edu.auth, 'TRAINING')).unit;
    await sweep();
    const learners = await Promise.all(Array.from({ length: 50 }, () => t.as(['user'])));
    for (const l of learners) await subscribe(l.auth, unit).expect(201);
    await subscribe(learners[0].auth, other).expect(201);
    const q5 = await t.http.get(`/api/mma/subscriptions?source_id=${unit}&per_page=5`).set(edu.auth);
    const q50 = await t.http.get(`/api/mma/subscriptions?source_id=${unit}&per_page=50`).set(edu.auth);
    expect(q5.body.count).toBe(50);
    expect(q50.body.results).toHaveLength(50);
    expect(q50.body.results[0]).toMatchObject({ source_info: { id: unit }, owner_info: { full_name: expect.any(String) } });
    expect(q5.headers['x-query-count']).toBe(q50.headers['x-query-count']);

    const before = t.sms.texts.length;
    const sent = await t.http
      .post('/api/mma/subscriptions/send_message')
      .set(edu.auth)
      .send({ source_id: unit, title: 'پیام به مشترکان', body: 'دوره بعدی به زودی', send_sms: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ audience: 'UNIT', unit, send_sms: true });
    await t.app.get(Jobs).idle(60_000);
    expect(await t.ds.getRepository(NoticeReceiver).countBy({ notice_id: sent.body.id })).toBe(50);
    expect(t.sms.texts.slice(before).flatMap((x) => x.receptors)).toHaveLength(50);
    expect(await inbox(learners[7].auth)).toContain('پیام به مشترکان');
    const bad = await t.http.post('/api/mma/subscriptions/send_message').set(edu.auth).send({ source_id: 999_999, title: 'ع', body: 'م' });
    expect(bad.status).toBe(400);
    expect(bad.body.unit ?? bad.body.source_id).toEqual([expect.stringMatching(/[آ-ی]/)]);

    const xlsx = await t.http.get(`/api/mma/subscriptions/export_report?source_id=${unit}`).set(edu.auth).buffer(true);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const cleared = await t.http.delete(`/api/mma/subscriptions/delete_all?source_id=${unit}`).set(edu.auth);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ count: 50 });
    expect((await t.http.get(`/api/mma/subscriptions?source_id=${unit}`).set(edu.auth)).body.count).toBe(0);
    expect((await t.http.get(`/api/mma/subscriptions?source_id=${other}`).set(edu.auth)).body.count).toBe(1);
  });
});
