import { toLatinDigits } from '@daneshsara/domain';
import { FieldValidationException, type FieldErrors } from '../http/errors';
import {
  DEFAULT_OPS,
  type Condition,
  type FilterField,
  type FilterOp,
  type FilterValue,
  type ListSpec,
} from './list-spec';

export interface OrderBy {
  column: string;
  dir: 'ASC' | 'DESC';
}

/** Both dialects end up here: one internal query per list request. */
export interface ListQuery {
  dialect: 'page' | 'ra';
  page: number;
  perPage: number;
  offset: number;
  limit: number;
  conditions: Condition[];
  search: string | null;
  order: OrderBy[];
  params: Record<string, string>;
  /** Exports: only rows whose id is at most this (rows created later stay out; pages never shift). */
  upToId?: number | null;
  /** Exports read page after page of a total they already know: the count query is left out. */
  skipCount?: boolean;
  /**
   * Exports of a list ordered by its id only: the rows past this id in that order (keyset
   * batches, `id < last` for a descending list), read with offset 0 instead of an OFFSET that
   * makes the database walk every earlier row again.
   */
  afterId?: number | null;
  /**
   * Set by the paginators: false when the list holds more rows than they counted (`countCap`),
   * so `count` is a lower bound; the page dialect then says `count_exact: false` and react-admin's
   * Content-Range names no total (`*`).
   */
  countExact?: boolean;
  /** Count exactly at least this many rows whatever the page (an export deciding file or job). */
  countAtLeast?: number;
}

const DJANGO_OPS: Record<string, FilterOp> = {
  in: 'in',
  ne: 'ne',
  gte: 'gte',
  lte: 'lte',
  gt: 'gt',
  lt: 'lt',
  isnull: 'isnull',
  icontains: 'contains',
  contains: 'contains',
};
const RA_SUFFIXES: [string, FilterOp][] = [
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_gt', 'gt'],
  ['_lt', 'lt'],
  ['_ne', 'ne'],
];
const PAGE_RESERVED = new Set(['page', 'per_page', 'search', 'ordering']);
const BAD_FILTER = 'این فیلتر پشتیبانی نمی‌شود.';
const BAD_VALUE = 'مقدار فیلتر معتبر نیست.';

function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  return v === undefined || v === null ? undefined : String(v);
}

function parseJson(raw: string | undefined, field: string, errors: FieldErrors): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    errors[field] = ['قالب این پارامتر معتبر نیست.'];
    return undefined;
  }
}

function isRaDialect(q: Record<string, unknown>): boolean {
  const sort = first(q.sort);
  return q.range !== undefined || q.filter !== undefined || (!!sort && sort.startsWith('['));
}

function coerceScalar(def: FilterField, raw: unknown): string | number | boolean | Date | null {
  if (raw === null) return null;
  const text = toLatinDigits(String(raw)).trim();
  switch (def.type) {
    case 'int': {
      if (!/^-?\d+$/.test(text)) throw new Error(BAD_VALUE);
      return Number(text);
    }
    case 'bool': {
      const v = text.toLowerCase();
      if (['true', '1'].includes(v)) return true;
      if (['false', '0'].includes(v)) return false;
      throw new Error(BAD_VALUE);
    }
    case 'date': {
      const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
      if (Number.isNaN(d.getTime())) throw new Error(BAD_VALUE);
      return d;
    }
    case 'enum': {
      const value = def.aliases?.[text] ?? text;
      if (!def.values?.includes(value)) throw new Error(BAD_VALUE);
      return value;
    }
    default:
      return text;
  }
}

function coerce(def: FilterField, op: FilterOp, raw: unknown): FilterValue {
  if (op === 'isnull') {
    const v = String(raw).toLowerCase();
    if (!['true', 'false', '1', '0'].includes(v)) throw new Error(BAD_VALUE);
    return v === 'true' || v === '1';
  }
  if (op === 'in') {
    const items = Array.isArray(raw) ? raw : String(raw).split(',').filter((s) => s !== '');
    if (!items.length) throw new Error(BAD_VALUE);
    return items.map((i) => coerceScalar(def, i) as string | number);
  }
  return coerceScalar(def, raw);
}

function addCondition(
  spec: ListSpec,
  key: string,
  field: string,
  op: FilterOp,
  raw: unknown,
  out: Condition[],
  errors: FieldErrors,
): void {
  const def = spec.filters[field];
  const ops = def?.ops ?? (def ? DEFAULT_OPS[def.type] : []);
  if (!def || !ops.includes(op)) {
    errors[key] = [BAD_FILTER];
    return;
  }
  try {
    out.push({ field, op, value: coerce(def, op, raw) });
  } catch {
    errors[key] = [BAD_VALUE];
  }
}

/** Splits `owner__national_code__in` into the declared path and its operator. */
function splitDjangoKey(spec: ListSpec, key: string): [string, FilterOp] {
  if (spec.filters[key]) return [key, 'eq'];
  const idx = key.lastIndexOf('__');
  if (idx > 0) {
    const op = DJANGO_OPS[key.slice(idx + 2)];
    if (op) return [key.slice(0, idx), op];
  }
  return [key, 'eq'];
}

function parseOrdering(spec: ListSpec, names: string[], errors: FieldErrors, key: string): OrderBy[] {
  const order: OrderBy[] = [];
  for (const name of names) {
    const desc = name.startsWith('-');
    const col = spec.ordering[desc ? name.slice(1) : name];
    if (!col) {
      errors[key] = ['امکان مرتب‌سازی بر اساس این فیلد وجود ندارد.'];
      continue;
    }
    order.push({ column: col, dir: desc ? 'DESC' : 'ASC' });
  }
  return order;
}

