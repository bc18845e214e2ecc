import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  formatJalaliDateTime,
  formatRial,
  MIN_DEPOSIT_AMOUNT,
  MoneyMessages,
  type InvoiceRow,
} from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import {
  useCancelInvoice,
  useDepositForInvoice,
  useInvoice,
  useMyWallet,
  usePayInvoice,
} from '../../../features/donation/api';
import { EmptyState } from '../../../kit/EmptyState';
import { InvoiceStatusChip } from '../../../features/invoice/components/InvoiceStatusChip';
import { LoadError } from '../../../features/payments/components/LoadError';
import {
  causeOfInvoice,
  DonationMessages,
  faText,
  idParam,
  payButtonLabel,
  planPayment,
  type PaymentPlan,
} from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';
import { toast } from '../../../features/notify/toast';

/** /panel/donation/payment-from-wallet?invoice=: pay a donation invoice from the wallet or bank. */
export function DonationPaymentPage() {
  const [search] = useSearchParams();
  const invoiceId = idParam(search.get('invoice'));
  const invoice = useInvoice(invoiceId);
  const wallet = useMyWallet();

  let content: ReactNode;
  if (invoiceId === null || (isApiError(invoice.error) && invoice.error.status === 404)) {
    content = (
      <EmptyState
        framed
        icon={<ReceiptLongOutlined />}
        title="صورتحساب یافت نشد."
        description="برای کمک به یکی از طرح‌ها، طرح را انتخاب کنید و مبلغ کمک را ثبت کنید."
        action={
          <Button component={RouterLink} to={donationPaths.landing} variant="contained">
            طرح‌های نیکوکاری
          </Button>
        }
      />
    );
  } else if (invoice.error && !invoice.data) {
    content = <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />;
  } else if (!invoice.data || wallet.isPending) {
    content = <PaymentSkeleton />;
  } else {
    // The wallet list is the source of the balance; the invoice carries it too, as a fallback.
    const inventory = wallet.data?.inventory ?? invoice.data.wallet_inventory ?? 0;
    content = <PaymentCard invoice={invoice.data} inventory={inventory} />;
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="پرداخت کمک نیکوکارانه" />
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.75rem' } }}
      >
        پرداخت کمک نیکوکارانه
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3, lineHeight: 1.9 }}>
        کمک شما پس از پرداخت به نام شما برای این طرح ثبت می‌شود.
      </Typography>
      {content}
    </Box>
  );
}

