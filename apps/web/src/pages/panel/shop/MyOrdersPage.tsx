import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  ORDER_TYPE_LABELS,
  toPersianDigits,
  type BasketRow,
} from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Amount } from '../../../features/payments/components/Amount';
import { DataList, type Column } from '../../../features/payments/components/DataList';
import { EmptyState } from '../../../features/payments/components/EmptyState';
import { FilterChips } from '../../../features/payments/components/FilterChips';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/payments/components/PageHeader';
import { Pager } from '../../../features/payments/components/Pager';
import { readPage } from '../../../features/payments/params';
import { useOrders } from '../../../features/shop/api';
import { OrderStatusChip } from '../../../features/shop/components/OrderStatusChip';
import {
  ORDER_FILTERS,
  orderFilterParams,
  orderItemsSummary,
  readOrderFilter,
  type OrderFilter,
} from '../../../features/shop/orderFilters';
import { shopPaths } from '../../../features/shop/paths';

const columns: Column<BasketRow>[] = [
  {
    key: 'number',
    label: 'شماره',
    render: (row) => toPersianDigits(row.id),
    desktopOnly: true,
    width: 72,
  },
  {
    key: 'items',
    label: 'کالاها',
    render: (row) => (
      <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
        {orderItemsSummary(row)}
      </Typography>
    ),
  },
  {
    key: 'time',
    label: 'زمان سفارش',
    render: (row) => (row.order_time ? formatJalaliDateTime(row.order_time) : '—'),
    nowrap: true,
  },
  {
    key: 'type',
    label: 'نوع',
    render: (row) => (row.order_type ? ORDER_TYPE_LABELS[row.order_type] : '—'),
    nowrap: true,
  },
  {
    key: 'total',
    label: 'مبلغ کل',
    render: (row) => <Amount value={row.overall_order_price} />,
    nowrap: true,
  },
  {
    key: 'status',
    label: 'وضعیت',
    render: (row) => <OrderStatusChip status={row.status} />,
    desktopOnly: true,
  },
];

const EMPTY_TEXT: Record<OrderFilter, string> = {
  all: 'کتاب‌ها، جزوه‌ها و محصولات صوتی و تصویری که از فروشگاه می‌خرید اینجا می‌آید.',
  waiting: 'سفارشی در انتظار پرداخت ندارید.',
  paid: 'سفارش پرداخت‌شده‌ای که هنوز ارسال نشده باشد ندارید.',
  sent: 'هنوز سفارشی برای شما ارسال نشده است.',
  canceled: 'سفارش لغو شده‌ای ندارید.',
};

/** /panel/my-orders: my orders, newest first, by status (GET /store/baskets/list_orders). */
export function MyOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readOrderFilter(search.get('status'));
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useOrders({
    ...orderFilterParams(filter),
    page,
  });

  const go = (next: { status?: OrderFilter; page?: number }) => {
    const params = new URLSearchParams();
    const status = next.status ?? filter;
    if (status !== 'all') params.set('status', status);
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="سفارش‌های من"
        description="خریدهای خود از فروشگاه را ببینید، پرداخت کنید و ارسال آن‌ها را پیگیری کنید."
        actions={
          <Button
            component={RouterLink}
            to={shopPaths.shop}
            variant="outlined"
            startIcon={<StorefrontOutlined />}
            sx={{ minHeight: 44 }}
          >
            فروشگاه
          </Button>
        }
      />
      <FilterChips
        label="وضعیت سفارش"
        options={ORDER_FILTERS}
        value={filter}
        onChange={(status) => go({ status })}
      />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <DataList
            label="فهرست سفارش‌ها"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            rowHref={(row) => shopPaths.order(row.id)}
            cardTitle={(row) => `سفارش شماره ${toPersianDigits(row.id)}`}
            cardAside={(row) => <OrderStatusChip status={row.status} />}
            loading={isPending}
            empty={
              <EmptyState
                icon={<ShoppingBagOutlined />}
                title={filter === 'all' ? 'هنوز سفارشی ثبت نکرده‌اید' : 'سفارشی با این وضعیت نیست'}
                description={EMPTY_TEXT[filter]}
                action={
                  filter === 'all' ? (
                    <Button component={RouterLink} to={shopPaths.shop} variant="contained">
                      رفتن به فروشگاه
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => go({ status: 'all' })}>
                      نمایش همه سفارش‌ها
                    </Button>
                  )
                }
              />
            }
          />
          {data && (
            <Pager
              page={page}
              pages={data.num_pages}
              count={data.count}
              onChange={(p) => go({ page: p })}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
