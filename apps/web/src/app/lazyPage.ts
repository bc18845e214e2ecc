import type { ComponentType } from 'react';

/**
 * A route's `lazy` that renders one page of a chunk of several pages. Give every page of such a
 * chunk the same `load` (one `import()`): each import site carries the list of chunks it preloads,
 * and those lists are part of the storefront's first load. Only for a chunk that is its own entry
 * (a barrel of pages): the page is read by name, so the bundler hands over the module's namespace
 * as is; a single page's `import()` keeps its plain `.then((m) => ({ Component: m.Page }))`.
 */
export const lazyPage =
  <M>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((m) => ({ Component: m[name] as ComponentType }));