function PaymentCard({ invoice, inventory }: { invoice: InvoiceRow; inventory: number }) {
  const navigate = useNavigate();
  const plan = planPayment(invoice, inventory);
  const pay = usePayInvoice(invoice.id);
  const deposit = useDepositForInvoice(invoice.id);
  const cancel = useCancelInvoice(invoice.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const cause = causeOfInvoice(invoice);
  const causeLink = cause ? donationPaths.cause(cause.category, cause.donation) : null;
  const busy = pay.isPending || deposit.isPending || cancel.isPending || leaving;

  const onPay = () => {
    if (plan.kind === 'wallet') {
      pay.mutate(undefined, {
        onSuccess: (answer) => {
          toast.success(answer?.detail || MoneyMessages.INVOICE_PAID);
          navigate(donationPaths.result(invoice.id, true), { replace: true });
        },
      });
    } else if (plan.kind === 'deposit') {
      deposit.mutate(plan.depositAmount, {
        onSuccess: ({ url }) => {
          // The bank's page; its callback brings the browser back to the result page.
          setLeaving(true);
          window.location.assign(url);
        },
      });
    }
  };

  const onCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmCancel(false);
        toast.success(answer?.detail || MoneyMessages.INVOICE_CANCELED);
        navigate(causeLink ?? donationPaths.landing, {
          replace: true,
        });
      },
      onError: () => setConfirmCancel(false),
    });
  };

  const label = payButtonLabel(plan);
  const payable = plan.kind === 'wallet' || plan.kind === 'deposit';
  return (
    <>
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            p: { xs: 2, sm: 3 },
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            background: 'linear-gradient(180deg, #fbefd9 0%, rgba(251,239,217,0.3) 100%)',
          }}
        >
          <Box
            sx={{
              width: 52,
              height: 52,
              flexShrink: 0,
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.paper',
              color: '#c9574a',
            }}
          >
            <FavoriteRounded />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              component="h2"
              sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1.7 }}
            >
              {faText(invoice.title)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <InvoiceStatusChip status={invoice.status} />
              <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
                {formatJalaliDateTime(invoice.creation_time)}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0, px: { xs: 2, sm: 3 }, py: 1 }}>
          <Row label="مبلغ کمک" value={formatRial(invoice.amount)} strong />
          {payable && (
            <Row
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
            />
          )}
          {plan.kind === 'deposit' && (
            <Row
              label={MoneyMessages.NEEDS_DEPOSIT}
              value={formatRial(plan.depositAmount)}
              highlight
            />
          )}
        </Box>
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <PlanNotice plan={plan} />
          {plan.kind === 'paid' && (
            <Button
              component={RouterLink}
              to={donationPaths.result(invoice.id, true)}
              variant="contained"
              size="large"
            >
              مشاهده رسید کمک
            </Button>
          )}
          {plan.kind === 'canceled' && (
            <Button
              component={RouterLink}
              to={causeLink ?? donationPaths.landing}
              variant="contained"
              color="secondary"
              size="large"
            >
              {causeLink ? 'کمک دوباره به این طرح' : 'طرح‌های نیکوکاری'}
            </Button>
          )}
          {label && (
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
              }}
            >
              <Button
                variant="contained"
                color={plan.kind === 'wallet' ? 'primary' : 'secondary'}
                size="large"
                onClick={onPay}
                disabled={busy}
                aria-busy={pay.isPending || deposit.isPending || leaving}
                startIcon={
                  pay.isPending || deposit.isPending || leaving ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : plan.kind === 'wallet' ? (
                    <AccountBalanceWalletOutlined />
                  ) : (
                    <LockOutlined />
                  )
                }
                sx={{ flex: 1, minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
              >
                {leaving ? 'در حال انتقال به درگاه بانک…' : label}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                onClick={() => setConfirmCancel(true)}
                disabled={busy}
                sx={{
                  minHeight: 52,
                  minWidth: 120,
                  borderColor: 'divider',
                  color: 'text.secondary',
                }}
              >
                انصراف
              </Button>
            </Box>
          )}
        </Box>
      </Card>
      {plan.kind === 'deposit' && (
        <Typography
          sx={{
            mt: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontSize: '0.85rem',
            textAlign: 'center',
          }}
        >
          <LockOutlined sx={{ fontSize: 16 }} />
          پرداخت از طریق درگاه امن بانکی انجام می‌شود و پس از آن به همین‌جا بازمی‌گردید.
        </Typography>
      )}
      <Dialog
        open={confirmCancel}
        onClose={() => !cancel.isPending && setConfirmCancel(false)}
        aria-labelledby="cancel-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="cancel-title" sx={{ fontWeight: 800 }}>
          انصراف از کمک
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ lineHeight: 1.9 }}>{DonationMessages.CANCEL_CONFIRM}</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={() => setConfirmCancel(false)} disabled={cancel.isPending}>
            بازگشت
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={onCancel}
            disabled={cancel.isPending}
            startIcon={
              cancel.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            لغو صورتحساب
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function PlanNotice({ plan }: { plan: PaymentPlan }) {
  switch (plan.kind) {
    case 'wallet':
      return <Alert severity="info">{DonationMessages.AUTO_CANCEL}</Alert>;
    case 'deposit':
      return (
        <Alert severity="warning">
          موجودی کیف پول شما برای این کمک کافی نیست. با افزایش موجودی از درگاه بانکی، کمک شما
          بلافاصله پرداخت می‌شود.
          {plan.depositAmount > plan.shortfall &&
            ` کمترین مبلغ افزایش موجودی ${formatRial(MIN_DEPOSIT_AMOUNT)} است و مابقی در کیف پول شما می‌ماند.`}
        </Alert>
      );
    case 'paid':
      return <Alert severity="success">{MoneyMessages.INVOICE_ALREADY_PAID}</Alert>;
    case 'canceled':
      return <Alert severity="info">این صورتحساب لغو شده است و پرداخت آن ممکن نیست.</Alert>;
    case 'verifying':
      return (
        <Alert severity="info">
          پرداخت شما در حال تایید است. نتیجه به زودی در همین صفحه نمایش داده می‌شود.
        </Alert>
      );
    default:
      return <Alert severity="warning">{MoneyMessages.WALLET_PAY_ONLY_WHEN_PAYING}</Alert>;
  }
}

function Row({
  label,
  value,
  strong = false,
  highlight = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  highlight?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        ...(highlight && {
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          bgcolor: 'rgba(217,150,26,0.10)',
        }),
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: strong || highlight ? 800 : 600,
          fontSize: strong ? '1.15rem' : '1rem',
          color: highlight ? '#8a5a00' : 'text.primary',
          textAlign: 'end',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function PaymentSkeleton() {
  return (
    <Card sx={{ p: 3 }} aria-busy aria-label="کمی صبر کنید ...">
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="rounded" width={52} height={52} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" height={30} />
          <Skeleton width="35%" />
        </Box>
      </Box>
      <Skeleton height={48} sx={{ mt: 2 }} />
      <Skeleton height={48} />
      <Skeleton variant="rounded" height={52} sx={{ mt: 2 }} />
    </Card>
  );
}
