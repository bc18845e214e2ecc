/**
 * What a console list holds, read the same way by every button and heading. A grown list is
 * uncounted (API.md, bounded counts: Content-Range names no total and `total` is undefined, the
 * pagination then partial), so "no rows" is `total === 0`, or an uncounted list with an empty page;
 * never `!total`, which takes an uncounted list for an empty one.
 */
export interface ListRows {
  total?: number;
  data?: unknown[];
  perPage: number;
  page: number;
  hasNextPage?: boolean;
}

/** The list holds at least one row. */
export function listHasRows({ total, data }: Pick<ListRows, 'total' | 'data'>): boolean {
  return total === undefined ? (data?.length ?? 0) > 0 : total > 0;
}

/** The list needs its pagination: more rows than one page, counted or not. */
export function listHasPages({ total, perPage, page, hasNextPage }: ListRows): boolean {
  return total === undefined ? Boolean(hasNextPage) || page > 1 : total > perPage;
}
