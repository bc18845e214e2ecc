import type { Paginated } from '@daneshsara/domain';
import type { HttpClient, Query } from './http';

export const DEFAULT_PAGE_SIZE = 10;
/** What the existing client sends for "every row" pickers (API.md, page dialect). */
export const ALL_ROWS_PAGE_SIZE = 9999;

/** The page dialect of API.md: page from 1, per_page, search, ordering and Django-style filters. */
export interface ListParams {
  page?: number;
  per_page?: number;
  search?: string;
  /** A field name, `-field` for descending. */
  ordering?: string;
  /** `field`, `a__b`, `x__in` (array), `x__gte`, `x__isnull` ... exactly as the API names them. */
  filters?: Query;
}

export function listQuery(params: ListParams = {}): Query {
  return {
    ...params.filters,
    page: params.page ?? 1,
    per_page: params.per_page ?? DEFAULT_PAGE_SIZE,
    search: params.search?.trim() || undefined,
    ordering: params.ordering,
  };
}

export function fetchPage<T>(
  http: HttpClient,
  path: string,
  params?: ListParams,
  signal?: AbortSignal,
): Promise<Paginated<T>> {
  return http.get<Paginated<T>>(path, listQuery(params), signal);
}

/** Every row of a small list (pickers): one request with the "all" page size. */
export async function fetchAll<T>(
  http: HttpClient,
  path: string,
  params: Omit<ListParams, 'page' | 'per_page'> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  const page = await fetchPage<T>(
    http,
    path,
    { ...params, page: 1, per_page: ALL_ROWS_PAGE_SIZE },
    signal,
  );
  return page.results;
}

/** An empty page, for placeholders and for lists a person may not see yet. */
export function emptyPage<T>(perPage = DEFAULT_PAGE_SIZE): Paginated<T> {
  return {
    results: [],
    count: 0,
    current: 1,
    per_page: perPage,
    num_pages: 0,
    next: null,
    previous: null,
  };
}
