import argon2 from 'argon2';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../tools/e2e-kit/server';
import { DB_TYPE } from '../support/app';
import { sharedDatabase } from '../support/shared-database';

/*
 * Payments reconcile themselves on several replicas (issue 27): two built API processes
 * (apps/api/dist) on one database, with one Redis (BullMQ: one run per tick) and with none (each
 * process runs its own timer, so both run the job at once). Payers paid at the sandbox bank and
 * never came back; once their trips are older than the job's five minutes, each is credited
 * exactly once within a couple of ticks, though one replica is SIGKILLed in the middle and finance
 * presses «بررسی تراکنش‌های معلق» on both meanwhile.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TICK_MS = 1000;
const LOCK_MS = 1000;
const PAYERS = 24;
/** Seconds-precision UTC, as both engines take a DATETIME literal. */
const sqlTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

interface Setup {
  replicas: RunningServer[];
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function twoReplicas(redis: boolean): Promise<Setup> {
  const db = await sharedDatabase(`reconcile_${redis ? 'r' : 'n'}`);
  const prefix = `daneshsara-test-reconcile-${process.pid}-${Date.now()}-${redis ? 'r' : 'n'}:`;
  const env = {
    ...db.env,
    SEED_DEMO: 'false',
    SERVE_CLIENTS: 'false',
    // Empty: the in-process queue, whatever this process's environment says.
    REDIS_URL: redis ? REDIS_URL : '',
    REDIS_KEY_PREFIX: prefix,
    JOBS_TICK_MS: String(TICK_MS),
    JOBS_LOCK_MS: String(LOCK_MS),
  };
  const replicas = [await startServer(env), await startServer(env)];
  return {
    replicas,
    query: (text, params) => db.query(text, params),
    async close() {
      await Promise.all(replicas.map((r) => r.stop()));
      if (redis) {
        const client = new Redis(REDIS_URL);
        const keys = await client.keys(`${prefix}*`);
        if (keys.length) await client.del(...keys);
        client.disconnect();
      }
      await db.drop();
    },
  };
}

async function login(base: string, mobile: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/uma/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: mobile, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: { access_token: string } };
  return { Authorization: `Bearer ${body.token.access_token}` };
}

