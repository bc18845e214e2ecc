import type { OrderListParams, PackageListParams, ProductListParams } from './storeApi';
import { BASKET_KEY, SHOP_ME } from './basketKey';

/**
 * Catalogue rows carry `is_purchased` and `is_add_to_basket_disabled` for whoever asks, so their
 * keys name the viewer (0 for a visitor): logging in refetches them. The basket and the orders
 * are the learner's own and live under ['me'] (dropped at logout or on a 401).
 */
export const shopKeys = {
  catalogue: ['store'] as const,
  categories: ['store', 'categories'] as const,
  products: (viewer: number, params: ProductListParams) =>
    ['store', viewer, 'products', params] as const,
  product: (viewer: number, id: number) => ['store', viewer, 'product', id] as const,
  related: (viewer: number, id: number) => ['store', viewer, 'related', id] as const,
  packages: (viewer: number, params: PackageListParams) =>
    ['store', viewer, 'packages', params] as const,
  package: (viewer: number, id: number) => ['store', viewer, 'package', id] as const,
  setting: (key: string) => ['cma', 'setting', key] as const,
  basket: BASKET_KEY,
  orders: (params: OrderListParams) => [...SHOP_ME, 'orders', params] as const,
  order: (id: number) => [...SHOP_ME, 'order', id] as const,
  /** Every order query (after paying or cancelling). */
  allOrders: [...SHOP_ME, 'orders'] as const,
};