export interface ListQueryOptions {
  /** Conditions the endpoint itself sets whatever the client asks (`/ema/events`: EVENT units). */
  fixed?: Record<string, string>;
  /** Other names a filter goes by on this endpoint (`event` for `classroom`), in both dialects. */
  rename?: Record<string, string>;
}

function renamed(q: Record<string, unknown>, rename: Record<string, string> | undefined) {
  if (!rename) return q;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q)) {
    const from = Object.keys(rename).find((r) => key === r || key.startsWith(`${r}_`));
    out[from ? rename[from] + key.slice(from.length) : key] = value;
  }
  return out;
}

/**
 * Reads either dialect of API.md into one ListQuery. Unknown filters, operators, orderings or
 * malformed values are refused with 400, never ignored.
 */
export function parseListQuery(
  rawQuery: Record<string, unknown>,
  spec: ListSpec,
  maxPageSize: number,
  opts: ListQueryOptions = {},
): ListQuery {
  const q = renamed(rawQuery ?? {}, opts.rename);
  const errors: FieldErrors = {};
  const conditions: Condition[] = [];
  const params: Record<string, string> = {};
  const extra = new Set(spec.params ?? []);
  let search: string | null = null;
  let order: OrderBy[] = [];
  let page = 1;
  let perPage = Math.min(spec.defaultPerPage ?? 10, maxPageSize);
  let offset = 0;
  let limit = perPage;
  const dialect = isRaDialect(q) ? 'ra' : 'page';

  if (dialect === 'ra') {
    const range = parseJson(first(q.range), 'range', errors);
    if (range !== undefined) {
      if (
        !Array.isArray(range) ||
        range.length !== 2 ||
        !range.every((n) => Number.isInteger(n) && n >= 0) ||
        range[1] < range[0]
      ) {
        errors.range = ['بازه صفحه معتبر نیست.'];
      } else {
        offset = range[0];
        limit = Math.min(range[1] - range[0] + 1, maxPageSize);
      }
    }
    const sort = parseJson(first(q.sort), 'sort', errors);
    if (sort !== undefined) {
      if (!Array.isArray(sort) || typeof sort[0] !== 'string') errors.sort = ['قالب مرتب‌سازی معتبر نیست.'];
      else {
        const dir = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? '-' : '';
        order = parseOrdering(spec, [`${dir}${sort[0]}`], errors, 'sort');
      }
    }
    const filter = parseJson(first(q.filter), 'filter', errors);
    if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
      errors.filter = ['قالب فیلتر معتبر نیست.'];
    } else if (filter) {
      const named = renamed(filter as Record<string, unknown>, opts.rename);
      for (const [key, value] of Object.entries(named)) {
        if (value === undefined || value === '') continue;
        if (key === 'q') {
          search = String(value).trim() || null;
          continue;
        }
        if (extra.has(key)) {
          params[key] = String(value);
          continue;
        }
        const suffix = RA_SUFFIXES.find(([s]) => key.endsWith(s) && spec.filters[key.slice(0, -s.length)]);
        if (suffix) {
          addCondition(spec, key, key.slice(0, -suffix[0].length), suffix[1], value, conditions, errors);
        } else if (Array.isArray(value)) {
          const [field] = splitDjangoKey(spec, key);
          addCondition(spec, key, field, 'in', value, conditions, errors);
        } else {
          const [field, op] = splitDjangoKey(spec, key);
          addCondition(spec, key, field, op, value, conditions, errors);
        }
      }
    }
    for (const key of Object.keys(q)) {
      if (!['range', 'sort', 'filter'].includes(key) && !extra.has(key)) errors[key] = [BAD_FILTER];
      else if (extra.has(key)) params[key] = first(q[key]) ?? '';
    }
    perPage = limit;
    page = Math.floor(offset / Math.max(limit, 1)) + 1;
  } else {
    for (const [key, rawValue] of Object.entries(q)) {
      const value = first(rawValue);
      if (value === undefined) continue;
      if (key === 'page') {
        const n = Number(toLatinDigits(value));
        if (!Number.isInteger(n) || n < 1) errors.page = ['شماره صفحه معتبر نیست.'];
        else page = n;
      } else if (key === 'per_page') {
        const n = Number(toLatinDigits(value));
        if (!Number.isInteger(n) || n < 1) errors.per_page = ['اندازه صفحه معتبر نیست.'];
        else perPage = Math.min(n, maxPageSize);
      } else if (key === 'search') {
        search = value.trim() || null;
      } else if (key === 'ordering') {
        order = parseOrdering(spec, value.split(',').filter(Boolean), errors, 'ordering');
      } else if (extra.has(key)) {
        params[key] = value;
      } else if (!PAGE_RESERVED.has(key)) {
        if (value === '') continue;
        const [field, op] = splitDjangoKey(spec, key);
        addCondition(spec, key, field, op, value, conditions, errors);
      }
    }
    offset = (page - 1) * perPage;
    limit = perPage;
  }

  for (const [key, value] of Object.entries(opts.fixed ?? {})) {
    const [field, op] = splitDjangoKey(spec, key);
    addCondition(spec, key, field, op, value, conditions, errors);
  }
  if (Object.keys(errors).length) throw new FieldValidationException(errors);
  if (!order.length && spec.defaultOrdering)
    order = parseOrdering(spec, [spec.defaultOrdering], errors, 'ordering');
  return { dialect, page, perPage, offset, limit, conditions, search, order, params };
}
