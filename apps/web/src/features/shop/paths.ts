import { paths } from '../../config/paths';
import type { SellableKind } from './model';

/** The shop's URLs (SPEC section 2: shop, product/{id}, package/{id}, cart, the panel steps). */
export const shopPaths = {
  shop: paths.shop,
  cart: paths.cart,
  product: (id: number | string) => `/product/${id}`,
  package: (id: number | string) => `/package/${id}`,
  sellable: (kind: SellableKind, id: number | string) =>
    kind === 'package' ? `/package/${id}` : `/product/${id}`,
  completeInfo: `${paths.panel.root}/shop/completeInfo`,
  applyDiscount: `${paths.panel.root}/shop/applyDiscount`,
  payment: (invoice: number) => `${paths.panel.root}/shop/payment-from-wallet?invoice=${invoice}`,
  result: (invoice: number, success: boolean, code?: string | null) => {
    const query = new URLSearchParams({ status: String(success) });
    if (code) query.set('code', code);
    query.set('invoice', String(invoice));
    return `${paths.panel.root}/shop/payment-result?${query.toString()}`;
  },
  orders: paths.panel.orders,
  order: (id: number | string) => `${paths.panel.orders}/${id}`,
} as const;
