import type { DataSourceOptions } from 'typeorm';
import { AbstractSqliteDriver } from 'typeorm/driver/sqlite-abstract/AbstractSqliteDriver';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../../config/config';
import { ALL_ENTITIES, ALL_SUBSCRIBERS } from '../../entities';
import { migrationsFor } from '../../migrations';
import { MEDIUMTEXT } from './columns';
import { CountingQueryLogger } from './query-logger';

/**
 * A column typed MEDIUMTEXT (MySQL/MariaDB) is plain `text` on SQLite, whose text has no limit.
 * TypeORM has no per-driver column type, so its SQLite driver is taught the name once here, the
 * module every data source is built from (the app, the CLI, the tests).
 */
function sqliteReadsMediumText(): void {
  const proto = AbstractSqliteDriver.prototype as unknown as {
    normalizeType(c: { type?: unknown }): string;
    __mediumText?: true;
  };
  if (proto.__mediumText) return;
  const normalize = proto.normalizeType;
  proto.normalizeType = function (this: unknown, column: { type?: unknown }) {
    return column.type === MEDIUMTEXT ? 'text' : normalize.call(this, column);
  };
  proto.__mediumText = true;
}
sqliteReadsMediumText();

/**
 * Server-side prepared statements each pool connection keeps (mysql2 closes the least recently used
 * beyond it). Only the hot reads of raw-rows.ts are prepared; a page's LIMIT and OFFSET are in its
 * text, so a few dozen live per connection. Bounded because MariaDB caps them for the whole server
 * (`max_prepared_stmt_count`, 16,382 by default): 100 x DB_POOL_SIZE x replicas stays far below.
 */
export const MYSQL_PREPARED_PER_CONNECTION = 100;

/** One description of the database for the app, the CLI and the tests. Never `synchronize`. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ALL_ENTITIES,
    subscribers: ALL_SUBSCRIBERS,
    migrations: migrationsFor(config.DB_TYPE),
    migrationsRun: false,
    synchronize: false,
    // Each query reaches the logger only when something reads it (the X-Query-Count header or
    // DB_LOGGING): otherwise TypeORM skips the call on every statement.
    logging: [
      ...(config.QUERY_COUNT_HEADER || config.DB_LOGGING ? ['query' as const] : []),
      'error' as const,
      'warn' as const,
      'migration' as const,
      'schema' as const,
    ],
    logger: new CountingQueryLogger(config.DB_LOGGING),
    maxQueryExecutionTime: 1000,
  };
  if (config.DB_TYPE === 'sqlite') {
    mkdirSync(dirname(config.sqlitePath), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.sqlitePath,
      prepareDatabase: (db: { pragma(s: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        // In WAL mode NORMAL syncs the log at checkpoints, not at every commit: a commit no longer
        // blocks the one thread for an fsync (about 300 µs on this machine, milliseconds on a slow
        // disk; saving an answer's throughput +65% in an A/B). A committed write survives the
        // process's crash (issue 17's crash test kills it); only an OS crash or a power cut may
        // lose the last commits, never corrupt the file (docs/domain-rules.md, "Embedded database durability").
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    // TypeORM reads MariaDB's information_schema correctly only with its own driver type.
    type: config.DB_FLAVOR === 'mariadb' ? 'mariadb' : 'mysql',
    host: config.DB_HOST,
    port: config.DB_PORT,
    username: config.DB_USER,
    password: config.DB_PASSWORD,
    database: config.DB_NAME,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: false,
    extra: { connectionLimit: config.DB_POOL_SIZE, maxPreparedStatements: MYSQL_PREPARED_PER_CONNECTION },
  };
}

/** On MySQL, asks the server whether it is MySQL or MariaDB (once, before connecting TypeORM). */
export async function detectDbFlavor(config: AppConfig): Promise<void> {
  if (config.DB_TYPE !== 'mysql' || config.DB_FLAVOR) return;
  const { createConnection } = await import('mysql2/promise');
  const conn = await createConnection({
    host: config.DB_HOST,
    port: config.DB_PORT,
    user: config.DB_USER,
    password: config.DB_PASSWORD,
  });
  try {
    const [rows] = await conn.query('SELECT VERSION() AS v');
    const version = String((rows as { v: string }[])[0]?.v ?? '');
    config.DB_FLAVOR = /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await conn.end();
  }
}
