import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { classroomSessionsPath, ownerSheetPath, SESSION_RESOURCE, sessionSheetsPath } from './api';
import { toSheetRows, type SessionRecord, type SheetApiRow } from './model';

/** The page dialect's answer (these lists are never paged: `onePage`). */
interface OnePage<T> {
  results: T[];
}

function resultsOf<T>(json: OnePage<T> | T[] | null | undefined): T[] {
  if (Array.isArray(json)) return json;
  return Array.isArray(json?.results) ? json.results : [];
}

/**
 * GET lma/sessions?classroom=: a classroom's sessions, oldest first. The query keys start with the
 * resource name, so react-admin's refresh (after a save or an action) reloads them.
 */
export function useClassroomSessions(classroomId: number | string | null | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [SESSION_RESOURCE, 'byClassroom', String(classroomId ?? '')],
    queryFn: async () =>
      resultsOf(
        await dataProvider.action<OnePage<SessionRecord>>(
          classroomSessionsPath(classroomId ?? ''),
          'GET',
        ),
      ),
    enabled: Boolean(classroomId),
  });
}

/** GET session_sheets?session=: one row per registered learner (keyed by registration). */
export function useSessionSheets(sessionId: number | string | null | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [SESSION_RESOURCE, 'sheets', String(sessionId ?? '')],
    queryFn: async () =>
      toSheetRows(
        resultsOf(
          await dataProvider.action<OnePage<SheetApiRow>>(
            sessionSheetsPath(sessionId ?? ''),
            'GET',
          ),
        ),
      ),
    enabled: Boolean(sessionId),
    staleTime: 15_000,
  });
}

/** GET lma/sessions/{id}/session_and_owner_user_attendance_sheet/{userId} */
export function useOwnerSheet(sessionId: string | undefined, userId: string | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [SESSION_RESOURCE, 'ownerSheet', sessionId ?? '', userId ?? ''],
    queryFn: () =>
      dataProvider.action<SessionRecord>(ownerSheetPath(sessionId ?? '', userId ?? ''), 'GET'),
    enabled: Boolean(sessionId && userId),
  });
}
