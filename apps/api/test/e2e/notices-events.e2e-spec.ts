import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstalmentReminders, InvoicesService } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';
import { classroomInRegistration } from '../support/learning';
import { depositViaSandbox, makeInvoice } from '../support/money';

/* DOMAIN.md section 7: every state change it names reaches its learner as a notice, once. */
let t: TestApp;
let staff: { auth: Record<string, string> };
let finance: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['educational_department_head']);
  finance = await t.as(['financial_department_head']);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const IBAN = 'IR820540102680020817909002';
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

interface Seen {
  id: number;
  title: string;
  body: string;
  url: string | null;
}

/** The learner's notices, newest first, as the panel lists them. */
async function noticesOf(auth: Record<string, string>): Promise<Seen[]> {
  const res = await t.http.get('/api/mma/notice_receivers?per_page=100').set(auth);
  expect(res.status).toBe(200);
  return res.body.results.map((r: { id: number; notice_info: Omit<Seen, 'id'> }) => ({
    id: r.id,
    title: r.notice_info.title,
    body: r.notice_info.body,
    url: r.notice_info.url,
  }));
}

const titles = async (auth: Record<string, string>) => (await noticesOf(auth)).map((n) => n.title);

const classroom = (price: number) =>
  classroomInRegistration(t, staff.auth, { price, registration_period_refund_percent: 50 });

