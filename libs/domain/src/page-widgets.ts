/**
 * A public page's shape and reader (ENDPOINTS.md 1.4.1), the preview's messages and the landing
 * slug; the widget catalog staff compose from is page-widget-catalog.ts.
 */


/**
 * The console's preview: an iframe of this storefront path; the console posts the unsaved value
 * as `{type: PAGE_PREVIEW_MESSAGE, value}` once the page says `{type: PAGE_PREVIEW_READY}`. Both
 * sides accept messages only from their own origin (the console is served under /admin).
 */
export const PAGE_PREVIEW_PATH = '/page-preview';
// The two messages are in page-widget-catalog.ts (PAGE_PREVIEW_MESSAGE, PAGE_PREVIEW_READY).

/** ENDPOINTS.md 1.4.1: a public page is `{sections, layoutConfig, seo}` staff compose in the console. */
export interface Widget {
  name: string;
  options?: Record<string, unknown>;
}
export interface PageCol {
  widgets: Widget[];
  options?: Record<string, unknown>;
}
export interface PageRow {
  cols: PageCol[];
  options?: Record<string, unknown>;
}
export interface PageSection {
  data: { rows: PageRow[] };
  options?: Record<string, unknown>;
}
export interface PageSeo {
  title?: string;
  description?: string;
  robots?: string;
  ogTitle?: string;
  ogUrl?: string;
  ogDescription?: string;
  ogImage?: string;
}
export interface PageValue {
  sections: PageSection[];
  layoutConfig?: Record<string, unknown>;
  seo?: PageSeo;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key of a route's page setting: `route_name:<RouteName>` (+ `-params:<JSON>`). */
export function pageKey(route: string, params?: Record<string, string>): string {
  return `route_name:${route}${params ? `-params:${JSON.stringify(params)}` : ''}`;
}

/**
 * A stored value as a page: a string is parsed (the console stores a JSON string), anything
 * malformed becomes an empty page rather than a broken one.
 */
export function readPageValue(value: unknown): PageValue {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return { sections: [] };
    }
  }
  if (!isObject(v)) return { sections: [] };
  const sections = Array.isArray(v.sections) ? v.sections : [];
  return {
    sections: sections
      .filter(
        (s): s is PageSection => isObject(s) && isObject(s.data) && Array.isArray(s.data.rows),
      )
      .map((s) => ({
        ...s,
        data: {
          rows: s.data.rows
            .filter((r): r is PageRow => isObject(r) && Array.isArray(r.cols))
            .map((r) => ({
              ...r,
              cols: r.cols
                .filter((c): c is PageCol => isObject(c) && Array.isArray(c.widgets))
                .map((c) => ({
                  ...c,
                  widgets: c.widgets.filter(
                    (w): w is Widget => isObject(w) && typeof w.name === 'string',
                  ),
                })),
            })),
        },
      })),
    layoutConfig: isObject(v.layoutConfig) ? v.layoutConfig : {},
    seo: isObject(v.seo) ? (v.seo as PageSeo) : undefined,
  };
}
