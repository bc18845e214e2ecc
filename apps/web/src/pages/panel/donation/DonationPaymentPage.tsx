import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { LoadError } from '../../../kit/LoadError';
import { WalletPayment } from '../../../kit/WalletPayment';
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
  const [leaving, setLeaving] = useState(false);
  const cause = causeOfInvoice(invoice);
  const causeLink = cause ? donationPaths.cause(cause.category, cause.donation) : null;

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

  const onCancel = (close: () => void) => {
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        close();
        toast.success(answer?.detail || MoneyMessages.INVOICE_CANCELED);
        navigate(causeLink ?? donationPaths.landing, { replace: true });
      },
      onError: close,
    });
  };

  return (
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
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1.7 }}>
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
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1, pb: { xs: 2, sm: 3 } }}>
        <WalletPayment
          amountLabel="مبلغ کمک"
          amount={invoice.amount}
          inventory={inventory}
          plan={plan.kind === 'wallet' || plan.kind === 'deposit' ? plan : null}
          notice={<PlanNotice plan={plan} />}
          closedActions={<ClosedActions plan={plan} invoiceId={invoice.id} causeLink={causeLink} />}
          payLabel={payButtonLabel(plan) ?? undefined}
          paying={pay.isPending || deposit.isPending}
          redirecting={leaving}
          onPay={onPay}
          actions="row"
          cancel={{
            title: 'انصراف از کمک',
            message: DonationMessages.CANCEL_CONFIRM,
            confirmLabel: 'لغو صورتحساب',
            pending: cancel.isPending,
            onConfirm: onCancel,
          }}
        />
      </Box>
    </Card>
  );
}

/** What an invoice that cannot be paid any more offers: its receipt, or a new gift. */
function ClosedActions({
  plan,
  invoiceId,
  causeLink,
}: {
  plan: PaymentPlan;
  invoiceId: number;
  causeLink: string | null;
}) {
  if (plan.kind === 'paid') {
    return (
      <Button
        component={RouterLink}
        to={donationPaths.result(invoiceId, true)}
        variant="contained"
        size="large"
      >
        مشاهده رسید کمک
      </Button>
    );
  }
  if (plan.kind === 'canceled') {
    return (
      <Button
        component={RouterLink}
        to={causeLink ?? donationPaths.landing}
        variant="contained"
        color="secondary"
        size="large"
      >
        {causeLink ? 'کمک دوباره به این طرح' : 'طرح‌های نیکوکاری'}
      </Button>
    );
  }
  return null;
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
