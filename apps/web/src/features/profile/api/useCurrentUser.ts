import type { ProfileUpdate, VerifyInputBody } from '@daneshsara/api-client';
import type { User } from '@daneshsara/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { useSession } from '../../auth/session';

/** GET /uma/users/current; a 401 here logs out and sends the person to Login (router). */
export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => api.uma.getCurrentUser(signal),
    enabled: !!token,
  });
}

/** PUT /uma/users/current; the answer replaces the cached user so the form shows what was saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.uma.updateCurrentUser(update),
    onSuccess: (user: User) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}

/** PUT /uma/users/verify_input: a new mobile or email, proven with the code sent to it. */
export function useVerifyInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyInputBody) => api.uma.verifyInput(body),
    onSuccess: (user: User) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
