import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';
import { useSession } from '../auth/session';
import {
  createLmaApi,
  createLmaSessionsApi,
  type AnswerInput,
  type AttendanceInput,
  type ProjectRow,
  type SessionRow,
} from './lmaApi';

const lma = createLmaApi(api.http);
const calls = createLmaSessionsApi(api.http);

/**
 * The learner's own rows after registering, under ['me', 'lma'] (learningKeys.mine): dropped on
 * logout, and refreshed with everything else by useRefreshLearning. Flags move with the server's
 * clock, so every page reads them afresh (staleTime 0).
 */
export const sessionKeys = {
  sessions: (classroom: number) => [...USER_SCOPE, 'lma', 'sessions', classroom] as const,
  session: (id: number) => [...USER_SCOPE, 'lma', 'session', id] as const,
  projects: (classroom: number) => [...USER_SCOPE, 'lma', 'projects', classroom] as const,
  project: (id: number) => [...USER_SCOPE, 'lma', 'project', id] as const,
  teams: (classroom: number) => [...USER_SCOPE, 'lma', 'teams', classroom] as const,
  leading: [...USER_SCOPE, 'lma', 'leading-teams'] as const,
  members: (team: number) => [...USER_SCOPE, 'lma', 'team-members', team] as const,
  registration: (classroom: number) =>
    [...USER_SCOPE, 'lma', 'my-registration', classroom] as const,
};

/** A read of my own rows: only while signed in, and afresh on every page (staleTime 0). */
function useMine<T, D = T>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  { enabled = true, select }: { enabled?: boolean; select?: (data: T) => D } = {},
) {
  const signedIn = !!useSession().token;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    select,
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}

/** A page of rows, as its rows. */
const rowsOf = <T>(page: { results: T[] }): T[] => page.results;

/** The classroom's sessions, each with my sheet (404 unless I am REGISTERED). */
export function useClassroomSessions(classroom: number, enabled = true) {
  return useMine(
    sessionKeys.sessions(classroom),
    (signal) => calls.listSessionsWithSheets(classroom, signal),
    { enabled, select: rowsOf },
  );
}

/** The classroom's projects, each with my sheet. */
export function useClassroomProjects(classroom: number, enabled = true) {
  return useMine(
    sessionKeys.projects(classroom),
    (signal) => calls.listProjectsWithSheets(classroom, signal),
    { enabled, select: rowsOf },
  );
}

/** The classroom's teams with my join_status. */
export function useClassroomTeams(classroom: number, enabled = true) {
  return useMine(
    sessionKeys.teams(classroom),
    (signal) => calls.listClassroomTeams(classroom, signal),
    { enabled, select: rowsOf },
  );
}

/** My REGISTERED registration in the classroom (it carries the transcript), or null. */
export function useMyClassroomRegistration(classroom: number, enabled = true) {
  return useMine(
    sessionKeys.registration(classroom),
    (signal) => lma.listRegistrations({ classroom, status: 'REGISTERED', per_page: 1 }, signal),
    { enabled, select: (page) => page.results[0] ?? null },
  );
}

export function useMySession(id: number | null) {
  return useMine(
    sessionKeys.session(id ?? 0),
    (signal) => calls.getMySession(id as number, signal),
    {
      enabled: id !== null,
    },
  );
}

export function useMyProject(id: number | null) {
  return useMine(
    sessionKeys.project(id ?? 0),
    (signal) => calls.getMyProject(id as number, signal),
    {
      enabled: id !== null,
    },
  );
}

/** After an answer or attendance: the page's row is the server's answer; the lists are stale. */
function useStoreSession() {
  const queryClient = useQueryClient();
  return (row: SessionRow) => {
    queryClient.setQueryData(sessionKeys.session(row.id), row);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.sessions(row.classroom) });
  };
}

/** A refusal (409 outside the window, say) may mean the flags moved: read the session again. */
function useRereadSession(id: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: sessionKeys.session(id) });
}

export function useSubmitAttendance(session: number) {
  const store = useStoreSession();
  const reread = useRereadSession(session);
  return useMutation({
    mutationFn: (input: AttendanceInput) => calls.submitAttendance(input),
    onSuccess: store,
    onError: reread,
  });
}

/** The form shows field errors itself; anything else is a toast (see AnswerForm). */
export function useSubmitAssignment(session: number) {
  const store = useStoreSession();
  const reread = useRereadSession(session);
  return useMutation({
    mutationFn: (input: AnswerInput) => calls.submitAssignment(session, input),
    onSuccess: store,
    onError: reread,
    meta: { silentError: true },
  });
}

export function useSubmitProject(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) => calls.submitProject(project, input),
    onSuccess: (row: ProjectRow) => {
      queryClient.setQueryData(sessionKeys.project(row.id), row);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.projects(row.classroom) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.project(project) }),
    meta: { silentError: true },
  });
}

/** Join a team; seats and my team change on every team of the classroom. */
export function useJoinTeam(classroom: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: number) => calls.joinTeam(team),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.teams(classroom) }),
  });
}

/** The teams I lead (a team leader's page). */
export function useMyLeadingTeams() {
  return useMine(sessionKeys.leading, (signal) => calls.listMyLeadingTeams(signal), {
    select: rowsOf,
  });
}

/** A team's members: for its leader and its members. */
export function useTeamMembers(team: number | null, enabled = true) {
  return useMine(
    sessionKeys.members(team ?? 0),
    (signal) => calls.listTeamMembers(team as number, signal),
    { enabled: enabled && team !== null, select: rowsOf },
  );
}
