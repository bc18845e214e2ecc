import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../app/queryClient';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { getAccessToken } from '../auth/session';
import { decideOverdueGate, rememberOverdueReturn } from './overdueGate';

/**
 * Route loader of the gated panel pages: fetches the current user afresh (the flag changes the
 * moment an instalment falls due or is paid) and sends a learner with an overdue instalment to
 * the overdue list, remembering where they were going.
 */
export async function overdueGateLoader({ request }: LoaderFunctionArgs) {
  // The panel's own loader sends a guest to Login; nothing to check here.
  if (!getAccessToken()) return null;
  const url = new URL(request.url);
  let hasOverdue: boolean;
  try {
    const user = await queryClient.fetchQuery({
      queryKey: queryKeys.currentUser,
      queryFn: ({ signal }) => api.uma.getCurrentUser(signal),
      staleTime: 0,
    });
    hasOverdue = user.has_overdue_instalment;
  } catch {
    // A 401 is handled by the client (Login); any other failure must not lock the page.
    return null;
  }
  const decision = decideOverdueGate({
    pathname: url.pathname,
    search: url.search,
    hasOverdueInstalment: hasOverdue,
  });
  if (decision.action === 'pass') return null;
  rememberOverdueReturn(decision.remember);
  throw redirect(decision.to);
}
