import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice } from '../../src/modules/accounting';
import { Donation, DonationCategory, DonationRegistration } from '../../src/modules/dma';
import { Registration } from '../../src/modules/lma';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';
import { makeInvoice } from '../support/money';

/* The console's reports page (rma): Jalali months in Tehran time, fixed query counts. */
let t: TestApp;
type Auth = Record<string, string>;
let admin: { auth: Auth; user: { id: number } };
let classroom: number;
let learner: { id: number };
const causes: number[] = [];

// 3 Azar 1405 at 15:30 in Tehran.
const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;

async function registered(at: string) {
  const owner = await t.createUser();
  await t.ds.getRepository(Registration).insert({
    classroom_id: classroom,
    owner_id: owner.id,
    active_owner_id: owner.id,
    status: 'REGISTERED',
    holds_seat: true,
    registered_time: new Date(at),
    creation_time: new Date(at),
    last_modification_time: new Date(at),
  });
}

async function paid(amount: number, type: string, at: string) {
  const inv = await makeInvoice(t, learner.id, amount, { type });
  await t.ds
    .getRepository(Invoice)
    .update({ id: inv.id }, { status: 'PAID_FULL', paid_time: new Date(at) });
  return inv.id;
}

async function gift(cause: number, amount: number, at: string) {
  const invoice = await paid(amount, 'DONATION', at);
  await t.ds.getRepository(DonationRegistration).insert({
    donation_id: cause,
    invoice_id: invoice,
    owner_id: learner.id,
    amount,
    full_name: 'نیکوکار',
    creation_time: new Date(at),
  });
}

const reports = () => t.http.get('/api/rma/reports?months=3').set(admin.auth);

beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  t.clock.set(NOW);
  admin = await t.as(['admin']);
  learner = await t.createUser();
  classroom = (await openClassroom(t, admin.auth, 'TRAINING', { capacity: 100 })).id;
  const cat = await t.ds
    .getRepository(DonationCategory)
    .save({ title: 'عمومی', creation_time: NOW, last_modification_time: NOW });
  for (const title of ['ساخت مدرسه', 'کمک به سیل‌زدگان']) {
    const d = await t.ds
      .getRepository(Donation)
      .save({
        title,
        category_id: cat.id,
        creation_time: NOW,
        last_modification_time: NOW,
      } as Partial<Donation>);
    causes.push(d.id);
  }
});
afterAll(async () => t?.close());

describe('reports', () => {
  it('counts registrations and revenue per Jalali month by invoice type, in Tehran time', async () => {
    await registered('2026-11-22T08:00:00Z'); // 1 Azar
    await registered('2026-11-21T21:00:00Z'); // 00:30 on 1 Azar in Tehran
    await registered('2026-11-21T20:00:00Z'); // 23:30 on 30 Aban in Tehran
    await registered('2026-10-10T10:00:00Z'); // 18 Mehr
    await registered('2026-07-01T10:00:00Z'); // Tir: outside three months
    await paid(1_000_000, 'CLASSROOM', '2026-11-23T10:00:00Z');
    await paid(250_000, 'STORE_BASKET', '2026-11-23T10:00:00Z');
    await paid(400_000, 'EVENT', '2026-10-25T10:00:00Z');
    await gift(causes[0], 300_000, '2026-11-23T10:00:00Z'); // 2 Azar
    await gift(causes[1], 900_000, '2026-11-23T10:00:00Z');
    await gift(causes[1], 100_000, '2026-11-01T10:00:00Z'); // 10 Aban

    const res = await reports();
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual([
      {
        key: '1405-07',
        label: 'مهر ۱۴۰۵',
        registrations: 1,
        revenue: { CLASSROOM: 0, EVENT: 0, STORE_BASKET: 0, DONATION: 0 },
        revenue_total: 0,
      },
      {
        key: '1405-08',
        label: 'آبان ۱۴۰۵',
        registrations: 1,
        revenue: { CLASSROOM: 0, EVENT: 400_000, STORE_BASKET: 0, DONATION: 100_000 },
        revenue_total: 500_000,
      },
      {
        key: '1405-09',
        label: 'آذر ۱۴۰۵',
        registrations: 2,
        revenue: { CLASSROOM: 1_000_000, EVENT: 0, STORE_BASKET: 250_000, DONATION: 1_200_000 },
        revenue_total: 2_450_000,
      },
    ]);
    expect(res.body.donations).toEqual([
      { id: causes[1], title: 'کمک به سیل‌زدگان', amount: 1_000_000, count: 2 },
      { id: causes[0], title: 'ساخت مدرسه', amount: 300_000, count: 1 },
    ]);
  });

  it('counts tickets by department and how long they waited for a first answer', async () => {
    const user = await t.as(['user']);
    const cats = (await t.http.get('/api/mma/categories').set(admin.auth)).body.results as {
      id: number;
      type: string;
    }[];
    const open = async (type: string) =>
      (
        await t.http
          .post('/api/mma/tickets')
          .set(user.auth)
          .send({ title: 'پرسش', body: 'متن', category: cats.find((c) => c.type === type)!.id })
      ).body.id as number;
    const a = await open('EDUCATIONAL');
    const b = await open('EDUCATIONAL');
    await open('FINANCIAL');
    t.clock.advance(3 * HOUR);
    expect(
      (await t.http.put(`/api/mma/tickets/${a}/reply`).set(admin.auth).send({ body: 'پاسخ' }))
        .status,
    ).toBe(200);
    t.clock.advance(2 * HOUR);
    expect(
      (await t.http.put(`/api/mma/tickets/${b}/reply`).set(admin.auth).send({ body: 'پاسخ' }))
        .status,
    ).toBe(200);
    // The learner writing again is no staff answer.
    await t.http.put(`/api/mma/tickets/${b}/reply`).set(user.auth).send({ body: 'ممنون' });

    const res = await reports();
    const byType = Object.fromEntries(
      (res.body.tickets as { type: string }[]).map((r) => [r.type, r]),
    );
    expect(byType.EDUCATIONAL).toEqual({
      type: 'EDUCATIONAL',
      total: 2,
      waiting: 1,
      answered: 2,
      first_answer_hours: 4,
    });
    expect(byType.FINANCIAL).toEqual({
      type: 'FINANCIAL',
      total: 1,
      waiting: 1,
      answered: 0,
      first_answer_hours: null,
    });
    expect(byType.HR).toEqual({
      type: 'HR',
      total: 0,
      waiting: 0,
      answered: 0,
      first_answer_hours: null,
    });
  });

  it('costs the same number of queries however much there is', async () => {
    const before = await reports();
    for (let i = 0; i < 5; i++) await registered('2026-11-23T10:00:00Z');
    await paid(5_000, 'EVENT', '2026-09-30T10:00:00Z');
    await gift(causes[0], 1_000, '2026-11-23T10:00:00Z');
    const after = await reports();
    expect(after.body.months[2].registrations).toBe(before.body.months[2].registrations + 5);
    expect(after.headers['x-query-count']).toBe(before.headers['x-query-count']);
  });

  it('is for staff with reports and refuses a bad month count', async () => {
    const user = await t.as(['user']);
    expect((await t.http.get('/api/rma/reports').set(user.auth)).status).toBe(403);
    const bad = await t.http.get('/api/rma/reports?months=99').set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.months[0]).toBe('تعداد ماه‌ها باید بین ۱ و ۲۴ باشد.');
    expect((await t.http.get('/api/rma/reports').set(admin.auth)).body.months).toHaveLength(12);
  });
});
