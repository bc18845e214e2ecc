import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage';
import { overdueGateLoader } from '../instalments/overdueGateLoader';

/**
 * The learning pages as route objects for app/router.tsx. All of them, public and panel, are one
 * lazy chunk (they share most parts, and one import site keeps the router's preload map, part of
 * the first load, short); every page names its own tab, so no route handle is needed.
 *
 * `learningRoutes` go under the public layout (replacing the coming-soon `all-classrooms`,
 * `classroom/:id`, `all-events`, `event/:id`); `learningPanelRoutes` under `/panel`. The panel's
 * classroom, event, session and project pages and the three lists carry the overdue-instalment
 * gate themselves (ENDPOINTS.md 4.5), so they need no `overdueGated(...)` around them; a team
 * leader's pages (`profile/leader/teams[/:team_id]`) are not gated.
 */

const pages = () => import('../../pages/public/learning/all');

export const learningRoutes: RouteObject[] = [
  { path: 'all-classrooms', lazy: lazyPage(pages, 'ClassroomCatalogPage') },
  { path: 'all-events', lazy: lazyPage(pages, 'EventCatalogPage') },
  { path: 'classroom/:id', lazy: lazyPage(pages, 'ClassroomDetailPage') },
  { path: 'event/:id', lazy: lazyPage(pages, 'ClassroomDetailPage') },
  // Its own small chunk: a QR scanned on a phone opens it, often as the first page of the site.
  {
    path: 'certificate',
    lazy: () =>
      import('../../pages/public/learning/CertificatePage').then((m) => ({
        Component: m.CertificateLookupPage,
      })),
  },
  {
    path: 'certificate/:code',
    lazy: () =>
      import('../../pages/public/learning/CertificatePage').then((m) => ({
        Component: m.CertificatePage,
      })),
  },
];

const gated = (
  path: string,
  name: keyof typeof import('../../pages/public/learning/all'),
): RouteObject => ({
  path,
  loader: overdueGateLoader,
  lazy: lazyPage(pages, name),
});

export const learningPanelRoutes: RouteObject[] = [
  gated('profile/all-classrooms', 'MyClassroomsPage'),
  gated('profile/all-discussion-circles-classrooms', 'MyCirclesPage'),
  gated('profile/all-events', 'MyEventsPage'),
  gated('profile/classroom/:id', 'MyClassroomPage'),
  gated('profile/event/:id', 'MyClassroomPage'),
  gated('profile/classroom/:classroom_id/project/:project_id', 'ProjectPage'),
  gated('profile/session/:id', 'SessionPage'),
  // A team leader's own pages: not a learner's classroom, so no overdue gate in front of them.
  { path: 'profile/leader/teams', lazy: lazyPage(pages, 'LeaderTeamsPage') },
  { path: 'profile/leader/teams/:team_id', lazy: lazyPage(pages, 'LeaderTeamPage') },
];

/**
 * /panel/shop/completeInfo for enrolling and registering alone (ENDPOINTS.md 4.1 step 3). The
 * shop owns that path for the basket; mount the learning step inside the shop's page with
 * `withLearningCompleteInfo` (./completeInfoSwitch) instead. This route is for a build without
 * the shop's page only.
 */
export const learningCompleteInfoRoute: RouteObject = {
  path: 'shop/completeInfo',
  lazy: lazyPage(pages, 'CompleteInfoPage'),
};
