import { Inject, Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager, type QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';

const DEADLOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** Set while a unit of work of `Tx.run` holds SQLite's one connection: its own queries go straight on. */
const insideTx = new AsyncLocalStorage<true>();

/**
 * SQLite's one connection is shared by every request: a query of request B sent while request A's
 * transaction is open would run inside it and be rolled back with it, after B answered 200. So on
 * SQLite every query that is not part of the open transaction waits for it to end: a `Tx.run`
 * holds the mutex for its whole unit of work, a query outside one takes the mutex for itself, and
 * a transaction TypeORM opens on its own (a multi-row `save`) holds it from BEGIN to COMMIT.
 */
function serialiseSqlite(runner: QueryRunner, mutex: Mutex): void {
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  const start = runner.startTransaction.bind(runner);
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);
  /** The release of a transaction TypeORM opened outside `Tx.run`, while it is open. */
  let outside: (() => void) | null = null;
  const end = () => {
    if (outside && !runner.isTransactionActive) {
      const release = outside;
      outside = null;
      release();
    }
  };
  Object.assign(runner, {
    query: (...args: unknown[]) =>
      insideTx.getStore() || outside ? query(...args) : mutex.runExclusive(() => query(...args)),
    startTransaction: async (level?: Parameters<QueryRunner['startTransaction']>[0]) => {
      if (insideTx.getStore() || outside) return start(level);
      const release = await mutex.acquire();
      outside = release;
      try {
        await start(level);
      } catch (err) {
        outside = null;
        release();
        throw err;
      }
    },
    commitTransaction: async () => {
      try {
        await commit();
      } finally {
        end();
      }
    },
    rollbackTransaction: async () => {
      try {
        await rollback();
      } finally {
        end();
      }
    },
  });
}

/**
 * Runs a unit of work in one database transaction.
 * SQLite has a single connection, so concurrent transactions would interleave on it: they are
 * queued behind a mutex, and so is every query outside them (see `serialiseSqlite`). MySQL runs
 * them side by side on its pool and retries the rare deadlock victim.
 */
@Injectable()
export class Tx {
  private readonly mutex = new Mutex();
  private readonly sqlite: boolean;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sqlite = config.DB_TYPE === 'sqlite';
    // better-sqlite3 hands out one query runner for the whole data source.
    if (this.sqlite) serialiseSqlite(dataSource.driver.createQueryRunner('master'), this.mutex);
  }

  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqlite) {
      return this.mutex.runExclusive(() => insideTx.run(true, () => this.dataSource.transaction(work)));
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 3 || !code || !DEADLOCK_CODES.has(code)) throw err;
      }
    }
  }

  /** Row lock for read-then-write decisions; SQLite's queue already serialises them. */
  lockMode(): { mode: 'pessimistic_write' } | Record<string, never> {
    return this.sqlite ? {} : { mode: 'pessimistic_write' };
  }
}
