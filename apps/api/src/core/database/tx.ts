import { Inject, Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';

const DEADLOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * Runs a unit of work in one database transaction.
 * SQLite has a single connection, so concurrent transactions would interleave on it: they are
 * queued behind a mutex. MySQL runs them side by side and retries the rare deadlock victim.
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
  }

  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (this.sqlite) return this.mutex.runExclusive(() => this.dataSource.transaction(work));
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
