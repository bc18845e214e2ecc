import type { BasketRow } from '@daneshsara/domain';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSession } from '../auth/session';
import { BASKET_KEY, fetchOpenBasket } from './basketKey';
import { guestBasket } from './guestBasket';

/**
 * The header's basket count. This file is part of every first load (the header): no store
 * client, no MUI. Merging a visitor's basket after login is merge.ts's job (the login screen and
 * the shop pages run it).
 */

const piecesOf = (basket: BasketRow) => basket.items_info.reduce((sum, i) => sum + i.count, 0);

const noPieces = () => 0;

export function useGuestBasketCount(): number {
  // A server-drawn page (and its hydration) shows an empty basket; the count follows at once.
  return useSyncExternalStore(guestBasket.subscribe, guestBasket.count, noPieces);
}

/** Pieces in the basket: the server's for a learner, the browser's for a visitor. */
export function useBasketCount(): number {
  const { token } = useSession();
  const guestCount = useGuestBasketCount();
  const server = useQuery({
    queryKey: BASKET_KEY,
    queryFn: ({ signal }) => fetchOpenBasket(signal),
    enabled: !!token,
    staleTime: 60_000,
    select: piecesOf,
  });
  // While a just-logged-in visitor's lines are being merged, count them too.
  return token ? (server.data ?? 0) + guestCount : guestCount;
}
