import { formatRial, toPersianDigits, type PaymentRow } from '@daneshsara/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import {
  Button,
  FileField,
  FileInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionDialog } from '../../inputs/ActionDialog';
import { groupIban } from '../../inputs/LtrFields';
import { paymentActionPath } from './api';
import {
  confirmWithdrawBody,
  isPendingWithdrawRequest,
  rejectWithdrawBody,
  validateConfirmWithdraw,
  validateRejectWithdraw,
  type ConfirmWithdrawValues,
  type RejectWithdrawValues,
} from './withdraw';

function useSummary(record: PaymentRow) {
  const translate = useTranslate();
  return translate('app.payments.request_summary', {
    amount: formatRial(record.amount),
    owner: record.wallet_info?.owner_info?.full_name ?? '',
    iban: record.IBAN
      ? `\u2066${toPersianDigits(groupIban(record.IBAN)).replace(/ /g, '\u00a0')}\u2069`
      : translate('app.empty'),
  });
}

/** «تایید و واریز»: the money was sent; upload the bank receipt (multipart confirm_withdraw). */
export function ConfirmWithdrawButton() {
  const record = useRecordContext<PaymentRow>();
  const [open, setOpen] = useState(false);
  if (!record || !isPendingWithdrawRequest(record)) return null;
  return (
    <>
      <Button label="app.payments.confirm.action" onClick={() => setOpen(true)} color="success">
        <CheckCircleOutlineIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.payments.confirm.title"
        submitLabel="app.payments.confirm.submit"
        submitColor="success"
        defaultValues={{ receipt: null, description: '' }}
        validate={(values) => validateConfirmWithdraw(values as ConfirmWithdrawValues)}
        action={{
          path: paymentActionPath(record.id, 'confirm_withdraw'),
          method: 'PUT',
          body: (values) => confirmWithdrawBody(values as ConfirmWithdrawValues),
          done: 'app.payments.confirm.done',
        }}
      >
        <Summary record={record} severity="info" />
        <FileInput
          source="receipt"
          label="app.payments.confirm.receipt"
          accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp'], 'application/pdf': ['.pdf'] }}
          helperText="app.payments.confirm.receipt_help"
        >
          <FileField source="src" title="title" target="_blank" />
        </FileInput>
        <TextInput
          source="description"
          label="app.payments.confirm.description"
          multiline
          minRows={2}
          fullWidth
        />
      </ActionDialog>
    </>
  );
}

function Summary({ record, severity }: { record: PaymentRow; severity: 'info' | 'warning' }) {
  const text = useSummary(record);
  return (
    <Alert severity={severity} sx={{ mb: 1, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
      {text}
    </Alert>
  );
}

/** «رد درخواست»: the held amount goes back to the wallet; the learner reads the reason. */
export function RejectWithdrawButton() {
  const record = useRecordContext<PaymentRow>();
  const [open, setOpen] = useState(false);
  if (!record || !isPendingWithdrawRequest(record)) return null;
  return (
    <>
      <Button label="app.payments.reject.action" onClick={() => setOpen(true)} color="error">
        <DoNotDisturbAltOutlinedIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.payments.reject.title"
        submitLabel="app.payments.reject.submit"
        submitColor="error"
        defaultValues={{ description: '' }}
        validate={(values) => validateRejectWithdraw(values as RejectWithdrawValues)}
        action={{
          path: paymentActionPath(record.id, 'reject_withdraw'),
          method: 'PUT',
          body: (values) => rejectWithdrawBody(values as RejectWithdrawValues),
          done: 'app.payments.reject.done',
        }}
      >
        <Summary record={record} severity="warning" />
        <TextInput
          source="description"
          label="app.payments.reject.description"
          multiline
          minRows={3}
          fullWidth
        />
      </ActionDialog>
    </>
  );
}
