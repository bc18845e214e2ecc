import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { ActionDialog, type ActionDialogProps } from '../../../inputs/ActionDialog';
import { TextButton } from './TextButton';
import { useLmaCall } from './useLmaCall';

interface ButtonLook {
  /** i18n key */
  label: string;
  icon: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}

/** Omit on each member of a union (ActionDialog takes onSubmit or action). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** ActionDialog's props less the open state, which the button keeps. */
type DialogProps = OmitEach<ActionDialogProps, 'open' | 'onClose'>;

/** The button that opens a dialog; a click on it is not the row's. */
function OpenButton({ look, onOpen }: { look: ButtonLook; onOpen: () => void }) {
  return (
    <TextButton
      {...look}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
    />
  );
}

/**
 * A button that opens a small form in a dialog (ActionDialog): a note on a hand-in, a member's
 * drop, a learner's attendance...
 */
export function DialogButton({ label, icon, color, variant, ...dialog }: ButtonLook & DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenButton look={{ label, icon, color, variant }} onOpen={() => setOpen(true)} />
      <ActionDialog {...(dialog as ActionDialogProps)} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * A record's form in a dialog, saved with «ذخیره»: with `create` (its label), «افزودن …» over a
 * list (contained, with a +); without it, «ویرایش» on a row.
 */
export function FormDialogButton({
  create,
  submitLabel = 'ra.action.save',
  ...dialog
}: { create?: string; submitLabel?: string } & OmitEach<DialogProps, 'submitLabel'>) {
  return (
    <DialogButton
      label={create ?? 'ra.action.edit'}
      variant={create ? 'contained' : 'text'}
      icon={create ? <AddOutlinedIcon /> : <EditOutlinedIcon />}
      {...(dialog as DialogProps)}
      submitLabel={submitLabel}
    />
  );
}

/**
 * A button asking «مطمئن هستید؟» before its call (delete, remove, verify); the dialog stays open
 * with the toast when the call fails.
 */
export function ConfirmButton({
  label,
  icon,
  color = 'primary',
  variant,
  title,
  content,
  confirm,
  translateOptions,
  onConfirm,
}: ButtonLook & {
  /** i18n keys */
  title: string;
  content: string;
  confirm?: string;
  translateOptions?: Record<string, unknown>;
  /** Resolves true when done (the dialog closes). */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <OpenButton look={{ label, icon, color, variant }} onOpen={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={confirm ?? label}
        translateOptions={translateOptions}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        onConfirm={async () => {
          setBusy(true);
          const done = await onConfirm();
          setBusy(false);
          if (done) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** «حذف» on a row: DELETE `path` once confirmed (the API's refusal, e.g. a 409, is the toast). */
export function DeleteRowButton({
  path,
  done,
  onDone,
  ...texts
}: {
  path: string;
  /** i18n keys: the confirmation's title and content, and the success toast */
  title: string;
  content: string;
  done: string;
  translateOptions?: Record<string, unknown>;
  /** After the row is gone (e.g. leave its page). */
  onDone?: () => void;
}) {
  const { call } = useLmaCall();
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteOutlineOutlinedIcon />}
      color="error"
      {...texts}
      onConfirm={async () => {
        const result = await call(path, 'DELETE', undefined, done);
        if (result.ok) onDone?.();
        return result.ok;
      }}
    />
  );
}

/** «خروجی اکسل» of the learning screens: the console's one export button. */
export { ExportButton } from '../../../components/export/ExportButton';
