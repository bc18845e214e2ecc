import { isIdempotentWrite, Messages, newIdempotencyKey } from '@daneshsara/domain';
import { HttpError } from 'react-admin';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface HttpOptions extends RequestInit {
  /** Skip the Authorization header (public endpoints). */
  anonymous?: boolean;
}

export type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface HttpClientDeps {
  getToken: () => string | null;
  fetch?: typeof fetch;
}

/** Field errors of a 400 as react-admin's forms want them (`body.errors`). */
export type FormErrors = Record<string, string | { serverError: string }>;

const RESERVED_KEYS = new Set(['detail', 'message', 'non_field_errors', 'errors', 'code']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const texts = value.filter((v): v is string => typeof v === 'string');
    return texts.length ? texts.join(' ') : null;
  }
  return null;
}

function fallbackMessage(status: number): string {
  if (status === 401) return Messages.UNAUTHORIZED;
  if (status === 403) return Messages.FORBIDDEN;
  if (status === 404) return Messages.NOT_FOUND;
  if (status === 429) return Messages.TOO_MANY_REQUESTS;
  return Messages.SERVER_ERROR;
}

/**
 * Turns an API error answer into react-admin's HttpError: `message` is the Persian text people see
 * (the server's `message`/`detail`, else a Persian fallback by status; never a bare statusText),
 * and a 400's per-field lists become `body.errors` so they show under the inputs.
 */
export function toHttpError(status: number, json: unknown): HttpError {
  const body: Record<string, unknown> = isRecord(json) ? { ...json } : {};
  const serverText =
    asText(body.message) ?? asText(body.detail) ?? asText(body.non_field_errors) ?? null;

  if (status === 400 || status === 422) {
    const errors: FormErrors = {};
    for (const [field, value] of Object.entries(body)) {
      if (RESERVED_KEYS.has(field)) continue;
      const text = asText(value);
      if (text) errors[field] = text;
    }
    const firstFieldText = Object.values(errors).find((v): v is string => typeof v === 'string');
    const message = serverText ?? firstFieldText ?? Messages.SERVER_ERROR;
    if (Object.keys(errors).length) {
      errors.root = { serverError: message };
      body.errors = errors;
    }
    return new HttpError(message, status, body);
  }
  // 5xx texts from the server are fine to show (API.md: Persian, no stack), but never raw HTML.
  return new HttpError(serverText ?? fallbackMessage(status), status, body);
}

function withAuth(options: HttpOptions, getToken: () => string | null): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const hasJsonBody =
    options.body !== undefined && options.body !== null && !(options.body instanceof FormData);
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = options.anonymous ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(
  doFetch: typeof fetch,
  url: string,
  options: HttpOptions,
  getToken: () => string | null,
): Promise<Response> {
  const { anonymous: _anonymous, ...init } = options;
  try {
    return await doFetch(url, { ...init, headers: withAuth(options, getToken) });
  } catch {
    // Offline or the server is down: react-admin's own (Persian) network message.
    throw new HttpError('ra.notification.http_error', 0, {});
  }
}

async function readJson(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  try {
    return { text, json: text ? JSON.parse(text) : null };
  } catch {
    return { text, json: null };
  }
}

/** Waits before asking again with the same key after a lost answer (as libs/api-client does). */
export const IDEMPOTENT_RETRY_DELAYS_MS = [300, 1000];

/**
 * A write that honours `Idempotency-Key` (libs/domain `isIdempotentWrite`) goes with a key of its
 * own, one per call (a call is one user action); a lost answer is asked for again with that key.
 */
async function sendWrite(
  doFetch: typeof fetch,
  url: string,
  options: HttpOptions,
  getToken: () => string | null,
): Promise<Response> {
  const path = new URL(url, 'http://local').pathname;
  if (!isIdempotentWrite(options.method ?? 'GET', path)) return send(doFetch, url, options, getToken);
  const headers = new Headers(options.headers);
  if (!headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
  const keyed = { ...options, headers };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(doFetch, url, keyed, getToken);
    } catch (err) {
      const wait = IDEMPOTENT_RETRY_DELAYS_MS[attempt];
      if (wait === undefined) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** fetch with the Bearer header and Persian errors; the shape ra-data-simple-rest expects. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  return async (url, options = {}) => {
    const response = await sendWrite(doFetch, url, options, deps.getToken);
    const { text, json } = await readJson(response);
    if (!response.ok) throw toHttpError(response.status, json);
    return { status: response.status, headers: response.headers, body: text, json };
  };
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename*=UTF-8''%D9%83.xlsx` or `filename="users.xlsx"` → the name. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]*'[^']*'/, '');
    try {
      return decodeURIComponent(encoded) || fallback;
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) return (plain[2] ?? plain[1]).trim() || fallback;
  return fallback;
}

/** GET a file (an .xlsx export) with the Bearer header, as a blob with its served name. */
export function createBlobFetcher(deps: HttpClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  return async (url: string, fallbackName: string): Promise<DownloadedFile> => {
    const response = await send(doFetch, url, { headers: { Accept: '*/*' } }, deps.getToken);
    if (!response.ok) {
      const { json } = await readJson(response);
      throw toHttpError(response.status, json);
    }
    const blob = await response.blob();
    const filename = filenameFromDisposition(
      response.headers.get('Content-Disposition'),
      fallbackName,
    );
    return { blob, filename };
  };
}

/** What export_report (202) and GET rma/tasks/{id} answer for an export run as a job (docs/api.md). */
export interface ExportTask {
  task_id: string;
  status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
  total: number;
  done: number;
  progress: number;
  file_name: string;
  status_url: string;
  download_url: string | null;
  detail: string;
}

/** An export's answer: the file itself (up to 2,000 rows), or a task to follow. */
export type ExportAnswer = ({ kind: 'file' } & DownloadedFile) | { kind: 'task'; task: ExportTask };

/** GET …/export_report with the Bearer header: 200 is the file, 202 a task (its JSON). */
export function createExportStarter(deps: HttpClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  return async (url: string, fallbackName: string): Promise<ExportAnswer> => {
    const response = await send(doFetch, url, { headers: { Accept: '*/*' } }, deps.getToken);
    if (response.status === 202) {
      const { json } = await readJson(response);
      return { kind: 'task', task: json as ExportTask };
    }
    if (!response.ok) {
      const { json } = await readJson(response);
      throw toHttpError(response.status, json);
    }
    const blob = await response.blob();
    const filename = filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
    return { kind: 'file', blob, filename };
  };
}
