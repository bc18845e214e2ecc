import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  ORDER_TYPE_LABELS,
  toPersianDigits,
  type BasketRow,
} from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Amount } from '../../../features/payments/components/Amount';
import {
  ListPage,
  numberColumn,
  type Column,
} from '../../../features/payments/components/DataList';
import { FilteredEmptyState } from '../../../kit/EmptyState';
import { useListSearch } from '../../../features/payments/components/Pager';
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
  numberColumn(),
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
  const search = useListSearch({ key: 'status', read: readOrderFilter });
  const { filter, go } = search;
  const query = useOrders({ ...orderFilterParams(filter), page: search.page });

  return (
    <ListPage
      header={{
        title: 'سفارش‌های من',
        description: 'خریدهای خود از فروشگاه را ببینید، پرداخت کنید و ارسال آن‌ها را پیگیری کنید.',
        actions: (
          <Button
            component={RouterLink}
            to={shopPaths.shop}
            variant="outlined"
            startIcon={<StorefrontOutlined />}
            sx={{ minHeight: 44 }}
          >
            فروشگاه
          </Button>
        ),
      }}
      filters={{ label: 'وضعیت سفارش', options: ORDER_FILTERS }}
      search={search}
      query={query}
      label="فهرست سفارش‌ها"
      columns={columns}
      rowKey={(row) => row.id}
      rowHref={(row) => shopPaths.order(row.id)}
      cardTitle={(row) => `سفارش شماره ${toPersianDigits(row.id)}`}
      cardAside={(row) => <OrderStatusChip status={row.status} />}
      empty={
        <FilteredEmptyState
          icon={<ShoppingBagOutlined />}
          filtered={filter !== 'all'}
          title="هنوز سفارشی ثبت نکرده‌اید"
          filteredTitle="سفارشی با این وضعیت نیست"
          description={EMPTY_TEXT[filter]}
          start={{ to: shopPaths.shop, label: 'رفتن به فروشگاه' }}
          showAll="نمایش همه سفارش‌ها"
          onShowAll={() => go({ filter: 'all' })}
        />
      }
    />
  );
}
