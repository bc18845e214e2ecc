import { describe, expect, it } from 'vitest';
import { Jobs } from '../../src/core/jobs';
import { InvoicesService } from '../../src/modules/accounting';
import { WaitlistService } from '../../src/modules/lma/waitlist/waitlist.service';
import { bootForFile } from '../support/app';
import { openClassroom } from '../support/learning';
import { depositViaSandbox } from '../support/money';

/** Waitlists that fill themselves (issue 28): a full classroom's line, offers by a job, staff reordering. */
const file = bootForFile({ JOBS_ENABLED: 'false' });
const HOUR = 3_600_000;

async function learner() {
  const user = await file.t.createUser();
  return { user, auth: { Authorization: `Bearer ${file.t.tokenOf(user)}` } };
}
type Learner = Awaited<ReturnType<typeof learner>>;

const page = async (id: number, who?: Learner) => {
  const res = await file.t.http.get(`/api/lma/classrooms/${id}`).set(who?.auth ?? {});
  expect(res.status).toBe(200);
  return res.body;
};
const join = (id: number, who: Learner, path = 'lma/classrooms') => file.t.http.put(`/api/${path}/${id}/join_waitlist`).set(who.auth);
const settle = async () => {
  await file.t.app.get(Jobs).idle(60_000);
};
const line = async (classroom: number) => {
  const res = await file.t.http.get(`/api/lma/waitlist?classroom=${classroom}&status=WAITING`).set(file.staff.auth);
  expect(res.status).toBe(200);
  return res.body.results as { id: number; owner: number; place: number; status: string }[];
};

