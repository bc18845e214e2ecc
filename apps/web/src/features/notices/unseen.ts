import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';
import { useSession } from '../auth/session';

/** Under the user's scope, so a logout drops it; reading a notice invalidates it (./api). */
export const UNSEEN_NOTICES_KEY = [...USER_SCOPE, 'notices', 'unseen'] as const;

/**
 * The header badge's count (GET mma/notice_receivers/my_not_seen_notifications_count), checked on
 * load and every minute. Kept tiny and free of the notices client: the header is first-load code.
 */
export function useUnseenNotices(): number {
  const { token } = useSession();
  const { data } = useQuery({
    queryKey: UNSEEN_NOTICES_KEY,
    queryFn: ({ signal }) =>
      api.http.get<{ count: number }>(
        '/mma/notice_receivers/my_not_seen_notifications_count',
        undefined,
        signal,
      ),
    enabled: !!token,
    refetchInterval: 60_000,
  });
  return data?.count ?? 0;
}
