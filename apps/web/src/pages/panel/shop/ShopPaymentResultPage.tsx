import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  formatNumber,
  formatRial,
  MoneyMessages,
  PAID_INVOICE_STATUSES,
  toPersianDigits,
} from '@daneshsara/domain';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { useInvoice } from '../../../features/invoice/api/useInvoices';
import { toast } from '../../../features/notify/toast';
import { useRefreshMoney } from '../../../features/payments/api/useMoney';
import { parseId } from '../../../features/payments/params';
import { needsShipping } from '../../../features/shop/address';
import { useOrder, useRefreshShop } from '../../../features/shop/api';
import { OrderStatusChip } from '../../../features/shop/components/OrderStatusChip';
import { shopPaths } from '../../../features/shop/paths';
import { readGatewayResult } from '../../../features/wallet/model';

/**
 * /panel/shop/payment-result?status=&code=&invoice=: where the bank (or a wallet payment) brings
 * the buyer: the outcome, the tracking code, the order in short and where to follow it.
 */
export function ShopPaymentResultPage() {
  const [search] = useSearchParams();
  const result = readGatewayResult(search) ?? { success: false, code: null };
  const invoiceId = parseId(search.get('invoice'));
  const invoice = useInvoice(invoiceId);
  const inv = invoice.data;
  const order = useOrder(inv?.item_id ?? null);
  const refreshMoney = useRefreshMoney();
  const refreshShop = useRefreshShop();

  // The bank just moved money: the balance, the invoice and the order are out of date.
  useEffect(() => {
    void refreshMoney();
    void refreshShop();
  }, [refreshMoney, refreshShop]);

  // Back from the bank with the money in the wallet, yet the invoice still waits to be paid.
  const stillPaying = result.success && inv?.status === 'PAYING';
  const ok = result.success && !stillPaying;
  const paid = inv ? PAID_INVOICE_STATUSES.includes(inv.status) : result.success;
  const o = order.data;

  const copy = () => {
    if (!result.code) return;
    void navigator.clipboard?.writeText(result.code).then(
      () => toast.success('کد پیگیری کپی شد.'),
      () => undefined,
    );
  };

  return (
    <Box sx={{ maxWidth: 680, mx: 'auto' }}>
      <PageTitle title={ok ? 'سفارش شما ثبت شد' : 'نتیجه پرداخت'} />
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 2.5, sm: 5 },
            pt: { xs: 4, sm: 5 },
            pb: 3,
            background: ok
              ? 'radial-gradient(circle at 50% 0%, rgba(46,125,50,0.14), transparent 70%)'
              : 'radial-gradient(circle at 50% 0%, rgba(211,47,47,0.10), transparent 70%)',
          }}
        >
          <Box
            sx={{
              width: 84,
              height: 84,
              mx: 'auto',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: ok ? 'rgba(46,125,50,0.12)' : 'rgba(211,47,47,0.10)',
              color: ok ? 'success.main' : 'error.main',
              '& svg': { fontSize: 52 },
            }}
          >
            {ok ? <CheckCircleRounded /> : <ErrorOutlineRounded />}
          </Box>
          <Typography
            component="h1"
            sx={{ mt: 2, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}
          >
            {result.success ? MoneyMessages.PAYMENT_SUCCESS : MoneyMessages.PAYMENT_FAILED}
          </Typography>
          <Typography
            sx={{ mt: 1, color: 'text.secondary', lineHeight: 2, maxWidth: 480, mx: 'auto' }}
          >
            {ok
              ? o && needsShipping(o)
                ? 'سفارش شما ثبت و پرداخت شد و به زودی با پست پیشتاز برایتان ارسال می‌شود. وضعیت ارسال را در «سفارش‌های من» ببینید.'
                : 'سفارش شما ثبت و پرداخت شد. محصولات خریداری‌شده اکنون در حساب شما در دسترس است.'
              : stillPaying
                ? 'مبلغ به کیف پول شما افزوده شد؛ برای نهایی شدن سفارش، پرداخت صورت حساب را کامل کنید.'
                : 'سفارش شما پرداخت نشد. اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت آینده به حساب شما بازمی‌گردد.'}
          </Typography>
          {result.code && (
            <Box
              sx={{
                mt: 2.5,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 0.75,
                borderRadius: 2,
                border: '1px dashed',
                borderColor: 'divider',
                bgcolor: 'background.default',
                maxWidth: '100%',
              }}
            >
              <Typography component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {MoneyMessages.TRACKING_CODE}
              </Typography>
              <Typography
                component="span"
                dir="ltr"
                data-testid="tracking-code"
                sx={{ fontWeight: 800, letterSpacing: 1, overflowWrap: 'anywhere' }}
              >
                {toPersianDigits(result.code)}
              </Typography>
              <Tooltip title="کپی کد پیگیری">
                <IconButton size="small" onClick={copy} aria-label="کپی کد پیگیری">
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </Box>

        {invoiceId !== null && (
          <Box sx={{ px: { xs: 2.5, sm: 5 }, pb: 1 }}>
            <Box
              component="section"
              aria-label="خلاصه سفارش"
              sx={{
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 2.5,
                px: 2,
                py: 0.5,
              }}
            >
              {o ? (
                <Box component="dl" sx={{ m: 0 }}>
                  <Line label="شماره سفارش" value={toPersianDigits(o.id)} />
                  <Line
                    label="کالاها"
                    value={`${formatNumber(o.items_info.reduce((s, i) => s + i.count, 0))} کالا`}
                  />
                  <Line label="مبلغ پرداختی" value={formatRial(o.overall_order_price)} strong />
                  {o.order_time && (
                    <Line label="زمان ثبت" value={formatJalaliDateTime(o.order_time)} />
                  )}
                  <Line label="وضعیت سفارش" value={<OrderStatusChip status={o.status} />} last />
                </Box>
              ) : invoice.isError ? (
                <Typography sx={{ color: 'text.secondary', py: 1.5 }}>
                  خلاصه سفارش در دسترس نیست.
                </Typography>
              ) : (
                <>
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                </>
              )}
            </Box>
          </Box>
        )}

        <Box
          sx={{
            p: { xs: 2.5, sm: 4 },
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.25,
            '& > *': { flex: '1 1 180px', whiteSpace: 'nowrap' },
          }}
        >
          {!ok && inv?.status === 'PAYING' && invoiceId !== null && (
            <Button
              component={RouterLink}
              to={shopPaths.payment(invoiceId)}
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<ReplayRounded />}
            >
              {stillPaying ? 'تکمیل پرداخت سفارش' : 'تلاش دوباره'}
            </Button>
          )}
          {o && (
            <Button
              component={RouterLink}
              to={shopPaths.order(o.id)}
              variant={ok ? 'contained' : 'outlined'}
              size="large"
              startIcon={<ListAltRounded />}
            >
              مشاهده سفارش
            </Button>
          )}
          <Button
            component={RouterLink}
            to={shopPaths.orders}
            variant="outlined"
            size="large"
            startIcon={<ListAltRounded />}
          >
            سفارش‌های من
          </Button>
          <Button
            component={RouterLink}
            to={shopPaths.shop}
            variant="outlined"
            size="large"
            startIcon={<StorefrontOutlined />}
          >
            ادامه خرید
          </Button>
        </Box>
      </Card>
      {ok && !paid && inv && (
        <Alert severity="info" sx={{ mt: 2 }}>
          پرداخت شما در حال تایید است و وضعیت سفارش به زودی به‌روز می‌شود.
        </Alert>
      )}
    </Box>
  );
}

function Line({
  label,
  value,
  strong = false,
  last = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  last?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1.25,
        borderBottom: last ? 0 : '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 600, textAlign: 'end', minWidth: 0 }}
      >
        {value}
      </Typography>
    </Box>
  );
}
