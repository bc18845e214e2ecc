import { LRUCache } from 'lru-cache';
import type { DataSource, EntityManager } from 'typeorm';

/** A read's result as the driver gives it cheapest: the column names once, each row an array. */
export interface RawRows {
  columns: string[];
  rows: unknown[][];
}

/** The part of a better-sqlite3 statement used here (the package ships no types). */
interface SqliteStatement {
  raw(on: boolean): SqliteStatement;
  all(...params: unknown[]): unknown[][];
  columns(): { name: string }[];
}
interface SqliteEntry {
  stmt: SqliteStatement;
  columns: string[];
}
/** Per better-sqlite3 connection: statements prepared once, returning rows as arrays. */
const sqliteStatements = new WeakMap<object, LRUCache<string, SqliteEntry>>();

/** The part of a mysql2 pool (or of one connection) used here. */
interface MysqlPool {
  execute(
    options: { sql: string; rowsAsArray: true },
    values: unknown[],
    cb: (err: Error | null, rows: unknown[][], fields: { name: string }[]) => void,
  ): void;
}

/**
 * One read statement on the hot path (authentication, list pages), straight through the driver:
 * on SQLite a statement prepared once per text, on MySQL/MariaDB a server-side prepared statement
 * (mysql2 `execute`, kept per connection, `MYSQL_PREPARED_PER_CONNECTION`) with rows as arrays.
 * MariaDB then parses and plans the users page once per connection instead of on every request:
 * its own CPU for that page went from about 300 to 235 µs (docs/performance.md, eighth session).
 * TypeORM's `ds.query` builds a query runner and an object of every column per row around the
 * same call, which was a measurable part of a list request (issue 15). The statement is counted
 * by the query logger like any other. A read inside a transaction passes the transaction's
 * EntityManager (`em`): on MySQL/MariaDB it then runs on the transaction's own connection (it sees
 * the transaction's rows and its locks hold); SQLite has one connection, which the transaction
 * holds. Writes go through the EntityManager.
 */
export async function rawRows(ds: DataSource, sql: string, params: unknown[], em?: EntityManager): Promise<RawRows> {
  ds.logger.logQuery(sql, params);
  const driver = ds.driver as unknown as {
    databaseConnection?: { prepare(sql: string): SqliteStatement };
    pool?: MysqlPool;
  };
  const inTx = em?.queryRunner as { databaseConnection?: MysqlPool; isTransactionActive?: boolean } | undefined;
  if (ds.options.type === 'better-sqlite3' && driver.databaseConnection) {
    const db = driver.databaseConnection;
    let cache = sqliteStatements.get(db);
    if (!cache) sqliteStatements.set(db, (cache = new LRUCache({ max: 1000 })));
    let entry = cache.get(sql);
    if (!entry) {
      const stmt = db.prepare(sql).raw(true);
      entry = { stmt, columns: stmt.columns().map((c) => c.name) };
      cache.set(sql, entry);
    }
    return { columns: entry.columns, rows: entry.stmt.all(...params) };
  }
  const pool = ds.options.type === 'better-sqlite3' ? undefined : inTx?.isTransactionActive ? inTx.databaseConnection : driver.pool;
  if (pool) {
    return new Promise((resolve, reject) =>
      pool.execute({ sql, rowsAsArray: true }, params, (err, rows, fields) =>
        err ? reject(err) : resolve({ columns: fields.map((f) => f.name), rows }),
      ),
    );
  }
  // Any other driver (a replication pool cluster): objects from TypeORM, made into arrays.
  const objects: Record<string, unknown>[] = await (em ?? ds).query(sql, params);
  const columns = objects[0] ? Object.keys(objects[0]) : [];
  return { columns, rows: objects.map((o) => columns.map((c) => o[c])) };
}
