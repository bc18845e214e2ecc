import { isIdempotentWrite, newIdempotencyKey } from '@daneshsara/domain';
import { ApiError, networkError, toApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Readonly<Record<string, QueryValue>>;

export interface HttpClientOptions {
  /** Prefix of every path; `/api` when the storefront and the API share an origin. */
  baseUrl?: string;
  /** Read on every call so a login or logout takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 before the error is thrown (SPEC section 4: log out, maybe go to Login). */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  /** A FormData goes as multipart/form-data; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The user action's `Idempotency-Key` for a write that honours it (`isIdempotentWrite`); one is
   * made per call when absent. A lost answer is asked for again with the same key.
   */
  idempotencyKey?: string;
}

/** Waits before asking again with the same key after a lost answer (network failure). */
export const IDEMPOTENT_RETRY_DELAYS_MS = [300, 1000];

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  patch<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  delete<T>(path: string, query?: Query): Promise<T>;
}

/** `__in` filters take comma-joined values (API.md); empty values are left out entirely. */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.append(key, value.join(','));
      continue;
    }
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isFormData(opts.body)) {
        // The browser writes the multipart boundary itself; setting Content-Type would break it.
        body = opts.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }

    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQueryString(opts.query)}`;
    const idempotent = isIdempotentWrite(method, path);
    if (idempotent) headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey();
    let res: Response | undefined;
    for (let attempt = 0; !res; attempt++) {
      try {
        res = await doFetch(url, { method, headers, body, signal: opts.signal });
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') throw err;
        const wait = IDEMPOTENT_RETRY_DELAYS_MS[attempt];
        if (!idempotent || wait === undefined) throw networkError();
        await new Promise((r) => setTimeout(r, wait));
      }
    }

    const data = await readBody(res);
    if (!res.ok) {
      const error = toApiError(res.status, data);
      if (res.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return data as T;
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body, query) => request('POST', path, { body, query }),
    put: (path, body, query) => request('PUT', path, { body, query }),
    patch: (path, body, query) => request('PATCH', path, { body, query }),
    delete: (path, query) => request('DELETE', path, { query }),
  };
}
