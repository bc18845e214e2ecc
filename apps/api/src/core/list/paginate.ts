import type { Paginated } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from './list-query';
import type { Condition, ListSpec } from './list-spec';
import { isIndexed, matchIds, matchTerm, searchWords } from './search-index';
import { jsonIds, probedPage, probeKey, searchDialect, type SearchProbe } from './search-probe';

/** `!` escapes LIKE wildcards: a backslash means different things to MySQL and SQLite. */
function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

function applyCondition(
  qb: SelectQueryBuilder<ObjectLiteral>,
  spec: ListSpec,
  cond: Condition,
  index: number,
): void {
  const def = spec.filters[cond.field];
  const p = `f${index}`;
  if (def.apply) {
    def.apply(qb, cond, p);
    return;
  }
  const col = def.column ?? `${spec.alias}.${cond.field}`;
  switch (cond.op) {
    case 'eq':
      qb.andWhere(`${col} = :${p}`, { [p]: cond.value });
      break;
    case 'ne':
      qb.andWhere(`(${col} <> :${p} OR ${col} IS NULL)`, { [p]: cond.value });
      break;
    case 'in':
      qb.andWhere(`${col} IN (:...${p})`, { [p]: cond.value });
      break;
    case 'gte':
      qb.andWhere(`${col} >= :${p}`, { [p]: cond.value });
      break;
    case 'lte':
      qb.andWhere(`${col} <= :${p}`, { [p]: cond.value });
      break;
    case 'gt':
      qb.andWhere(`${col} > :${p}`, { [p]: cond.value });
      break;
    case 'lt':
      qb.andWhere(`${col} < :${p}`, { [p]: cond.value });
      break;
    case 'isnull':
      qb.andWhere(cond.value ? `${col} IS NULL` : `${col} IS NOT NULL`);
      break;
    case 'contains':
      qb.andWhere(`${col} LIKE :${p} ESCAPE '!'`, { [p]: `%${escapeLike(String(cond.value))}%` });
      break;
  }
}

/**
 * Each word of the query matches one of the entries: a column by LIKE, or an index by its words
 * (search-index.ts: the side table is read through its own full-text index, never scanned), or,
 * when the search was probed first (search-probe.ts), the ids the probe found.
 */
function applySearch(
  qb: SelectQueryBuilder<ObjectLiteral>,
  spec: ListSpec,
  q: string,
  probe: SearchProbe | null,
): void {
  const entries = spec.search ?? [];
  const indexed = entries.some(isIndexed);
  const dialect = searchDialect(qb);
  const words = indexed ? searchWords(q) : q.split(/\s+/).filter(Boolean).slice(0, 5);
  // Nothing searchable typed (only signs): no row matches, as a LIKE of them would find few.
  if (indexed && !words.length) qb.andWhere('1 = 0');
  words.forEach((word, wi) => {
    const like = `s${wi}`;
    const term = `m${wi}`;
    const params: ObjectLiteral = {
      [like]: `%${escapeLike(word)}%`,
      [term]: matchTerm(dialect, word),
    };
    const terms: string[] = [];
    entries.forEach((entry, ei) => {
      if (!isIndexed(entry)) return void terms.push(`${entry} LIKE :${like} ESCAPE '!'`);
      const found = probe?.found.get(probeKey(wi, ei));
      const walk = probe?.walk.includes(probeKey(wi, ei)) ? '+' : '';
      if (!found)
        return void terms.push(`${walk}${entry.key} IN (${matchIds(dialect, entry.index, term)})`);
      if (!found.length) return;
      const ids = `ids${wi}_${ei}`;
      params[ids] = JSON.stringify(found);
      terms.push(`${entry.key} IN (${jsonIds(ids)})`);
    });
    qb.andWhere(
      terms.length ? new Brackets((b) => terms.forEach((t) => b.orWhere(t))) : '1 = 0',
      params,
    );
  });
  if (probe?.floor != null)
    qb.andWhere(`${spec.alias}.id ${probe.desc ? '>=' : '<='} :searchFloor`, {
      searchFloor: probe.floor,
    });
}

