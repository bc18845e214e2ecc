import { lazyPage } from '../../app/lazyPage';
import type { RouteObject } from 'react-router-dom';

/**
 * The shop's pages as route objects for app/router.tsx. Each page names its own tab (no route
 * handle). One import site per layout: every `import()` carries the list of chunks it preloads,
 * and that list is part of the first load, so the public pages are one lazy chunk and the panel's
 * another.
 *
 * `shopRoutes` go under the public layout, replacing the coming-soon `shop`, `product/:id`,
 * `package/:id` and `cart`. `shopPanelRoutes` go under `/panel` (login required; a visitor who
 * starts the checkout comes back to it after Login), replacing the coming-soon `my-orders/*`;
 * their `shop/completeInfo` also serves the learning flow (?type=enrollment|register), so the
 * learning feature's own `learningCompleteInfoRoute` is no longer needed beside it.
 */

// pageChunks holds the real import sites (and their preload lists) out of the first load.
const pub = () => import('./pageChunks').then((m) => m.publicPages());
const panel = () => import('./pageChunks').then((m) => m.panelPages());

export const shopRoutes: RouteObject[] = [
  { path: 'shop', lazy: lazyPage(pub, 'ShopPage') },
  { path: 'product/:id', lazy: lazyPage(pub, 'ProductPage') },
  { path: 'package/:id', lazy: lazyPage(pub, 'PackagePage') },
  { path: 'cart', lazy: lazyPage(pub, 'CartPage') },
];

export const shopPanelRoutes: RouteObject[] = [
  { path: 'shop/completeInfo', lazy: lazyPage(panel, 'CompleteInfoPage') },
  { path: 'shop/applyDiscount', lazy: lazyPage(panel, 'ApplyDiscountPage') },
  { path: 'shop/payment-from-wallet', lazy: lazyPage(panel, 'ShopPaymentPage') },
  { path: 'shop/payment-result', lazy: lazyPage(panel, 'ShopPaymentResultPage') },
  { path: 'my-orders', lazy: lazyPage(panel, 'MyOrdersPage') },
  { path: 'my-orders/:id', lazy: lazyPage(panel, 'MyOrderDetailPage') },
];
