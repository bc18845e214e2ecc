import { startOfMonth } from 'date-fns-jalali';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice, Payment } from '../../src/modules/accounting';
import { Ticket, TicketCategory } from '../../src/modules/mma';
import { Basket } from '../../src/modules/store';
import { bootTestApp, type TestApp } from '../support/app';

/* The console's home (GET /rma/dashboard): what waits for each role, and the admin's months. */
let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(async () => t?.close());

type Board = { waiting: { key: string; count: number }[]; months: null | { current: Record<string, number>; last: Record<string, number> } };
const board = async (auth: Record<string, string>) => {
  const res = await t.http.get('/api/rma/dashboard').set(auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const counts = (b: Board) => Object.fromEntries(b.waiting.map((w) => [w.key, w.count]));

describe('the dashboard', () => {
  it("counts for each role only what waits for it; admins also see this month beside last month's", async () => {
    const owner = await t.createUser();
    const now = t.clock.now();
    const categories = await t.ds.getRepository(TicketCategory).find();
    const cat = (type: string) => categories.find((c) => c.type === type)!.id;
    const ticket = (type: string, status: string) => ({
      title: 'سوال', body: 'متن', status, priority: null, category_id: cat(type), source_type: null, source_id: null,
      attachment: null, owner_id: owner.id, creator_id: owner.id, creation_time: now, last_modification_time: now,
    });
    await t.ds.getRepository(Ticket).insert([
      ticket('EDUCATIONAL', 'OPENED'),
      ticket('EDUCATIONAL', 'USER_REPLIED'),
      ticket('EDUCATIONAL', 'ADMIN_REPLIED'),
      ticket('FINANCIAL', 'OPENED'),
      ticket('GENERAL', 'CLOSED'),
      ticket('RESEARCH', 'OPENED'),
    ]);
    await t.ds.getRepository(Payment).insert([
      { wallet_id: 1, type: 'WITHDRAW', amount: 1000, withdraw_state: 'PENDING', creation_time: now },
      { wallet_id: 1, type: 'WITHDRAW', amount: 1000, withdraw_state: 'CONFIRMED', creation_time: now },
    ]);
    await t.ds.getRepository(Basket).insert([
      { owner_id: owner.id, status: 'PAID', creation_time: now, last_modification_time: now },
      { owner_id: owner.id, status: 'SENT', creation_time: now, last_modification_time: now },
    ]);
    // The day before this Jalali month began: last month.
    const lastMonth = new Date(startOfMonth(now).getTime() - 86_400_000);
    await t.ds.getRepository(Invoice).insert([
      { title: 'الف', type: 'STORE', item_type: 'BASKET', status: 'PAID', amount: 500_000, owner_id: owner.id, paid_time: now, creation_time: now, last_modification_time: now },
      { title: 'ب', type: 'STORE', item_type: 'BASKET', status: 'PAID', amount: 200_000, owner_id: owner.id, paid_time: lastMonth, creation_time: lastMonth, last_modification_time: lastMonth },
    ] as never);

    const [edu, fin, research, admin, learner] = await Promise.all([
      t.as(['educational_department_head']),
      t.as(['financial_department_head']),
      t.as(['research_department_head']),
      t.as(['admin']),
      t.as(['user']),
    ]);
    expect((await t.http.get('/api/rma/dashboard').set(learner.auth)).status).toBe(403);

    const e = (await board(edu.auth)).body as Board;
    expect(counts(e)).toEqual({ tickets: 2, answer_books: 0, sheets: 0 });
    expect(e.months).toBeNull();
    expect(counts((await board(fin.auth)).body)).toEqual({ help_requests: 1, withdrawals: 1, orders: 1 });
    expect(counts((await board(research.auth)).body)).toEqual({ tickets: 1 });

    const a = await board(admin.auth);
    expect(counts(a.body)).toEqual({ tickets: 3, help_requests: 1, withdrawals: 1, answer_books: 0, sheets: 0, orders: 1 });
    expect(a.body.months.current.revenue).toBe(500_000);
    expect(a.body.months.last.revenue).toBe(200_000);
    expect(a.body.months.current.new_users).toBeGreaterThanOrEqual(6);
    // One call, a fixed number of queries: the same after many more rows.
    const before = a.headers['x-query-count'];
    await t.ds.getRepository(Ticket).insert(Array.from({ length: 30 }, () => ticket('HR', 'OPENED')));
    const again = await board(admin.auth);
    expect(counts(again.body).tickets).toBe(33);
    expect(again.headers['x-query-count']).toBe(before);
    expect(Number(before)).toBeLessThanOrEqual(10);
  });
});