/** Filters, search and ordering of a ListQuery onto a query builder; every value is a parameter. */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
  probe: SearchProbe | null = null,
): SelectQueryBuilder<T> {
  const any = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  lq.conditions.forEach((c, i) => applyCondition(any, spec, c, i));
  if (lq.upToId != null) qb.andWhere(`${spec.alias}.id <= :upToId`, { upToId: lq.upToId });
  if (lq.afterId != null) {
    const desc = (lq.order[0]?.dir ?? 'DESC') === 'DESC';
    qb.andWhere(`${spec.alias}.id ${desc ? '<' : '>'} :afterId`, { afterId: lq.afterId });
  }
  if (lq.search && spec.search?.length) applySearch(any, spec, lq.search, probe);
  lq.order.forEach((o, i) =>
    i === 0 ? qb.orderBy(o.column, o.dir) : qb.addOrderBy(o.column, o.dir),
  );
  const idCol = `${spec.alias}.id`;
  if (!lq.order.some((o) => o.column === idCol)) qb.addOrderBy(idCol, lq.order[0]?.dir ?? 'DESC');
  return qb;
}

/** The total's column in a page statement; no entity has a property of this name. */
const TOTAL = '__list_total';

/**
 * How many rows past the page asked for a list still counts exactly. Counting every row of a
 * million-row table (or of a filter matching half of it) is most of a list's cost; past this the
 * count stops, like react-admin's partial pagination and DRF's cursor pagination (API.md).
 */
export const COUNT_WINDOW = 1000;

/** Counting stops at this many rows: the page's end plus the window (`countExact` past it). */
export function countCap(lq: ListQuery): number {
  return Math.max(lq.offset + lq.limit + COUNT_WINDOW, lq.countAtLeast ?? 0);
}

/**
 * The SQL text of a list's bounded count: its conditions over its main table and only the joins
 * a condition names (a LEFT join that only brings columns to show changes no count), stopping at
 * `countCap(lq) + 1` rows, so a count costs at most the page's depth plus the window whatever the
 * table holds. The page query must not join to-many tables (LIMIT applies to its rows).
 */
export function boundedCountSql<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
): string {
  const counter = narrowed(qb, false);
  counter.select('1').limit(countCap(lq) + 1);
  return `SELECT COUNT(*) FROM (${counter.getQuery()}) counted`;
}

/**
 * The list's query over its main table with only the joins a condition (or, `ordered`, the
 * ordering) names: what decides which rows a page holds, without what is only shown of them.
 */
function narrowed<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  ordered: boolean,
): SelectQueryBuilder<T> {
  const copy = qb
    .clone()
    .groupBy()
    .offset(undefined)
    .limit(undefined)
    .skip(undefined)
    .take(undefined);
  if (!ordered) copy.orderBy();
  const m = copy.expressionMap;
  const named = JSON.stringify([m.wheres, ordered ? m.orderBys : null]);
  m.joinAttributes = m.joinAttributes.filter(
    (j) => j.direction !== 'LEFT' || new RegExp(`\\b${j.alias.name}\\.`).test(named),
  );
  return copy;
}

/**
 * A deep page, or a searched one, of a list that joins columns to show: its ids are found first
 * over the narrowed query (`narrowed`), so the rows an OFFSET skips, or the matches sorted to find
 * the page, are never joined (a thousandth page of invoices joined each skipped row to its item;
 * a search joined and summed every matching invoice before keeping ten). Wrapped in a derived
 * table: MariaDB takes no LIMIT in an IN subquery. Answers false when the page needs no narrowing.
 */
function narrowPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): boolean {
  if ((lq.offset === 0 && !lq.search) || !qb.expressionMap.joinAttributes.length) return false;
  const ids = narrowed(qb, true)
    .select(`${spec.alias}.id`, 'page_id')
    .offset(lq.offset)
    .limit(lq.limit);
  // The page's ids meet every condition already: the outer query only looks its rows up.
  qb.expressionMap.wheres = [];
  qb.where(`${spec.alias}.id IN (SELECT page_id FROM (${ids.getQuery()}) page_ids)`);
  return true;
}

/** What a bounded count means for the answer: the count, and on `lq` whether it is exact. */
export function countedTotal(lq: ListQuery, counted: number): number {
  const cap = countCap(lq);
  lq.countExact = counted <= cap;
  return Math.min(counted, cap + 1);
}

/**
 * The page and its total in ONE statement: the total is an uncorrelated scalar subquery, the
 * bounded count (`boundedCountSql`; both databases evaluate it once per statement), read from
 * the first raw row. A page past the end has no row to carry it, so only then a second statement
 * counts. An export's batches ask no total.
 */
