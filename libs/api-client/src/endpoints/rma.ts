import type { HttpClient } from '../http';

/** Public counters of the home page (ENDPOINTS.md 1.x: active users, courses, events). */
export interface PlatformStatistics {
  users_count: number;
  training_classrooms_count: number;
  event_classrooms_count: number;
}

export function createRmaApi(http: HttpClient) {
  return {
    getStatistics: (signal?: AbortSignal) =>
      http.get<PlatformStatistics>('/rma/aggregator/statistics', undefined, signal),
  };
}

export type RmaApi = ReturnType<typeof createRmaApi>;
