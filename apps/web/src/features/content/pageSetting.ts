import { toPersianDigits, type PageRow, type PageValue, type Widget } from '@daneshsara/domain';
import { plainExcerpt } from '../../kit/richText';

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

/** One part of a drawn page: a composed row, or the place of the route's own body. */
export type PagePart = { row: PageRow } | { body: true };

/**
 * A page's rows with the route's own body in place (docs/domain-rules.md, «Pages built from page
 * settings»): `bodyWidgets` are the widget names that stand for it (PAGE_ROUTES). The body goes
 * where the first of them stands (a row's other widgets follow it), those widgets are not drawn
 * themselves, and a page that places none has its body after its sections. Without
 * `bodyWidgets` the page is its rows alone. Widgets `drawn` refuses (a widget of the existing
 * client this storefront does not draw) are left out, and so are the rows they leave empty.
 */
export function placeBody(
  page: PageValue,
  bodyWidgets?: readonly string[],
  drawn: (w: Widget) => boolean = () => true,
): PagePart[] {
  const isBody = (w: Widget) => !!bodyWidgets?.includes(w.name);
  const parts: PagePart[] = [];
  let placed = !bodyWidgets;
  for (const row of page.sections.flatMap((s) => s.data.rows)) {
    if (!placed && row.cols.some((c) => c.widgets.some(isBody))) {
      parts.push({ body: true });
      placed = true;
    }
    const cols = row.cols
      .map((c) => ({ ...c, widgets: c.widgets.filter((w) => !isBody(w) && drawn(w)) }))
      .filter((c) => c.widgets.length > 0);
    if (cols.length) parts.push({ row: { ...row, cols } });
  }
  if (!placed) parts.push({ body: true });
  return parts;
}

/**
 * Whether two titles read the same to a visitor: digits, spaces, the zero-width non-joiner and
 * the Arabic ي/ك aside («پرسش‌های پرتکرار» is «پرسش های پرتكرار»).
 */
export function sameTitle(a: string, b: string): boolean {
  const norm = (s: string) =>
    toPersianDigits(s)
      .replace(/[\s\u200c\u200e\u200f]+/g, '')
      .replace(/ي/g, 'ی')
      .replace(/ك/g, 'ک');
  return norm(a) !== '' && norm(a) === norm(b);
}

/**
 * How many of a page's first parts are rows of nothing but breadcrumbs: a page that owns its h1
 * draws them above it, as every built page has its breadcrumbs above its title.
 */
export function leadingCrumbs(parts: PagePart[], isCrumbs: (w: Widget) => boolean): number {
  let n = 0;
  for (const part of parts) {
    if (!('row' in part) || !part.row.cols.every((c) => c.widgets.every(isCrumbs))) break;
    n++;
  }
  return n;
}

/**
 * Staff HTML without its opening heading when that heading says `title` (the page's h1 already
 * does); anything else is returned as it is.
 */
export function withoutOpeningHeading(html: string, title: string): string {
  const opening = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i.exec(html);
  if (!opening || !sameTitle(plainExcerpt(opening[2], Infinity), title)) return html;
  return html.slice(opening[0].length);
}
