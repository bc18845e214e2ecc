import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ActionBody, AdminDataProvider } from '../../../providers/dataProvider';

export type FieldErrors = Record<string, string>;
export type ActionResult<T> = { ok: true; data: T } | { ok: false; errors?: FieldErrors };

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
 * A PUT on a classroom (drop, create_invoice, toggle_ongoing_status): the caller picks the success
 * toast from the answer; an error shows the server's Persian text, and a 400's field texts come
 * back for a dialog's form. The page's data is refreshed after success.
 */
export function useLearningAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return async function run<T = Record<string, unknown>>(
    path: string,
    body: ActionBody | undefined,
    success: (data: T) => { message: string; args?: Record<string, unknown> },
  ): Promise<ActionResult<T>> {
    try {
      const data = await dataProvider.action<T>(path, 'PUT', body);
      const { message, args } = success(data);
      notify(message, { type: 'success', messageArgs: args });
      refresh();
      return { ok: true, data };
    } catch (error) {
      const errors = fieldErrorsOf(error);
      // A 400's summary reads «owner: …»; the field's own text is the Persian sentence.
      const firstField = errors ? Object.values(errors)[0] : undefined;
      const message =
        firstField ??
        (error instanceof Error && error.message ? error.message : 'ra.notification.http_error');
      notify(message, { type: 'error' });
      return { ok: false, errors };
    }
  };
}
