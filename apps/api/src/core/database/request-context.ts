import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request facts that deep layers need without threading them through every call. */
export interface RequestContext {
  queries: number;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
