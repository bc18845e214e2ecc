import { LRUCache } from 'lru-cache';
import type {
  DataSource,
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { ListQuery } from './list-query';
import type { ListSpec } from './list-spec';
import { rawRows } from '../database/raw-rows';
import { applyListQuery, boundedCountSql, countCap, countedTotal } from './paginate';
import { probedPage, type SearchProbe } from './search-probe';

interface Statements {
  count: string;
  rows: string;
}

/** SQL text per list shape; a shape is a handful of filters and orderings, so few are live. */
const statements = new LRUCache<string, Statements>({ max: 1000 });
/** Per entity and alias: which raw column becomes which property, hydrated how. */
const columnMaps = new WeakMap<object, Map<string, [string, string, ColumnMetadata][]>>();

/** Per result shape: makes one row (an array) into the plain object the list answers. */
type Hydrate = (row: unknown[]) => Record<string, unknown>;

/** Column types whose driver value TypeORM hydrates as it is (no transformer on the column). */
const AS_IS = new Set<unknown>(['varchar', 'text', 'int', 'integer']);

/**
 * Builds, once per statement, a function that makes the whole object in one literal: one shape
 * for every row (fast to build, fast for the mapper to read), and only the columns that need it
 * (booleans, dates, transformers) go through the driver's conversion. Property names come from
 * the entity's metadata and the list's own extras, never from a request.
 */
function rowFactory(
  driver: DataSource['driver'],
  cols: [string, string, ColumnMetadata | null][],
  at: number[],
): Hydrate {
  const convert = cols.map(([, , column]) =>
    !column || (AS_IS.has(column.type) && !column.transformer)
      ? null
      : (value: unknown) => driver.prepareHydratedValue(value, column),
  );
  const fields = cols.map(([, prop], i) => {
    const value = `r[${at[i]}]`;
    return `${JSON.stringify(prop)}: ${convert[i] ? `c[${i}](${value})` : value}`;
  });
  // The text is made of entity metadata only (property names quoted by JSON.stringify).
  const make = new Function('c', `return (r) => ({ ${fields.join(', ')} });`);
  return make(convert) as Hydrate;
}
const hydrators = new LRUCache<string, Hydrate>({ max: 1000 });

function columnsOf(
  qb: SelectQueryBuilder<ObjectLiteral>,
  omit: readonly string[] | undefined,
  only: readonly string[] | undefined,
): [string, string, ColumnMetadata][] {
  const alias = qb.expressionMap.mainAlias!;
  const metadata = alias.metadata;
  let byAlias = columnMaps.get(metadata);
  if (!byAlias) columnMaps.set(metadata, (byAlias = new Map()));
  const key = `${alias.name}|${omit?.join(',') ?? ''}|${only?.join(',') ?? '*'}`;
  let cols = byAlias.get(key);
  if (!cols) {
    const driver = qb.connection.driver;
    cols = metadata.columns
      .filter((c) => !omit?.includes(c.propertyName) && (!only || only.includes(c.propertyName)))
      .map((c): [string, string, ColumnMetadata] => [
        DriverUtils.buildAlias(driver, undefined, alias.name, c.databaseName),
        c.propertyName,
        c,
      ]);
    byAlias.set(key, cols);
  }
  return cols;
}

export interface PlainPageOptions {
  /** Properties of the main entity the answer never shows (a password hash): not even read. */
  omit?: readonly string[];
  /** Only these properties of the main entity (a list that keeps its rows' answers elsewhere). */
  only?: readonly string[];
  /**
   * More values per row, each an SQL expression over the main alias (a correlated subquery such
   * as a user's roles), so the page needs no second statement: property name -> expression.
   */
  extras?: Readonly<Record<string, string>>;
}

/** The count's column in the page statement; no entity has a property of this name. */
const TOTAL = '__list_total';

/**
 * One page of a read-only list as plain objects, in ONE statement whose SQL text is built once per
 * list shape and then run with bound parameters: the rows, the list's `extras`, and the total as
 * an uncorrelated scalar subquery, the bounded count of `boundedCountSql`. Building the
 * text, hydrating entities and a statement (on MariaDB a round trip) per count and per relation
 * were most of a list request's cost (issue 15). A page past the end has no row to carry the
 * total, so only then a second statement counts. The query builder is still how a list says
 * what it wants; the shape key is everything that changes the SQL text (conditions, joins,
 * ordering, page bounds), the values are parameters. The main alias's columns come back
 * hydrated as TypeORM would (booleans, dates, transformers); extras come back as the driver
 * reads them. A searched list asks its side tables first, one statement more (search-probe.ts).
 */
export async function paginatePlain<T extends ObjectLiteral, X extends object = object>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
  opts: PlainPageOptions = {},
): Promise<{ rows: (T & X)[]; count: number }> {
  const any = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  return probedPage(any, lq, spec, countCap(lq), (q, probe) =>
    plainPage<T, X>(q as unknown as SelectQueryBuilder<T>, lq, spec, opts, probe),
  );
}

