import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  formatJalaliDateTime,
  MIN_DEPOSIT_AMOUNT,
  MoneyMessages,
  toPersianDigits,
  type BasketRow,
  type InvoiceRow,
} from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useInvoice, usePayInvoice } from '../../../features/invoice/api/useInvoices';
import { InvoiceStatusChip } from '../../../features/invoice/components/InvoiceStatusChip';
import { invoicePayPlan, isPayable } from '../../../features/invoice/model';
import { useGatewayDeposit } from '../../../features/payments/api/useMoney';
import { Amount } from '../../../features/payments/components/Amount';
import { ConfirmDialog } from '../../../features/payments/components/ConfirmDialog';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { SectionCard } from '../../../kit/SectionCard';
import { parseId } from '../../../features/payments/params';
import { moneyPaths } from '../../../features/payments/paths';
import { needsShipping } from '../../../features/shop/address';
import { useCancelOrder, useOrder, useRefreshShop } from '../../../features/shop/api';
import { BasketSummary } from '../../../features/shop/components/BasketSummary';
import { OrderItems } from '../../../features/shop/components/OrderItems';
import { shopPaths } from '../../../features/shop/paths';
import { CheckoutColumns, CheckoutFrame, CheckoutSkeleton } from './CheckoutParts';

/**
 * /panel/shop/payment-from-wallet?invoice= (step 4): the order's invoice against the wallet, paid
 * exactly like any invoice: from the wallet when it holds enough, otherwise the shortfall through
 * the bank first. «انصراف» cancels the order (its stock returns) and goes back to the shop.
 */
export function ShopPaymentPage() {
  const [search] = useSearchParams();
  const invoiceId = parseId(search.get('invoice'));
  const invoice = useInvoice(invoiceId);
  const order = useOrder(invoice.data?.item_id ?? null);

  let content: ReactNode;
  if (invoiceId === null || (isApiError(invoice.error) && invoice.error.status === 404)) {
    content = (
      <Card>
        <EmptyState
          icon={<ReceiptLongOutlined />}
          title="صورت حساب سفارش یافت نشد"
          description="سفارش‌های ثبت‌شده و صورت حساب آن‌ها را در بخش سفارش‌های من ببینید."
          link={{ to: shopPaths.orders, label: 'سفارش‌های من' }}
        />
      </Card>
    );
  } else if (invoice.error && !invoice.data) {
    content = <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />;
  } else if (!invoice.data || (invoice.data.item_id !== null && order.isPending)) {
    content = <CheckoutSkeleton />;
  } else {
    content = <PaymentColumns invoice={invoice.data} order={order.data ?? null} />;
  }

  return (
    <CheckoutFrame
      title="پرداخت سفارش"
      description="سفارش شما ثبت شد؛ با پرداخت صورت حساب، خرید قطعی می‌شود."
      step={3}
    >
      {content}
    </CheckoutFrame>
  );
}

function PaymentColumns({ invoice, order }: { invoice: InvoiceRow; order: BasketRow | null }) {
  return (
    <CheckoutColumns
      main={
        <>
          {isPayable(invoice.status) && (
            <Alert severity="warning" icon={<AccessTimeRounded />} sx={{ lineHeight: 1.9 }}>
              {invoice.expire_time && (
                <Box component="strong" sx={{ display: 'block' }}>
                  مهلت پرداخت: {formatJalaliDateTime(invoice.expire_time)}
                </Box>
              )}
              {MoneyMessages.INVOICE_AUTO_CANCEL}
            </Alert>
          )}
          {order && (
            <SectionCard
              id="pay-order-title"
              title={`سفارش شماره ${toPersianDigits(order.id)}`}
              description={`صورت حساب ${toPersianDigits(invoice.id)}`}
              icon={<ShoppingBagOutlined />}
              action={<InvoiceStatusChip status={invoice.status} />}
            >
              <OrderItems order={order} />
              {needsShipping(order) && order.full_address && (
                <Box
                  sx={{
                    mt: 2,
                    p: 1.5,
                    borderRadius: 2,
                    bgcolor: '#faf8f4',
                    display: 'flex',
                    gap: 1.25,
                    alignItems: 'flex-start',
                  }}
                >
                  <LocalShippingOutlined sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Typography sx={{ lineHeight: 1.9, fontSize: '0.92rem' }}>
                    {toPersianDigits(order.full_address)}
                  </Typography>
                </Box>
              )}
            </SectionCard>
          )}
          {order && <BasketSummary totals={order} stage="checkout" title="جزئیات مبلغ" />}
        </>
      }
      side={<PaymentCard invoice={invoice} order={order} />}
      sideFirst
    />
  );
}

function Line({
  label,
  children,
  strong,
  highlight,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  highlight?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        ...(highlight && { mx: -1.5, px: 1.5, borderRadius: 2, bgcolor: 'rgba(217,150,26,0.10)' }),
      }}
    >
      <Typography
        component="span"
        sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 500 }}
      >
        {label}
      </Typography>
      <Box sx={{ fontSize: strong ? '1.15rem' : '1rem', color: highlight ? '#8a5a00' : undefined }}>
        {children}
      </Box>
    </Box>
  );
}

