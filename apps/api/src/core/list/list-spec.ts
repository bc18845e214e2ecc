import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SearchEntry } from './search-index';

export type FilterOp = 'eq' | 'in' | 'ne' | 'gte' | 'lte' | 'gt' | 'lt' | 'isnull' | 'contains';
export type FilterValue = string | number | boolean | Date | null | (string | number)[];

export interface Condition {
  field: string;
  op: FilterOp;
  value: FilterValue;
}

export interface FilterField {
  /** SQL column expression on the list's query builder, e.g. `u.national_code`. */
  column?: string;
  type: 'string' | 'int' | 'bool' | 'date' | 'enum';
  values?: readonly string[];
  /** Other spellings an enum filter accepts, each read as the value it maps to. */
  aliases?: Readonly<Record<string, string>>;
  /** Operators this filter accepts; defaults depend on the type. */
  ops?: readonly FilterOp[];
  /** For filters that aren't a plain column (EXISTS on a child table, computed statuses...). */
  apply?: (qb: SelectQueryBuilder<ObjectLiteral>, cond: Condition, param: string) => void;
}

/** What a list endpoint allows: declared once per resource, the allow-list both dialects obey. */
export interface ListSpec {
  /** Name used in `Content-Range` for react-admin. */
  resource: string;
  /** Alias of the root entity in the query builder. */
  alias: string;
  filters: Record<string, FilterField>;
  /**
   * What `search` / react-admin `q` matches, any of them for each word: a column (LIKE, for the
   * lists that stay small) or a full-text index (search-index.ts, for the lists that grow).
   */
  search?: readonly SearchEntry[];
  /** Public ordering names → SQL columns. */
  ordering: Record<string, string>;
  /** e.g. `-id`; empty keeps the order the list is built in (memory lists). */
  defaultOrdering: string;
  /**
   * Page size when the client names none. A list a screen shows whole (a classroom's sessions, a
   * team's members) defaults to every row up to MAX_PAGE_SIZE; paging still works when asked.
   */
  defaultPerPage?: number;
  /** Extra query parameters the endpoint itself reads (e.g. an export's `type`). */
  params?: readonly string[];
}

export const DEFAULT_OPS: Record<FilterField['type'], readonly FilterOp[]> = {
  string: ['eq', 'in', 'ne', 'isnull', 'contains'],
  int: ['eq', 'in', 'ne', 'gte', 'lte', 'gt', 'lt', 'isnull'],
  bool: ['eq', 'ne', 'isnull'],
  date: ['eq', 'gte', 'lte', 'gt', 'lt', 'isnull'],
  enum: ['eq', 'in', 'ne', 'isnull'],
};

type FilterType = FilterField['type'];

/**
 * Plain column filters, one line each: `{ id: 'int', owner: 'int owner_id', unit: 'int un.id' }`
 * filters `a.id`, `a.owner_id` and `un.id` (a column with a dot is taken as written).
 */
export function columnFilters(alias: string, columns: Record<string, FilterType | `${FilterType} ${string}`>): Record<string, FilterField> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, spec]) => {
      const [type, column = name] = spec.split(' ') as [FilterType, string?];
      return [name, { type, column: column.includes('.') ? column : `${alias}.${column}` }];
    }),
  );
}

/** A list of titled rows (categories): filters on id, title and `more`, searched and ordered by title. */
export function titledList(resource: string, alias: string, more: Record<string, FilterField> = {}): ListSpec {
  return {
    resource,
    alias,
    filters: { ...columnFilters(alias, { id: 'int', title: 'string' }), ...more },
    search: [`${alias}.title`],
    ordering: { id: `${alias}.id`, title: `${alias}.title` },
    defaultOrdering: 'id',
  };
}
