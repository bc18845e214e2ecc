/** The page dialect's answer (API.md, "Lists"). `next`/`previous` are page numbers or null. */
export interface Paginated<T> {
  results: T[];
  /** Exact unless `count_exact` is false: then a lower bound (API.md, bounded counts). */
  count: number;
  /** Present (false) only when the list holds more rows than were counted. */
  count_exact?: false;
  current: number;
  per_page: number;
  num_pages: number;
  next: number | null;
  previous: number | null;
}

export interface ErrorBody {
  detail?: string;
  message?: string;
  non_field_errors?: string[];
  [field: string]: string | string[] | undefined;
}
