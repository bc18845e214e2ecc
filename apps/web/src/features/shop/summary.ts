import type { BasketRow } from '@daneshsara/domain';

/** The money fields of a basket the summary reads (a server basket, or a guest's made locally). */
export type BasketTotals = Pick<
  BasketRow,
  | 'price'
  | 'margin_amount'
  | 'sellable_price'
  | 'discount'
  | 'discount_amount'
  | 'order_type'
  | 'delivery_cost'
  | 'overall_order_price'
> & { discount_info?: BasketRow['discount_info'] };

export type SummaryLineKey = 'price' | 'margin' | 'sellable' | 'code' | 'delivery' | 'total';

export interface SummaryLine {
  key: SummaryLineKey;
  label: string;
  amount: number;
  /** `discount` lines are taken off (shown with a minus, in green); `total` is the bottom line. */
  kind: 'plain' | 'discount' | 'total';
  /** A short word after the label: the code itself, «رایگان» ... */
  note?: string;
}

export const SummaryLabels = {
  price: 'قیمت کالاها',
  margin: 'تخفیف ها',
  sellable: 'قابل سفارش',
  code: 'کد تخفیف',
  delivery: 'هزینه ارسال',
  /** Step 1 (the cart) says مجموع; the checkout steps and orders say جمع (ENDPOINTS.md 4.6). */
  totalCart: 'مجموع',
  totalCheckout: 'جمع',
} as const;

/**
 * The lines of a basket's price summary (ENDPOINTS.md 4.6): the goods at list price, what product
 * discounts take off and what is left to order (both only when there is a discount), the code's
 * share when a code is set, delivery only when something is physical, and the total the invoice
 * will ask for (`overall_order_price`).
 */
export function summaryLines(
  totals: BasketTotals,
  options: { stage?: 'cart' | 'checkout' } = {},
): SummaryLine[] {
  const lines: SummaryLine[] = [
    { key: 'price', label: SummaryLabels.price, amount: totals.price, kind: 'plain' },
  ];
  if (totals.margin_amount > 0) {
    lines.push(
      {
        key: 'margin',
        label: SummaryLabels.margin,
        amount: totals.margin_amount,
        kind: 'discount',
      },
      {
        key: 'sellable',
        label: SummaryLabels.sellable,
        amount: totals.sellable_price,
        kind: 'plain',
      },
    );
  }
  if (totals.discount !== null) {
    lines.push({
      key: 'code',
      label: SummaryLabels.code,
      amount: totals.discount_amount,
      kind: 'discount',
      note: totals.discount_info?.code,
    });
  }
  if (totals.order_type !== null && totals.order_type !== 'VIRTUAL') {
    lines.push({
      key: 'delivery',
      label: SummaryLabels.delivery,
      amount: totals.delivery_cost,
      kind: 'plain',
      note: totals.delivery_cost === 0 ? 'رایگان' : 'پست پیشتاز',
    });
  }
  lines.push({
    key: 'total',
    label: options.stage === 'checkout' ? SummaryLabels.totalCheckout : SummaryLabels.totalCart,
    amount: totals.overall_order_price,
    kind: 'total',
  });
  return lines;
}

/** Everything taken off the list price (product discounts and the code): «سود شما از این خرید». */
export function totalSaving(
  totals: Pick<BasketTotals, 'margin_amount' | 'discount_amount'>,
): number {
  return totals.margin_amount + totals.discount_amount;
}

/** What a visitor's summary needs of each line. */
export interface TotalsLine {
  count: number;
  unitPrice: number;
  sellablePrice: number;
  row: { is_physical: boolean };
}

/**
 * A visitor's summary, worked out as the server would for a basket (no code yet): delivery is the
 * `DeliveryCost-post-pishtaz` setting when anything is physical.
 */
export function guestTotals(lines: readonly TotalsLine[], deliveryCost: number): BasketTotals {
  const price = lines.reduce((sum, l) => sum + l.unitPrice * l.count, 0);
  const sellable = lines.reduce((sum, l) => sum + l.sellablePrice * l.count, 0);
  const physical = lines.some((l) => l.row.is_physical);
  const virtual = lines.some((l) => !l.row.is_physical);
  const delivery = physical ? deliveryCost : 0;
  let orderType: BasketTotals['order_type'] = null;
  if (physical && virtual) orderType = 'PHYSICAL_VIRTUAL';
  else if (physical) orderType = 'PHYSICAL';
  else if (virtual) orderType = 'VIRTUAL';
  return {
    price,
    margin_amount: price - sellable,
    sellable_price: sellable,
    discount: null,
    discount_amount: 0,
    order_type: orderType,
    delivery_cost: delivery,
    overall_order_price: sellable + delivery,
  };
}
