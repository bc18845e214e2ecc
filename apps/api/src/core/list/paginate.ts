import type { Paginated } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from './list-query';
import type { Condition, ListSpec } from './list-spec';

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

/** Filters, search and ordering of a ListQuery onto a query builder; every value is a parameter. */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  const any = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  lq.conditions.forEach((c, i) => applyCondition(any, spec, c, i));
  if (lq.upToId != null) qb.andWhere(`${spec.alias}.id <= :upToId`, { upToId: lq.upToId });
  if (lq.afterId != null) {
    const desc = (lq.order[0]?.dir ?? 'DESC') === 'DESC';
    qb.andWhere(`${spec.alias}.id ${desc ? '<' : '>'} :afterId`, { afterId: lq.afterId });
  }
  if (lq.search && spec.search?.length) {
    const words = lq.search.split(/\s+/).filter(Boolean).slice(0, 5);
    words.forEach((word, wi) => {
      const p = `s${wi}`;
      qb.andWhere(
        new Brackets((b) => {
          for (const col of spec.search ?? []) b.orWhere(`${col} LIKE :${p} ESCAPE '!'`);
        }),
        { [p]: `%${escapeLike(word)}%` },
      );
    });
  }
  lq.order.forEach((o, i) => (i === 0 ? qb.orderBy(o.column, o.dir) : qb.addOrderBy(o.column, o.dir)));
  const idCol = `${spec.alias}.id`;
  if (!lq.order.some((o) => o.column === idCol)) qb.addOrderBy(idCol, lq.order[0]?.dir ?? 'DESC');
  return qb;
}

/** Two queries whatever the page size: the count and the page itself. */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ rows: T[]; count: number }> {
  applyListQuery(qb, lq, spec);
  const count = lq.skipCount ? 0 : await qb.clone().orderBy().getCount();
  const rows = await qb.offset(lq.offset).limit(lq.limit).getMany();
  return { rows, count };
}

/**
 * `paginate` for a page query that also selects related columns (a joined owner, a summed
 * amount...): the entities and, in the same order, their raw rows to read those columns from.
 * Still two queries whatever the page size; the page query must not join to-many tables.
 */
export async function paginateRaw<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  lq: ListQuery,
  spec: ListSpec,
): Promise<{ rows: T[]; raw: Record<string, unknown>[]; count: number }> {
  applyListQuery(qb, lq, spec);
  const count = lq.skipCount ? 0 : await qb.clone().orderBy().getCount();
  const { entities, raw } = await qb.offset(lq.offset).limit(lq.limit).getRawAndEntities();
  return { rows: entities, raw: raw as Record<string, unknown>[], count };
}

/** Page dialect → the paging object; react-admin dialect → the array plus `Content-Range`. */
export function listResponse<R>(
  reply: FastifyReply,
  lq: ListQuery,
  spec: ListSpec,
  results: R[],
  count: number,
): Paginated<R> | R[] {
  if (lq.dialect === 'ra') {
    const end = lq.offset + Math.max(results.length - 1, 0);
    void reply.header('Content-Range', `${spec.resource} ${lq.offset}-${end}/${count}`);
    return results;
  }
  const numPages = Math.max(1, Math.ceil(count / lq.perPage));
  return {
    results,
    count,
    current: lq.page,
    per_page: lq.perPage,
    num_pages: numPages,
    next: lq.page < numPages ? lq.page + 1 : null,
    previous: lq.page > 1 ? lq.page - 1 : null,
  };
}

/**
 * `listResponse` for rows that are JSON text already: the very bytes `JSON.stringify` would make
 * of `listResponse`'s answer, sent as they are (Fastify skips its serialiser for a string of a
 * JSON type).
 */
export function listResponseJson(reply: FastifyReply, lq: ListQuery, spec: ListSpec, rows: string[], count: number): string {
  const answer = listResponse(reply, lq, spec, rows, count);
  void reply.type('application/json; charset=utf-8');
  if (Array.isArray(answer)) return `[${rows.join(',')}]`;
  const { results: _rows, ...rest } = answer;
  return `{"results":[${rows.join(',')}],${JSON.stringify(rest).slice(1)}`;
}

/** The page dialect for a short list that is never paged (a classroom's sessions, teams...). */
export function onePage<R>(results: R[]): Paginated<R> {
  return { results, count: results.length, current: 1, per_page: results.length, num_pages: 1, next: null, previous: null };
}
