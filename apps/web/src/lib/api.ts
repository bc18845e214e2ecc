import { createApiClient, type ApiError } from '@daneshsara/api-client';
import { getAccessToken } from '../features/auth/session';

let unauthorizedHandler: (error: ApiError) => void = () => undefined;

/** The router installs the real handler (it needs the router to navigate). */
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

export const api = createApiClient({
  baseUrl: '/api',
  getToken: getAccessToken,
  onUnauthorized: (error) => unauthorizedHandler(error),
});
