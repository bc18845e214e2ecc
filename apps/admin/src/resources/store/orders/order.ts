import type { BasketItemRow, BasketRow, BasketStatus } from '@daneshsara/domain';

/** «ارسال شد»: only a paid order leaves the warehouse. */
export function canSend(order: Pick<BasketRow, 'status'> | undefined): boolean {
  return order?.status === 'PAID';
}

/**
 * «لغو سفارش»: an order awaiting payment (its invoice is cancelled) or a paid one (the money goes
 * back to the learner's wallet); the stock returns either way.
 */
export function canCancel(order: Pick<BasketRow, 'status' | 'invoice'> | undefined): boolean {
  if (!order) return false;
  return order.status === 'PAID' || (order.status === 'CLOSED' && order.invoice !== null);
}

/** Whether cancelling gives money back (the order was paid). */
export const cancelRefunds = (status: BasketStatus | undefined) => status === 'PAID';

export interface SummaryLine {
  /** i18n key under app.store.orders.summary */
  key: 'price' | 'margin' | 'discount' | 'delivery' | 'total';
  amount: number;
  /** Shown as taken off (a minus sign). */
  off?: boolean;
  /** The discount code used, on the «کد تخفیف» line. */
  code?: string;
  /** The total line, in bold. */
  total?: boolean;
}

/**
 * The price summary of an order, as the learner saw it at checkout: قیمت کالاها, تخفیف ها, کد
 * تخفیف (only when a code was used), هزینه ارسال (only when something is physical), جمع.
 */
export function summaryLines(
  order: Pick<
    BasketRow,
    | 'price'
    | 'margin_amount'
    | 'discount'
    | 'discount_info'
    | 'discount_amount'
    | 'delivery_cost'
    | 'order_type'
    | 'overall_order_price'
  >,
): SummaryLine[] {
  const lines: SummaryLine[] = [
    { key: 'price', amount: order.price },
    { key: 'margin', amount: order.margin_amount, off: true },
  ];
  if (order.discount !== null || order.discount_amount > 0) {
    lines.push({
      key: 'discount',
      amount: order.discount_amount,
      off: true,
      code: order.discount_info?.code,
    });
  }
  if (order.order_type !== 'VIRTUAL' || order.delivery_cost > 0) {
    lines.push({ key: 'delivery', amount: order.delivery_cost });
  }
  lines.push({ key: 'total', amount: order.overall_order_price, total: true });
  return lines;
}

/** The title of a line of an order: its product or package. */
export function itemTitle(item: Pick<BasketItemRow, 'product_info' | 'package_info'>): string {
  return item.product_info?.title ?? item.package_info?.title ?? '';
}

/** What a line costs: the frozen sellable price × the count. */
export function lineTotal(item: Pick<BasketItemRow, 'sellable_price' | 'count'>): number {
  return item.sellable_price * item.count;
}

/** How many things an order holds (the counts of its lines added up). */
export function itemsCount(order: Pick<BasketRow, 'items_info'>): number {
  return (order.items_info ?? []).reduce((sum, item) => sum + item.count, 0);
}
