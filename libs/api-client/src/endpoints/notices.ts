import type { Paginated } from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';
import { withFilters } from './accounting';

/** A notice as one receiver has it (GET /mma/notice_receivers, ENDPOINTS.md mma). */
export interface NoticeRow {
  id: number;
  notice: number;
  notice_info: {
    id: number;
    title: string;
    body: string;
    /** A page of the site the notice is about, if any. */
    url: string | null;
    type: 'IN_APP';
    creation_time: string;
  };
  is_seen: boolean;
  seen_time: string | null;
  creation_time: string;
}

export interface NoticeListParams extends ListParams {
  is_seen?: boolean;
}

/**
 * The learner's notices. Kept out of `createApiClient` on purpose: only lazy chunks (the notices
 * page, the header badge) use it, so the storefront's first load does not carry it.
 */
export function createNoticesApi(http: HttpClient) {
  const base = '/mma/notice_receivers';
  return {
    listNotices: (
      params: NoticeListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<NoticeRow>> =>
      fetchPage<NoticeRow>(http, base, withFilters(params, ['is_seen']), signal),
    /** Idempotent: a notice read twice keeps its first seen time. */
    readNotice: (id: number) => http.put<NoticeRow>(`${base}/${id}/read`),
    unseenNotices: (signal?: AbortSignal) =>
      http.get<{ count: number }>(`${base}/my_not_seen_notifications_count`, undefined, signal),
  };
}

export type NoticesApi = ReturnType<typeof createNoticesApi>;

/** A learner's subscription to a unit (GET /mma/subscriptions, SPEC sections 3 and 7). */
export interface SubscriptionRow {
  id: number;
  source_type: 'UNIT';
  source_id: number;
  source_info: { id: number; title: string } | null;
  is_enabled: boolean;
  creation_time: string;
}

/** Following a unit: whether the learner does, subscribing, and turning it off or on. */
export function createSubscriptionsApi(http: HttpClient) {
  const base = '/mma/subscriptions';
  return {
    unitSubscription: async (unit: number, signal?: AbortSignal) =>
      (
        await fetchPage<SubscriptionRow>(
          http,
          base,
          { per_page: 1, filters: { source_type: 'UNIT', source_id: unit } },
          signal,
        )
      ).results[0] ?? null,
    subscribe: (unit: number) =>
      http.post<SubscriptionRow>(base, { source_type: 'UNIT', source_id: unit }),
    setEnabled: (id: number, is_enabled: boolean) =>
      http.put<SubscriptionRow>(`${base}/${id}`, { is_enabled }),
  };
}
