import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type {
  ActionBody,
  ActionMethod,
  AdminDataProvider,
} from '../../../../providers/dataProvider';
import { saveBlob } from '../../../../providers/download';
import { fieldErrorsOf, type ActionResult } from '../../shared/useLearningAction';

/** The success toast: an i18n key, or one picked from the answer (with its arguments). */
export type Success<T> =
  string | ((data: T) => { message: string; args?: Record<string, unknown> });

/** The Persian text of a failed call: a 400's first field text, else the server's message. */
export function errorText(error: unknown): string {
  const errors = fieldErrorsOf(error);
  const firstField = errors ? Object.values(errors)[0] : undefined;
  return (
    firstField ??
    (error instanceof Error && error.message ? error.message : 'ra.notification.http_error')
  );
}

/**
 * A call of the classroom tabs (POST/PUT/DELETE on lma/...): a success toast, the server's Persian
 * text on failure (and a 400's field texts back for a dialog's form), then the page's data and the
 * tabs' lists are refreshed.
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

  /** GET .../export_report as a file the browser saves (an .xlsx built by the server). */
  async function download(resource: string, filter: Record<string, unknown>): Promise<boolean> {
    try {
      const { blob, filename } = await dataProvider.exportReport(resource, { filter });
      saveBlob(blob, filename);
      notify('app.notification.export_ready', { type: 'success' });
      return true;
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'app.notification.export_failed';
      notify(message, { type: 'error' });
      return false;
    }
  }

  return { call, callEach, download };
}
