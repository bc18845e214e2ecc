import type { FastifyReply } from 'fastify';
import { listResponse } from './paginate';
import type { ListQuery } from './list-query';
import type { Condition, ListSpec } from './list-spec';

/** `owner_info.national_code` of a row (a memory list's columns are property paths). */
function valueAt(row: unknown, path: string): unknown {
  let v: unknown = row;
  for (const part of path.split('.')) v = v == null ? undefined : (v as Record<string, unknown>)[part];
  return v;
}

function comparable(v: unknown): string | number | boolean | null {
  if (v == null) return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  const text = String(v);
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(time) ? text : time;
}

function matches(row: unknown, spec: ListSpec, cond: Condition): boolean {
  const def = spec.filters[cond.field];
  const v = comparable(valueAt(row, def.column ?? cond.field.replace(/__/g, '.')));
  const want = Array.isArray(cond.value) ? cond.value.map(comparable) : comparable(cond.value);
  switch (cond.op) {
    case 'eq':
      return v === want;
    case 'ne':
      return v !== want;
    case 'in':
      return (want as unknown[]).includes(v);
    case 'isnull':
      return (v === null) === cond.value;
    case 'contains':
      return v !== null && String(v).includes(String(cond.value));
    default: {
      if (v === null || want === null) return false;
      if (cond.op === 'gte') return v >= want;
      if (cond.op === 'lte') return v <= want;
      return cond.op === 'gt' ? v > want : v < want;
    }
  }
}

function compare(a: unknown, b: unknown): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'fa') : x < y ? -1 : 1;
}

/**
 * A list its service builds whole (a classroom's sessions, a team's members: tens of rows, read
 * in a fixed number of queries) gets the same contract as a SQL list: the ListQuery's filters,
 * search, ordering and paging applied to the rows. The spec's columns are property paths.
 */
export function pageInMemory<R>(rows: R[], lq: ListQuery, spec: ListSpec): { rows: R[]; count: number } {
  let out = rows.filter((r) => lq.conditions.every((c) => matches(r, spec, c)));
  if (lq.search && spec.search?.length) {
    const words = lq.search.split(/\s+/).filter(Boolean);
    out = out.filter((r) =>
      words.every((w) =>
        spec.search!.some((path) => typeof path === 'string' && String(valueAt(r, path) ?? '').includes(w)),
      ),
    );
  }
  if (lq.order.length) {
    out = [...out].sort((a, b) => {
      for (const o of lq.order) {
        const c = compare(valueAt(a, o.column), valueAt(b, o.column));
        if (c) return o.dir === 'DESC' ? -c : c;
      }
      return 0;
    });
  }
  return { rows: out.slice(lq.offset, lq.offset + lq.limit), count: out.length };
}

/** pageInMemory answered in the client's dialect. */
export function memoryList<R>(reply: FastifyReply, lq: ListQuery, spec: ListSpec, rows: R[]) {
  const page = pageInMemory(rows, lq, spec);
  return listResponse(reply, lq, spec, page.rows, page.count);
}

/**
 * The spec of a memory list: `params` are the scope the endpoint reads itself (`classroom`), the
 * ordering names are the rows' own fields, and the default order is the one the service builds.
 */
export function memorySpec(
  resource: string,
  opts: Pick<Partial<ListSpec>, 'params' | 'filters' | 'search'> & { ordering?: string[] },
): ListSpec {
  return {
    resource,
    alias: resource,
    filters: opts.filters ?? {},
    search: opts.search,
    params: opts.params,
    ordering: Object.fromEntries(['id', ...(opts.ordering ?? [])].map((o) => [o, o])),
    defaultOrdering: '',
    defaultPerPage: Number.MAX_SAFE_INTEGER,
  };
}
