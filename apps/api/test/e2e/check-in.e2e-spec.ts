import { describe, expect, it } from 'vitest';
import { groupPassCode, isPassCode } from '@daneshsara/domain';
import { bootForFile, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

/** QR check-in (issue 28): a learner's own pass, its SVG, and the door's one-time check-in. */
const file = bootForFile({ JOBS_ENABLED: 'false' });

type Learner = Awaited<ReturnType<TestApp['as']>>;

/** A learner REGISTERED to `event` (free), with their registration id. */
async function registered(event: number): Promise<{ learner: Learner; registration: number }> {
  const learner = await file.t.as(['user']);
  const res = await file.t.http.put(`/api/ema/events/${event}/register`).set(learner.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('REGISTERED');
  return { learner, registration: res.body.id };
}

const passOf = async (l: Learner, reg: number) => {
  const res = await file.t.http.get(`/api/ema/registrations/${reg}/pass`).set(l.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { code: string; event: number; checked_in_time: string | null };
};
const scan = (code: string, event: number, key?: string) => {
  const req = file.t.http.post('/api/ema/registrations/check_in').set(file.staff.auth);
  if (key) req.set('Idempotency-Key', key);
  return req.send({ code, event });
};

describe('event pass', () => {
  it('is its owner\'s only: born with the registration, the same on every read; another learner gets 404', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const first = await passOf(learner, registration);
    expect(isPassCode(first.code)).toBe(true);
    expect(first).toMatchObject({ event: ev.id, event_info: { id: ev.id, title: ev.title }, owner: learner.user.id, checked_in_time: null });
    expect((first as unknown as { owner_info: { id: number } }).owner_info.id).toBe(learner.user.id);
    const [a, b] = await Promise.all([passOf(learner, registration), passOf(learner, registration)]);
    expect([a.code, b.code]).toEqual([first.code, first.code]);

    const other = await file.t.as(['user']);
    expect((await file.t.http.get(`/api/ema/registrations/${registration}/pass`).set(other.auth)).status).toBe(404);
    expect((await file.t.http.get(`/api/ema/registrations/${registration}/pass.svg`).set(other.auth)).status).toBe(404);
    expect((await file.t.http.get(`/api/ema/registrations/${registration}/pass`)).status).toBe(401);
  });

  it('comes in the confirmation notice: its code, and the panel page that shows its QR', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);
    const res = await file.t.http.get('/api/mma/notice_receivers?per_page=100').set(learner.auth);
    const notice = res.body.results.map((r: { notice_info: { body: string; url: string } }) => r.notice_info).find((n: { body: string }) => n.body.includes('قطعی شد'));
    expect(notice).toMatchObject({ url: '/panel/profile/all-events' });
    expect(notice.body).toContain(`بلیت ورود شما: ${groupPassCode(code)}`);
  });

  it('serves its QR as image/svg+xml, with the bearer token or the same-origin session cookie', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const res = await file.t.http.get(`/api/ema/registrations/${registration}/pass.svg`).set(learner.auth).buffer(true).parse((r, done) => {
      let s = '';
      r.on('data', (c: Buffer) => (s += c.toString()));
      r.on('end', () => done(null, s));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(res.body)).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(String(res.body)).toContain('<path');
    const byCookie = await file.t.http.get(`/api/ema/registrations/${registration}/pass.svg`).set('Cookie', `BearerAccessToken=${learner.token}`);
    expect(byCookie.status).toBe(200);
  });

  it('is refused for a training classroom and for a registration that is no longer live', async () => {
    const course = await openClassroom(file.t, file.staff.auth, 'TRAINING');
    const learner = await file.t.as(['user']);
    const reg = await file.t.http.put(`/api/lma/classrooms/${course.id}/register`).set(learner.auth);
    expect(reg.status).toBe(200);
    const notEvent = await file.t.http.get(`/api/ema/registrations/${reg.body.id}/pass`).set(learner.auth);
    expect(notEvent.status).toBe(400);
    expect(notEvent.body.detail).toBe('بلیت ورود فقط برای ثبت‌نام در رویدادها صادر می‌شود.');

    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const r = await registered(ev.id);
    const drop = await file.t.http.put(`/api/ema/events/${ev.id}/drop`).set(file.staff.auth).send({ owner: r.learner.user.id, refund_amount: 0 });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    const gone = await file.t.http.get(`/api/ema/registrations/${r.registration}/pass`).set(r.learner.auth);
    expect(gone.status).toBe(400);
    expect(gone.body.detail).toMatch(/لغو شده/);
  });
});

describe('check-in at the door', () => {
  it('checks in once: 200 with the owner, then 409 naming the time; another event 400; unknown 404', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const other = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);

    const elsewhere = await scan(code, other.id);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.detail).toBe('این بلیت برای رویداد دیگری است.');

    // Typed by hand: lower case, a space and Persian digits are the same code.
    const typed = code.toLowerCase().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]).replace(/^(.{5})/, '$1 ');
    const first = await scan(typed, ev.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ id: registration, event: ev.id, owner: learner.user.id, detail: 'ورود ثبت شد.' });
    expect(first.body.owner_info.id).toBe(learner.user.id);
    // MySQL keeps whole seconds.
    expect(Math.abs(Date.parse(first.body.checked_in_time) - file.t.clock.now().getTime())).toBeLessThan(1000);

    file.t.clock.advance(60_000);
    const second = await scan(code, ev.id);
    expect(second.status).toBe(409);
    expect(second.body.detail).toMatch(/^این بلیت پیش‌تر در .+ ثبت ورود شده است\.$/);
    expect(second.body.checked_in_time).toBe(first.body.checked_in_time);
    expect((await passOf(learner, registration)).checked_in_time).toBe(first.body.checked_in_time);

    const unknown = await scan('ABCDEFGHJK', ev.id);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('بلیتی با این کد یافت نشد.');
    expect((await scan('not a code', ev.id)).status).toBe(404);
    expect((await scan('', ev.id)).status).toBe(400);

    const list = await file.t.http.get(`/api/ema/registrations/check_ins?event=${ev.id}`).set(file.staff.auth);
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([registration]);
  });

  it('refuses a dropped registration\'s pass with 400', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);
    const drop = await file.t.http.put(`/api/ema/events/${ev.id}/drop`).set(file.staff.auth).send({ owner: learner.user.id, refund_amount: 0 });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    const res = await scan(code, ev.id);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('این ثبت‌نام لغو شده است و بلیت آن اعتبار ندارد.');
  });

  it('two scans at once: exactly one 200, the other 409', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);
    const answers = await Promise.all([scan(code, ev.id), scan(code, ev.id), scan(code, ev.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('a retry with the same Idempotency-Key is the first answer replayed, not a 409', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);
    const key = `scan-${registration}`;
    const first = await scan(code, ev.id, key);
    expect(first.status).toBe(200);
    const again = await scan(code, ev.id, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await scan(code, ev.id)).status).toBe(409);
  });

  it('is for staff who manage learning only', async () => {
    const ev = await openClassroom(file.t, file.staff.auth, 'EVENT');
    const { learner, registration } = await registered(ev.id);
    const { code } = await passOf(learner, registration);
    const res = await file.t.http.post('/api/ema/registrations/check_in').set(learner.auth).send({ code, event: ev.id });
    expect(res.status).toBe(403);
    expect((await file.t.http.get(`/api/ema/registrations/check_ins?event=${ev.id}`).set(learner.auth)).status).toBe(403);
  });
});
