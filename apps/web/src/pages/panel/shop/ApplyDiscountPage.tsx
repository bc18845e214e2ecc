import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '../../../features/notify/toast';
import { LoadError } from '../../../kit/LoadError';
import { SectionCard } from '../../../kit/SectionCard';
import { hasAddress, needsShipping } from '../../../features/shop/address';
import { unavailableLines, useBasket, useCreateOrderInvoice } from '../../../features/shop/api';
import { BasketLineItem } from '../../../features/shop/components/BasketLineItem';
import { BasketSummary } from '../../../features/shop/components/BasketSummary';
import { DiscountCodeBox } from '../../../features/shop/components/DiscountCodeBox';
import { rulesAccepted } from '../../../features/shop/checkoutState';
import { shopPaths } from '../../../features/shop/paths';
import { CheckoutColumns, CheckoutFrame, CheckoutSkeleton, EmptyBasket } from './CheckoutParts';

const BACK = { to: shopPaths.completeInfo, label: 'اطلاعات ارسال' };

/**
 * /panel/shop/applyDiscount (step 3): the order as it will be placed, the discount code, and
 * «ثبت سفارش و پرداخت» (PUT create_invoice {}), which leads to the payment step.
 */
export function ApplyDiscountPage() {
  const basket = useBasket();
  const navigate = useNavigate();
  const order = basket.basket;
  const place = useCreateOrderInvoice(order?.id ?? null);

  if (basket.error && !order) {
    return (
      <CheckoutFrame title="بازبینی سفارش" description="" step={2} back={BACK}>
        <LoadError error={basket.error} onRetry={basket.refetch} />
      </CheckoutFrame>
    );
  }
  // Placed: on the way to the payment step (the basket is already a fresh, empty one).
  if (!order || place.isSuccess) {
    return (
      <CheckoutFrame title="بازبینی سفارش" description="" step={2} back={BACK}>
        <CheckoutSkeleton />
      </CheckoutFrame>
    );
  }
  if (!basket.lines.length && !place.isPending) {
    return (
      <CheckoutFrame title="بازبینی سفارش" description="" step={2} back={BACK}>
        <EmptyBasket />
      </CheckoutFrame>
    );
  }
  const shipping = needsShipping(order);
  // The rules are accepted, and the address given, on the step before.
  if (!place.isPending && (!rulesAccepted(order.id) || (shipping && !hasAddress(order)))) {
    return <Navigate to={shopPaths.completeInfo} replace />;
  }
  const blocked = unavailableLines(basket.lines).length > 0;

  const submit = () =>
    place.mutate(undefined, {
      onSuccess: (invoice) => {
        toast.success(invoice.detail || 'صورت حساب شما ایجاد شد');
        navigate(shopPaths.payment(invoice.id), { replace: true });
      },
      onError: (err) => {
        // Placed already (a double click, a retry whose answer was lost): on to its payment.
        if (isApiError(err) && err.existingInvoice) {
          navigate(shopPaths.payment(err.existingInvoice), { replace: true });
          return;
        }
        toast.error(errorMessage(err));
        if (isApiError(err) && err.fieldError('address')) navigate(shopPaths.completeInfo);
      },
    });

  const pieces = basket.lines.reduce((sum, l) => sum + l.count, 0);
  return (
    <CheckoutFrame
      title="بازبینی سفارش"
      description="سفارش خود را بازبینی کنید؛ اگر کد تخفیف دارید همین‌جا وارد کنید."
      step={2}
      back={BACK}
    >
      <CheckoutColumns
        main={
          <>
            <SectionCard
              id="review-items-title"
              title="کالاهای سفارش"
              description={`${formatNumber(pieces)} کالا`}
              icon={<ShoppingBagOutlined />}
              action={
                <Button
                  component={RouterLink}
                  to={shopPaths.cart}
                  size="small"
                  startIcon={<EditOutlined />}
                >
                  ویرایش
                </Button>
              }
            >
              <Box
                component="ul"
                aria-label="کالاهای سفارش"
                sx={{ listStyle: 'none', m: 0, p: 0, mt: -2 }}
              >
                {basket.lines.map((line) => (
                  <BasketLineItem key={line.key} line={line} />
                ))}
              </Box>
            </SectionCard>
            {shipping && (
              <SectionCard
                id="review-address-title"
                title="نشانی تحویل"
                description="ارسال با پست پیشتاز"
                icon={<LocalShippingOutlined />}
                action={
                  <Button
                    component={RouterLink}
                    to={shopPaths.completeInfo}
                    size="small"
                    startIcon={<EditOutlined />}
                  >
                    تغییر
                  </Button>
                }
              >
                <Typography sx={{ lineHeight: 2, fontWeight: 600 }} data-testid="review-address">
                  {toPersianDigits(order.full_address)}
                </Typography>
              </SectionCard>
            )}
          </>
        }
        side={
          <BasketSummary totals={order} stage="checkout" title="مبلغ قابل پرداخت">
            <DiscountCodeBox basket={order} />
            {blocked && (
              <Alert severity="warning">
                موجودی برخی کالاها کافی نیست؛ ابتدا سبد خرید را اصلاح کنید.
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={submit}
              disabled={place.isPending || blocked}
              aria-busy={place.isPending}
              startIcon={
                place.isPending ? <CircularProgress size={18} color="inherit" /> : <LockOutlined />
              }
              sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
            >
              ثبت سفارش و پرداخت
            </Button>
            <Typography
              sx={{
                color: 'text.secondary',
                fontSize: '0.8rem',
                lineHeight: 1.9,
                textAlign: 'center',
              }}
            >
              با ثبت سفارش، کالاها برای شما نگه داشته می‌شود و صورت حساب آن صادر می‌شود.
            </Typography>
          </BasketSummary>
        }
      />
    </CheckoutFrame>
  );
}
