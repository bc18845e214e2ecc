/** The page dialect's answer (API.md, "Lists"). `next`/`previous` are page numbers or null. */
export interface Paginated<T> {
  results: T[];
  count: number;
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
