import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DB_TYPE } from './app';

/** MariaDB as the calling shell names it, else 127.0.0.1:3306 as root. */
const DB = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};

export interface SharedDatabase {
  /** What each built API process (tools/e2e-kit startServer) is started with to share it. */
  env: Record<string, string>;
  /** A folder of the test's own (the SQLite file and DATA_DIR live there). */
  dir: string;
  /** SQL straight into the shared database, whichever engine it is. */
  query<T = unknown>(text: string, params?: unknown[]): Promise<T[]>;
  /** Closes the connection, drops the MariaDB schema, removes the folder. */
  drop(): Promise<void>;
}

/**
 * One database for several API processes, as production runs its replicas: a fresh MariaDB schema
 * (DB_TYPE=mysql) or a SQLite file in a folder of its own. The processes run the migrations
 * (the first to start); `query` opens its connection on first use, after they have.
 */
export async function sharedDatabase(label: string): Promise<SharedDatabase> {
  const dbName = `t_${label}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e4)}`;
  const dir = mkdtempSync(join(tmpdir(), `daneshsara-${label}-`));
  if (DB_TYPE === 'mysql') {
    const conn = await createConnection(DB);
    await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
  }
  const sqlitePath = join(dir, 'shared.sqlite');
  let ds: DataSource | null = null;
  const connection = async () => {
    if (ds) return ds;
    ds = new DataSource(
      DB_TYPE === 'mysql'
        ? { type: 'mysql', ...DB, username: DB.user, database: dbName }
        : {
            type: 'better-sqlite3',
            database: sqlitePath,
            prepareDatabase: (db: { pragma(s: string): void }) => db.pragma('busy_timeout = 5000'),
          },
    );
    await ds.initialize();
    return ds;
  };
  return {
    env: {
      DB_TYPE,
      DB_HOST: DB.host,
      DB_PORT: String(DB.port),
      DB_USER: DB.user,
      DB_PASSWORD: DB.password,
      DB_NAME: dbName,
      DB_SQLITE_PATH: sqlitePath,
      // One private area for all, as one S3 bucket would be: a file one writes, another serves.
      DATA_DIR: dir,
    },
    dir,
    query: async (text, params = []) => (await connection()).query(text, params),
    async drop() {
      if (ds) await (ds as DataSource).destroy();
      if (DB_TYPE === 'mysql') {
        const conn = await createConnection(DB);
        await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
        await conn.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
