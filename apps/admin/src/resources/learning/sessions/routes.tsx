import { lazy, type ReactElement } from 'react';
import { CLASSROOM_RESOURCE_NAMES, SESSION_RESOURCE } from './api';

const SheetsPage = lazy(() => import('./SheetsPage').then((m) => ({ default: m.SheetsPage })));
const LearnerSheetPage = lazy(() =>
  import('./LearnerSheetPage').then((m) => ({ default: m.LearnerSheetPage })),
);

export interface SessionRoute {
  /** Path under /admin (react-router pattern). */
  path: string;
  element: ReactElement;
}

/**
 * The session screens that are pages of their own, for `<CustomRoutes>` (with the layout):
 * - {classrooms|events|discussion-circles-classrooms}/{classroomId}/session/{sessionId}/session_attendance_sheets
 * - session/{sessionId}/user/{userId} (one learner's sheet)
 * Each is more specific than its resource's own routes, so react-router picks it first.
 */
export const sessionCustomRoutes: readonly SessionRoute[] = [
  ...CLASSROOM_RESOURCE_NAMES.map((resource) => ({
    path: `/${resource}/:classroomId/session/:sessionId/session_attendance_sheets`,
    element: <SheetsPage classroomResource={resource} />,
  })),
  {
    path: `/${SESSION_RESOURCE}/:sessionId/user/:userId`,
    element: <LearnerSheetPage />,
  },
];
