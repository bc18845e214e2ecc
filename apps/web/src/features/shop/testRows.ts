import type { BasketItemRow, PackageRow, ProductRow } from '@daneshsara/domain';

/** Rows for the unit specs, shaped like the API's (docs/api.md "store and cma settings"). */
export function productRow(patch: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 1,
    title: 'آموزش کلام جدید',
    thumbnail: null,
    description: null,
    specification: null,
    unit_price: 1_000_000,
    discount_percent: 0,
    sellable_price: 1_000_000,
    inventory: 10,
    maximum_order_count: 5,
    is_physical: true,
    is_hidden: false,
    is_add_to_basket_disabled: false,
    is_purchased: false,
    weight: 450,
    store_category: 2,
    store_category_info: { id: 2, title: 'فلسفه و کلام' },
    content_category: null,
    sold_count: 0,
    creation_time: '2026-01-01T00:00:00.000Z',
    physical_type: 'BOOK',
    ...patch,
  };
}

export function packageRow(patch: Partial<PackageRow> = {}): PackageRow {
  return {
    ...productRow({ id: 50, title: 'بسته مبانی', inventory: -1, maximum_order_count: 2 }),
    products: [],
    products_info: [],
    ...patch,
  } as PackageRow;
}

export function itemRow(patch: Partial<BasketItemRow> = {}): BasketItemRow {
  const product = patch.product_info === undefined ? productRow() : patch.product_info;
  return {
    id: 900,
    basket: 7,
    product: product?.id ?? null,
    product_info: product,
    package: null,
    package_info: null,
    count: 1,
    unit_price: product?.unit_price ?? 0,
    sellable_price: product?.sellable_price ?? 0,
    ...patch,
  };
}
