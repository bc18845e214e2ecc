import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { PAGE_ROUTES, pageRoute, widgetKind } from '@daneshsara/domain/page-widget-catalog';
import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { usePageSetting } from '../api';
import { pageKey, placeBody } from '../pageSetting';

// The widgets are fetched only for a page that has some to draw.
const PageSections = lazy(() =>
  import('./PageSections').then((m) => ({ default: m.PageSections })),
);

const LANDING = 'Landing';

/** Every address with a page-setting key (PAGE_ROUTES), ranked by React Router; the home draws its own. */
const KEYED = [
  ...PAGE_ROUTES.filter((r) => r.route !== 'Public.Home').flatMap((r) =>
    [r.path, ...(r.alsoAt ?? [])].map((path) => ({
      path,
      id: `${r.route}@${path}`,
      route: r.route,
    })),
  ),
  { path: '/landing/:slug', id: LANDING, route: LANDING },
];

/**
 * The page-setting key (ENDPOINTS.md 1.4.1) of the page at the current address, with its route
 * name, if it has one.
 */
export function usePageSettingRoute(): { route: string; key: string } | undefined {
  const location = useLocation();
  const match = matchRoutes(KEYED, location)?.[0];
  if (!match) return undefined;
  const { route } = match.route;
  const slug = match.params.slug;
  return { route, key: pageKey(route, route === LANDING && slug ? { slug } : undefined) };
}

/** The route's own page, kept mounted (its queries running) but not shown while the setting loads. */
function Body({ hidden }: { hidden?: boolean }) {
  return (
    <Box sx={hidden ? { visibility: 'hidden' } : undefined} aria-hidden={hidden || undefined}>
      <Outlet />
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <CircularProgress aria-label="در حال بارگذاری" />
    </Box>
  );
}

/**
 * A public route with a page-setting key (usePageSettingRoute, ENDPOINTS.md 1.4.1)
 * as a visitor sees it: the sections staff composed for it, with the route's own page in the
 * place PAGE_ROUTES names (docs/domain-rules.md, «Pages built from page settings»). A route
 * whose page is nothing but its setting (faq, rules, about-us, contact-us, landing)
 * shows «موردی یافت نشد.» until staff write it; a route with a body of its own shows just that
 * body when no setting exists or the setting cannot be read.
 */
export function ComposedRoute({
  route,
  settingKey,
  title = '',
}: {
  route: string;
  settingKey: string;
  title?: string;
}) {
  const setting = usePageSetting(settingKey);
  const bodyWidgets = pageRoute(route)?.body;
  const page = setting.data && setting.data.sections.length > 0 ? setting.data : null;

  if (bodyWidgets) {
    if (setting.isPending) return <Body hidden />;
    const parts = page ? placeBody(page, bodyWidgets, (w) => widgetKind(w.name) !== undefined) : [];
    // Nothing composed around it (no setting, an unreadable one, or only the body's own widget).
    if (!page || (parts.length === 1 && 'body' in parts[0])) return <Body />;
    return (
      <Suspense fallback={<Body hidden />}>
        <PageSections page={page} body={<Outlet />} bodyWidgets={bodyWidgets} />
      </Suspense>
    );
  }

  const heading = setting.data?.seo?.ogTitle || title;
  let content: ReactNode;
  if (setting.isPending) content = <Loading />;
  else if (setting.error)
    content = (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <LoadError error={setting.error} onRetry={() => void setting.refetch()} />
      </Container>
    );
  else if (page)
    content = (
      <Suspense fallback={<Loading />}>
        <PageSections page={page} title={heading} />
      </Suspense>
    );
  else
    content = (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <EmptyState
          framed
          icon={<SearchOffRounded />}
          title="موردی یافت نشد."
          description="این صفحه هنوز نوشته نشده است."
        />
      </Container>
    );
  return (
    <>
      <PageTitle title={heading} />
      {content}
    </>
  );
}
