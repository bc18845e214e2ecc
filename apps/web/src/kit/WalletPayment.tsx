import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatRial, MoneyMessages } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ResultLine } from './PaymentResult';

/**
 * How an invoice is paid now: from the wallet, or through the bank first when the wallet is short
 * (`depositAmount` is what the bank takes, never less than the smallest deposit).
 */
export type WalletPlan = { kind: 'wallet' } | { kind: 'deposit'; depositAmount: number };

interface WalletPaymentCancel {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Runs on «yes»; call `close` when the call has settled. */
  onConfirm: (close: () => void) => void;
}

interface WalletPaymentProps {
  /** «مبلغ کمک», «مبلغ سفارش», … */
  amountLabel: string;
  amount: number;
  /** The wallet's balance (a negative balance shows as zero). */
  inventory: number;
  /** `null` when the invoice cannot be paid now (paid, cancelled, being verified, …). */
  plan: WalletPlan | null;
  /** Above the buttons: what the person should know about this plan or state. */
  notice?: ReactNode;
  /** In place of the buttons when there is no plan: links to the receipt, the order, … */
  closedActions?: ReactNode;
  /** The pay button's words; by default the plan's own. */
  payLabel?: string;
  /** A pay or deposit call is under way. */
  paying: boolean;
  /** The bank's page is opening. */
  redirecting: boolean;
  onPay: () => void;
  cancel: WalletPaymentCancel;
  /** `row`: pay and «انصراف» side by side from a small tablet up (a wide card). */
  actions?: 'row' | 'column';
}

/** The lock and a word on the bank's page, under a button that leads there. */
export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <Typography
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.8rem',
        textAlign: 'center',
        lineHeight: 1.8,
      }}
    >
      <LockOutlined sx={{ fontSize: 16 }} />
      {children}
    </Typography>
  );
}

/**
 * ENDPOINTS.md 4.1 step 6, the «payment-from-wallet» step of a donation or an order: the amount
 * against the wallet, then one button that pays from the wallet or tops it up through the bank
 * (which pays the invoice on return), and «انصراف» behind a question. The page frames it.
 */
export function WalletPayment({
  amountLabel,
  amount,
  inventory,
  plan,
  notice,
  closedActions,
  payLabel,
  paying,
  redirecting,
  onPay,
  cancel,
  actions = 'column',
}: WalletPaymentProps) {
  const [confirm, setConfirm] = useState(false);
  const busy = paying || redirecting || cancel.pending;
  const pending = paying || redirecting;
  const label =
    payLabel ?? (plan?.kind === 'wallet' ? 'پرداخت از کیف پول' : MoneyMessages.DEPOSIT_AND_PAY);

  return (
    <Box data-kit="WalletPayment">
      <Box component="dl" sx={{ m: 0 }}>
        <ResultLine label={amountLabel} value={formatRial(amount)} strong last={!plan} />
        {plan && (
          <ResultLine
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                <AccountBalanceWalletOutlined sx={{ fontSize: 20, color: 'secondary.main' }} />
                موجودی کیف پول
              </Box>
            }
            value={formatRial(Math.max(0, inventory))}
            last={plan.kind === 'wallet'}
          />
        )}
        {plan?.kind === 'deposit' && (
          <ResultLine
            label={MoneyMessages.NEEDS_DEPOSIT}
            value={formatRial(plan.depositAmount)}
            highlight
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {notice}
        {plan ? (
          <Box
            sx={{
              display: 'flex',
              flexDirection: actions === 'row' ? { xs: 'column', sm: 'row' } : 'column',
              gap: 1.5,
            }}
          >
            <Button
              variant="contained"
              color={plan.kind === 'wallet' ? 'primary' : 'secondary'}
              size="large"
              onClick={onPay}
              disabled={busy}
              aria-busy={pending}
              startIcon={
                pending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : plan.kind === 'wallet' ? (
                  <AccountBalanceWalletOutlined />
                ) : (
                  <LockOutlined />
                )
              }
              sx={{ flex: 1, minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
            >
              {redirecting ? 'در حال انتقال به درگاه بانک…' : label}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              onClick={() => setConfirm(true)}
              disabled={busy || cancel.disabled}
              sx={{ minHeight: 52, minWidth: 120, borderColor: 'divider', color: 'text.secondary' }}
            >
              انصراف
            </Button>
          </Box>
        ) : (
          closedActions
        )}
        {plan?.kind === 'deposit' && (
          <SecureNote>
            پرداخت از طریق درگاه امن بانکی انجام می‌شود و پس از آن به همین‌جا بازمی‌گردید.
          </SecureNote>
        )}
      </Box>
      <ConfirmDialog
        open={confirm}
        title={cancel.title}
        message={cancel.message}
        confirmLabel={cancel.confirmLabel}
        danger
        pending={cancel.pending}
        onClose={() => setConfirm(false)}
        onConfirm={() => cancel.onConfirm(() => setConfirm(false))}
      />
    </Box>
  );
}