describe('waitlists', () => {
  it('a full paid event: the line, an offer with its own time to pay (notice and SMS), a lapse, the next one, never more seats than capacity', async () => {
    const c = await openClassroom(file.t, file.staff.auth, 'EVENT', { capacity: 1, price: 200_000 });
    const [a, b, d] = [await learner(), await learner(), await learner()];
    const first = await file.t.http.put(`/api/ema/events/${c.id}/register`).set(a.auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    // Full: registering is refused, the page offers the line instead.
    const refused = await file.t.http.put(`/api/ema/events/${c.id}/register`).set(b.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('ظرفیت این دوره تکمیل شده است.');
    expect((await page(c.id, b)).waitlist_info).toEqual({ length: 0, can_join: true, entry: null });
    // A guest sees the line is open (they sign in first).
    expect((await page(c.id)).waitlist_info).toEqual({ length: 0, can_join: true, entry: null });

    const joined = await join(c.id, b, 'ema/events');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.detail).toContain('به صف انتظار پیوستید');
    expect(joined.body.waitlist_info).toMatchObject({ length: 1, can_join: false, entry: { status: 'WAITING', place: 1 } });
    expect((await join(c.id, b)).status).toBe(409);
    expect((await join(c.id, d)).body.waitlist_info.entry.place).toBe(2);
    // The first in line stays first after a seat-holder asks again; the one who holds the seat cannot join.
    expect((await join(c.id, a)).body.detail).toBe('شما در این دوره ثبت نام کرده‌اید.');

    // A's invoice lapses: the expiry queues the job that offers the seat to B, with a 12-hour
    // invoice, a notice and an SMS.
    file.t.clock.advance(25 * HOUR);
    const texts = file.t.sms.texts.length;
    expect(await file.t.app.get(InvoicesService).expireStale()).toBeGreaterThanOrEqual(1);
    await settle();
    const offered = await page(c.id, b);
    expect(offered).toMatchObject({ used_capacity: 1, capacity: 1, waiting_count: 1, current_user_register_info: { status: 'ENROLLED', holds_seat: true } });
    expect(offered.waitlist_info.entry).toMatchObject({ status: 'OFFERED', place: null, invoice: offered.current_user_register_info.invoice });
    const expires = new Date(offered.waitlist_info.entry.offer_expire_time).getTime();
    // Twelve hours (MariaDB keeps whole seconds).
    expect(Math.abs(expires - file.t.clock.now().getTime() - 12 * HOUR)).toBeLessThan(1000);
    const sms = file.t.sms.texts.slice(texts);
    expect(sms).toHaveLength(1);
    expect(sms[0].receptors).toEqual([b.user.mobile_number]);
    expect(sms[0].text).toContain('جای خالی');
    const notices = await file.t.http.get('/api/mma/notice_receivers').set(b.auth);
    expect(notices.body.results[0].notice_info.title).toContain('جای خالی');
    expect((await page(c.id, d)).waitlist_info.entry).toMatchObject({ status: 'WAITING', place: 1 });
    // Nobody jumps the line: the offered seat is B's, D waits.
    expect((await file.t.http.put(`/api/ema/events/${c.id}/register`).set(d.auth)).status).toBe(409);

    // B's offer is cancelled and no job hears of it (as if the replica died between the commit and
    // the queue): the minute's sweep finds the free seat, D gets the next offer and pays it.
    const bInvoice = offered.current_user_register_info.invoice as number;
    await file.t.ds.transaction((em) => file.t.app.get(InvoicesService).cancelInTx(em, bInvoice));
    await settle();
    expect((await page(c.id, d)).waitlist_info.entry.status).toBe('WAITING');
    expect(await file.t.app.get(WaitlistService).sweep()).toBe(1);
    await settle();
    expect((await page(c.id, b)).waitlist_info.entry).toMatchObject({ status: 'LAPSED' });
    const dPage = await page(c.id, d);
    expect(dPage.waitlist_info.entry.status).toBe('OFFERED');
    await depositViaSandbox(file.t, d.auth, { amount: 200_000 });
    const paid = await file.t.http.put(`/api/accounting/invoices/${dPage.current_user_register_info.invoice}/pay`).set(d.auth);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await page(c.id, d);
    expect(after).toMatchObject({ used_capacity: 1, waiting_count: 0, is_current_user_registered: true });
    expect(after.waitlist_info.entry.status).toBe('ACCEPTED');
    file.t.clock.set(new Date());
  });

  it('a free classroom: a drop or a larger capacity registers the first in line at once', async () => {
    const c = await openClassroom(file.t, file.staff.auth, 'TRAINING', { capacity: 1, allow_dropping_on_registration_period: true });
    const [a, b, d] = [await learner(), await learner(), await learner()];
    expect((await file.t.http.put(`/api/lma/classrooms/${c.id}/register`).set(a.auth)).body.status).toBe('REGISTERED');
    await join(c.id, b);
    await join(c.id, d);
    expect((await file.t.http.put(`/api/lma/classrooms/${c.id}/drop`).set(a.auth).send({})).status).toBe(200);
    await settle();
    expect(await page(c.id, b)).toMatchObject({ is_current_user_registered: true, used_capacity: 1, waiting_count: 1 });
    expect((await page(c.id, b)).waitlist_info.entry.status).toBe('ACCEPTED');

    const raised = await file.t.http.patch(`/api/lma/classrooms/${c.id}`).set(file.staff.auth).send({ capacity: 2 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await settle();
    expect(await page(c.id, d)).toMatchObject({ is_current_user_registered: true, used_capacity: 2, waiting_count: 0 });
  });

  it('staff see the line in order, move someone up and take someone out; a learner sees only their own entries', async () => {
    const c = await openClassroom(file.t, file.staff.auth, 'DiscussionCircles', { capacity: 1 });
    const seated = await learner();
    await file.t.http.put(`/api/lma/classrooms/${c.id}/register`).set(seated.auth);
    const people = [await learner(), await learner(), await learner()];
    for (const p of people) expect((await join(c.id, p)).status).toBe(200);
    let rows = await line(c.id);
    expect(rows.map((r) => [r.owner, r.place])).toEqual(people.map((p, i) => [p.user.id, i + 1]));

    const moved = await file.t.http.put(`/api/lma/waitlist/${rows[2].id}/move`).set(file.staff.auth).send({ place: 1 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ place: 1, detail: 'جایگاه در صف تغییر کرد.' });
    rows = await line(c.id);
    expect(rows.map((r) => r.owner)).toEqual([people[2], people[0], people[1]].map((p) => p.user.id));
    expect((await page(c.id, people[0])).waitlist_info.entry.place).toBe(2);

    for (const bad of [{ place: 0 }, { place: 'x' }, {}, { place: 9 }]) {
      const res = await file.t.http.put(`/api/lma/waitlist/${rows[0].id}/move`).set(file.staff.auth).send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.detail).toMatch(/[آ-ی]/);
    }
    expect((await file.t.http.put(`/api/lma/waitlist/${rows[0].id}/move`).set(people[0].auth).send({ place: 2 })).status).toBe(403);
    expect((await file.t.http.put(`/api/lma/waitlist/999999/move`).set(file.staff.auth).send({ place: 1 })).status).toBe(404);

    const removed = await file.t.http.delete(`/api/lma/waitlist/${rows[1].id}`).set(file.staff.auth);
    expect(removed.body).toMatchObject({ status: 'REMOVED' });
    expect((await file.t.http.delete(`/api/lma/waitlist/${rows[1].id}`).set(file.staff.auth)).status).toBe(409);
    expect((await page(c.id)).waiting_count).toBe(2);

    // A learner's own list: theirs only, whatever filter they send.
    const mine = await file.t.http.get(`/api/lma/waitlist?owner=${people[2].user.id}`).set(people[1].auth);
    expect(mine.body.results.map((r: { owner: number }) => r.owner)).toEqual([]);
    const own = await file.t.http.get('/api/lma/waitlist').set(people[1].auth);
    expect(own.body.results).toHaveLength(1);
    expect(own.body.results[0]).toMatchObject({ owner: people[1].user.id, place: 2, classroom_info: { id: c.id } });

    // Leaving gives the place up; the one behind moves up.
    const left = await file.t.http.put(`/api/lma/classrooms/${c.id}/leave_waitlist`).set(people[2].auth);
    expect(left.body.waitlist_info).toMatchObject({ length: 1, can_join: true, entry: null });
    expect((await page(c.id, people[1])).waitlist_info.entry.place).toBe(1);
    expect((await file.t.http.put(`/api/lma/classrooms/${c.id}/leave_waitlist`).set(people[2].auth)).status).toBe(409);
  });

  it('a classroom with seats left or closed for adding has no line to join', async () => {
    const open = await openClassroom(file.t, file.staff.auth, 'TRAINING', { capacity: 5 });
    const who = await learner();
    const res = await join(open.id, who);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('صف انتظار');
    expect((await file.t.http.put('/api/lma/classrooms/999999/join_waitlist').set(who.auth)).status).toBe(404);
    expect((await file.t.http.put(`/api/lma/classrooms/${open.id}/join_waitlist`)).status).toBe(401);
  });

  it('a seat-holder who cancels their invoice hands the seat to the first in line at once, with no sweep', async () => {
    const c = await openClassroom(file.t, file.staff.auth, 'EVENT', { capacity: 1, price: 150_000 });
    const [a, b] = [await learner(), await learner()];
    expect((await file.t.http.put(`/api/ema/events/${c.id}/register`).set(a.auth)).status).toBe(200);
    expect((await join(c.id, b, 'ema/events')).status).toBe(200);
    const inv = (await page(c.id, a)).current_user_register_info.invoice;
    expect((await file.t.http.put(`/api/accounting/invoices/${inv}/cancel`).set(a.auth)).status).toBe(200);
    await settle();
    const offered = await page(c.id, b);
    expect(offered).toMatchObject({ used_capacity: 1, waiting_count: 0, current_user_register_info: { status: 'ENROLLED' } });
    expect(offered.waitlist_info.entry.status).toBe('OFFERED');
    // B cancels the offered invoice from the invoice page too: the entry lapses, the seat is free again.
    const offer = offered.current_user_register_info.invoice;
    expect((await file.t.http.put(`/api/accounting/invoices/${offer}/cancel`).set(b.auth)).status).toBe(200);
    await settle();
    const after = await page(c.id, b);
    expect(after).toMatchObject({ used_capacity: 0, waiting_count: 0 });
    expect(after.waitlist_info.entry.status).toBe('LAPSED');
  });

  it('many offer jobs at once for one free seat: one offer, never more seats than capacity', async () => {
    const c = await openClassroom(file.t, file.staff.auth, 'EVENT', { capacity: 2, price: 100_000 });
    const seated = [await learner(), await learner()];
    for (const s of seated) await file.t.http.put(`/api/ema/events/${c.id}/register`).set(s.auth);
    const waiting = [await learner(), await learner(), await learner()];
    for (const w of waiting) await join(c.id, w, 'ema/events');
    // One seat frees (its invoice cancelled by its owner); five replicas' jobs race for it.
    const inv = (await page(c.id, seated[0])).current_user_register_info.invoice;
    expect((await file.t.http.put(`/api/accounting/invoices/${inv}/cancel`).set(seated[0].auth)).status).toBe(200);
    // The cancel queued its own offer job too: six runners, one offer between them.
    const service = file.t.app.get(WaitlistService);
    const offered = await Promise.all(Array.from({ length: 5 }, () => service.offerSeats(c.id)));
    expect(offered.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await settle();
    const after = await page(c.id);
    expect(after).toMatchObject({ used_capacity: 2, waiting_count: 2 });
    const entries = (await file.t.http.get(`/api/lma/waitlist?classroom=${c.id}`).set(file.staff.auth)).body.results;
    expect(entries.map((e: { status: string }) => e.status)).toEqual(['OFFERED', 'WAITING', 'WAITING']);
    // The offered one gives it up: the seat goes on to the next.
    expect((await file.t.http.put(`/api/ema/events/${c.id}/leave_waitlist`).set(waiting[0].auth)).status).toBe(200);
    await settle();
    expect((await page(c.id, waiting[1])).waitlist_info.entry.status).toBe('OFFERED');
    expect((await page(c.id)).used_capacity).toBe(2);
  });
});
