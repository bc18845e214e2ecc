import type { BasketRow } from '@daneshsara/domain';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';

/** The learner's shop data (basket, orders) lives under ['me'] and goes at logout or on a 401. */
export const SHOP_ME = [...USER_SCOPE, 'shop'] as const;

/** The learner's open basket (GET /store/baskets/checkout_review): shared by the badge and cart. */
export const BASKET_KEY = [...SHOP_ME, 'basket'] as const;

/**
 * GET /store/baskets/checkout_review over the app's client. Kept out of the store client so the
 * header's basket badge (part of every first load) needs nothing else.
 */
export function fetchOpenBasket(signal?: AbortSignal): Promise<BasketRow> {
  return api.http.get<BasketRow>('/store/baskets/checkout_review', undefined, signal);
}
