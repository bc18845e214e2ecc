import {
  PHYSICAL_TYPE_LABELS,
  toPersianDigits,
  type PackageRow,
  type ProductRow,
} from '@daneshsara/domain';

/** Products and packages go into the same basket; the two kinds differ in a few fields only. */
export type SellableKind = 'product' | 'package';
export type SellableRow = ProductRow | PackageRow;

/** −1 in `inventory` means unlimited (DOMAIN.md section 5). */
export const UNLIMITED = -1;
/** The API takes at most this many of one thing in a line (ItemDto). */
export const MAX_LINE_COUNT = 1000;

export function isPackageRow(row: SellableRow): row is PackageRow {
  return 'products_info' in row && Array.isArray((row as PackageRow).products_info);
}

export function kindOf(row: SellableRow): SellableKind {
  return isPackageRow(row) ? 'package' : 'product';
}

export function isOutOfStock(row: Pick<SellableRow, 'inventory'>): boolean {
  return row.inventory === 0;
}

/**
 * ENDPOINTS.md 4.6: add to basket only when not disabled and in stock (or unlimited). The server
 * also sets `is_add_to_basket_disabled` once a virtual product is bought.
 */
export function canAddToBasket(row: Pick<SellableRow, 'inventory' | 'is_add_to_basket_disabled'>) {
  return !row.is_add_to_basket_disabled && (row.inventory > 0 || row.inventory === UNLIMITED);
}

/**
 * The most of one thing a line may hold: stock, the product's own ceiling and, for a virtual
 * product, one (a file is bought once). 0 when nothing may be ordered.
 */
export function maxOrderCount(
  row: Pick<SellableRow, 'inventory' | 'maximum_order_count' | 'is_physical'>,
  kind: SellableKind,
): number {
  let max = MAX_LINE_COUNT;
  if (row.inventory !== UNLIMITED) max = Math.min(max, Math.max(0, row.inventory));
  if (row.maximum_order_count) max = Math.min(max, row.maximum_order_count);
  if (kind === 'product' && !row.is_physical) max = Math.min(max, 1);
  return max;
}

export function clampCount(count: number, max: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.max(0, Math.min(Math.floor(count), max));
}

/** A struck-through list price beside the price to pay, only when they differ. */
export function hasDiscount(row: Pick<SellableRow, 'unit_price' | 'sellable_price'>): boolean {
  return row.sellable_price < row.unit_price;
}

/** The discount badge's number: the product's own percent, else what the prices say. */
export function discountPercent(
  row: Pick<SellableRow, 'unit_price' | 'sellable_price' | 'discount_percent'>,
): number {
  if (!hasDiscount(row)) return 0;
  if (row.discount_percent > 0) return row.discount_percent;
  return row.unit_price > 0 ? Math.round((1 - row.sellable_price / row.unit_price) * 100) : 0;
}

/** Short kind of thing for cards and lines: کتاب، لوح فشرده، جزوه، محصول مجازی، بسته. */
export function sellableTypeLabel(row: SellableRow): string {
  if (isPackageRow(row)) return 'بسته';
  if (row.physical_type) return PHYSICAL_TYPE_LABELS[row.physical_type];
  return row.is_physical ? 'کالای فیزیکی' : 'محصول مجازی';
}

export type StockTone = 'ok' | 'low' | 'out' | 'digital';

/** One line about availability (product page, cart): calm unless stock is short. */
export function stockState(row: SellableRow): { tone: StockTone; label: string } {
  if (isOutOfStock(row)) return { tone: 'out', label: 'ناموجود' };
  if (!row.is_physical) return { tone: 'digital', label: 'دسترسی بلافاصله پس از خرید' };
  if (row.inventory !== UNLIMITED && row.inventory <= 5) {
    return { tone: 'low', label: `تنها ${toPersianDigits(row.inventory)} عدد در انبار باقی مانده` };
  }
  return { tone: 'ok', label: 'موجود در انبار' };
}

/** Media kinds of a product's content (SPEC section 4), for the shop's filter. */
export const MEDIA_TYPE_LABELS = {
  VIDEO: 'ویدئو',
  SOUND: 'صوتی',
  DOCUMENT: 'متنی (PDF)',
  IMAGE: 'تصویری',
  OTHER: 'سایر',
} as const;

/** A package's list price against buying its products one by one: what the buyer saves. */
export function packageSaving(row: PackageRow): number {
  const separately = row.products_info.reduce((sum, p) => sum + p.sellable_price, 0);
  return Math.max(0, separately - row.sellable_price);
}
