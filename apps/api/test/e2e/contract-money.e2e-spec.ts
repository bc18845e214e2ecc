import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Classroom, Registration } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';
import { auditClean, depositViaSandbox } from '../support/money';

/** Issue 14, money and store: each request exactly as a client written against ENDPOINTS.md sends it. */
let t: TestApp;
let staff: { auth: Record<string, string> };
let finance: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['admin']);
  finance = await t.as(['financial_department_head']);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
let n = 0;

/** A paid classroom of that category type, open for registration, taught by `professor`. */
const classroom = (type: string, price: number, professor: number | null = null, capacity = 5) =>
  openClassroom(t, staff.auth, type, { holding_type: 'FACE_TO_FACE', price, capacity, professor });

async function invoiceFor(auth: Record<string, string>, classroomId: number) {
  const res = await t.http.put(`/api/lma/classrooms/${classroomId}/register`).set(auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('PAYING');
  return res.body as { id: number; amount: number };
}

async function product(inventory: number) {
  const res = await t.http
    .post('/api/store/products')
    .set(staff.auth)
    .send({
      title: `جزوه ${++n}`,
      unit_price: 40_000,
      is_physical: true,
      physical_type: 'BOOK',
      inventory,
      maximum_order_count: 5,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

const stockOf = async (id: number) =>
  (await t.http.get(`/api/store/products/${id}`)).body.inventory as number;

describe('invoice item_info of a CLASSROOM or EVENT item', () => {
  it('carries title, thumbnail, price, professor_info, holding_type and unit_info; the list stays at a fixed query count', async () => {
    const professor = await t.createUser({
      roles: ['professor'],
      firstname: 'مرتضی',
      lastname: 'حسینی',
    });
    const course = await classroom('TRAINING', 300_000, professor.id);
    const event = await classroom('EVENT', 120_000, professor.id);
    const learner = await t.as(['user']);
    const a = await invoiceFor(learner.auth, course.id);
    const b = await invoiceFor(learner.auth, event.id);
    for (const [inv, c, price] of [
      [a, course, 300_000],
      [b, event, 120_000],
    ] as const) {
      const res = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(learner.auth);
      expect(res.status).toBe(200);
      expect(res.body.item_info).toMatchObject({
        id: c.id,
        title: c.title,
        price,
        professor_info: { id: professor.id, firstname: 'مرتضی', lastname: 'حسینی' },
        holding_type: 'FACE_TO_FACE',
        unit_info: { id: c.unit },
      });
      expect(res.body.item_info).toHaveProperty('thumbnail');
    }
    const mine = await t.http
      .get(`/api/accounting/invoices?owner=${learner.user.id}`)
      .set(learner.auth);
    expect(
      mine.body.results.map((i: { item_info: { price: number } }) => i.item_info.price).sort(),
    ).toEqual([120_000, 300_000]);

    for (let i = 0; i < 5; i++) {
      const other = await t.as(['user']);
      await invoiceFor(
        other.auth,
        (await classroom(i % 2 ? 'EVENT' : 'TRAINING', 50_000 + i, professor.id)).id,
      );
    }
    const q2 = await t.http.get('/api/accounting/invoices?per_page=2').set(finance.auth);
    const q7 = await t.http.get('/api/accounting/invoices?per_page=7').set(finance.auth);
    expect(q7.body.results).toHaveLength(7);
    expect(
      q7.body.results.every(
        (i: { item_info: { professor_info: { id: number } } }) =>
          i.item_info.professor_info.id === professor.id,
      ),
    ).toBe(true);
    expect(q2.headers['x-query-count']).toBe(q7.headers['x-query-count']);
    // sign-in, the page with its total and each item_info (by join), offers (issue 15)
    expect(Number(q7.headers['x-query-count'])).toBe(3);
  });

  it('names the unit’s prerequisites in id order and a discussion circle’s type, the same in the list and the detail', async () => {
    const circle = await classroom('DiscussionCircles', 70_000);
    const learner = await t.as(['user']);
    const inv = await invoiceFor(learner.auth, circle.id);
    // Prerequisites given after the registration (titles with a comma, quotes and a backslash).
    const unit = async (title: string) =>
      (await t.http.post('/api/lma/units').set(staff.auth).send({ title, category: circle.category })).body as { id: number };
    const first = await unit('مقدمات، «اول» "الف"');
    const second = await unit('دوم \\ ب');
    const put = await t.http
      .put(`/api/lma/units/${circle.unit}`)
      .set(staff.auth)
      .send({ title: circle.title, category: circle.category, prerequisites: [second.id, first.id] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const detail = (await t.http.get(`/api/accounting/invoices/${inv.id}`).set(learner.auth)).body.item_info;
    expect(detail).toMatchObject({
      id: circle.id,
      price: 70_000,
      professor: null,
      professor_info: null,
      item_type: 'DISCUSSION_CIRCLE',
      status: 'IN_REGISTRATION_PERIOD',
      registration_status: 'ENROLLED',
      unit_info: {
        id: circle.unit,
        category_info: { id: circle.category, type: 'DiscussionCircles' },
        prerequisites: [first.id, second.id],
        prerequisites_info: [
          { id: first.id, title: 'مقدمات، «اول» "الف"' },
          { id: second.id, title: 'دوم \\ ب' },
        ],
      },
    });
    const listed = (await t.http.get('/api/accounting/invoices').set(learner.auth)).body.results;
    expect(listed.find((i: { id: number }) => i.id === inv.id).item_info).toEqual(detail);
    // The phase follows the clock, like the classroom's own.
    t.clock.set(new Date(t.clock.now().getTime() + 30 * DAY));
    try {
      const later = (await t.http.get(`/api/accounting/invoices/${inv.id}`).set(learner.auth)).body.item_info;
      expect(later.status).toBe((await t.http.get(`/api/lma/classrooms/${circle.id}`)).body.status);
      expect(later.status).toBe('FINISHED');
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 30 * DAY));
    }
  });
});

describe('GET and POST /store/discounts', () => {
  it('lists and makes STORE codes: the same rows as /accounting/discounts?target=STORE', async () => {
    const other = await t.http
      .post('/api/accounting/discounts')
      .set(finance.auth)
      .send({ code: 'EVT20', target: 'EVENT', percent: 20 });
    expect(other.status).toBe(201);
    const made = await t.http
      .post('/api/store/discounts')
      .set(finance.auth)
      .send({ code: 'BOOK15', percent: 15, expire_time: at(30) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ code: 'BOOK15', percent: 15, target: 'STORE' });
    expect(made.body.expire_time).toBeTruthy();
    const store = await t.http.get('/api/store/discounts').set(finance.auth);
    expect(store.status).toBe(200);
    const viaAccounting = await t.http
      .get('/api/accounting/discounts?target=STORE')
      .set(finance.auth);
    expect(store.body.results.map((d: { id: number }) => d.id)).toEqual(
      viaAccounting.body.results.map((d: { id: number }) => d.id),
    );
    expect(store.body.results.map((d: { code: string }) => d.code)).toContain('BOOK15');
    expect(store.body.results.every((d: { target: string }) => d.target === 'STORE')).toBe(true);

    const twice = await t.http
      .post('/api/store/discounts')
      .set(finance.auth)
      .send({ code: 'BOOK15', percent: 5 });
    expect(twice.status).toBe(400);
    expect(
      (
        await t.http
          .post('/api/store/discounts')
          .set(finance.auth)
          .send({ code: 'X1', percent: 5, target: 'EVENT' })
      ).status,
    ).toBe(400);
    const learner = await t.as(['user']);
    expect((await t.http.get('/api/store/discounts').set(learner.auth)).status).toBe(403);
    expect(
      (
        await t.http
          .post('/api/store/discounts')
          .set(learner.auth)
          .send({ code: 'MINE', percent: 90 })
      ).status,
    ).toBe(403);
  });
});

describe('PUT /accounting/invoices/cancel_all_paying_invoices', () => {
  it("cancels each of the learner's PAYING invoices once under concurrent calls, releasing each seat and the stock once", async () => {
    const c1 = await classroom('TRAINING', 200_000, null, 1);
    const c2 = await classroom('EVENT', 80_000, null, 1);
    const me = await t.as(['user']);
    const inv1 = await invoiceFor(me.auth, c1.id);
    const inv2 = await invoiceFor(me.auth, c2.id);
    const item = await product(4);
    const added = await t.http
      .post('/api/store/items')
      .set(me.auth)
      .send({ product: item.id, count: 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const basket = (await t.http.get('/api/store/baskets/checkout_review').set(me.auth)).body;
    const address = {
      province: 'قم',
      city: 'قم',
      address: 'خیابان صفائیه، پلاک ۷',
      postal_code: '3715613511',
    };
    expect(
      (await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(me.auth).send(address))
        .status,
    ).toBe(200);
    const inv3 = await t.http
      .put(`/api/store/baskets/${basket.id}/create_invoice`)
      .set(me.auth)
      .send({});
    expect(inv3.status, JSON.stringify(inv3.body)).toBe(200);
    expect(await stockOf(item.id)).toBe(1);
    // A paid invoice of theirs and someone else's PAYING invoice stay as they are.
    const paidClass = await classroom('TRAINING', 10_000);
    const paid = await invoiceFor(me.auth, paidClass.id);
    await depositViaSandbox(t, me.auth, { amount: 10_000 });
    expect((await t.http.put(`/api/accounting/invoices/${paid.id}/pay`).set(me.auth)).status).toBe(
      200,
    );
    const neighbour = await t.as(['user']);
    const theirs = await invoiceFor(neighbour.auth, (await classroom('TRAINING', 70_000)).id);

    const calls = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.http.put('/api/accounting/invoices/cancel_all_paying_invoices').set(me.auth),
      ),
    );
    for (const res of calls) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cancelled = calls.flatMap((r) => r.body.canceled as number[]).sort((x, y) => x - y);
    expect(cancelled).toEqual([inv1.id, inv2.id, inv3.body.id].sort((x, y) => x - y));
    expect(calls.reduce((s, r) => s + (r.body.canceled_count as number), 0)).toBe(3);

    const status = async (auth: Record<string, string>, id: number) =>
      (await t.http.get(`/api/accounting/invoices/${id}`).set(auth)).body.status;
    for (const id of [inv1.id, inv2.id, inv3.body.id])
      expect(await status(me.auth, id)).toBe('CANCELED');
    expect(await status(me.auth, paid.id)).toBe('PAID_FULL');
    expect(await status(neighbour.auth, theirs.id)).toBe('PAYING');
    for (const c of [c1, c2]) {
      expect(
        (await t.ds.getRepository(Classroom).findOneByOrFail({ id: c.id })).used_capacity,
      ).toBe(0);
      const reg = await t.ds
        .getRepository(Registration)
        .findOneByOrFail({ classroom_id: c.id, owner_id: me.user.id });
      expect(reg.holds_seat).toBe(false);
    }
    expect(await stockOf(item.id)).toBe(4);
    expect((await t.http.get(`/api/store/baskets/${basket.id}`).set(me.auth)).body.status).toBe(
      'CANCELED',
    );

    const again = await t.http
      .put('/api/accounting/invoices/cancel_all_paying_invoices')
      .set(me.auth);
    expect(again.status).toBe(200);
    expect(again.body.canceled_count).toBe(0);
    // The freed seat can be taken by someone else.
    const next = await t.as(['user']);
    await invoiceFor(next.auth, c1.id);
    await auditClean(t);
  });
});
