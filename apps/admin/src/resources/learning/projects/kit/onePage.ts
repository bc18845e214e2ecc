import { toPersianDigits } from '@daneshsara/domain';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../../../providers/dataProvider';
import { toPageDialectParams } from '../../../../providers/pageDialect';

/**
 * The classroom tabs' lists (projects, hand-ins, teams, graders, transcripts, histories...) are
 * short lists the API answers in one page (`{results, count, ...}`) and filters by plain query
 * parameters (`?classroom=7`), not react-admin's `filter=`. So they are read with a GET of their
 * own, cached by react-query: react-admin's refresh (after every action) reloads them too.
 */
export interface OnePage<T> {
  results: T[];
  count: number;
}

/** The rows of a one-page answer (or of a bare array). */
export function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object' && Array.isArray((answer as OnePage<T>).results)) {
    return (answer as OnePage<T>).results;
  }
  return [];
}

/** `lma/projects` + `{classroom: 7}` → `lma/projects?classroom=7` (empty values dropped). */
export function withQuery(path: string, params: Record<string, unknown> = {}): string {
  const query = toPageDialectParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** GET a one-page list; `enabled: false` waits (e.g. until a project is picked). */
export function useOnePage<T>(
  path: string,
  params: Record<string, unknown> = {},
  options: { enabled?: boolean } = {},
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const url = withQuery(path, params);
  return useQuery({
    queryKey: ['lma-one-page', url],
    queryFn: async () => rowsOf<T>(await dataProvider.action<unknown>(url, 'GET')),
    enabled: options.enabled ?? true,
  });
}

/** A mark out of 20 with Persian digits and the Persian decimal point: ۱۷٫۵ (— when none). */
export function markText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '—';
  return toPersianDigits(String(Math.round(n * 100) / 100)).replace('.', '٫');
}
