import { Messages, USER_FIELD_LABELS } from '@daneshsara/domain';

/** Shown when the request never reached the server (offline, DNS, refused connection). */
export const NETWORK_ERROR_MESSAGE = 'ارتباط با سرور برقرار نشد. اتصال اینترنت خود را بررسی کنید.';

/** Keys of an error body that are summaries, not form fields. */
const SUMMARY_KEYS = new Set(['detail', 'message', 'non_field_errors', 'code', 'status_code']);
/** What a 409 of a repeated register or checkout adds: not field errors. */
const CONFLICT_KEYS = new Set(['invoice', 'invoice_info']);

export type FieldErrors = Record<string, string[]>;

/**
 * One failed call, with a Persian `message` ready to show a person (SPEC section 8) and the
 * per-field messages of a 400 so forms can put them under their inputs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly detail: string | null = null,
    readonly fieldErrors: FieldErrors = {},
    readonly nonFieldErrors: string[] = [],
    /**
     * A 409 of a repeated register or checkout names the invoice the first one made (API:
     * `invoice`): where to lead the person instead of showing the refusal.
     */
    readonly existingInvoice: number | null = null,
  ) {
    super(message);
  }

  /** The first message for one field, if the server refused it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(asMessages);
  // Nested serializers answer {"field": {"sub": ["..."]}}: keep the texts, drop the shape.
  if (value && typeof value === 'object') return Object.values(value).flatMap(asMessages);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

function readDetail(body: Record<string, unknown>): string | null {
  for (const key of ['detail', 'message'] as const) {
    const text = asMessages(body[key])[0];
    if (text) return text;
  }
  return null;
}

function fallbackFor(status: number): string {
  if (status === 401) return Messages.UNAUTHORIZED;
  if (status === 403) return Messages.FORBIDDEN;
  if (status === 404) return Messages.NOT_FOUND;
  if (status === 429) return Messages.TOO_MANY_REQUESTS;
  return Messages.SERVER_ERROR;
}

/**
 * Maps a failed response to an ApiError per SPEC section 8: 5xx always the generic Persian
 * message (never a stack trace), 401/403/404/429 their detail or a Persian fallback, other
 * statuses their detail or one "field: text" line per refused field.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const record: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(record)) {
    if (SUMMARY_KEYS.has(key) || (status === 409 && CONFLICT_KEYS.has(key))) continue;
    const texts = asMessages(value);
    if (texts.length) fieldErrors[key] = texts;
  }
  const nonFieldErrors = asMessages(record.non_field_errors);
  const detail = readDetail(record);

  if (status >= 500) {
    return new ApiError(status, Messages.SERVER_ERROR, detail, fieldErrors, nonFieldErrors);
  }
  const invoice = status === 409 && typeof record.invoice === 'number' ? record.invoice : null;
  if (detail) return new ApiError(status, detail, detail, fieldErrors, nonFieldErrors, invoice);

  const lines = [
    ...nonFieldErrors,
    ...Object.entries(fieldErrors).map(
      ([field, texts]) => `${USER_FIELD_LABELS[field] ?? field}: ${texts.join(' ')}`,
    ),
  ];
  const message = lines.length ? lines.join('\n') : fallbackFor(status);
  return new ApiError(status, message, null, fieldErrors, nonFieldErrors);
}

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR_MESSAGE);
}
