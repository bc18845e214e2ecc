import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';
import { classroomInRegistration, openClassroom } from '../support/learning';

let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['admin']);
});
afterAll(async () => t?.close());

const invoicesOf = (owner: number) => t.ds.getRepository(Invoice).countBy({ owner_id: owner });

describe('a repeated write without a key still answers 409, naming the invoice the first one made', () => {
  it('register twice (one after the other, then a double click): one invoice, both 409s name it', async () => {
    const c = await classroomInRegistration(t, staff.auth, { price: 900_000 });
    const learner = await t.as(['user']);
    const first = await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    expect(first.status).toBe(200);
    const again = await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      detail: 'شما قبلا در این دوره ثبت نام کرده‌اید.',
      invoice: first.body.id,
      invoice_info: { id: first.body.id, status: 'PAYING', amount: 900_000 },
    });

    const c2 = await classroomInRegistration(t, staff.auth, { price: 500_000 });
    const other = await t.as(['user']);
    const both = await Promise.all([1, 2].map(() => t.http.put(`/api/lma/classrooms/${c2.id}/register`).set(other.auth)));
    const won = both.find((r) => r.status === 200)!;
    const lost = both.find((r) => r.status === 409)!;
    expect(won && lost).toBeTruthy();
    expect(lost.body.invoice).toBe(won.body.id);
    expect(await invoicesOf(other.user.id)).toBe(1);
  });

  it('a free classroom registered twice: 409 with invoice null', async () => {
    const c = await classroomInRegistration(t, staff.auth);
    const learner = await t.as(['user']);
    await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    const again = await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ invoice: null, invoice_info: null });
  });

  it('event register twice: the 409 names the event invoice', async () => {
    const ev = await openClassroom(t, staff.auth, 'EVENT', { price: 300_000 });
    const learner = await t.as(['user']);
    const first = await t.http.put(`/api/ema/events/${ev.id}/register`).set(learner.auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await t.http.put(`/api/ema/events/${ev.id}/register`).set(learner.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ invoice: first.body.id, invoice_info: { status: 'PAYING', amount: 300_000 } });
  });

  it('checkout twice (and twice at once): one invoice, one reservation, the 409 names the invoice', async () => {
    const p = await t.http.post('/api/store/products').set(staff.auth).send({ title: 'کتاب', unit_price: 100_000, is_physical: false, inventory: 5 });
    expect(p.status).toBe(201);
    for (const together of [false, true]) {
      const learner = await t.as(['user']);
      await t.http.post('/api/store/items').set(learner.auth).send({ product: p.body.id, count: 1 });
      const basket = (await t.http.get('/api/store/baskets/checkout_review').set(learner.auth)).body;
      const go = () => t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(learner.auth).send({});
      const answers = together ? await Promise.all([go(), go()]) : [await go(), await go()];
      const ok = answers.filter((r) => r.status === 200);
      const refused = answers.filter((r) => r.status === 409);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0].body).toMatchObject({ detail: 'این سبد خرید دیگر قابل تغییر نیست.', invoice: ok[0].body.id });
      expect(await invoicesOf(learner.user.id)).toBe(1);
    }
    const left = await t.http.get(`/api/store/products/${p.body.id}`).set(staff.auth);
    expect(left.body.inventory).toBe(3);
  });
});
