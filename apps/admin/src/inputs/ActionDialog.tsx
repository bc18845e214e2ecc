import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import {
  Confirm,
  Form,
  HttpError,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import type { ActionBody, ActionMethod, AdminDataProvider } from '../providers/dataProvider';

const EMPTY_RECORD = {};

/** Field errors a dialog's form shows under its inputs (a 400's `body.errors`). */
export type SubmitErrors = Record<string, string>;

/**
 * A call outside CRUD from a button or a dialog: progress is the caller's, the end is a toast
 * (success: the given message; error: the server's Persian text) and a refresh of the page's data.
 * A 400 with per-field texts resolves to those texts so a dialog's form can show them.
 */
export function useApiAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return async function run<T = unknown>(
    path: string,
    method: ActionMethod,
    body: ActionBody | undefined,
    successMessage: string,
  ): Promise<{ ok: true; data: T } | { ok: false; errors?: SubmitErrors }> {
    try {
      const data = await dataProvider.action<T>(path, method, body);
      notify(successMessage, { type: 'success' });
      refresh();
      return { ok: true, data };
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      if (error instanceof HttpError) {
        const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
        if (errors) {
          const fieldErrors: SubmitErrors = {};
          for (const [key, value] of Object.entries(errors)) {
            if (key !== 'root' && typeof value === 'string') fieldErrors[key] = value;
          }
          return { ok: false, errors: fieldErrors };
        }
      }
      return { ok: false };
    }
  };
}

function SubmitButton({
  label,
  color,
  busy,
}: {
  label: string;
  color: 'primary' | 'error' | 'success';
  busy: boolean;
}) {
  const translate = useTranslate();
  return (
    <MuiButton
      type="submit"
      variant="contained"
      color={color}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ minWidth: 120 }}
    >
      {translate(label)}
    </MuiButton>
  );
}

function CancelButton({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const translate = useTranslate();
  return (
    <MuiButton onClick={onClose} disabled={busy} color="inherit">
      {translate('ra.action.cancel')}
    </MuiButton>
  );
}

/** One API call a dialog or a confirmation makes (through useApiAction). */
export interface ApiCall<V = Record<string, unknown>> {
  /** Under /api, e.g. accounting/payments/12/confirm_withdraw */
  path: string;
  method: ActionMethod;
  /** The body made from the dialog's values (none for a bare PUT or DELETE). */
  body?: (values: V) => ActionBody | undefined;
  /** When the dialog's values choose the endpoint (a message in the app only, or also by SMS). */
  pathOf?: (values: V) => string;
  /** i18n key of the success toast */
  done: string;
}

interface ActionDialogBaseProps {
  open: boolean;
  onClose: () => void;
  /** i18n keys */
  title: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error' | 'success';
  defaultValues?: Record<string, unknown>;
  validate?: ValidateForm;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

export type ActionDialogProps = ActionDialogBaseProps &
  (
    | {
        /** Resolves with field errors to show them, or nothing when done (the dialog then closes). */
        onSubmit: (values: Record<string, unknown>) => Promise<SubmitErrors | void>;
        action?: never;
      }
    | {
        /** The call the form sends; a 400's field texts show under the inputs. */
        action: ApiCall;
        onSubmit?: never;
      }
  );

/**
 * A dialog holding a small react-admin form for one action (confirm a withdrawal with its
 * receipt, offer instalments...): Persian validation under the inputs, the submit button busy
 * while sending, full screen on a phone.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  submitLabel,
  submitColor = 'primary',
  defaultValues,
  validate,
  onSubmit,
  action,
  children,
  maxWidth = 'sm',
}: ActionDialogProps) {
  const translate = useTranslate();
  const run = useApiAction();
  const submit =
    onSubmit ??
    (async (values: Record<string, unknown>): Promise<SubmitErrors | void> => {
      if (!action) return undefined;
      const path = action.pathOf?.(values) ?? action.path;
      const result = await run(path, action.method, action.body?.(values), action.done);
      return result.ok ? undefined : (result.errors ?? { root: '' });
    });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !busy) onClose();
      }}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      aria-labelledby="action-dialog-title"
      // The form fills the paper as a column so the content scrolls and the buttons stay in view.
      slotProps={{
        paper: {
          sx: {
            display: 'flex',
            '& > form': { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
          },
        },
      }}
    >
      {open && (
        <Form
          // Not the page's record: an action's form starts from its own defaults (a show page's
          // `description` must not prefill the rejection reason).
          record={EMPTY_RECORD}
          defaultValues={defaultValues}
          validate={validate}
          onSubmit={async (values: Record<string, unknown>) => {
            if (busy) return undefined;
            setBusy(true);
            let errors: SubmitErrors | void;
            try {
              errors = await submit(values);
            } finally {
              setBusy(false);
            }
            if (errors && Object.keys(errors).length) return errors;
            onClose();
            return undefined;
          }}
        >
          <DialogTitle id="action-dialog-title" sx={{ fontWeight: 700 }}>
            {translate(title)}
          </DialogTitle>
          <DialogContent
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}
          >
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <CancelButton onClose={onClose} busy={busy} />
            <SubmitButton label={submitLabel} color={submitColor} busy={busy} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

export interface ActionConfirmProps {
  isOpen: boolean;
  onClose: () => void;
  /** i18n keys */
  title: string;
  content: string;
  confirm: string;
  translateOptions?: Record<string, unknown>;
  /** The call made once confirmed; the confirmation closes when it succeeds. */
  action: Omit<ApiCall, 'body' | 'pathOf'>;
}

/**
 * «آیا مطمئن هستید؟» before a call without a form (cancel an invoice, close a ticket, delete a
 * reply): the confirm button is busy while it is sent; a failure keeps it open with the toast.
 */
export function ActionConfirm({ isOpen, onClose, action, ...texts }: ActionConfirmProps) {
  const run = useApiAction();
  const [busy, setBusy] = useState(false);
  return (
    <Confirm
      {...texts}
      isOpen={isOpen}
      loading={busy}
      confirmColor="warning"
      onClose={onClose}
      onConfirm={async () => {
        setBusy(true);
        const result = await run(action.path, action.method, undefined, action.done);
        setBusy(false);
        if (result.ok) onClose();
      }}
    />
  );
}
