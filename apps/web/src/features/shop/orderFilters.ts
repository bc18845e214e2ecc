import { toPersianDigits, type BasketRow, type BasketStatus } from '@daneshsara/domain';
import type { OrderListParams } from './storeApi';

/** The status filter of «سفارش‌های من», as it sits in the URL (?status=paid). */
export const ORDER_FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'waiting', label: 'در انتظار پرداخت' },
  { value: 'paid', label: 'پرداخت شده' },
  { value: 'sent', label: 'ارسال شده' },
  { value: 'canceled', label: 'لغو شده' },
] as const;

export type OrderFilter = (typeof ORDER_FILTERS)[number]['value'];

const STATUS: Record<Exclude<OrderFilter, 'all'>, BasketStatus> = {
  waiting: 'CLOSED',
  paid: 'PAID',
  sent: 'SENT',
  canceled: 'CANCELED',
};

export function readOrderFilter(value: string | null): OrderFilter {
  return ORDER_FILTERS.some((f) => f.value === value) ? (value as OrderFilter) : 'all';
}

export function orderFilterParams(filter: OrderFilter): OrderListParams {
  return filter === 'all' ? {} : { status: STATUS[filter] };
}

/** «آموزش کلام جدید و ۲ کالای دیگر» */
export function orderItemsSummary(order: Pick<BasketRow, 'items_info'>): string {
  const titles = order.items_info.map((i) => i.product_info?.title ?? i.package_info?.title ?? '');
  if (!titles.length) return '—';
  const first = toPersianDigits(titles[0]);
  return titles.length > 1 ? `${first} و ${toPersianDigits(titles.length - 1)} کالای دیگر` : first;
}
