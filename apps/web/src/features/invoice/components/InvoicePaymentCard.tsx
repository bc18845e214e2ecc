import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { MoneyMessages, type InvoiceRow } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { useGatewayDeposit } from '../../payments/api/useMoney';
import { Amount } from '../../payments/components/Amount';
import { ConfirmDialog } from '../../payments/components/ConfirmDialog';
import { SectionCard } from '../../../kit/SectionCard';
import { useCancelInvoice, usePayInvoice } from '../api/useInvoices';
import { invoicePayPlan, isPayable, paidInstalments } from '../model';
import { HelpRequestButton } from './HelpRequestButton';
import { HelpTicketLink } from './HelpTicketLink';

function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
      }}
    >
      <Typography
        sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Box sx={{ fontSize: strong ? '1.1rem' : '1rem' }}>{children}</Box>
    </Box>
  );
}

/**
 * ENDPOINTS.md 4.1 step 6: the invoice against the wallet. Enough in the wallet → pay from it;
 * short → deposit the difference through the bank, which pays the invoice on return.
 */
export function InvoicePaymentCard({ invoice }: { invoice: InvoiceRow }) {
  const pay = usePayInvoice();
  const cancel = useCancelInvoice();
  const deposit = useGatewayDeposit();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const payable = isPayable(invoice.status);
  const plan = invoicePayPlan(invoice);
  const busy = pay.isPending || deposit.busy || cancel.isPending;
  const paid = paidInstalments(invoice.instalments_info);

  return (
    <SectionCard
      id="invoice-payment-title"
      title={payable ? 'پرداخت صورت حساب' : 'وضعیت پرداخت'}
      description={
        payable
          ? 'مبلغ از کیف پول شما برداشت می‌شود؛ اگر موجودی کافی نباشد، ابتدا کسری را از درگاه بانک می‌پردازید.'
          : 'این صورت حساب به صورت اقساطی پرداخت می‌شود.'
      }
      icon={<PaymentsOutlined />}
    >
      <Box sx={{ mb: 2 }}>
        <Line label="مبلغ صورت حساب">
          <Amount value={invoice.amount} />
        </Line>
        <Line label="موجودی کیف پول">
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <AccountBalanceWalletOutlined sx={{ fontSize: 18, color: 'secondary.main' }} />
            <Amount value={invoice.wallet_inventory} />
          </Box>
        </Line>
        {!payable && invoice.instalments_info.length > 0 && (
          <Line label="پرداخت شده از اقساط">
            <Amount value={paid.amount} />
          </Line>
        )}
        {payable && plan.kind === 'deposit' && (
          <>
            <Divider sx={{ my: 1 }} />
            <Line label={MoneyMessages.NEEDS_DEPOSIT} strong>
              <Amount value={plan.amount} sx={{ color: 'error.main' }} />
            </Line>
          </>
        )}
      </Box>
      {payable && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {plan.kind === 'wallet' ? (
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              aria-busy={pay.isPending}
              startIcon={
                pay.isPending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <AccountBalanceWalletOutlined />
                )
              }
              onClick={() => pay.mutate(invoice.id)}
            >
              پرداخت از کیف پول
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              aria-busy={deposit.busy}
              startIcon={
                deposit.busy ? <CircularProgress size={18} color="inherit" /> : <LockOutlined />
              }
              onClick={() => deposit.mutate({ amount: plan.amount, invoice: invoice.id })}
            >
              {deposit.busy ? 'در حال انتقال به درگاه بانک…' : MoneyMessages.DEPOSIT_AND_PAY}
            </Button>
          )}
          {invoice.ticket !== null && (
            <Alert severity="info" sx={{ lineHeight: 1.9 }}>
              درخواست مساعدت شما ثبت شده است؛ پاسخ کارشناس مالی در صفحه درخواست می‌آید.
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap' }}>
            {invoice.ticket === null ? (
              <HelpRequestButton invoice={invoice} disabled={busy} />
            ) : (
              <HelpTicketLink ticket={invoice.ticket} grow />
            )}
            <Button
              color="error"
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
              sx={{ px: 2.5 }}
            >
              انصراف
            </Button>
          </Box>
        </Box>
      )}
      {!payable && invoice.ticket !== null && <HelpTicketLink ticket={invoice.ticket} fullWidth />}
      <ConfirmDialog
        open={confirmCancel}
        title="انصراف از خرید"
        message="با انصراف، این صورت حساب لغو می‌شود و دیگر قابل پرداخت نیست. آیا مطمئن هستید؟"
        confirmLabel="بله، لغو شود"
        danger
        pending={cancel.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => cancel.mutate(invoice.id, { onSettled: () => setConfirmCancel(false) })}
      />
    </SectionCard>
  );
}
