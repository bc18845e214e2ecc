import type { BasketRow } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { canCancel, canSend, itemsCount, lineTotal, summaryLines } from './order';

const order = {
  price: 2_000_000,
  margin_amount: 150_000,
  discount: null,
  discount_info: null,
  discount_amount: 0,
  delivery_cost: 450_000,
  order_type: 'PHYSICAL',
  overall_order_price: 2_300_000,
} as Pick<
  BasketRow,
  | 'price'
  | 'margin_amount'
  | 'discount'
  | 'discount_info'
  | 'discount_amount'
  | 'delivery_cost'
  | 'order_type'
  | 'overall_order_price'
>;

describe('order actions', () => {
  it('sends only a paid order', () => {
    expect(canSend({ status: 'PAID' })).toBe(true);
    for (const status of ['CLOSED', 'SENT', 'CANCELED', 'OPEN'] as const) {
      expect(canSend({ status })).toBe(false);
    }
  });

  it('cancels a paid order or one awaiting payment, nothing else', () => {
    expect(canCancel({ status: 'PAID', invoice: 3 })).toBe(true);
    expect(canCancel({ status: 'CLOSED', invoice: 3 })).toBe(true);
    expect(canCancel({ status: 'CLOSED', invoice: null })).toBe(false);
    expect(canCancel({ status: 'SENT', invoice: 3 })).toBe(false);
    expect(canCancel({ status: 'CANCELED', invoice: 3 })).toBe(false);
    expect(canCancel(undefined)).toBe(false);
  });
});

describe('order summary', () => {
  it('lists the goods, their discounts, delivery and the total', () => {
    expect(summaryLines(order)).toEqual([
      { key: 'price', amount: 2_000_000 },
      { key: 'margin', amount: 150_000, off: true },
      { key: 'delivery', amount: 450_000 },
      { key: 'total', amount: 2_300_000, total: true },
    ]);
  });

  it('shows the code line only when a code was used, and no delivery for a virtual order', () => {
    const lines = summaryLines({
      ...order,
      order_type: 'VIRTUAL',
      delivery_cost: 0,
      discount: 4,
      discount_info: { id: 4, code: 'yalda1405', percent: 10, price: 0 },
      discount_amount: 185_000,
      overall_order_price: 1_665_000,
    });
    expect(lines.map((l) => l.key)).toEqual(['price', 'margin', 'discount', 'total']);
    expect(lines[2]).toEqual({ key: 'discount', amount: 185_000, off: true, code: 'yalda1405' });
  });

  it('adds up lines and counts at their frozen prices', () => {
    expect(lineTotal({ sellable_price: 816_000, count: 2 })).toBe(1_632_000);
    const items = [{ count: 2 }, { count: 1 }] as BasketRow['items_info'];
    expect(itemsCount({ items_info: items })).toBe(3);
  });
});
