import { describe, expect, it } from 'vitest';
import {
  guestTotals,
  summaryLines,
  totalSaving,
  type BasketTotals,
  type TotalsLine,
} from './summary';
import { productRow } from './testRows';

const base: BasketTotals = {
  price: 2_000_000,
  margin_amount: 0,
  sellable_price: 2_000_000,
  discount: null,
  discount_amount: 0,
  order_type: 'VIRTUAL',
  delivery_cost: 0,
  overall_order_price: 2_000_000,
};

const view = (totals: BasketTotals, stage?: 'cart' | 'checkout') =>
  summaryLines(totals, { stage }).map((l) => [l.label, l.amount, l.kind]);

describe('the basket summary', () => {
  it('without discounts or delivery: the goods and the total', () => {
    expect(view(base)).toEqual([
      ['قیمت کالاها', 2_000_000, 'plain'],
      ['مجموع', 2_000_000, 'total'],
    ]);
  });

  it('product discounts, a code, and delivery when something is physical', () => {
    const totals: BasketTotals = {
      price: 2_000_000,
      margin_amount: 300_000,
      sellable_price: 1_700_000,
      discount: 4,
      discount_info: { id: 4, code: 'WELCOME10', percent: 10, price: 0 },
      discount_amount: 170_000,
      order_type: 'PHYSICAL_VIRTUAL',
      delivery_cost: 450_000,
      overall_order_price: 1_980_000,
    };
    expect(view(totals, 'checkout')).toEqual([
      ['قیمت کالاها', 2_000_000, 'plain'],
      ['تخفیف ها', 300_000, 'discount'],
      ['قابل سفارش', 1_700_000, 'plain'],
      ['کد تخفیف', 170_000, 'discount'],
      ['هزینه ارسال', 450_000, 'plain'],
      ['جمع', 1_980_000, 'total'],
    ]);
    expect(summaryLines(totals).find((l) => l.key === 'code')?.note).toBe('WELCOME10');
    expect(totalSaving(totals)).toBe(470_000);
  });

  it('no delivery line for a virtual order or an empty basket', () => {
    expect(view({ ...base, delivery_cost: 450_000 }).map((l) => l[0])).not.toContain('هزینه ارسال');
    expect(view({ ...base, order_type: null }).map((l) => l[0])).not.toContain('هزینه ارسال');
    expect(
      summaryLines({ ...base, order_type: 'PHYSICAL' }).find((l) => l.key === 'delivery')?.note,
    ).toBe('رایگان');
  });

  it('a visitor basket is worked out like the server would', () => {
    const line = (patch: Partial<TotalsLine>): TotalsLine => ({
      count: 1,
      row: productRow(),
      unitPrice: 0,
      sellablePrice: 0,
      ...patch,
    });
    const totals = guestTotals(
      [
        line({ count: 2, unitPrice: 850_000, sellablePrice: 765_000 }),
        line({
          row: productRow({ is_physical: false }),
          unitPrice: 450_000,
          sellablePrice: 360_000,
        }),
      ],
      450_000,
    );
    expect(totals).toMatchObject({
      price: 2_150_000,
      margin_amount: 260_000,
      sellable_price: 1_890_000,
      order_type: 'PHYSICAL_VIRTUAL',
      delivery_cost: 450_000,
      overall_order_price: 2_340_000,
    });
    expect(guestTotals([], 450_000).order_type).toBeNull();
  });
});
