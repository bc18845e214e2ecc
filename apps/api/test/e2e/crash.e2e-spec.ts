import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTest } from '../../../../tools/crash-test/crash';
import { DB_TYPE } from '../support/app';
import { sharedDatabase, type SharedDatabase } from '../support/shared-database';

/*
 * The crash test, short (CI, on SQLite and on MariaDB as the suite runs): CRASH_ROUNDS rounds of a
 * burst of deposits, checkouts, registrations, invoices and withdrawals with a SIGKILL in the
 * middle. The long run is the same file with more rounds (README, "Crash test").
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
let db: SharedDatabase | undefined;
afterAll(async () => db?.drop());

describe('crash test', () => {
  it(`SIGKILL mid-burst, ${ROUNDS} rounds: nothing lost, nobody charged twice`, { timeout: 60_000 + ROUNDS * 60_000 }, async () => {
    db = await sharedDatabase('crash');
    // The crash test's own server keeps its DATA_DIR (uploads); only the database is shared.
    const { DATA_DIR: _dir, ...env } = db.env;
    const report = await runCrashTest({
      rounds: ROUNDS,
      env,
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
