import ListAltRounded from '@mui/icons-material/ListAltRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  formatNumber,
  formatRial,
  toPersianDigits,
} from '@daneshsara/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useInvoice } from '../../../features/invoice/api/useInvoices';
import { useRefreshMoney } from '../../../features/payments/api/useMoney';
import {
  PaymentResult,
  paymentOutcome,
  ResultLine,
  ResultSummary,
} from '../../../kit/PaymentResult';
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

  const { stillPaying, ok, paid } = paymentOutcome(result.success, inv?.status);
  const o = order.data;

  return (
    <PaymentResult
      ok={ok}
      success={result.success}
      tabTitle={ok ? 'سفارش شما ثبت شد' : 'نتیجه پرداخت'}
      message={
        ok
          ? o && needsShipping(o)
            ? 'سفارش شما ثبت و پرداخت شد و به زودی با پست پیشتاز برایتان ارسال می‌شود. وضعیت ارسال را در «سفارش‌های من» ببینید.'
            : 'سفارش شما ثبت و پرداخت شد. محصولات خریداری‌شده اکنون در حساب شما در دسترس است.'
          : stillPaying
            ? 'مبلغ به کیف پول شما افزوده شد؛ برای نهایی شدن سفارش، پرداخت صورت حساب را کامل کنید.'
            : 'سفارش شما پرداخت نشد. اگر مبلغی از حساب بانکی شما کسر شده باشد، حداکثر تا ۷۲ ساعت آینده به حساب شما بازمی‌گردد.'
      }
      code={result.code}
      maxWidth={680}
      actions={
        <>
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
        </>
      }
      note={
        ok && !paid && inv && 'پرداخت شما در حال تایید است و وضعیت سفارش به زودی به‌روز می‌شود.'
      }
    >
      {invoiceId !== null && (
        <ResultSummary label="خلاصه سفارش">
          {o ? (
            <Box component="dl" sx={{ m: 0 }}>
              <ResultLine label="شماره سفارش" value={toPersianDigits(o.id)} />
              <ResultLine
                label="کالاها"
                value={`${formatNumber(o.items_info.reduce((s, i) => s + i.count, 0))} کالا`}
              />
              <ResultLine label="مبلغ پرداختی" value={formatRial(o.overall_order_price)} strong />
              {o.order_time && (
                <ResultLine label="زمان ثبت" value={formatJalaliDateTime(o.order_time)} />
              )}
              <ResultLine label="وضعیت سفارش" value={<OrderStatusChip status={o.status} />} last />
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
        </ResultSummary>
      )}
    </PaymentResult>
  );
}
