import { createNoticesApi, type NoticeListParams } from '@daneshsara/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';

const notices = createNoticesApi(api.http);

/** Under the user's scope: a logout drops them. */
export const noticeKeys = {
  all: [...USER_SCOPE, 'notices'] as const,
  list: (params: NoticeListParams) => [...USER_SCOPE, 'notices', 'list', params] as const,
};

export { useUnseenNotices } from './unseen';

export function useNotices(params: NoticeListParams) {
  return useQuery({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => notices.listNotices(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notices.readNotice(id),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
