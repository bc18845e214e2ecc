import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { isProtectedPath, paths } from '../config/paths';
import { rememberRedirect } from '../features/auth/redirect';
import { donationPanelRoutes, donationRoutes } from '../features/donation/routes';
import { learningPanelRoutes, learningRoutes } from '../features/learning/routes';
import { shopPanelRoutes, shopRoutes } from '../features/shop/routes';
import { overdueGateLoader } from '../features/instalments/overdueGateLoader';
import { clearAccessToken, getAccessToken } from '../features/auth/session';
import { setUnauthorizedHandler } from '../lib/api';
import { toast } from '../features/notify/toast';
import { AppLoading } from './AppLoading';
import { queryClient } from './queryClient';
import type { RouteHandle } from './routeHandle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { USER_SCOPE } from '../lib/queryKeys';

/** SPEC section 4: a protected route without a token remembers itself and goes to Login. */
function requireToken({ request }: LoaderFunctionArgs) {
  if (getAccessToken()) return null;
  const url = new URL(request.url);
  rememberRedirect(`${url.pathname}${url.search}${url.hash}`);
  throw redirect(paths.login);
}

const publicComingSoon = (path: string, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: () =>
    import('../pages/public/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
});

const panelComingSoon = (path: string, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: () =>
    import('../pages/panel/PanelComingSoonPage').then((m) => ({
      Component: m.PanelComingSoonPage,
    })),
});

/**
 * SPEC section 2 / ENDPOINTS.md 4.5: classroom, event, session and test pages first re-read the
 * current user; an overdue instalment sends the learner to the overdue list.
 */
const overdueGated = (route: RouteObject): RouteObject => ({ ...route, loader: overdueGateLoader });

const loginRoute = (path: string, admin: boolean): RouteObject => ({
  path,
  lazy: () =>
    import('../pages/auth/LoginPage').then((m) => ({
      Component: admin ? m.AdminLoginPage : m.LoginPage,
    })),
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        lazy: () => import('../layouts/PublicLayout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../pages/public/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          ...learningRoutes,
          {
            path: 'professor',
            lazy: () =>
              import('../pages/public/professors/ProfessorPages').then((m) => ({
                Component: m.ProfessorListPage,
              })),
          },
          {
            path: 'professor/:professorName',
            lazy: () =>
              import('../pages/public/professors/ProfessorPages').then((m) => ({
                Component: m.ProfessorPage,
              })),
          },
          ...shopRoutes,
          publicComingSoon('content/*', 'محتوا'),
          ...donationRoutes,
          publicComingSoon('post/*', 'اخبار و مطالب'),
          publicComingSoon('faq', 'پرسش‌های متداول'),
          publicComingSoon('rules', 'قوانین و مقررات'),
          publicComingSoon('about-us', 'درباره ما'),
          publicComingSoon('contact-us', 'تماس با ما'),
          {
            path: '404/*',
            lazy: () =>
              import('../pages/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        lazy: () => import('../layouts/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
        children: [
          loginRoute('login', false),
          loginRoute('login/admin', true),
          {
            path: 'sign-up',
            lazy: () =>
              import('../pages/auth/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../pages/auth/ForgotPasswordPage').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
        ],
      },
      {
        path: 'panel',
        loader: requireToken,
        lazy: () => import('../layouts/PanelLayout').then((m) => ({ Component: m.PanelLayout })),
        children: [
          { index: true, loader: () => redirect(paths.panel.userInfo), Component: () => null },
          {
            path: 'profile/user-info',
            handle: { title: 'اطلاعات کاربری' } satisfies RouteHandle,
            lazy: () =>
              import('../pages/panel/ProfileUserInfoPage').then((m) => ({
                Component: m.ProfileUserInfoPage,
              })),
          },
          ...learningPanelRoutes,
          overdueGated(panelComingSoon('profile/classroom/*', 'دوره آموزشی')),
          overdueGated(panelComingSoon('profile/event/*', 'رویداد')),
          overdueGated(panelComingSoon('profile/test/*', 'آزمون')),
          {
            path: 'profile/overdue-instalments',
            handle: { title: 'اقساط سررسید گذشته' } satisfies RouteHandle,
            lazy: () =>
              import('../pages/panel/money').then((m) => ({
                Component: m.OverdueInstalmentsPage,
              })),
          },
          ...donationPanelRoutes,
          ...shopPanelRoutes,
          {
            path: 'wallet',
            handle: { title: 'کیف پول' } satisfies RouteHandle,
            lazy: () => import('../pages/panel/money').then((m) => ({ Component: m.WalletPage })),
          },
          {
            path: 'invoice',
            handle: { title: 'صورت حساب‌ها' } satisfies RouteHandle,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.InvoiceListPage,
                  })),
              },
              {
                path: 'thankyou',
                handle: { title: 'نتیجه پرداخت' } satisfies RouteHandle,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.InvoiceThankYouPage,
                  })),
              },
              {
                path: 'ticket',
                handle: { title: 'درخواست‌های مساعدت' } satisfies RouteHandle,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../pages/panel/money').then((m) => ({
                        Component: m.InvoiceTicketListPage,
                      })),
                  },
                  {
                    path: ':id',
                    handle: { title: 'درخواست مساعدت' } satisfies RouteHandle,
                    lazy: () =>
                      import('../pages/panel/money').then((m) => ({
                        Component: m.InvoiceTicketDetailPage,
                      })),
                  },
                ],
              },
              {
                path: ':id',
                handle: { title: 'صورت حساب' } satisfies RouteHandle,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.InvoiceDetailPage,
                  })),
              },
            ],
          },
          {
            path: 'payment',
            handle: { title: 'پرداخت‌ها' } satisfies RouteHandle,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.PaymentListPage,
                  })),
              },
              {
                path: 'transactions',
                handle: { title: 'تاریخچه اتصال به درگاه بانک' } satisfies RouteHandle,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.TransactionListPage,
                  })),
              },
              {
                path: ':id',
                handle: { title: 'جزئیات پرداخت' } satisfies RouteHandle,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({
                    Component: m.PaymentDetailPage,
                  })),
              },
            ],
          },
          {
            path: 'ticket',
            handle: { title: 'تیکت‌ها' } satisfies RouteHandle,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({ Component: m.TicketListPage })),
              },
              {
                path: ':id',
                handle: { title: 'تیکت' } satisfies RouteHandle,
                lazy: () =>
                  import('../pages/panel/money').then((m) => ({ Component: m.TicketDetailPage })),
              },
            ],
          },
          panelComingSoon('notice', 'اعلان‌ها'),
        ],
      },
      // SPEC section 2: unknown paths go to NotFound at /404/{catchAll}.
      {
        path: '*',
        loader: ({ params }) => redirect(`${paths.notFound}/${params['*'] ?? ''}`),
        Component: () => null,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * SPEC section 4: a 401 logs out; on a public page the person stays (the page redraws as a
 * guest), elsewhere the wanted route is remembered and Login opens.
 */
setUnauthorizedHandler((error) => {
  // Say why only when a session actually ended; a guest's 401 is no news.
  if (getAccessToken()) toast.warning(error.message);
  clearAccessToken();
  queryClient.removeQueries({ queryKey: USER_SCOPE });
  const { pathname, search, hash } = router.state.location;
  if (!isProtectedPath(pathname)) return;
  rememberRedirect(`${pathname}${search}${hash}`);
  void router.navigate(paths.login, { replace: true });
});