async function pageWithTotal<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ entities: T[]; rows: Record<string, unknown>[]; count: number }> {
  const any = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  return probedPage(any, lq, spec, countCap(lq), async (q, probe) => {
    const page = q as unknown as SelectQueryBuilder<T>;
    applyListQuery(page, lq, spec, probe);
    const countSql = boundedCountSql(page, lq);
    const narrow = narrowPage(page, lq, spec);
    if (!lq.skipCount) page.addSelect(`(${countSql})`, TOTAL);
    const { entities, raw } = await page
      .offset(narrow ? 0 : lq.offset)
      .limit(lq.limit)
      .getRawAndEntities();
    const rows = raw as Record<string, unknown>[];
    let count: number;
    if (lq.skipCount || (!rows[0] && lq.offset === 0)) count = 0;
    else if (rows[0]) count = countedTotal(lq, Number(rows[0][TOTAL]));
    else {
      const [sql, params] = page.connection.driver.escapeQueryWithParameters(
        countSql,
        page.getParameters(),
        {},
      );
      const [row] = (await page.connection.query(sql, params)) as Record<string, unknown>[];
      count = countedTotal(lq, Number(Object.values(row ?? {})[0] ?? 0));
    }
    return { entities, rows, count };
  });
}

/**
 * One statement whatever the page size: the page and its total (`pageWithTotal`); a searched list
 * asks its side tables first (search-probe.ts).
 */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ rows: T[]; count: number }> {
  const { entities, count } = await pageWithTotal(qb, lq, spec);
  return { rows: entities, count };
}

/**
 * `paginate` for a page query that also selects related columns (a joined owner, a summed
 * amount...): the entities and, in the same order, their raw rows to read those columns from.
 * Still one statement whatever the page size; the page query must not join to-many tables.
 */
export async function paginateRaw<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ rows: T[]; raw: Record<string, unknown>[]; count: number }> {
  const { entities, rows, count } = await pageWithTotal(qb, lq, spec);
  return { rows: entities, raw: rows, count };
}

/** Page dialect → the paging object; react-admin dialect → the array plus `Content-Range`. */
export function listResponse<R>(
  reply: FastifyReply,
  lq: ListQuery,
  spec: ListSpec,
  results: R[],
  count: number,
): Paginated<R> | R[] {
  const exact = lq.countExact !== false;
  if (lq.dialect === 'ra') {
    const end = lq.offset + Math.max(results.length - 1, 0);
    void reply.header(
      'Content-Range',
      `${spec.resource} ${lq.offset}-${end}/${exact ? count : '*'}`,
    );
    return results;
  }
  const numPages = Math.max(1, Math.ceil(count / lq.perPage));
  return {
    results,
    count,
    ...(exact ? {} : { count_exact: false }),
    current: lq.page,
    per_page: lq.perPage,
    num_pages: numPages,
    next: lq.page < numPages ? lq.page + 1 : null,
    previous: lq.page > 1 ? lq.page - 1 : null,
  };
}

const COMMA = Buffer.from(',');
const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');
const OPEN_PAGE = Buffer.from('{"results":[');

/**
 * `listResponse` for rows that are JSON bytes already (each row in pieces): the very bytes
 * `JSON.stringify` would make of `listResponse`'s answer, in one buffer (Fastify sends a buffer
 * as it is: no serialiser, no UTF-8 measuring or encoding of a long Persian string).
 */
export function listResponseJson(
  reply: FastifyReply,
  lq: ListQuery,
  spec: ListSpec,
  rows: Buffer[][],
  count: number,
): Buffer {
  const answer = listResponse(reply, lq, spec, rows, count);
  void reply.type('application/json; charset=utf-8');
  const page = !Array.isArray(answer);
  const parts: Buffer[] = [page ? OPEN_PAGE : OPEN_ARRAY];
  rows.forEach((row, i) => {
    if (i) parts.push(COMMA);
    for (const piece of row) parts.push(piece);
  });
  if (!page) parts.push(CLOSE_ARRAY);
  else {
    const { results: _rows, ...rest } = answer;
    parts.push(Buffer.from(`],${JSON.stringify(rest).slice(1)}`));
  }
  return Buffer.concat(parts);
}
