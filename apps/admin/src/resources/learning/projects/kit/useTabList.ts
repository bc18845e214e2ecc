import { toLatinDigits } from '@daneshsara/domain';
import { useMemo, useState } from 'react';
import { useList, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';

export type TabFilters = Record<string, unknown>;

/** The filter values a person set (empty inputs dropped). */
export function cleanFilters(values: TabFilters | undefined): TabFilters {
  const out: TabFilters = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** What a list's query says besides its rows (a react-query result is one). */
export interface ListQuery {
  isPending: boolean;
  isFetching?: boolean;
  error?: Error | null;
}

export interface TabListOptions<T> {
  perPage?: number;
  sort?: SortPayload;
  /** Whether a row passes the filters (the tab's lists are small: filtered in the browser). */
  match?: (row: T, filters: TabFilters) => boolean;
}

/**
 * A react-admin list context over rows already fetched (useOnePage): paging and column sorting in
 * the browser, and the filter bar's values kept here so `match` filters the rows (and an export
 * can send the same values to the server). The rows are the query's, or `rows` when they are made
 * from its answer (grouped, numbered).
 */
export function useTabList<T extends RaRecord>(
  query: ListQuery & { data?: T[] },
  options?: TabListOptions<T>,
): ListControllerResult<T>;
export function useTabList<T extends RaRecord>(
  query: ListQuery,
  options: TabListOptions<T> & { rows: T[] | undefined },
): ListControllerResult<T>;
export function useTabList<T extends RaRecord>(
  { data: answer, isPending, isFetching, error }: ListQuery & { data?: unknown },
  {
    perPage = 10,
    sort = { field: 'id', order: 'ASC' },
    match,
    ...options
  }: TabListOptions<T> & { rows?: T[] | undefined } = {},
): ListControllerResult<T> {
  const data = 'rows' in options ? options.rows : (answer as T[] | undefined);
  const [filterValues, setFilterValues] = useState<TabFilters>({});
  const rows = useMemo(
    () => (data && match ? data.filter((row) => match(row, filterValues)) : data),
    [data, match, filterValues],
  );
  const list = useList<T>({ data: rows, isPending, isFetching, error, perPage, sort });
  const { setPage } = list;
  return useMemo(
    () => ({
      ...list,
      filterValues,
      displayedFilters: {},
      setFilters: (values: TabFilters) => {
        const next = cleanFilters(values);
        setFilterValues((current) =>
          JSON.stringify(current) === JSON.stringify(next) ? current : next,
        );
        setPage(1);
      },
      showFilter: () => undefined,
      hideFilter: () => undefined,
    }),
    [list, filterValues, setPage],
  );
}

/** A national code typed in a filter (Persian or Latin digits, or its start) against the row's. */
export function sameCode(typed: unknown, code: string | null | undefined): boolean {
  if (typeof typed !== 'string' || !typed.trim()) return true;
  return (code ?? '').includes(toLatinDigits(typed).trim());
}

/** A complete national code (10 digits, typed in Persian or Latin) for the server, else undefined. */
export function exactCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string') return undefined;
  const latin = toLatinDigits(typed).trim();
  return /^\d{10}$/.test(latin) ? latin : undefined;
}
