import { ALL_ROWS_PAGE_SIZE } from '@daneshsara/api-client';
import type { BasketRow, PackageRow, ProductRow } from '@daneshsara/domain';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../auth/session';
import { toast } from '../notify/toast';
import { moneyKeys } from '../payments/keys';
import { fetchOpenBasket } from './basketKey';
import { mergeGuestBasket } from './merge';
import { guestBasket, type GuestLine } from './guestBasket';
import { shopKeys } from './keys';
import { kindOf, maxOrderCount, type SellableKind, type SellableRow } from './model';
import {
  store,
  type AddressBody,
  type BasketThing,
  type OrderListParams,
  type PackageListParams,
  type ProductListParams,
} from './storeApi';
import { guestTotals, type BasketTotals } from './summary';

/** The catalogue changes rarely: a minute of freshness spares the API on back-and-forth. */
const PUBLIC_STALE = 60_000;

/** The viewer's id for catalogue keys (is_purchased differs per person), 0 for a visitor. */
function useViewer(): number {
  return useSession().user?.user_id ?? 0;
}

// ---------- catalogue ----------

/** The category tree: the roots, each with its whole subtree. */
export function useStoreCategories() {
  return useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) =>
      store.listCategories({ parent__isnull: true, per_page: ALL_ROWS_PAGE_SIZE }, signal),
    select: (page) => page.results,
    staleTime: 5 * 60_000,
  });
}

export function useProducts(params: ProductListParams, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: shopKeys.products(viewer, params),
    queryFn: ({ signal }) => store.listProducts(params, signal),
    placeholderData: keepPreviousData,
    staleTime: PUBLIC_STALE,
    enabled,
  });
}

export function usePackages(params: PackageListParams, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: shopKeys.packages(viewer, params),
    queryFn: ({ signal }) => store.listPackages(params, signal),
    placeholderData: keepPreviousData,
    staleTime: PUBLIC_STALE,
    enabled,
  });
}

export function useSellable(kind: SellableKind, id: number | null) {
  const viewer = useViewer();
  return useQuery<SellableRow>({
    queryKey:
      kind === 'package' ? shopKeys.package(viewer, id ?? 0) : shopKeys.product(viewer, id ?? 0),
    queryFn: ({ signal }) =>
      kind === 'package' ? store.getPackage(id ?? 0, signal) : store.getProduct(id ?? 0, signal),
    enabled: id !== null,
    staleTime: PUBLIC_STALE,
  });
}

export function useRelatedProducts(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: shopKeys.related(viewer, id ?? 0),
    queryFn: ({ signal }) => store.relatedProducts(id ?? 0, { per_page: 8 }, signal),
    enabled: id !== null,
    staleTime: PUBLIC_STALE,
  });
}

/** A public setting (GET /cma/settings/key/{key}); null when it is not set. */
export function useSetting(key: string, enabled = true) {
  return useQuery({
    queryKey: shopKeys.setting(key),
    queryFn: ({ signal }) => store.getSetting(key, signal),
    select: (row) => row?.value ?? null,
    staleTime: 5 * 60_000,
    enabled,
  });
}

export const SettingKeys = {
  DELIVERY_COST: 'DeliveryCost-post-pishtaz',
  PURCHASE_REGULATIONS: 'PurchaseRegulations',
} as const;

// ---------- the basket ----------

/** One line of the basket, whoever keeps it (the server for a learner, the browser for a visitor). */
export interface BasketLine {
  key: string;
  kind: SellableKind;
  id: number;
  count: number;
  row: SellableRow;
  /** The server's line id (PUT/DELETE /store/items/{id}); null in a visitor's basket. */
  itemId: number | null;
  unitPrice: number;
  sellablePrice: number;
}

