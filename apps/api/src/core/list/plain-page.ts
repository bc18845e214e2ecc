import { LRUCache } from 'lru-cache';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { ListQuery } from './list-query';
import type { ListSpec } from './list-spec';
import { applyListQuery } from './paginate';

interface Statements {
  count: string;
  rows: string;
}

/** SQL text per list shape; a shape is a handful of filters and orderings, so few are live. */
const statements = new LRUCache<string, Statements>({ max: 1000 });
/** Per entity and alias: which raw column becomes which property, hydrated how. */
const columnMaps = new WeakMap<object, Map<string, [string, string, ColumnMetadata][]>>();

/** The part of a better-sqlite3 statement this file uses (the package ships no types). */
interface SqliteStatement {
  raw(on: boolean): SqliteStatement;
  all(...params: unknown[]): unknown[][];
  columns(): { name: string }[];
}
interface ArrayStatement {
  stmt: SqliteStatement;
  /** A result row (array) as the main entity's plain object. */
  hydrate: (row: unknown[]) => Record<string, unknown>;
}

/** Column types whose SQLite value TypeORM hydrates as it is (no transformer on the column). */
const SQLITE_AS_IS = new Set<unknown>(['varchar', 'text', 'int', 'integer']);

/**
 * Builds, once per statement, a function that makes the whole object in one literal: one shape
 * for every row (fast to build, fast for the mapper to read), and only the columns that need it
 * (booleans, dates, transformers) go through the driver's conversion. Property names come from
 * the entity's metadata, never from a request.
 */
function rowFactory(
  driver: DataSource['driver'],
  cols: [string, string, ColumnMetadata][],
  at: number[],
): ArrayStatement['hydrate'] {
  const convert = cols.map(([, , column]) =>
    SQLITE_AS_IS.has(column.type) && !column.transformer
      ? null
      : (value: unknown) => driver.prepareHydratedValue(value, column),
  );
  const fields = cols.map(([, prop], i) => {
    const value = `r[${at[i]}]`;
    return `${JSON.stringify(prop)}: ${convert[i] ? `c[${i}](${value})` : value}`;
  });
  // The text is made of entity metadata only (property names quoted by JSON.stringify).
  const make = new Function('c', `return (r) => ({ ${fields.join(', ')} });`);
  return make(convert) as ArrayStatement['hydrate'];
}
/** Per better-sqlite3 connection: page statements prepared once, returning rows as arrays. */
const arrayStatements = new WeakMap<object, LRUCache<string, ArrayStatement>>();

/**
 * A page's rows on SQLite as arrays, not objects: better-sqlite3 builds an object of ~50 named
 * properties per row otherwise, which was half the page statement's cost (issue 15). The statement
 * is this file's own (TypeORM's cached one stays in object mode) and is counted by the query
 * logger like any other.
 */
async function sqliteArrayRows(
  ds: DataSource,
  sql: string,
  params: unknown[],
  cols: [string, string, ColumnMetadata][],
): Promise<Record<string, unknown>[]> {
  const db = (
    ds.driver as unknown as { databaseConnection: { prepare(sql: string): SqliteStatement } }
  ).databaseConnection;
  let cache = arrayStatements.get(db);
  if (!cache) arrayStatements.set(db, (cache = new LRUCache({ max: 1000 })));
  let entry = cache.get(sql);
  if (!entry) {
    const stmt = db.prepare(sql).raw(true);
    const names = stmt.columns().map((c) => c.name);
    const at = cols.map(([rawKey]) => names.indexOf(rawKey));
    entry = { stmt, hydrate: rowFactory(ds.driver, cols, at) };
    cache.set(sql, entry);
  }
  ds.logger.logQuery(sql, params);
  return entry.stmt.all(...params).map(entry.hydrate);
}

function columnsOf(qb: SelectQueryBuilder<ObjectLiteral>): [string, string, ColumnMetadata][] {
  const alias = qb.expressionMap.mainAlias!;
  const metadata = alias.metadata;
  let byAlias = columnMaps.get(metadata);
  if (!byAlias) columnMaps.set(metadata, (byAlias = new Map()));
  let cols = byAlias.get(alias.name);
  if (!cols) {
    const driver = qb.connection.driver;
    cols = metadata.columns.map((c): [string, string, ColumnMetadata] => [
      DriverUtils.buildAlias(driver, undefined, alias.name, c.databaseName),
      c.propertyName,
      c,
    ]);
    byAlias.set(alias.name, cols);
  }
  return cols;
}

/**
 * One page of a read-only list as plain objects of the main entity's columns, in two statements
 * (count and page) whose SQL text is built once per list shape and then run with bound parameters:
 * building the text and hydrating entities were a fifth of a list request's CPU (issue 15). The
 * query builder is still how a list says what it wants; the shape key is everything that changes
 * the SQL text (conditions, joins, ordering, page bounds), the values are parameters. Only the
 * main alias's columns come back, each hydrated as TypeORM would (booleans, dates, transformers).
 */
export async function paginatePlain<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ rows: T[]; count: number }> {
  applyListQuery(qb, lq, spec);
  qb.offset(lq.offset).limit(lq.limit);
  const m = qb.expressionMap;
  const key = JSON.stringify([
    m.mainAlias?.metadata.name,
    m.mainAlias?.name,
    m.wheres,
    m.joinAttributes.map((j) => [j.direction, j.alias.name, j.condition]),
    m.orderBys,
    m.offset,
    m.limit,
  ]);
  let sql = statements.get(key);
  if (!sql) {
    const count = qb.clone().orderBy().offset(undefined).limit(undefined).select('COUNT(1)', 'cnt');
    sql = { count: count.getQuery(), rows: qb.getQuery() };
    statements.set(key, sql);
  }
  const driver = qb.connection.driver;
  const params = qb.getParameters();
  const [countSql, countParams] = driver.escapeQueryWithParameters(sql.count, params, {});
  const [rowsSql, rowsParams] = driver.escapeQueryWithParameters(sql.rows, params, {});
  const ds = qb.connection;
  const cols = columnsOf(qb as unknown as SelectQueryBuilder<ObjectLiteral>);
  const countOf = (rows: { cnt: number | string }[]) => Number(rows[0]?.cnt ?? 0);
  if (ds.options.type === 'better-sqlite3') {
    const count = lq.skipCount ? 0 : countOf(await ds.query(countSql, countParams));
    return { count, rows: (await sqliteArrayRows(ds, rowsSql, rowsParams, cols)) as T[] };
  }
  const [countRows, raw] = await Promise.all([
    (lq.skipCount ? Promise.resolve([]) : ds.query(countSql, countParams)) as Promise<{ cnt: number | string }[]>,
    ds.query(rowsSql, rowsParams) as Promise<Record<string, unknown>[]>,
  ]);
  const rows = raw.map((r) => {
    const out: Record<string, unknown> = {};
    for (const [rawKey, prop, column] of cols)
      out[prop] = driver.prepareHydratedValue(r[rawKey], column);
    return out as T;
  });
  return { rows, count: countOf(countRows) };
}
