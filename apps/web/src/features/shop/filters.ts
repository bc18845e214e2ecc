import { PhysicalType, ProductSort, type StoreCategoryRow } from '@daneshsara/domain';
import { MEDIA_TYPE_LABELS } from './model';
import type { PackageListParams, ProductListParams, StoreMediaType } from './storeApi';

/**
 * The shop's filters as they sit in the URL (/shop?category=2&type=BOOK&sort=LEAST_EXPENSIVE),
 * so a filtered list can be shared, reloaded and gone back to. Defaults are left out of the URL.
 */

export type ShopTab = 'products' | 'packages';
export type Edition = 'all' | 'physical' | 'virtual';

export interface ShopFilters {
  tab: ShopTab;
  category: number | null;
  /** physical_type__in */
  types: PhysicalType[];
  /** is_physical: printed (physical) or file (virtual). */
  edition: Edition;
  /** medias__type__in */
  media: StoreMediaType[];
  /** Rials, on the price the buyer pays; both ends included. */
  minPrice: number | null;
  maxPrice: number | null;
  /** inventory__gte=1 */
  inStock: boolean;
  sort: ProductSort;
  search: string;
  page: number;
}

export const DEFAULT_SHOP_FILTERS: ShopFilters = {
  tab: 'products',
  category: null,
  types: [],
  edition: 'all',
  media: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: ProductSort.BEST_SELLING,
  search: '',
  page: 1,
};

/** Products per page: four rows of three on a desktop, of two on a phone. */
export const SHOP_PAGE_SIZE = 12;

const PHYSICAL_TYPES = Object.values(PhysicalType);
const MEDIA_TYPES = Object.keys(MEDIA_TYPE_LABELS) as StoreMediaType[];
const SORTS = Object.values(ProductSort);

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function amount(value: string | null): number | null {
  if (value === null || !/^\d{1,13}$/.test(value)) return null;
  return Number(value);
}

function list<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const picked = value.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
  // In the order the filter panel lists them, each once.
  return allowed.filter((v) => picked.includes(v));
}

export function readShopFilters(search: URLSearchParams): ShopFilters {
  const sort = search.get('sort');
  const edition = search.get('edition');
  let minPrice = amount(search.get('min'));
  let maxPrice = amount(search.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    tab: search.get('tab') === 'packages' ? 'packages' : 'products',
    category: positiveInt(search.get('category')),
    types: list(search.get('type'), PHYSICAL_TYPES),
    edition: edition === 'physical' || edition === 'virtual' ? edition : 'all',
    media: list(search.get('media'), MEDIA_TYPES),
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    inStock: search.get('stock') === '1',
    sort: SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : ProductSort.BEST_SELLING,
    search: (search.get('q') ?? '').trim().slice(0, 100),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export function shopSearchParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab === 'packages') params.set('tab', 'packages');
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.types.length) params.set('type', filters.types.join(','));
  if (filters.edition !== 'all') params.set('edition', filters.edition);
  if (filters.media.length) params.set('media', filters.media.join(','));
  if (filters.minPrice !== null) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max', String(filters.maxPrice));
  if (filters.inStock) params.set('stock', '1');
  if (filters.sort !== ProductSort.BEST_SELLING) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A filter changed: back to the first page (the old page number may not exist any more). */
export function withFilters(filters: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  return { ...filters, page: 1, ...patch };
}

/** /shop with these filters. */
export function shopUrl(filters: Partial<ShopFilters> = {}): string {
  const query = shopSearchParams({ ...DEFAULT_SHOP_FILTERS, ...filters }).toString();
  return query ? `/shop?${query}` : '/shop';
}

/** How many filters narrow the list (the phone's «فیلترها» button shows it). */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    (filters.category ? 1 : 0) +
    filters.types.length +
    (filters.edition !== 'all' ? 1 : 0) +
    filters.media.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

export function clearFilters(filters: ShopFilters): ShopFilters {
  return { ...DEFAULT_SHOP_FILTERS, tab: filters.tab, sort: filters.sort, search: filters.search };
}

/** The category and every category under it (a product sits in a leaf; a root shows them all). */
export function categorySubtree(tree: readonly StoreCategoryRow[], id: number): number[] {
  const found = findCategory(tree, id);
  if (!found) return [id];
  const ids: number[] = [];
  const walk = (node: StoreCategoryRow) => {
    ids.push(node.id);
    node.children.forEach(walk);
  };
  walk(found);
  return ids;
}

export function findCategory(
  tree: readonly StoreCategoryRow[],
  id: number,
): StoreCategoryRow | null {
  return findCategoryPath(tree, id).at(-1) ?? null;
}

/** Root first, the category itself last (breadcrumbs, opening the tree); [] when unknown. */
export function findCategoryPath(
  tree: readonly StoreCategoryRow[],
  id: number,
): StoreCategoryRow[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

function common(
  filters: ShopFilters,
  tree: readonly StoreCategoryRow[] | undefined,
): PackageListParams {
  return {
    page: filters.page,
    per_page: SHOP_PAGE_SIZE,
    search: filters.search || undefined,
    sort: filters.sort,
    store_category__in: filters.category
      ? categorySubtree(tree ?? [], filters.category)
      : undefined,
    sellable_price__gte: filters.minPrice ?? undefined,
    // The panel's upper bound is inclusive; the API's __lt is not.
    sellable_price__lt: filters.maxPrice !== null ? filters.maxPrice + 1 : undefined,
    inventory__gte: filters.inStock ? 1 : undefined,
  };
}

/** GET /store/products for these filters. */
export function productQuery(
  filters: ShopFilters,
  tree: readonly StoreCategoryRow[] | undefined,
): ProductListParams {
  return {
    ...common(filters, tree),
    is_physical: filters.edition === 'all' ? undefined : filters.edition === 'physical',
    physical_type__in: filters.types.length ? filters.types : undefined,
    medias__type__in: filters.media.length ? filters.media : undefined,
  };
}

/** GET /store/packages: packages have no kind or media of their own. */
export function packageQuery(
  filters: ShopFilters,
  tree: readonly StoreCategoryRow[] | undefined,
): PackageListParams {
  return common(filters, tree);
}
