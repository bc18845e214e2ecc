import type {
  BasketItemRow,
  BasketRow,
  BasketStatus,
  InvoiceRow,
  PackageRow,
  Paginated,
  PhysicalType,
  ProductRow,
  ProductSort,
  StoreCategoryRow,
} from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';
import { withFilters } from './accounting';

/** Media kinds of a product's content (SPEC section 4); the API accepts the filter already. */
export type StoreMediaType = 'VIDEO' | 'SOUND' | 'IMAGE' | 'DOCUMENT' | 'OTHER';

/**
 * GET /store/packages public filters (docs/api.md "store and cma settings"): price range on what
 * the buyer pays, in stock (`inventory__gte=1`: unlimited or at least one), categories.
 */
export interface PackageListParams extends ListParams {
  sort?: ProductSort;
  store_category__in?: readonly number[];
  sellable_price__gte?: number;
  sellable_price__lt?: number;
  inventory__gte?: number;
}

/** GET /store/products: the package filters plus the kind of thing and of its media. */
export interface ProductListParams extends PackageListParams {
  /** true: printed books, CDs and notes; false: files (e-books, audio). */
  is_physical?: boolean;
  physical_type__in?: readonly PhysicalType[];
  medias__type__in?: readonly StoreMediaType[];
}

export interface StoreCategoryListParams extends ListParams {
  parent?: number;
  /** `true`: the roots only, each with its whole subtree in `children`. */
  parent__isnull?: boolean;
}

export interface OrderListParams extends ListParams {
  status?: BasketStatus;
  order_type?: 'PHYSICAL' | 'VIRTUAL' | 'PHYSICAL_VIRTUAL' | 'CONTAIN_PHYSICAL';
}

/** One product or one package; exactly one of the two ids. */
export type BasketThing =
  { product: number; package?: never } | { package: number; product?: never };

/** PUT /store/baskets/{id}/set_address; `postal_code` is 10 Latin digits. */
export interface AddressBody {
  province: string;
  city: string;
  address: string;
  postal_code: string;
}

/** PUT /store/baskets/{id}/create_invoice: the body may be empty (the owner is the caller). */
export interface CreateOrderInvoiceBody {
  owner?: number;
  discount_id?: number;
}

export interface SettingRow {
  key: string;
  value: string;
}

/** The answer of a decrement that removed the line, or of a delete. */
export interface StoreDetail {
  detail: string;
}

const PACKAGE_FILTERS = [
  'sort',
  'store_category__in',
  'sellable_price__gte',
  'sellable_price__lt',
  'inventory__gte',
] as const;

/** store (shop): catalogue, the learner's basket, checkout and orders (ENDPOINTS.md 1.8, 4.6). */
export function createStoreApi(http: HttpClient) {
  const base = '/store';
  return {
    listCategories: (params: StoreCategoryListParams = {}, signal?: AbortSignal) =>
      fetchPage<StoreCategoryRow>(
        http,
        `${base}/categories`,
        withFilters(params, ['parent', 'parent__isnull']),
        signal,
      ),

    listProducts: (
      params: ProductListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<ProductRow>> =>
      fetchPage<ProductRow>(
        http,
        `${base}/products`,
        withFilters(params, [
          ...PACKAGE_FILTERS,
          'is_physical',
          'physical_type__in',
          'medias__type__in',
        ]),
        signal,
      ),
    getProduct: (id: number, signal?: AbortSignal) =>
      http.get<ProductRow>(`${base}/products/${id}`, undefined, signal),
    relatedProducts: (id: number, params: ListParams = {}, signal?: AbortSignal) =>
      fetchPage<ProductRow>(http, `${base}/products/${id}/related_products`, params, signal),

    listPackages: (
      params: PackageListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<PackageRow>> =>
      fetchPage<PackageRow>(
        http,
        `${base}/packages`,
        withFilters(params, [...PACKAGE_FILTERS]),
        signal,
      ),
    getPackage: (id: number, signal?: AbortSignal) =>
      http.get<PackageRow>(`${base}/packages/${id}`, undefined, signal),

    /** The caller's open basket (made on first use), with live prices. */
    checkoutReview: (signal?: AbortSignal) =>
      http.get<BasketRow>(`${base}/baskets/checkout_review`, undefined, signal),
    /** Sets the line's count (adds the line when missing). 409 with a Persian reason. */
    addItem: (thing: BasketThing, count: number) =>
      http.post<BasketItemRow>(`${base}/items`, { ...thing, count }),
    incrementItem: (thing: BasketThing) =>
      http.post<BasketItemRow | StoreDetail>(`${base}/items/increment`, thing),
    /** At zero the line goes: the answer is then `{detail}`. */
    decrementItem: (thing: BasketThing) =>
      http.post<BasketItemRow | StoreDetail>(`${base}/items/decrement`, thing),
    setItemCount: (id: number, count: number) =>
      http.put<BasketItemRow | StoreDetail>(`${base}/items/${id}`, { count }),
    removeItem: (id: number) => http.delete<StoreDetail>(`${base}/items/${id}`),

    /** 400 `{code: [...]}` when the code is wrong, expired, not for the store or the order is small. */
    submitDiscountCode: (basketId: number, code: string) =>
      http.put<BasketRow>(`${base}/baskets/${basketId}/submit_discount_code`, { code }),
    removeDiscountCode: (basketId: number) =>
      http.put<BasketRow>(`${base}/baskets/${basketId}/remove_discount_code`),
    setAddress: (basketId: number, body: AddressBody) =>
      http.put<BasketRow>(`${base}/baskets/${basketId}/set_address`, body),
    /**
     * The basket becomes an order (CLOSED) with a STORE_BASKET invoice to pay; a new basket opens.
     * 400 `{address: [...]}` when something is physical and there is no address; 409 out of stock.
     */
    createInvoice: (basketId: number, body: CreateOrderInvoiceBody = {}) =>
      http.put<InvoiceRow & StoreDetail>(`${base}/baskets/${basketId}/create_invoice`, body),
    /** The owner cancels an order awaiting payment (the invoice too; the stock returns). */
    cancelOrder: (basketId: number) =>
      http.put<BasketRow & StoreDetail>(`${base}/baskets/${basketId}/cancel`),
    /** Store staff: a paid order was shipped (PAID → SENT). */
    sendOrder: (basketId: number) =>
      http.put<BasketRow & StoreDetail>(`${base}/baskets/${basketId}/send`),

    /** Orders (every basket past checkout), newest first: the caller's own. */
    listOrders: (params: OrderListParams = {}, signal?: AbortSignal) =>
      fetchPage<BasketRow>(
        http,
        `${base}/baskets/list_orders`,
        withFilters(params, ['status', 'order_type']),
        signal,
      ),
    getOrder: (id: number, signal?: AbortSignal) =>
      http.get<BasketRow>(`${base}/baskets/${id}`, undefined, signal),

    /** GET /cma/settings/key/{key}: `DeliveryCost-post-pishtaz` (Rials), `PurchaseRegulations` (HTML). */
    getSetting: (key: string, signal?: AbortSignal) =>
      http.get<SettingRow>(`/cma/settings/key/${encodeURIComponent(key)}`, undefined, signal),
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
