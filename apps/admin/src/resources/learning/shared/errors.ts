import { HttpError } from 'react-admin';

export type FieldErrors = Record<string, string>;

/** A 400's per-field texts (the httpClient puts them in `body.errors`), without the root one. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors) return undefined;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key !== 'root' && typeof value === 'string') out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The Persian text of a failed call: a 400's first field text (its summary reads «owner: …»),
 * else the server's message.
 */
export function errorText(error: unknown): string {
  const errors = fieldErrorsOf(error);
  const firstField = errors ? Object.values(errors)[0] : undefined;
  return (
    firstField ??
    (error instanceof Error && error.message ? error.message : 'ra.notification.http_error')
  );
}