export interface BasketView {
  mode: 'guest' | 'server';
  lines: BasketLine[];
  /** The summary's figures; a visitor's are worked out here (no code, delivery from the setting). */
  totals: BasketTotals | null;
  /** The server basket (id for the code, address and checkout calls); null for a visitor. */
  basket: BasketRow | null;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/** Lines that cannot be ordered as they are (sold out, or more than is left). */
export function unavailableLines(lines: readonly BasketLine[]): BasketLine[] {
  return lines.filter((l) => l.row.inventory === 0 || l.count > maxOrderCount(l.row, l.kind));
}

/** The lines of a basket or an order as the cart and the order pages draw them. */
export function orderLines(basket: BasketRow): BasketLine[] {
  return basket.items_info.flatMap((item): BasketLine[] => {
    const row = item.product_info ?? item.package_info;
    if (!row) return [];
    const kind: SellableKind = item.product_info ? 'product' : 'package';
    return [
      {
        key: `${kind}-${row.id}`,
        kind,
        id: row.id,
        count: item.count,
        row,
        itemId: item.id,
        unitPrice: item.unit_price,
        sellablePrice: item.sellable_price,
      },
    ];
  });
}

function guestLine(line: GuestLine, fresh: SellableRow | undefined): BasketLine {
  const row = fresh ?? line.row;
  return {
    key: `${line.kind}-${line.id}`,
    kind: line.kind,
    id: line.id,
    count: line.count,
    row,
    itemId: null,
    unitPrice: row.unit_price,
    sellablePrice: row.sellable_price,
  };
}

/**
 * The shop pages' own trigger of the merge of a visitor's basket (the header's badge has one too;
 * whichever comes first runs it, once). Lines still in the browser are tried again whenever the
 * server answers the basket anew (`basketAt`): a failed first try does not wait for another page.
 */
function useGuestMerge(token: string | null, guestCount: number, basketAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token && guestCount > 0) void mergeGuestBasket(queryClient);
  }, [token, guestCount, basketAt, queryClient]);
}

export function useServerBasket(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: shopKeys.basket,
    queryFn: ({ signal }) => fetchOpenBasket(signal),
    enabled: !!token && enabled,
    staleTime: 0,
  });
}

/**
 * The basket as the cart draws it. A visitor's lines are re-read from the catalogue (prices and
 * stock may have changed since they were added) and drawn from the remembered rows meanwhile.
 */
export function useBasket(): BasketView {
  const { token } = useSession();
  const server = useServerBasket();
  const guest = useSyncExternalStore(guestBasket.subscribe, guestBasket.lines, guestBasket.lines);
  useGuestMerge(token, guest.length, server.dataUpdatedAt);
  const viewer = useViewer();
  const fresh = useQueries({
    queries: (token ? [] : guest).map((line) => ({
      queryKey:
        line.kind === 'package'
          ? shopKeys.package(viewer, line.id)
          : shopKeys.product(viewer, line.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        line.kind === 'package'
          ? store.getPackage(line.id, signal)
          : store.getProduct(line.id, signal),
      staleTime: PUBLIC_STALE,
      retry: false,
    })),
  });
  const delivery = useSetting(SettingKeys.DELIVERY_COST, !token);
  const lines = guest.map((line, i) => guestLine(line, fresh[i]?.data as SellableRow | undefined));
  const guestView = { lines, totals: guestTotals(lines, Number(delivery.data) || 0) };

  if (!token) {
    return {
      mode: 'guest',
      lines: guestView.lines,
      totals: guestView.lines.length ? guestView.totals : null,
      basket: null,
      isPending: false,
      error: null,
      refetch: () => undefined,
    };
  }
  return {
    mode: 'server',
    lines: server.data ? orderLines(server.data) : [],
    totals: server.data ?? null,
    basket: server.data ?? null,
    isPending: server.isPending,
    error: server.error,
    refetch: () => void server.refetch(),
  };
}

function thingOf(kind: SellableKind, id: number): BasketThing {
  return kind === 'product' ? { product: id } : { package: id };
}

type BasketAction =
  | { type: 'put'; kind: SellableKind; row: SellableRow; count: number }
  | { type: 'increment'; line: BasketLine }
  | { type: 'decrement'; line: BasketLine }
  | { type: 'remove'; line: BasketLine };

/**
 * Changing the basket: a learner's through the API (the server's Persian 409 is toasted: out of
 * stock, over the ceiling, already bought), a visitor's in the browser within the row's limits.
 */
export function useBasketActions() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (action: BasketAction): Promise<unknown> => {
      switch (action.type) {
        case 'put':
          return store.addItem(thingOf(action.kind, action.row.id), action.count);
        case 'increment':
          return store.incrementItem(thingOf(action.line.kind, action.line.id));
        case 'decrement':
          return store.decrementItem(thingOf(action.line.kind, action.line.id));
        case 'remove':
          return action.line.itemId !== null
            ? store.removeItem(action.line.itemId)
            : store.decrementItem(thingOf(action.line.kind, action.line.id));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.basket }),
  });

  const run = useCallback(
    (action: BasketAction, onDone?: () => void) => {
      if (token) {
        mutation.mutate(action, { onSuccess: () => onDone?.() });
        return;
      }
      switch (action.type) {
        case 'put':
          guestBasket.put(action.kind, action.row, action.count);
          break;
        case 'increment':
          guestBasket.setCount(action.line.kind, action.line.id, action.line.count + 1);
          break;
        case 'decrement':
          guestBasket.setCount(action.line.kind, action.line.id, action.line.count - 1);
          break;
        case 'remove':
          guestBasket.remove(action.line.kind, action.line.id);
          break;
      }
      onDone?.();
    },
    [mutation, token],
  );

  return {
    run,
    /** The action under way (to put a spinner on the right line), if any. */
    pending: mutation.isPending ? mutation.variables : undefined,
    isPending: mutation.isPending,
  };
}

