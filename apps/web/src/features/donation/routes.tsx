import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/routeHandle';

/**
 * The donation pages as route objects for app/router.tsx; every page is its own lazy chunk so
 * the storefront's first load does not grow (docs/performance.md).
 *
 * `donationRoutes` go under the public layout (replacing the `donation/*` coming-soon route),
 * `donationPanelRoutes` under `/panel` (which already requires a login).
 */

const landing = () =>
  import('../../pages/public/donation/DonationLandingPage').then((m) => ({
    Component: m.DonationLandingPage,
  }));
const all = () =>
  import('../../pages/public/donation/DonationAllPage').then((m) => ({
    Component: m.DonationAllPage,
  }));
const category = () =>
  import('../../pages/public/donation/DonationCategoryPage').then((m) => ({
    Component: m.DonationCategoryPage,
  }));
const categoryList = () =>
  import('../../pages/public/donation/DonationCategoryListPage').then((m) => ({
    Component: m.DonationCategoryListPage,
  }));
const detail = () =>
  import('../../pages/public/donation/DonationDetailPage').then((m) => ({
    Component: m.DonationDetailPage,
  }));

const title = (text: string) => ({ title: text }) satisfies RouteHandle;

export const donationRoutes: RouteObject[] = [
  { path: 'donation', handle: title('نیکوکاری'), lazy: landing },
  { path: 'donation/all', handle: title('همه طرح‌های نیکوکاری'), lazy: all },
  { path: 'donation/category/:categoryId', handle: title('نیکوکاری'), lazy: category },
  { path: 'donation-category', handle: title('دسته‌بندی‌های نیکوکاری'), lazy: categoryList },
  { path: 'donation-category/:categoryId', handle: title('نیکوکاری'), lazy: category },
  { path: 'donation-category/:categoryId/donation', handle: title('نیکوکاری'), lazy: category },
  {
    path: 'donation-category/:categoryId/donation/:donationId',
    handle: title('طرح نیکوکاری'),
    lazy: detail,
  },
];

export const donationPanelRoutes: RouteObject[] = [
  {
    path: 'donation/payment-from-wallet',
    handle: title('پرداخت کمک نیکوکارانه'),
    lazy: () =>
      import('../../pages/panel/donation/DonationPaymentPage').then((m) => ({
        Component: m.DonationPaymentPage,
      })),
  },
  {
    path: 'donation/payment-result',
    handle: title('نتیجه پرداخت'),
    lazy: () =>
      import('../../pages/panel/donation/DonationPaymentResultPage').then((m) => ({
        Component: m.DonationPaymentResultPage,
      })),
  },
];
