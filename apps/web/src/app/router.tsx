import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { isProtectedPath, paths } from '../config/paths';
import { rememberRedirect } from '../features/auth/redirect';
import { clearAccessToken, getAccessToken } from '../features/auth/session';
import { toast } from '../features/notify/toast';
import { setUnauthorizedHandler } from '../lib/api';
import { USER_SCOPE } from '../lib/queryKeys';
import { queryClient } from './queryClient';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the lazy routes the current address matches, so a page the server drew hydrates with
 * its own components instead of the start-up splash (React Router's SSR guide: lazy matches are
 * loaded before the router is made).
 */
export async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);

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
  return router;
}
