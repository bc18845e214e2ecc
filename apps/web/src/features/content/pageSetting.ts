/** ENDPOINTS.md 1.4.1: the page value's shape and its reader live in libs/domain (page-widgets.ts), shared with the console's page editor. */
export {
  pageKey,
  readPageValue,
  type PageCol,
  type PageRow,
  type PageSection,
  type PageSeo,
  type PageValue,
  type Widget,
} from '@daneshsara/domain';

/** A text option of a widget, or the fallback. */
export function textOption(
  options: Record<string, unknown> | undefined,
  name: string,
  fallback = '',
): string {
  const v = options?.[name];
  return typeof v === 'string' ? v : fallback;
}

/** A whole-number option (a page size, a category id), or the fallback. */
export function numberOption(
  options: Record<string, unknown> | undefined,
  name: string,
  fallback: number,
): number {
  const v = Number(options?.[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}
