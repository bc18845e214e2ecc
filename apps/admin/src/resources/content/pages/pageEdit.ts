import {
  type PageCol,
  type PageRow,
  type PageSection,
  type PageValue,
  type Widget,
} from '@daneshsara/domain';
import { PAGE_WIDGETS } from '@daneshsara/domain/page-widget-catalog';

/** Where a thing sits in a page: section, row, column, widget (each -1 when not reached). */
export interface Place {
  s: number;
  r?: number;
  c?: number;
  w?: number;
}

/** Moves the item at `i` by `by` (-1 up, +1 down); out of range leaves the list as it is. */
export function move<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, k) => k !== i);

export const emptyCol = (): PageCol => ({ widgets: [] });
export const emptyRow = (): PageRow => ({ cols: [emptyCol()] });
export const emptySection = (): PageSection => ({ data: { rows: [emptyRow()] } });

/** A new widget of a catalog kind, with empty options (lists start with one row to fill). */
export function newWidget(name: string): Widget {
  const kind = PAGE_WIDGETS.find((w) => w.name === name);
  const options: Record<string, unknown> = {};
  for (const f of kind?.fields ?? []) if (f.kind === 'list') options[f.name] = [{}];
  return { name, options };
}

type Edit<T> = (item: T) => T;

const at = <T>(list: readonly T[], i: number, edit: Edit<T>): T[] =>
  list.map((x, k) => (k === i ? edit(x) : x));

/** The page with one section changed. */
export const editSection = (page: PageValue, s: number, edit: Edit<PageSection>): PageValue => ({
  ...page,
  sections: at(page.sections, s, edit),
});

/** The page with one row changed. */
export const editRow = (page: PageValue, s: number, r: number, edit: Edit<PageRow>): PageValue =>
  editSection(page, s, (sec) => ({
    ...sec,
    data: { ...sec.data, rows: at(sec.data.rows, r, edit) },
  }));

/** The page with one column changed. */
export const editCol = (
  page: PageValue,
  s: number,
  r: number,
  c: number,
  edit: Edit<PageCol>,
): PageValue => editRow(page, s, r, (row) => ({ ...row, cols: at(row.cols, c, edit) }));

/** The page with one widget's options replaced. */
export const editWidget = (
  page: PageValue,
  s: number,
  r: number,
  c: number,
  w: number,
  options: Record<string, unknown>,
): PageValue =>
  editCol(page, s, r, c, (col) => ({
    ...col,
    widgets: at(col.widgets, w, (x) => ({ ...x, options })),
  }));

/** What is saved: the page as a JSON string (ENDPOINTS.md 1.4.1: "sent and stored as a JSON string"). */
export const storedValue = (page: PageValue): string => JSON.stringify(page);

/** The server keeps a setting up to 1 MB of UTF-8 (docs/domain-rules.md, page settings). */
export const MAX_VALUE_BYTES = 1024 * 1024;
export const valueBytes = (page: PageValue): number =>
  new TextEncoder().encode(storedValue(page)).length;

/**
 * The route and landing slug a page setting's key names (`route_name:Public.FAQ`,
 * `route_name:Landing-params:{"slug":"nowruz"}`), for opening the editor on it; null for a key
 * that is not a page's.
 */
export function pageOfKey(key: string | null): { route: string; slug: string } | null {
  const m = key ? /^route_name:([^-]+)(?:-params:(.*))?$/.exec(key) : null;
  if (!m) return null;
  let slug = '';
  if (m[2]) {
    try {
      const params = JSON.parse(m[2]) as { slug?: unknown };
      slug = typeof params.slug === 'string' ? params.slug : '';
    } catch {
      return null;
    }
  }
  return { route: m[1], slug };
}