/** «افزودن به سبد خرید» with its toast; `kind` from the row itself. */
export function useAddToBasket() {
  const { run, pending, isPending } = useBasketActions();
  const add = useCallback(
    (row: SellableRow, count = 1, onDone?: () => void) =>
      run({ type: 'put', kind: kindOf(row), row, count }, () => {
        toast.success(`«${row.title}» به سبد خرید افزوده شد.`);
        onDone?.();
      }),
    [run],
  );
  const addingId = pending?.type === 'put' ? `${pending.kind}-${pending.row.id}` : undefined;
  return { add, addingId, isPending };
}

// ---------- checkout ----------

/** The code step: the field shows the server's 400 message itself. */
export function useDiscountCode(basketId: number | null) {
  const queryClient = useQueryClient();
  const done = (basket: BasketRow) => queryClient.setQueryData(shopKeys.basket, basket);
  const submit = useMutation({
    mutationFn: (code: string) => store.submitDiscountCode(basketId ?? 0, code),
    meta: { silentError: true },
    onSuccess: (basket) => {
      done(basket);
      toast.success('کد تخفیف اعمال شد.');
    },
  });
  const remove = useMutation({
    mutationFn: () => store.removeDiscountCode(basketId ?? 0),
    onSuccess: (basket) => {
      done(basket);
      toast.info('کد تخفیف حذف شد.');
    },
  });
  return { submit, remove };
}

export function useSetAddress(basketId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => store.setAddress(basketId ?? 0, body),
    meta: { silentError: true },
    onSuccess: (basket) => queryClient.setQueryData(shopKeys.basket, basket),
  });
}

/** Everything that changes once an order is placed, paid or cancelled. */
function useRefreshShop() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.basket }),
        queryClient.invalidateQueries({ queryKey: shopKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
        // Stock and «خریداری شده» change.
        queryClient.invalidateQueries({ queryKey: shopKeys.catalogue }),
      ]),
    [queryClient],
  );
}

export { useRefreshShop };

/** PUT create_invoice {}: the basket becomes an order with an invoice to pay. */
export function useCreateOrderInvoice(basketId: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshShop();
  return useMutation({
    mutationFn: () => store.createInvoice(basketId ?? 0, {}),
    meta: { silentError: true },
    onSuccess: async (invoice) => {
      queryClient.setQueryData(moneyKeys.invoice(invoice.id), invoice);
      await refresh();
    },
  });
}

export function useCancelOrder() {
  const refresh = useRefreshShop();
  return useMutation({
    mutationFn: (basketId: number) => store.cancelOrder(basketId),
    onSuccess: async (answer) => {
      toast.success(answer.detail || 'سفارش لغو شد.');
      await refresh();
    },
  });
}

// ---------- orders ----------

export function useOrders(params: OrderListParams) {
  const { token } = useSession();
  return useQuery({
    queryKey: shopKeys.orders(params),
    queryFn: ({ signal }) => store.listOrders(params, signal),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: shopKeys.order(id ?? 0),
    queryFn: ({ signal }) => store.getOrder(id ?? 0, signal),
    enabled: !!token && id !== null,
  });
}

export type { PackageRow, ProductRow };
