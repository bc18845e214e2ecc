import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ActionBody, ActionMethod, AdminDataProvider } from '../../../providers/dataProvider';
import { errorText, fieldErrorsOf, type FieldErrors } from './errors';

export type ActionResult<T> = { ok: true; data: T } | { ok: false; errors?: FieldErrors };

/** The success toast: an i18n key, or one picked from the answer (with its arguments). */
export type Success<T> =
  string | ((data: T) => { message: string; args?: Record<string, unknown> });

/**
 * A call of the learning screens outside CRUD (POST/PUT/DELETE on lma/...: a classroom's drop or
 * invoice, the classroom tabs' actions): a success toast, the server's Persian text on failure
 * (and a 400's field texts back for a dialog's form), then the page's data and the tabs' lists
 * are refreshed.
 */
export function useLmaCall() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();

  async function call<T = Record<string, unknown>>(
    path: string,
    method: ActionMethod,
    body: ActionBody | undefined,
    success: Success<T>,
  ): Promise<ActionResult<T>> {
    try {
      const data = await dataProvider.action<T>(path, method, body);
      const toast = typeof success === 'string' ? { message: success } : success(data);
      notify(toast.message, { type: 'success', messageArgs: toast.args });
      refresh();
      return { ok: true, data };
    } catch (error) {
      notify(errorText(error), { type: 'error' });
      return { ok: false, errors: fieldErrorsOf(error) };
    }
  }

  /**
   * The call a dialog's form sends (ActionDialog's onSubmit): nothing when done (the dialog
   * closes), else the field texts to show under the inputs (or none, and the dialog stays open).
   */
  async function submit<T = Record<string, unknown>>(
    path: string,
    method: ActionMethod,
    body: ActionBody | undefined,
    success: Success<T>,
  ): Promise<FieldErrors | undefined> {
    const result = await call<T>(path, method, body, success);
    return result.ok ? undefined : (result.errors ?? { root: '' });
  }

  /**
   * The same call on several rows one after another (a team's hand-in is one sheet per member):
   * stops at the first failure with its text; one toast and one refresh at the end.
   */
  async function callEach(
    paths: readonly string[],
    method: ActionMethod,
    body: ActionBody | undefined,
    success: string,
  ): Promise<boolean> {
    try {
      for (const path of paths) await dataProvider.action(path, method, body);
      notify(success, { type: 'success' });
      return true;
    } catch (error) {
      notify(errorText(error), { type: 'error' });
      return false;
    } finally {
      refresh();
    }
  }

  return { call, submit, callEach };
}