for (const redis of [true, false]) {
  describe(`reconciling on two replicas ${redis ? 'with one Redis' : 'with no Redis (a timer in each)'}`, () => {
    let s: Setup;
    beforeAll(async () => {
      s = await twoReplicas(redis);
      const now = sqlTime(new Date());
      const hash = await argon2.hash('pass12345', { type: argon2.argon2id });
      const cols = '(firstname, lastname, mobile_number, mobile_number_verified, password, creation_time, last_modification_time)';
      for (const [mobile, last] of [['09125550001', 'پرداخت‌کننده'], ['09125550002', 'مالی']]) {
        await s.query(`INSERT INTO uma_users ${cols} VALUES (?, ?, ?, 1, ?, ?, ?)`, ['آزمون', last, mobile, hash, now, now]);
      }
      await s.query("INSERT INTO uma_user_roles (user_id, role) SELECT id, 'user' FROM uma_users WHERE mobile_number = '09125550001'");
      await s.query(
        "INSERT INTO uma_user_roles (user_id, role) SELECT id, 'financial_department_head' FROM uma_users WHERE mobile_number = '09125550002'",
      );
    }, 120_000);
    afterAll(async () => s?.close());

    it('credits each payer who paid and never came back exactly once, within two ticks, a replica killed mid-way', async () => {
      const [a, b] = s.replicas;
      const payer = await login(a.url, '09125550001', 'pass12345');
      const finance = await login(b.url, '09125550002', 'pass12345');
      const amounts = Array.from({ length: PAYERS }, (_, i) => 10_000 + 1_000 * i);
      // Each payer starts a deposit on either replica and pays at the bank; the browser never returns.
      await Promise.all(
        amounts.map(async (amount, i) => {
          const base = (i % 2 ? b : a).url;
          const start = await fetch(`${base}/api/accounting/transactions/deposit`, {
            method: 'POST',
            headers: { ...payer, 'content-type': 'application/json' },
            body: JSON.stringify({ amount }),
          });
          expect(start.status).toBe(200);
          const { url } = (await start.json()) as { url: string };
          const bank = await fetch(`${base}${url}/pay`, { method: 'POST', redirect: 'manual' });
          expect(bank.status).toBe(303);
        }),
      );
      const waiting = await s.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM acc_transactions WHERE status = 'IN_PROGRESS'");
      expect(Number(waiting[0].n)).toBe(PAYERS);
      // Some ticks go by: nothing is due yet, and nobody is credited before the five minutes.
      await new Promise((r) => setTimeout(r, 2 * TICK_MS));
      const early = await s.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM acc_transactions WHERE status = 'SUCCESS'");
      expect(Number(early[0].n)).toBe(0);

      // Six minutes pass for these trips (their start moved back; the replicas keep real time).
      await s.query("UPDATE acc_transactions SET creation_time = ? WHERE status = 'IN_PROGRESS'", [
        sqlTime(new Date(Date.now() - 6 * 60_000)),
      ]);
      const due = Date.now();
      // Finance presses the button on both replicas while the timers run; one replica dies mid-way.
      const presses = [a, b, a, b].map((r) =>
        fetch(`${r.url}/api/accounting/transactions/reconcile`, { method: 'POST', headers: finance })
          .then((res) => res.status)
          .catch(() => 0),
      );
      // The kill lands while the first tick is crediting: as soon as one trip is settled.
      const successes = async () =>
        Number((await s.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM acc_transactions WHERE status = 'SUCCESS'"))[0].n);
      while ((await successes()) === 0 && Date.now() - due < 10_000) await new Promise((r) => setTimeout(r, 5));
      await a.kill();
      const atKill = await successes();
      expect(atKill).toBeLessThan(PAYERS);
      console.log(`[reconcile ${redis ? 'redis' : 'in-process'} ${DB_TYPE}] ${atKill} of ${PAYERS} credited at the kill`);
      const statuses = await Promise.all(presses);
      // A press answered by the dead replica is cut (0); every answer that came is a success.
      for (const status of statuses) expect([0, 200]).toContain(status);

      let credited = 0;
      let creditedBy = 0;
      while (Date.now() - due < 30_000) {
        const [row] = await s.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM acc_transactions WHERE status = 'SUCCESS'");
        credited = Number(row.n);
        if (credited === PAYERS) {
          creditedBy = Date.now() - due;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(credited).toBe(PAYERS);
      // Two ticks, and the dead replica's lock to lapse (BullMQ), with room for a busy machine.
      expect(creditedBy).toBeLessThan(2 * TICK_MS + LOCK_MS + 5_000);

      // Exactly once: one DEPOSIT per transaction, the wallet holds their sum and equals its ledger.
      const deposits = await s.query<{ transaction_id: number; amount: number | string }>(
        "SELECT transaction_id, amount FROM acc_payments WHERE type = 'DEPOSIT' ORDER BY amount",
      );
      expect(deposits.map((d) => Number(d.amount))).toEqual(amounts);
      expect(new Set(deposits.map((d) => d.transaction_id)).size).toBe(PAYERS);
      const total = amounts.reduce((x, y) => x + y, 0);
      const wallet = await fetch(`${b.url}/api/accounting/wallets`, { headers: payer });
      const body = (await wallet.json()) as { results: { inventory: number }[] };
      expect(body.results).toEqual([expect.objectContaining({ inventory: total })]);
      const notes = await s.query<{ reconcile_note: string | null }>('SELECT reconcile_note FROM acc_transactions');
      for (const n of notes) expect(n.reconcile_note ?? '').toMatch(/تایید خودکار/);

      // The survivor's timer keeps running: later ticks and presses add nothing.
      await new Promise((r) => setTimeout(r, 2 * TICK_MS));
      const again = await fetch(`${b.url}/api/accounting/transactions/reconcile`, { method: 'POST', headers: finance });
      expect(((await again.json()) as { credited: number }).credited).toBe(0);
      const [after] = await s.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM acc_payments WHERE type = 'DEPOSIT'");
      expect(Number(after.n)).toBe(PAYERS);
      // Neither replica's log shows a failed job or a 5xx.
      for (const r of s.replicas) expect(r.logs()).not.toMatch(/job payment-reconcile failed|\[Jobs\]/);
    }, 120_000);
  });
}
