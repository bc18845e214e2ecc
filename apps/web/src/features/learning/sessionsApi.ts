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

function useSignedIn(): boolean {
  return !!useSession().token;
}

/** The classroom's sessions, each with my sheet (404 unless I am REGISTERED). */
export function useClassroomSessions(classroom: number, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.sessions(classroom),
    queryFn: ({ signal }) => calls.listSessionsWithSheets(classroom, signal),
    select: (page) => page.results,
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}

/** The classroom's projects, each with my sheet. */
export function useClassroomProjects(classroom: number, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.projects(classroom),
    queryFn: ({ signal }) => calls.listProjectsWithSheets(classroom, signal),
    select: (page) => page.results,
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}

/** The classroom's teams with my join_status. */
export function useClassroomTeams(classroom: number, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.teams(classroom),
    queryFn: ({ signal }) => calls.listClassroomTeams(classroom, signal),
    select: (page) => page.results,
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}

/** My REGISTERED registration in the classroom (it carries the transcript), or null. */
export function useMyClassroomRegistration(classroom: number, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.registration(classroom),
    queryFn: ({ signal }) =>
      lma.listRegistrations({ classroom, status: 'REGISTERED', per_page: 1 }, signal),
    select: (page) => page.results[0] ?? null,
    enabled: enabled && signedIn,
    staleTime: 0,
  });
}

export function useMySession(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.session(id ?? 0),
    queryFn: ({ signal }) => calls.getMySession(id as number, signal),
    enabled: id !== null && signedIn,
    staleTime: 0,
  });
}

export function useMyProject(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.project(id ?? 0),
    queryFn: ({ signal }) => calls.getMyProject(id as number, signal),
    enabled: id !== null && signedIn,
    staleTime: 0,
  });
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
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.leading,
    queryFn: ({ signal }) => calls.listMyLeadingTeams(signal),
    select: (page) => page.results,
    enabled: signedIn,
    staleTime: 0,
  });
}

/** A team's members: for its leader and its members. */
export function useTeamMembers(team: number | null, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: sessionKeys.members(team ?? 0),
    queryFn: ({ signal }) => calls.listTeamMembers(team as number, signal),
    select: (page) => page.results,
    enabled: enabled && team !== null && signedIn,
    staleTime: 0,
  });
}
