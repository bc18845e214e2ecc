import { ALL_ROWS_PAGE_SIZE } from '@daneshsara/api-client';
import { WaitlistStatus, type UnitCategoryType } from '@daneshsara/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';
import { useSession } from '../auth/session';
import { moneyKeys } from '../payments/keys';
import { createLmaApi, type ClassroomListParams, type RegistrationListParams } from './lmaApi';

const lma = createLmaApi(api.http);

/**
 * Public rows carry the caller's own flags and registration, so they are cached per viewer (0 for
 * a guest). The learner's registrations sit under ['me'] and go with a logout.
 */
export const learningKeys = {
  all: ['lma'] as const,
  categories: (type: UnitCategoryType) => ['lma', 'categories', type] as const,
  professors: ['uma', 'professors'] as const,
  classrooms: (viewer: number, params: ClassroomListParams) =>
    ['lma', 'classrooms', viewer, params] as const,
  classroom: (viewer: number, id: number) => ['lma', 'classroom', viewer, id] as const,
  mine: [...USER_SCOPE, 'lma'] as const,
  registrations: (params: RegistrationListParams) =>
    [...USER_SCOPE, 'lma', 'registrations', params] as const,
};

/** Categories and professors change rarely. */
const SLOW = 5 * 60_000;

function useViewer(): number {
  return useSession().user?.user_id ?? 0;
}

export function useUnitCategories(type: UnitCategoryType) {
  return useQuery({
    queryKey: learningKeys.categories(type),
    queryFn: ({ signal }) => lma.listCategories({ type, per_page: ALL_ROWS_PAGE_SIZE }, signal),
    select: (page) => page.results,
    staleTime: SLOW,
  });
}

export function useProfessors() {
  return useQuery({
    queryKey: learningKeys.professors,
    queryFn: ({ signal }) => api.uma.listProfessors({ per_page: ALL_ROWS_PAGE_SIZE }, signal),
    select: (page) => page.results,
    staleTime: SLOW,
  });
}

export function useClassrooms(params: ClassroomListParams) {
  const viewer = useViewer();
  return useQuery({
    queryKey: learningKeys.classrooms(viewer, params),
    queryFn: ({ signal }) => lma.listClassrooms(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One classroom with the caller's flags; always fresh (seats and flags move). */
export function useClassroom(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: learningKeys.classroom(viewer, id ?? 0),
    queryFn: ({ signal }) => lma.getClassroom(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * GET /lma/registrations with `owner` = me (ENDPOINTS 1.2: the learner's lists name the owner, so
 * a staff member's own panel shows their registrations, not everyone's).
 */
export function useMyRegistrations(params: RegistrationListParams) {
  const { token, user } = useSession();
  const full = { ...params, owner: user?.user_id };
  return useQuery({
    queryKey: learningKeys.registrations(full),
    queryFn: ({ signal }) => lma.listRegistrations(full, signal),
    enabled: !!token && !!user?.user_id,
    placeholderData: keepPreviousData,
    // A payment elsewhere (invoice page, bank) changes these: read them afresh on every visit.
    staleTime: 0,
  });
}

/** After enrolling, registering or dropping: flags, seats, my lists and my money are stale. */
export function useRefreshLearning() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.all }),
        queryClient.invalidateQueries({ queryKey: learningKeys.mine }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      ]),
    [queryClient],
  );
}

export function useEnroll(id: number) {
  const refresh = useRefreshLearning();
  return useMutation({ mutationFn: () => lma.enroll(id), onSuccess: () => void refresh() });
}

export function useRegister(id: number) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: () => lma.register(id),
    // The page leads a repeated register to the invoice the first one made (or shows the refusal).
    meta: { silentError: true },
    onSuccess: () => void refresh(),
  });
}

export function useDrop(id: number) {
  const refresh = useRefreshLearning();
  return useMutation({ mutationFn: () => lma.drop(id), onSuccess: () => void refresh() });
}

/** Joining or leaving a full classroom's waitlist: its page and my lists move with it. */
export function useWaitlist(id: number) {
  const refresh = useRefreshLearning();
  const join = useMutation({
    mutationFn: () => lma.joinWaitlist(id),
    onSuccess: () => void refresh(),
  });
  const leave = useMutation({
    mutationFn: () => lma.leaveWaitlist(id),
    onSuccess: () => void refresh(),
  });
  return { join, leave };
}

const LIVE_LINE = [WaitlistStatus.WAITING, WaitlistStatus.OFFERED] as const;

/** My places in line (WAITING) and the seats offered to me (OFFERED), for the panel. */
export function useMyWaitlist() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: [...learningKeys.mine, 'waitlist'] as const,
    queryFn: ({ signal }) =>
      lma.listWaitlist({ owner: user?.user_id, status__in: LIVE_LINE, per_page: 50 }, signal),
    enabled: !!token && !!user?.user_id,
    select: (page) => page.results,
    staleTime: 0,
  });
}
