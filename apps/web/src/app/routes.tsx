import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { rememberRedirect } from '../features/auth/redirect';
import { donationPanelRoutes, donationRoutes } from '../features/donation/routes';
import { examPanelRoutes } from '../features/exams/routes';
import { learningPanelRoutes, learningRoutes } from '../features/learning/routes';
import { shopPanelRoutes, shopRoutes } from '../features/shop/routes';
import { getAccessToken } from '../features/auth/session';
import { AppLoading } from './AppLoading';
import { lazyPage } from './lazyPage';
import type { RouteHandle } from './routeHandle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** SPEC section 4: a protected route without a token remembers itself and goes to Login. */
function requireToken({ request }: LoaderFunctionArgs) {
  if (getAccessToken()) return null;
  const url = new URL(request.url);
  rememberRedirect(`${url.pathname}${url.search}${url.hash}`);
  throw redirect(paths.login);
}

/** One import site for each chunk of several pages (see lazyPage). */
const moneyPages = () => import('../pages/panel/money');
const professorPages = () => import('../pages/public/professors/ProfessorPages');
const docPages = () => import('../pages/document');
const contentPages = () => import('../pages/public/content');
type ContentPageName = keyof Awaited<ReturnType<typeof contentPages>>;
/** A public content page at `path`, named in the tab by `title` until it loads. */
const content = (path: string, name: ContentPageName, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: lazyPage(contentPages, name),
});
/** A public page that is nothing but its page setting: the public layout draws it (ComposedRoute). */
const composed = (path: string, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  Component: () => null,
});
const doc = (path: string, name: keyof Awaited<ReturnType<typeof docPages>>): RouteObject => ({
  path,
  lazy: lazyPage(docPages, name),
});

type MoneyPage = keyof Awaited<ReturnType<typeof moneyPages>>;
/** A money page at `path`, named in the tab by `title`. */
const money = (path: string, name: MoneyPage, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: lazyPage(moneyPages, name),
});
/** A money section at `path`: its list (`index`, titled as the section) and its other pages. */
const moneySection = (
  path: string,
  title: string,
  index: MoneyPage,
  pages: RouteObject[],
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  children: [{ index: true, lazy: lazyPage(moneyPages, index) }, ...pages],
});

const loginRoute = (path: string, admin: boolean): RouteObject => ({
  path,
  lazy: () =>
    import('../pages/auth/LoginPage').then((m) => ({
      Component: admin ? m.AdminLoginPage : m.LoginPage,
    })),
});

/** Every storefront route; the browser's router (router.tsx) and the server render (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
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
            lazy: () => professorPages().then((m) => ({ Component: m.ProfessorListPage })),
          },
          {
            path: 'professor/:professorName',
            lazy: () => professorPages().then((m) => ({ Component: m.ProfessorPage })),
          },
          ...shopRoutes,
          content('content', 'ContentListPage', 'محتوای آموزشی'),
          content('content/:id', 'ContentPage', 'محتوا'),
          content('content_category/parent/parent', 'ContentListPage', 'دسته‌های محتوا'),
          // A category at each of the tree's three levels (SPEC section 2).
          ...['', 'parent/', 'parent/parent/'].map((level) =>
            content(`content_category/${level}:categoryId`, 'ContentListPage', 'محتوای آموزشی'),
          ),
          ...donationRoutes,
          content('post', 'PostListPage', 'خبرها و راهنماها'),
          content('post/news', 'PostListPage', 'خبرها'),
          content('post/guide', 'PostListPage', 'راهنماها'),
          content('post/:id', 'PostPage', 'مطلب'),
          content('post-topic', 'TopicListPage', 'مباحث'),
          content('post-topic/:id', 'TopicPage', 'مبحث'),
          ...(
            [
              ['faq', 'پرسش‌های پرتکرار'],
              ['rules', 'قوانین و مقررات'],
              ['about-us', 'درباره ما'],
              ['contact-us', 'تماس با ما'],
            ] as const
          ).map(([path, title]) => composed(path, title)),
          content('landing', 'LandingListPage', 'صفحه‌های ویژه'),
          composed('landing/:slug', 'صفحه ویژه'),
          content('page-preview', 'PagePreviewPage', 'پیش‌نمایش صفحه'),
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
      // SPEC section 2's Document group (developer pages); only the component gallery needs a login.
      {
        lazy: lazyPage(docPages, 'DocumentLayout'),
        children: [
          { ...doc('document/component', 'ComponentsPage'), loader: requireToken },
          doc('theme/controls', 'ThemeControlsPage'),
          doc('debug', 'DebugPage'),
          doc('icon-sax', 'IconSaxPage'),
          doc('form-generator', 'FormGeneratorPage'),
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
          ...examPanelRoutes,
          money('profile/overdue-instalments', 'OverdueInstalmentsPage', 'اقساط سررسید گذشته'),
          ...donationPanelRoutes,
          ...shopPanelRoutes,
          money('wallet', 'WalletPage', 'کیف پول'),
          moneySection('invoice', 'صورت حساب‌ها', 'InvoiceListPage', [
            money('thankyou', 'InvoiceThankYouPage', 'نتیجه پرداخت'),
            moneySection('ticket', 'درخواست‌های مساعدت', 'InvoiceTicketListPage', [
              money(':id', 'InvoiceTicketDetailPage', 'درخواست مساعدت'),
            ]),
            money(':id', 'InvoiceDetailPage', 'صورت حساب'),
          ]),
          moneySection('payment', 'پرداخت‌ها', 'PaymentListPage', [
            money('transactions', 'TransactionListPage', 'تاریخچه اتصال به درگاه بانک'),
            money(':id', 'PaymentDetailPage', 'جزئیات پرداخت'),
          ]),
          moneySection('ticket', 'تیکت‌ها', 'TicketListPage', [
            money('create', 'TicketCreatePage', 'تیکت جدید'),
            money(':id', 'TicketDetailPage', 'تیکت'),
          ]),
          money('notice', 'NoticesPage', 'اعلان‌ها'),
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
