/**
 * The two import sites of the shop's pages. Each `import()` carries the list of chunks it preloads
 * (some forty file names); kept here, in a tiny lazy module, that list stays out of the
 * storefront's first load (routes.tsx is part of it). The price is one small request before the
 * first shop page.
 */
export const publicPages = () => import('../../pages/public/shop');
export const panelPages = () => import('../../pages/panel/shop');
