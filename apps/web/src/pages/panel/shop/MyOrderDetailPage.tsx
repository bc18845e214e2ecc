import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  formatJalaliDateTime,
  ORDER_TYPE_LABELS,
  toPersianDigits,
  type BasketRow,
  type InvoiceStatus,
} from '@daneshsara/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { InvoiceStatusChip } from '../../../features/invoice/components/InvoiceStatusChip';
import { Amount } from '../../../features/payments/components/Amount';
import { ConfirmDialog } from '../../../features/payments/components/ConfirmDialog';
import { EmptyState } from '../../../kit/EmptyState';
import { InfoRows } from '../../../features/payments/components/InfoRows';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';
import { parseId } from '../../../features/payments/params';
import { moneyPaths } from '../../../features/payments/paths';
import { needsShipping } from '../../../features/shop/address';
import { useCancelOrder, useOrder } from '../../../features/shop/api';
import { BasketSummary } from '../../../features/shop/components/BasketSummary';
import { OrderItems } from '../../../features/shop/components/OrderItems';
import { OrderStatusChip } from '../../../features/shop/components/OrderStatusChip';
import { shopPaths } from '../../../features/shop/paths';

const BACK = { to: shopPaths.orders, label: 'سفارش‌های من' };

function NotFound() {
  return (
    <Card>
      <EmptyState
        icon={<ShoppingBagOutlined />}
        title="سفارش پیدا نشد"
        description="ممکن است نشانی اشتباه باشد یا این سفارش متعلق به حساب دیگری باشد."
        link={{ to: shopPaths.orders, label: 'سفارش‌های من' }}
      />
    </Card>
  );
}

/** /panel/my-orders/:id: the order's items, address, prices, progress and its invoice. */
export function MyOrderDetailPage() {
  const id = parseId(useParams().id);
  const { data: order, isPending, isError, error, refetch } = useOrder(id);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
      <PageHeader
        title={id ? `سفارش شماره ${toPersianDigits(id)}` : 'سفارش'}
        badge={order && <OrderStatusChip status={order.status} />}
        description={
          order?.order_time ? `ثبت شده در ${formatJalaliDateTime(order.order_time)}` : undefined
        }
        back={BACK}
      />
      {id === null || (isError && isApiError(error) && error.status === 404) ? (
        <NotFound />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !order ? (
        <Stack spacing={3} aria-busy="true" aria-label="در حال بارگذاری سفارش">
          <Skeleton variant="rounded" height={96} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 4fr' } }}>
            <Skeleton variant="rounded" height={300} />
            <Skeleton variant="rounded" height={300} />
          </Box>
        </Stack>
      ) : (
        <OrderDetail order={order} />
      )}
    </Box>
  );
}