function PaymentCard({ invoice, order }: { invoice: InvoiceRow; order: BasketRow | null }) {
  const navigate = useNavigate();
  const pay = usePayInvoice();
  const deposit = useGatewayDeposit();
  const cancel = useCancelOrder();
  const refreshShop = useRefreshShop();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const payable = isPayable(invoice.status);
  const plan = invoicePayPlan(invoice);
  // The bank takes no less than the smallest deposit; the rest stays in the wallet.
  const depositAmount = plan.kind === 'deposit' ? Math.max(plan.amount, MIN_DEPOSIT_AMOUNT) : 0;
  const busy = pay.isPending || deposit.busy || cancel.isPending;

  const onPay = () => {
    if (plan.kind === 'wallet') {
      pay.mutate(invoice.id, {
        onSuccess: () => {
          void refreshShop();
          navigate(shopPaths.result(invoice.id, true), { replace: true });
        },
      });
    } else {
      deposit.mutate({ amount: depositAmount, invoice: invoice.id });
    }
  };

  const onCancel = () => {
    if (!order) return;
    cancel.mutate(order.id, {
      onSuccess: () => {
        setConfirmCancel(false);
        navigate(shopPaths.shop, { replace: true });
      },
      onError: () => setConfirmCancel(false),
    });
  };

  return (
    <SectionCard
      id="shop-pay-title"
      title={payable ? 'پرداخت صورت حساب' : 'وضعیت پرداخت'}
      description={
        payable
          ? 'مبلغ از کیف پول شما برداشت می‌شود؛ اگر موجودی کافی نباشد، ابتدا کسری را از درگاه بانک می‌پردازید.'
          : undefined
      }
      icon={<PaymentsOutlined />}
    >
      <Box>
        <Line label="مبلغ سفارش" strong>
          <Amount value={invoice.amount} />
        </Line>
        {payable && (
          <Line
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                <AccountBalanceWalletOutlined sx={{ fontSize: 18, color: 'secondary.main' }} />
                موجودی کیف پول
              </Box>
            }
          >
            <Amount value={Math.max(0, invoice.wallet_inventory)} />
          </Line>
        )}
        {payable && plan.kind === 'deposit' && (
          <>
            <Divider sx={{ my: 0.5 }} />
            <Line label={MoneyMessages.NEEDS_DEPOSIT} highlight>
              <Amount value={depositAmount} />
            </Line>
          </>
        )}
      </Box>
      {payable ? (
        <Box sx={{ display: 'grid', gap: 1.25, mt: 2 }}>
          <Button
            variant="contained"
            color={plan.kind === 'wallet' ? 'primary' : 'secondary'}
            size="large"
            disabled={busy}
            aria-busy={pay.isPending || deposit.busy}
            onClick={onPay}
            startIcon={
              pay.isPending || deposit.busy ? (
                <CircularProgress size={18} color="inherit" />
              ) : plan.kind === 'wallet' ? (
                <AccountBalanceWalletOutlined />
              ) : (
                <LockOutlined />
              )
            }
            sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
          >
            {deposit.busy
              ? 'در حال انتقال به درگاه بانک…'
              : plan.kind === 'wallet'
                ? 'پرداخت از کیف پول'
                : MoneyMessages.DEPOSIT_AND_PAY}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            disabled={busy || !order}
            onClick={() => setConfirmCancel(true)}
            sx={{ minHeight: 48, borderColor: 'divider', color: 'text.secondary' }}
          >
            انصراف
          </Button>
          {plan.kind === 'deposit' && (
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
              پرداخت در درگاه امن بانکی انجام می‌شود و سپس به همین‌جا بازمی‌گردید.
            </Typography>
          )}
        </Box>
      ) : (
        <NotPayable invoice={invoice} order={order} />
      )}
      <ConfirmDialog
        open={confirmCancel}
        title="انصراف از خرید"
        message="با انصراف، این سفارش و صورت حساب آن لغو می‌شود و کالاها به فروشگاه بازمی‌گردند. آیا مطمئن هستید؟"
        confirmLabel="بله، سفارش لغو شود"
        danger
        pending={cancel.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={onCancel}
      />
    </SectionCard>
  );
}

function NotPayable({ invoice, order }: { invoice: InvoiceRow; order: BasketRow | null }) {
  const paid = invoice.status === 'PAID_FULL' || invoice.status === 'PAID_IN_INSTALMENT';
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <Alert severity={paid ? 'success' : 'info'}>
        {paid
          ? MoneyMessages.INVOICE_ALREADY_PAID
          : invoice.status === 'CANCELED'
            ? 'این سفارش لغو شده است و پرداخت آن ممکن نیست.'
            : MoneyMessages.WALLET_PAY_ONLY_WHEN_PAYING}
      </Alert>
      {order && (
        <Button component={RouterLink} to={shopPaths.order(order.id)} variant="contained">
          مشاهده سفارش
        </Button>
      )}
      <Button component={RouterLink} to={moneyPaths.invoice(invoice.id)} variant="outlined">
        مشاهده صورت حساب
      </Button>
    </Box>
  );
}