describe('registration status changes', () => {
  it('tells the learner when a paid registration becomes final, and when they drop it', async () => {
    const c = await classroom(300_000);
    const learner = await t.as(['user']);
    await depositViaSandbox(t, learner.auth, { amount: 300_000 });
    const inv = await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth);
    expect(inv.status).toBe(200);
    expect(await noticesOf(learner.auth)).toEqual([]);
    expect(
      (await t.http.put(`/api/accounting/invoices/${inv.body.id}/pay`).set(learner.auth)).status,
    ).toBe(200);
    const paid = await noticesOf(learner.auth);
    expect(paid.map((n) => n.title).sort()).toEqual(
      [`«${c.title}»: ثبت نام`, `صورت حساب «ثبت نام دوره «${c.title}»» پرداخت شد`].sort(),
    );
    expect(paid.find((n) => n.title.startsWith('«'))).toMatchObject({
      body: `ثبت نام شما در «${c.title}» قطعی شد.`,
      url: `/panel/profile/classroom/${c.id}`,
    });
    expect(
      (await t.http.put(`/api/lma/classrooms/${c.id}/drop`).set(learner.auth).send({})).status,
    ).toBe(200);
    expect((await noticesOf(learner.auth))[0]).toMatchObject({
      title: `«${c.title}»: حذف توسط کاربر`,
      body: `انصراف شما از «${c.title}» ثبت شد.`,
    });
    expect(await noticesOf(learner.auth)).toHaveLength(3);
  });

  it('tells learners whom staff register or drop, and whose unpaid registration expired', async () => {
    const c = await classroom(100_000);
    const [a, b, late] = await Promise.all([t.as(['user']), t.as(['user']), t.as(['user'])]);
    const bulk = await t.http
      .put(`/api/lma/classrooms/${c.id}/bulk_register`)
      .set(staff.auth)
      .send({ owners: [a.user.id, b.user.id] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(await titles(a.auth)).toEqual([`«${c.title}»: ثبت نام`]);
    const dropped = await t.http
      .put(`/api/lma/classrooms/${c.id}/drop`)
      .set(staff.auth)
      .send({ owner: b.user.id, refund_amount: 0 });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect((await noticesOf(b.auth))[0]).toMatchObject({ title: `«${c.title}»: حذف توسط ادمین` });
    expect(await noticesOf(a.auth)).toHaveLength(1);

    expect((await t.http.put(`/api/lma/classrooms/${c.id}/register`).set(late.auth)).status).toBe(
      200,
    );
    t.clock.advance(25 * 3_600_000);
    try {
      await t.app.get(InvoicesService).expireStale();
      await t.app.get(InvoicesService).expireStale();
    } finally {
      t.clock.set(new Date());
    }
    expect((await titles(late.auth)).sort()).toEqual(
      [
        `«${c.title}»: حذف سیستمی (نهایی نشده)`,
        `صورت حساب «ثبت نام دوره «${c.title}»» لغو شد`,
      ].sort(),
    );
  });
});

describe('invoices', () => {
  it('tells the owner an invoice was paid or cancelled, once, and no one else', async () => {
    const owner = await t.as(['user']);
    const other = await t.as(['user']);
    await depositViaSandbox(t, owner.auth, { amount: 50_000 });
    const toPay = await makeInvoice(t, owner.user.id, 50_000, { title: 'کتاب منطق' });
    const toCancel = await makeInvoice(t, owner.user.id, 20_000, { title: 'جزوه کلام' });
    expect(
      (await t.http.put(`/api/accounting/invoices/${toPay.id}/pay`).set(owner.auth)).status,
    ).toBe(200);
    expect(
      (await t.http.put(`/api/accounting/invoices/${toPay.id}/pay`).set(owner.auth)).status,
    ).toBe(409);
    expect(
      (await t.http.put(`/api/accounting/invoices/${toCancel.id}/cancel`).set(owner.auth)).status,
    ).toBe(200);
    expect(
      (await t.http.put(`/api/accounting/invoices/${toCancel.id}/cancel`).set(owner.auth)).status,
    ).toBe(409);
    const seen = await noticesOf(owner.auth);
    expect(seen).toHaveLength(2);
    expect(seen.find((n) => n.title === 'صورت حساب «کتاب منطق» پرداخت شد')).toMatchObject({
      body: 'پرداخت صورت حساب «کتاب منطق» به مبلغ ۵۰٬۰۰۰ ریال کامل شد.',
      url: `/panel/invoice/${toPay.id}`,
    });
    expect(seen.find((n) => n.title === 'صورت حساب «جزوه کلام» لغو شد')).toMatchObject({
      url: `/panel/invoice/${toCancel.id}`,
    });
    expect(await noticesOf(other.auth)).toEqual([]);
    for (const n of seen)
      expect((await t.http.get(`/api/mma/notice_receivers/${n.id}`).set(other.auth)).status).toBe(
        404,
      );
  });
});

describe('instalments', () => {
  it('warns 3 days before a due date and once overdue, each once per instalment even when the sweep runs twice at once', async () => {
    const owner = await t.as(['user']);
    const inv = await makeInvoice(t, owner.user.id, 90_000, { title: 'دوره حکمت' });
    const offer = await t.http
      .post('/api/accounting/instalment_offers')
      .set(finance.auth)
      .send({
        invoice: inv.id,
        amount: 90_000,
        count: 3,
        due_date_interval: 30,
        starting_date: at(5),
      });
    expect(offer.status).toBe(201);
    expect(
      (
        await t.http
          .put(`/api/accounting/instalment_offers/${offer.body.id}/accept`)
          .set(owner.auth)
      ).status,
    ).toBe(200);
    const reminders = t.app.get(InstalmentReminders);
    const sweepTwice = () => Promise.all([reminders.remind(), reminders.remind()]);
    try {
      await sweepTwice();
      expect(await noticesOf(owner.auth)).toEqual([]); // due in 5 days: not yet
      t.clock.advance(2.5 * DAY);
      await sweepTwice();
      await sweepTwice();
      expect(await noticesOf(owner.auth)).toEqual([
        expect.objectContaining({
          title: 'سررسید قسط ۱ «دوره حکمت» نزدیک است',
          url: `/panel/invoice/${inv.id}`,
        }),
      ]);
      t.clock.advance(3 * DAY);
      await sweepTwice();
      await sweepTwice();
      const seen = await noticesOf(owner.auth);
      expect(seen.map((n) => n.title)).toEqual([
        'قسط ۱ «دوره حکمت» عقب افتاده است',
        'سررسید قسط ۱ «دوره حکمت» نزدیک است',
      ]);
      expect(seen[0]).toMatchObject({ url: '/panel/profile/overdue-instalments' });
      expect(seen[0].body).toContain('۳۰٬۰۰۰ ریال');
      // Paid before its time: the second instalment is never reminded.
      await depositViaSandbox(t, owner.auth, { amount: 90_000 });
      const its = (
        await t.http.get(`/api/accounting/instalments?invoice=${inv.id}`).set(owner.auth)
      ).body.results as { id: number }[];
      for (const it of its)
        expect(
          (await t.http.put(`/api/accounting/instalments/${it.id}/pay`).set(owner.auth)).status,
        ).toBe(200);
      t.clock.advance(30 * DAY);
      await sweepTwice();
    } finally {
      t.clock.set(new Date());
    }
    const after = await titles(owner.auth);
    expect(after).toHaveLength(3);
    expect(after[0]).toBe('صورت حساب «دوره حکمت» پرداخت شد');
  });
});

describe('tickets', () => {
  it("a staff reply reaches the learner; the learner's reply reaches the staff who answered", async () => {
    const learner = await t.as(['user']);
    const admin = await t.as(['admin']);
    const opened = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: 'گواهی دوره', body: 'گواهی من کی صادر می‌شود؟' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.id as number;
    expect(await noticesOf(admin.auth)).toEqual([]);
    expect(
      (
        await t.http
          .put(`/api/mma/tickets/${id}/reply`)
          .set(admin.auth)
          .send({ body: 'هفته آینده.' })
      ).status,
    ).toBe(200);
    expect(await noticesOf(learner.auth)).toEqual([
      {
        id: expect.any(Number),
        title: 'پاسخ به درخواست «گواهی دوره»',
        body: 'کارشناسان به درخواست «گواهی دوره» پاسخ دادند.',
        url: `/panel/ticket/${id}`,
      },
    ]);
    expect(
      (await t.http.put(`/api/mma/tickets/${id}/reply`).set(learner.auth).send({ body: 'سپاس' }))
        .status,
    ).toBe(200);
    expect(await noticesOf(admin.auth)).toEqual([
      expect.objectContaining({
        title: 'پاسخ تازه در درخواست «گواهی دوره»',
        url: `/admin/tickets/${id}/show`,
      }),
    ]);
    expect(await noticesOf(learner.auth)).toHaveLength(1);
    expect((await t.http.put(`/api/mma/tickets/${id}/close`).set(learner.auth)).status).toBe(200);
    expect(
      (await t.http.put(`/api/mma/tickets/${id}/reply`).set(admin.auth).send({ body: 'باز؟' }))
        .status,
    ).toBe(409);
    expect(await noticesOf(learner.auth)).toHaveLength(1);
  });
});

describe('withdrawals', () => {
  it('tells the learner their withdrawal was paid out, or refused and why', async () => {
    const learner = await t.as(['user']);
    await depositViaSandbox(t, learner.auth, { amount: 300_000 });
    const paid = await t.http
      .put('/api/accounting/payments/request_withdraw')
      .set(learner.auth)
      .send({ IBAN, amount: 100_000 });
    const refused = await t.http
      .put('/api/accounting/payments/request_withdraw')
      .set(learner.auth)
      .send({ IBAN, amount: 50_000 });
    expect(await noticesOf(learner.auth)).toEqual([]);
    expect(
      (
        await t.http
          .put(`/api/accounting/payments/${paid.body.id}/confirm_withdraw`)
          .set(finance.auth)
          .send({})
      ).status,
    ).toBe(200);
    const no = await t.http
      .put(`/api/accounting/payments/${refused.body.id}/reject_withdraw`)
      .set(finance.auth)
      .send({ description: 'شبا به نام شما نیست' });
    expect(no.status).toBe(200);
    expect(
      (
        await t.http
          .put(`/api/accounting/payments/${refused.body.id}/reject_withdraw`)
          .set(finance.auth)
          .send({})
      ).status,
    ).toBe(409);
    expect(await noticesOf(learner.auth)).toEqual([
      {
        id: expect.any(Number),
        title: 'درخواست برداشت رد شد',
        body: 'درخواست برداشت ۵۰٬۰۰۰ ریال رد شد و این مبلغ به کیف پول شما بازگشت. توضیح: شبا به نام شما نیست',
        url: '/panel/wallet',
      },
      {
        id: expect.any(Number),
        title: 'درخواست برداشت تأیید شد',
        body: 'مبلغ ۱۰۰٬۰۰۰ ریال به حساب شما واریز شد.',
        url: '/panel/wallet',
      },
    ]);
  });
});
