import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTest } from '../../../../tools/crash-test/crash';
import { DB_TYPE } from '../support/app';

/*
 * The crash test, short (CI, on SQLite and on MariaDB as the suite runs): CRASH_ROUNDS rounds of a
 * burst of deposits, checkouts, registrations, invoices and withdrawals with a SIGKILL in the
 * middle. The long run is the same file with more rounds (README, "Crash test").
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const DB = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};
const dbName = `t_crash_${process.pid}_${Date.now()}`;
const dir = mkdtempSync(join(tmpdir(), 'daneshsara-crash-'));

afterAll(async () => {
  if (DB_TYPE === 'mysql') {
    const conn = await createConnection(DB);
    await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await conn.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('crash test', () => {
  it(`SIGKILL mid-burst, ${ROUNDS} rounds: nothing lost, nobody charged twice`, { timeout: 60_000 + ROUNDS * 60_000 }, async () => {
    if (DB_TYPE === 'mysql') {
      const conn = await createConnection(DB);
      await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
    }
    const report = await runCrashTest({
      rounds: ROUNDS,
      env: {
        DB_TYPE,
        DB_HOST: DB.host,
        DB_PORT: String(DB.port),
        DB_USER: DB.user,
        DB_PASSWORD: DB.password,
        DB_NAME: dbName,
        DB_SQLITE_PATH: join(dir, 'crash.sqlite'),
      },
      log: (line) => console.log(`[crash ${DB_TYPE}] ${line}`),
    });
    console.log(`[crash ${DB_TYPE}] ${JSON.stringify(report)}`);
    expect(report.rounds).toBe(ROUNDS);
    expect(report.killsInFlight).toBeGreaterThan(0);
    expect(report.replayedCallbacks).toBeGreaterThan(0);
    expect(report.violations).toEqual({
      wallet_vs_ledger: 0,
      paid_invoice_payments: 0,
      stock: 0,
      seats: 0,
      replayed_callback_credited: 0,
    });
  });
});