async function plainPage<T extends ObjectLiteral, X extends object>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
  opts: PlainPageOptions,
  probe: SearchProbe | null,
): Promise<{ rows: (T & X)[]; count: number }> {
  applyListQuery(qb, lq, spec, probe);
  qb.offset(lq.offset).limit(lq.limit);
  const m = qb.expressionMap;
  const alias = m.mainAlias!.name;
  const cols = columnsOf(qb as unknown as SelectQueryBuilder<ObjectLiteral>, opts.omit, opts.only);
  const extras = Object.entries(opts.extras ?? {});
  const key = JSON.stringify([
    m.mainAlias?.metadata.name,
    alias,
    m.wheres,
    m.joinAttributes.map((j) => [j.direction, j.alias.name, j.condition]),
    m.orderBys,
    m.offset,
    m.limit,
    opts.omit ?? null,
    opts.only ?? null,
    extras,
    Boolean(lq.skipCount),
  ]);
  let sql = statements.get(key);
  if (!sql) {
    const count = boundedCountSql(qb, lq);
    qb.select(cols.map(([, prop]) => `${alias}.${prop}`));
    for (const [name, expr] of extras) qb.addSelect(expr, name);
    // An export reads page after page and needs no total: then the statement carries none.
    if (!lq.skipCount) qb.addSelect(`(${count})`, TOTAL);
    sql = { count, rows: qb.getQuery() };
    statements.set(key, sql);
  }
  const ds = qb.connection;
  const driver = ds.driver;
  const params = qb.getParameters();
  const [rowsSql, rowsParams] = driver.escapeQueryWithParameters(sql.rows, params, {});
  const result = await rawRows(ds, rowsSql, rowsParams);
  let hydrate = hydrators.get(rowsSql);
  if (!hydrate) {
    const all: [string, string, ColumnMetadata | null][] = [
      ...cols,
      ...extras.map(([name]): [string, string, null] => [name, name, null]),
    ];
    hydrate = rowFactory(
      driver,
      all,
      all.map(([rawKey]) => result.columns.indexOf(rawKey)),
    );
    hydrators.set(rowsSql, hydrate);
  }
  const first = result.rows[0];
  let count: number;
  if (lq.skipCount || (!first && lq.offset === 0)) count = 0;
  else if (first) count = countedTotal(lq, Number(first[result.columns.indexOf(TOTAL)]));
  else {
    const [countSql, countParams] = driver.escapeQueryWithParameters(sql.count, params, {});
    count = countedTotal(lq, Number((await rawRows(ds, countSql, countParams)).rows[0]?.[0] ?? 0));
  }
  return { count, rows: result.rows.map(hydrate) as (T & X)[] };
}

/** Per entity and set of keys: the statement of `plainOneBy`, its columns and its row maker. */
const oneStatements = new LRUCache<
  string,
  { sql: string; cols: [string, string, ColumnMetadata][]; hydrate: Hydrate | null }
>({ max: 200 });

/**
 * One row of `entity` whose columns equal `where` (property -> value; no value may be undefined),
 * as a plain object hydrated like TypeORM's (booleans, dates, transformers), or null. The same
 * row `findOneBy` reads, without building the query or the entity on every call: the statement
 * is made once per entity and set of keys and run through `rawRows` (prepared once). For the
 * reads a hot write route makes before its transaction (saving an answer reads its book, test and
 * question: a third of its CPU went to TypeORM building and hydrating them). Inside a transaction
 * pass its EntityManager (`tx.em`), and `tx.lock` to lock the row for the transaction's writes as
 * `Tx.lockMode()` does (`FOR UPDATE` on MySQL/MariaDB; SQLite's transactions run one at a time).
 */
export async function plainOneBy<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  where: Readonly<Record<string, unknown>>,
  tx?: { em: EntityManager; lock?: boolean },
): Promise<T | null> {
  const metadata = ds.getMetadata(entity);
  const keys = Object.keys(where);
  const lock = !!tx?.lock && ds.options.type !== 'better-sqlite3';
  const key = `${metadata.name}|${keys.join(',')}|${lock}`;
  let entry = oneStatements.get(key);
  if (!entry) {
    const qb = ds.getRepository(entity).createQueryBuilder('e');
    for (const k of keys) {
      const column = metadata.findColumnWithPropertyName(k);
      if (!column) throw new Error(`${metadata.name} has no column ${k}`);
      qb.andWhere(`e.${column.propertyPath} = :${k}`);
    }
    const cols = columnsOf(
      qb as unknown as SelectQueryBuilder<ObjectLiteral>,
      undefined,
      undefined,
    );
    qb.select(cols.map(([, prop]) => `e.${prop}`)).limit(1);
    if (lock) qb.setLock('pessimistic_write');
    entry = { sql: qb.getQuery(), cols, hydrate: null };
    oneStatements.set(key, entry);
  }
  const [sql, params] = ds.driver.escapeQueryWithParameters(entry.sql, where as ObjectLiteral, {});
  const result = await rawRows(ds, sql, params, tx?.em);
  const row = result.rows[0];
  if (!row) return null;
  entry.hydrate ??= rowFactory(
    ds.driver,
    entry.cols,
    entry.cols.map(([rawKey]) => result.columns.indexOf(rawKey)),
  );
  return entry.hydrate(row) as T;
}
