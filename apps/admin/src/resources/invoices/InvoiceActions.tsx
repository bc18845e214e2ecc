import {
  formatJalaliDate,
  formatRial,
  PAID_INVOICE_STATUSES,
  toPersianDigits,
  type InvoiceRow,
} from '@daneshsara/domain';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, FormDataConsumer, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ActionConfirm, ActionDialog } from '../../inputs/ActionDialog';
import { IntegerInput } from '../../inputs/IntegerInput';
import { JalaliDateInput } from '../../inputs/JalaliDateInput';
import { RialInput } from '../../inputs/RialInput';
import { dateToIso } from '../../inputs/isoDate';
import { INSTALMENT_OFFERS_PATH, invoiceActionPath, REFUND_PATH } from './api';
import {
  instalmentSchedule,
  remainingOf,
  toInstalmentOfferPayload,
  toRefundPayload,
  validateInstalmentOffer,
  validateRefund,
  type InstalmentOfferValues,
  type RefundValues,
} from './instalmentOffer';

/** An invoice can be refunded once something was paid towards it. */
export function canRefund(
  invoice: Pick<InvoiceRow, 'status' | 'paid_amount'> | undefined,
): boolean {
  if (!invoice) return false;
  const paidStatus =
    PAID_INVOICE_STATUSES.includes(invoice.status) || invoice.status === 'PAYING_IN_INSTALMENT';
  return paidStatus && (invoice.paid_amount ?? 0) > 0;
}

function SchedulePreview({ values }: { values: InstalmentOfferValues }) {
  const translate = useTranslate();
  const schedule = instalmentSchedule(values);
  if (!schedule.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('app.invoices.offer.preview')}
      </Typography>
      <Box
        sx={{
          maxHeight: 220,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.invoices.offer.row')}</TableCell>
              <TableCell>{translate('app.invoices.instalment.due_date')}</TableCell>
              <TableCell>{translate('app.invoices.instalment.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.map((s) => (
              <TableRow key={s.index}>
                <TableCell>{toPersianDigits(s.index)}</TableCell>
                <TableCell>{formatJalaliDate(s.due)}</TableCell>
                <TableCell>{formatRial(s.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** «ایجاد پیشنهاد اقساط»: POST accounting/instalment_offers for an invoice still PAYING. */
export function OfferInstalmentsButton() {
  const record = useRecordContext<InvoiceRow>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'PAYING') return null;
  const remaining = remainingOf(record);
  const inMonth = new Date();
  inMonth.setDate(inMonth.getDate() + 30);
  return (
    <>
      <Button label="app.invoices.offer.action" onClick={() => setOpen(true)}>
        <CalendarMonthOutlinedIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.invoices.offer.title"
        submitLabel="app.invoices.offer.submit"
        defaultValues={{
          amount: remaining,
          count: 3,
          due_date_interval: 30,
          starting_date: dateToIso(inMonth),
          description: '',
        }}
        validate={(values) => validateInstalmentOffer(values as InstalmentOfferValues, record)}
        action={{
          path: INSTALMENT_OFFERS_PATH,
          method: 'POST',
          body: (values) => toInstalmentOfferPayload(values as InstalmentOfferValues, record.id),
          done: 'app.invoices.offer.done',
        }}
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.invoices.offer.help', { remaining: formatRial(remaining) })}
        </Alert>
        <RialInput source="amount" label="app.invoices.offer.amount" />
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          <IntegerInput source="count" label="app.invoices.offer.count" fullWidth />
          <IntegerInput
            source="due_date_interval"
            label="app.invoices.offer.due_date_interval"
            helperText="app.invoices.offer.interval_help"
            fullWidth
          />
        </Box>
        <JalaliDateInput source="starting_date" label="app.invoices.offer.starting_date" />
        <TextInput
          source="description"
          label="app.invoices.offer.description"
          multiline
          minRows={2}
          fullWidth
        />
        <FormDataConsumer>
          {({ formData }) => <SchedulePreview values={formData as InstalmentOfferValues} />}
        </FormDataConsumer>
      </ActionDialog>
    </>
  );
}

/** «بازگشت وجه»: POST accounting/payments/refund_by_amount into the owner's wallet. */
export function RefundButton() {
  const record = useRecordContext<InvoiceRow>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!canRefund(record) || !record) return null;
  return (
    <>
      <Button label="app.invoices.refund.action" onClick={() => setOpen(true)}>
        <UndoOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.invoices.refund.title"
        submitLabel="app.invoices.refund.submit"
        defaultValues={{ amount: record.paid_amount, description: '' }}
        validate={(values) => validateRefund(values as RefundValues, record)}
        action={{
          path: REFUND_PATH,
          method: 'POST',
          body: (values) => toRefundPayload(values as RefundValues, record.id),
          done: 'app.invoices.refund.done',
        }}
      >
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.invoices.refund.help', {
            paid: formatRial(record.paid_amount),
            owner: record.owner_info?.full_name ?? '',
          })}
        </Alert>
        <RialInput source="amount" label="app.invoices.refund.amount" />
        <TextInput
          source="description"
          label="app.invoices.refund.description"
          multiline
          minRows={2}
          fullWidth
        />
      </ActionDialog>
    </>
  );
}

/** «لغو»: PUT accounting/invoices/{id}/cancel while it is still PAYING, after a confirmation. */
export function CancelInvoiceButton() {
  const record = useRecordContext<InvoiceRow>();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'PAYING') return null;
  return (
    <>
      <Button label="app.invoices.cancel.action" onClick={() => setOpen(true)} color="error">
        <BlockOutlinedIcon />
      </Button>
      <ActionConfirm
        isOpen={open}
        onClose={() => setOpen(false)}
        title="app.invoices.cancel.title"
        content="app.invoices.cancel.content"
        translateOptions={{ title: record.title }}
        confirm="app.invoices.cancel.submit"
        action={{
          path: invoiceActionPath(record.id, 'cancel'),
          method: 'PUT',
          done: 'app.invoices.cancel.done',
        }}
      />
    </>
  );
}