function OrderDetail({ order }: { order: BasketRow }) {
  const shipping = needsShipping(order);
  const invoiceStatus = order.invoice_info?.status as InvoiceStatus | undefined;
  const awaiting = order.status === 'CLOSED' && invoiceStatus === 'PAYING';
  return (
    <Stack spacing={3}>
      <OrderProgress order={order} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(300px, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard
            id="order-items-title"
            title="کالاهای سفارش"
            description={
              order.order_type ? `سفارش ${ORDER_TYPE_LABELS[order.order_type]}` : undefined
            }
            icon={<ShoppingBagOutlined />}
          >
            <OrderItems order={order} />
          </SectionCard>
          {shipping && (
            <SectionCard
              id="order-address-title"
              title="نشانی تحویل"
              description="ارسال با پست پیشتاز"
              icon={<LocalShippingOutlined />}
            >
              <Typography sx={{ lineHeight: 2, fontWeight: 600 }} data-testid="order-address">
                {order.full_address ? toPersianDigits(order.full_address) : '—'}
              </Typography>
            </SectionCard>
          )}
        </Stack>
        <Stack spacing={3}>
          <BasketSummary totals={order} stage="checkout" title="مبلغ سفارش" />
          {order.invoice_info && (
            <SectionCard id="order-invoice-title" title="صورت حساب" icon={<ReceiptLongOutlined />}>
              <InfoRows
                columns={1}
                items={[
                  { label: 'شماره صورت حساب', value: toPersianDigits(order.invoice_info.id) },
                  { label: 'مبلغ', value: <Amount value={order.invoice_info.amount} /> },
                  {
                    label: 'وضعیت',
                    value: invoiceStatus ? <InvoiceStatusChip status={invoiceStatus} /> : '—',
                  },
                ]}
              />
              <Box sx={{ display: 'grid', gap: 1.25, mt: 2.5 }}>
                {awaiting && (
                  <Button
                    component={RouterLink}
                    to={shopPaths.payment(order.invoice_info.id)}
                    variant="contained"
                    startIcon={<LockOutlined />}
                  >
                    پرداخت سفارش
                  </Button>
                )}
                <Button
                  component={RouterLink}
                  to={moneyPaths.invoice(order.invoice_info.id)}
                  variant="outlined"
                  startIcon={<ReceiptLongOutlined />}
                >
                  مشاهده صورت حساب
                </Button>
                {awaiting && <CancelOrderButton order={order} />}
              </Box>
            </SectionCard>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

function CancelOrderButton({ order }: { order: BasketRow }) {
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} disabled={cancel.isPending}>
        لغو سفارش
      </Button>
      <ConfirmDialog
        open={open}
        title="لغو سفارش"
        message="با لغو، صورت حساب این سفارش هم لغو می‌شود و کالاها به فروشگاه بازمی‌گردند. آیا مطمئن هستید؟"
        confirmLabel="بله، لغو شود"
        danger
        pending={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => cancel.mutate(order.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** ثبت سفارش → پرداخت → ارسال (the last is «تحویل الکترونیکی» for files), or «لغو شده». */
function OrderProgress({ order }: { order: BasketRow }) {
  const shipping = needsShipping(order);
  const canceled = order.status === 'CANCELED';
  const reached = { OPEN: 0, CLOSED: 1, PAID: 2, SENT: 3, CANCELED: 1 }[order.status];
  const steps = ['ثبت سفارش', 'پرداخت', shipping ? 'ارسال' : 'تحویل الکترونیکی'];
  // A virtual order is delivered the moment it is paid.
  const done = (i: number) =>
    canceled ? i === 0 : i < reached || (!shipping && i === 2 && reached >= 2);
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        component="ol"
        aria-label="روند سفارش"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        }}
      >
        {steps.map((label, i) => {
          const ok = done(i);
          const failed = canceled && i === 1;
          return (
            <Box
              component="li"
              key={label}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                textAlign: 'center',
                '&:not(:last-of-type)::after': {
                  content: '""',
                  position: 'absolute',
                  top: 15,
                  insetInlineStart: 'calc(50% + 20px)',
                  insetInlineEnd: 'calc(-50% + 20px)',
                  height: 2,
                  bgcolor: done(i + 1) ? 'success.main' : '#ddd5c6',
                },
              }}
            >
              <Box
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: failed ? 'error.main' : ok ? 'success.main' : 'background.paper',
                  color: ok || failed ? '#fff' : 'text.secondary',
                  border: '2px solid',
                  borderColor: failed ? 'error.main' : ok ? 'success.main' : '#ddd5c6',
                  fontWeight: 800,
                  fontSize: '0.9rem',
                }}
              >
                {failed ? (
                  <CloseRounded fontSize="small" />
                ) : ok ? (
                  <CheckRounded fontSize="small" />
                ) : (
                  toPersianDigits(i + 1)
                )}
              </Box>
              <Typography
                sx={{ fontSize: { xs: '0.78rem', sm: '0.9rem' }, fontWeight: ok ? 700 : 500 }}
              >
                {failed ? 'لغو شد' : label}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
