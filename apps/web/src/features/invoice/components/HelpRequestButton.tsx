import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isApiError } from '@daneshsara/api-client';
import type { InvoiceRow } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../notify/toast';
import { useInvoiceHelp } from '../api/useInvoices';
import { helpTicketTitle } from '../model';

/** «درخواست مساعدت»: a financial ticket about this invoice; finance may answer with instalments. */
export function HelpRequestButton({
  invoice,
  disabled,
}: {
  invoice: InvoiceRow;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const help = useInvoiceHelp(invoice.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setError('توضیح کوتاهی درباره شرایط خود بنویسید.');
      return;
    }
    help.mutate(
      { title: helpTicketTitle(invoice), body: body.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setBody('');
        },
        // The server's Persian words: the text's own problem under it, else the whole refusal.
        onError: (err) =>
          setError(isApiError(err) ? (err.fieldError('body') ?? err.message) : errorMessage(err)),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        startIcon={<SupportAgentOutlined />}
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
        sx={{ flex: 1, whiteSpace: 'nowrap' }}
      >
        درخواست مساعدت
      </Button>
      <Dialog
        open={open}
        onClose={help.isPending ? undefined : () => setOpen(false)}
        aria-labelledby="invoice-help-title"
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      >
        <DialogTitle id="invoice-help-title" sx={{ fontWeight: 700 }}>
          درخواست مساعدت
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ lineHeight: 1.9, mb: 2 }}>
            اگر پرداخت یکجای این صورت حساب برایتان دشوار است، شرایط خود را بنویسید. کارشناس مالی
            درخواست را بررسی می‌کند و پاسخ خود را، و در صورت امکان پیشنهاد پرداخت اقساطی، در صفحه
            درخواست مساعدت برای شما ثبت می‌کند.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            name="help_body"
            label="توضیحات"
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setError(undefined);
            }}
            multiline
            minRows={4}
            autoFocus
            disabled={help.isPending}
            placeholder="برای مثال: امکان پرداخت در سه قسط ماهانه را دارم."
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button color="inherit" onClick={() => setOpen(false)} disabled={help.isPending}>
            بازگشت
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={help.isPending}
            aria-busy={help.isPending}
            startIcon={help.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            ثبت درخواست
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
