import type { HttpClient } from '../http';

export function createSystemApi(http: HttpClient) {
  return {
    health: (signal?: AbortSignal) => http.get<{ status: string }>('/health', undefined, signal),
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
