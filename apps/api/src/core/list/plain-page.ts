import { LRUCache } from 'lru-cache';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
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
  const runner = qb.connection;
  const [countRows, raw] = await Promise.all([
    runner.query(countSql, countParams) as Promise<{ cnt: number | string }[]>,
    runner.query(rowsSql, rowsParams) as Promise<Record<string, unknown>[]>,
  ]);
  const cols = columnsOf(qb as unknown as SelectQueryBuilder<ObjectLiteral>);
  const rows = raw.map((r) => {
    const out: Record<string, unknown> = {};
    for (const [rawKey, prop, column] of cols)
      out[prop] = driver.prepareHydratedValue(r[rawKey], column);
    return out as T;
  });
  return { rows, count: Number(countRows[0]?.cnt ?? 0) };
}
