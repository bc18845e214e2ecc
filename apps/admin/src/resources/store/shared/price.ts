import { sellablePrice } from '@daneshsara/domain';
import { toInteger, toNumber } from './numbers';

/**
 * The «قیمت نهایی» a form previews while the unit price and the discount are typed:
 * floor(unit × (100 − percent) / 100), as the API computes sellable_price; null while either is
 * missing or not valid (a negative price, a percent outside 0..100 or not whole).
 */
export function finalPricePreview(unitPrice: unknown, discountPercent: unknown): number | null {
  const unit = toNumber(unitPrice);
  if (unit === null || unit < 0 || !Number.isInteger(unit)) return null;
  const blankPercent =
    discountPercent === null ||
    discountPercent === undefined ||
    (typeof discountPercent === 'string' && !discountPercent.trim());
  const percent = blankPercent ? 0 : toInteger(discountPercent);
  if (percent === null || percent < 0 || percent > 100) return null;
  return sellablePrice(unit, percent);
}

/** What the stock of a product or package reads as: -1 unlimited, 0 out of stock, else a count. */
export type InventoryDisplay =
  { kind: 'unlimited' } | { kind: 'out' } | { kind: 'count'; count: number } | { kind: 'unknown' };

export const UNLIMITED_INVENTORY = -1;

export function inventoryDisplay(inventory: unknown): InventoryDisplay {
  const n = toInteger(inventory);
  if (n === null) return { kind: 'unknown' };
  if (n === UNLIMITED_INVENTORY) return { kind: 'unlimited' };
  if (n <= 0) return { kind: 'out' };
  return { kind: 'count', count: n };
}
