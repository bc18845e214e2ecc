import { createApiClient, type ApiError } from '@daneshsara/api-client';
import { getAccessToken } from '../features/auth/session';

let unauthorizedHandler: (error: ApiError) => void = () => undefined;
/** The server render's way to the API (in process, as a visitor: entry-server.tsx). */
let serverFetch: typeof fetch | null = null;

/** The router installs the real handler (it needs the router to navigate). */
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

/** Only the server render calls this; the browser keeps its own fetch. */
export function setServerFetch(fn: typeof fetch): void {
  serverFetch = fn;
}

export const api = createApiClient({
  baseUrl: '/api',
  getToken: getAccessToken,
  onUnauthorized: (error) => unauthorizedHandler(error),
  fetch: (input, init) => (serverFetch ?? fetch)(input, init),
});
