import { describe, expect, it } from 'vitest';
import {
  canAddToBasket,
  discountPercent,
  hasDiscount,
  kindOf,
  maxOrderCount,
  packageSaving,
  sellableTypeLabel,
  stockState,
} from './model';
import { packageRow, productRow } from './testRows';

describe('what may go into the basket', () => {
  it('in stock or unlimited, and not switched off', () => {
    expect(canAddToBasket(productRow({ inventory: 3 }))).toBe(true);
    expect(canAddToBasket(productRow({ inventory: -1 }))).toBe(true);
    expect(canAddToBasket(productRow({ inventory: 0 }))).toBe(false);
    expect(canAddToBasket(productRow({ is_add_to_basket_disabled: true }))).toBe(false);
  });

  it('counts stay within stock, the ceiling and one copy of a file', () => {
    expect(maxOrderCount(productRow({ inventory: 3, maximum_order_count: 5 }), 'product')).toBe(3);
    expect(maxOrderCount(productRow({ inventory: -1, maximum_order_count: null }), 'product')).toBe(
      1000,
    );
    expect(maxOrderCount(productRow({ is_physical: false, inventory: -1 }), 'product')).toBe(1);
    expect(
      maxOrderCount(
        packageRow({ is_physical: false, inventory: -1, maximum_order_count: 2 }),
        'package',
      ),
    ).toBe(2);
    expect(maxOrderCount(productRow({ inventory: 0 }), 'product')).toBe(0);
  });
});

describe('how a product is labelled', () => {
  it('discount badge from the product percent or the prices', () => {
    expect(hasDiscount(productRow())).toBe(false);
    expect(
      discountPercent(
        productRow({ unit_price: 850_000, sellable_price: 765_000, discount_percent: 10 }),
      ),
    ).toBe(10);
    expect(discountPercent(productRow({ unit_price: 1000, sellable_price: 750 }))).toBe(25);
  });

  it('kind, stock and package saving', () => {
    expect(kindOf(packageRow())).toBe('package');
    expect(kindOf(productRow())).toBe('product');
    expect(sellableTypeLabel(productRow({ physical_type: 'CD' }))).toBe('لوح فشرده');
    expect(sellableTypeLabel(productRow({ physical_type: null, is_physical: false }))).toBe(
      'محصول مجازی',
    );
    expect(stockState(productRow({ inventory: 0 })).tone).toBe('out');
    expect(stockState(productRow({ inventory: 3 })).label).toBe('تنها ۳ عدد در انبار باقی مانده');
    expect(stockState(productRow({ is_physical: false, inventory: -1 })).tone).toBe('digital');
    expect(
      packageSaving(
        packageRow({
          sellable_price: 1_640_000,
          products_info: [
            productRow({ sellable_price: 765_000 }),
            productRow({ sellable_price: 1_200_000 }),
          ],
        }),
      ),
    ).toBe(325_000);
  });
});
