import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { StoreMessages } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../kit/EmptyState';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { CheckoutSteps } from '../../../features/shop/components/CheckoutSteps';
import { shopPaths } from '../../../features/shop/paths';

/** The frame of every checkout step: title, the steps, then the step's own content. */
export function CheckoutFrame({
  title,
  description,
  step,
  back,
  children,
}: {
  title: string;
  description: string;
  step: 0 | 1 | 2 | 3;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
      <PageHeader title={title} description={description} back={back} />
      <CheckoutSteps active={step} />
      {children}
    </Box>
  );
}

/**
 * Main column and summary column; one under the other on a phone, the summary last unless
 * `sideFirst` (the payment step: the pay button should not sit below the whole order).
 */
export function CheckoutColumns({
  main,
  side,
  sideFirst = false,
}: {
  main: ReactNode;
  side: ReactNode;
  sideFirst?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(320px, 4fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
      <Box
        sx={{
          position: { lg: 'sticky' },
          top: { lg: 88 },
          display: 'grid',
          gap: 2,
          order: { xs: sideFirst ? -1 : 0, lg: 0 },
        }}
      >
        {side}
      </Box>
    </Box>
  );
}

export function EmptyBasket() {
  return (
    <Card>
      <EmptyState
        icon={<ShoppingBagOutlined />}
        title={StoreMessages.BASKET_EMPTY}
        description="برای خرید، ابتدا کالاهای دلخواه خود را از فروشگاه به سبد خرید بیفزایید."
        link={{ to: shopPaths.shop, label: 'رفتن به فروشگاه' }}
      />
    </Card>
  );
}

export function CheckoutSkeleton() {
  return (
    <CheckoutColumns
      main={<Skeleton variant="rounded" height={320} />}
      side={<Skeleton variant="rounded" height={280} />}
    />
  );
}
