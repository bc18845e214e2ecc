import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber, StoreMessages } from '@daneshsara/domain';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { rememberRedirect } from '../../../features/auth/redirect';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { unavailableLines, useBasket, useBasketActions } from '../../../features/shop/api';
import { BasketLineItem } from '../../../features/shop/components/BasketLineItem';
import { BasketSummary } from '../../../features/shop/components/BasketSummary';
import { CheckoutSteps } from '../../../features/shop/components/CheckoutSteps';
import { DiscountCodeBox } from '../../../features/shop/components/DiscountCodeBox';
import { shopPaths } from '../../../features/shop/paths';

/**
 * /cart: the basket, for a visitor (kept in this browser) or a learner (the server's). Counts,
 * removal, the summary, the discount code (learners), then on to the checkout steps in the panel;
 * a visitor logs in first and comes back here with the basket merged.
 */
export function CartPage() {
  const basket = useBasket();
  const { run, pending } = useBasketActions();
  const navigate = useNavigate();
  const pieces = basket.lines.reduce((sum, l) => sum + l.count, 0);
  const blocked = unavailableLines(basket.lines);

  const login = () => {
    rememberRedirect(shopPaths.cart);
    navigate(paths.login);
  };

  let body;
  if (basket.error && !basket.basket) {
    body = <LoadError error={basket.error} onRetry={basket.refetch} />;
  } else if (basket.isPending) {
    body = <CartSkeleton />;
  } else if (!basket.lines.length || !basket.totals) {
    body = (
      <EmptyState
        framed
        icon={<ShoppingBagOutlined />}
        title={StoreMessages.BASKET_EMPTY}
        description="کتاب‌ها، جزوه‌ها و محصولات صوتی و تصویری فروشگاه را ببینید و هر کدام را که خواستید به سبد خرید بیفزایید."
        action={
          <Button component={RouterLink} to={shopPaths.shop} variant="contained" size="large">
            رفتن به فروشگاه
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <CheckoutSteps active={0} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 8fr) minmax(300px, 4fr)' },
            alignItems: 'start',
          }}
        >
          <Card
            component="section"
            aria-labelledby="cart-lines-title"
            sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <Typography
                id="cart-lines-title"
                component="h2"
                sx={{ fontWeight: 800, fontSize: '1.1rem' }}
              >
                کالاهای سبد خرید
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {formatNumber(pieces)} کالا
              </Typography>
            </Box>
            {blocked.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                موجودی برخی کالاها کمتر از تعداد انتخابی شماست؛ تعداد آن‌ها را کم یا از سبد حذف
                کنید.
              </Alert>
            )}
            <Box
              component="ul"
              aria-label="کالاهای سبد خرید"
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {basket.lines.map((line) => (
                <BasketLineItem
                  key={line.key}
                  line={line}
                  run={run}
                  busy={!!pending && 'line' in pending && pending.line.key === line.key}
                />
              ))}
            </Box>
            <Box sx={{ borderTop: '1px solid', borderColor: 'divider', py: 1 }}>
              <Button
                component={RouterLink}
                to={shopPaths.shop}
                startIcon={<ArrowForwardRounded />}
                sx={{ color: 'text.secondary' }}
              >
                ادامه خرید در فروشگاه
              </Button>
            </Box>
          </Card>
          <BasketSummary totals={basket.totals} stage="cart" sticky>
            {basket.mode === 'server' && basket.basket ? (
              <>
                <DiscountCodeBox basket={basket.basket} />
                <Button
                  component={RouterLink}
                  to={shopPaths.completeInfo}
                  variant="contained"
                  size="large"
                  disabled={blocked.length > 0}
                  endIcon={<ArrowBackRounded />}
                  sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
                >
                  ادامه فرآیند خرید
                </Button>
              </>
            ) : (
              <>
                <Alert severity="info" sx={{ lineHeight: 1.9 }}>
                  برای ثبت سفارش و استفاده از کد تخفیف وارد حساب کاربری خود شوید؛ کالاهای این سبد
                  برای شما نگه داشته می‌شود.
                </Alert>
                <Button
                  variant="contained"
                  size="large"
                  onClick={login}
                  startIcon={<LoginRounded />}
                  sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.02rem' }}
                >
                  ورود و ادامه خرید
                </Button>
              </>
            )}
          </BasketSummary>
        </Box>
      </>
    );
  }

  return (
    <>
      <PageTitle title="سبد خرید" />
      <PageHeader
        crumbs={[
          { label: 'صفحه اصلی', to: paths.home },
          { label: 'فروشگاه', to: shopPaths.shop },
          { label: 'سبد خرید' },
        ]}
        title="سبد خرید"
        subtitle={
          pieces > 0
            ? `${formatNumber(pieces)} کالا در سبد خرید شماست.`
            : 'کالاهایی که برای خرید انتخاب می‌کنید اینجا نگه داشته می‌شوند.'
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
        {body}
      </Container>
    </>
  );
}

function CartSkeleton() {
  return (
    <Box
      aria-busy
      aria-label="در حال بارگذاری سبد خرید"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' } }}
    >
      <Card sx={{ p: 3 }}>
        {[0, 1].map((i) => (
          <Box key={i} sx={{ display: 'flex', gap: 2, py: 2 }}>
            <Skeleton variant="rounded" width={72} height={96} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" height={28} />
              <Skeleton width="30%" />
              <Skeleton width="40%" />
            </Box>
          </Box>
        ))}
      </Card>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
