import { PhysicalType } from '@daneshsara/domain';
import { isPickedFile } from '../../../providers/dataProvider';
import { isBlank, toInteger } from '../shared/numbers';
import { UNLIMITED_INVENTORY } from '../shared/price';

/** What the product and package forms hold (numbers may still be text while typed). */
export interface SellableFormValues {
  title?: string | null;
  thumbnail?: unknown;
  store_category?: number | string | null;
  description?: string | null;
  specification?: string | null;
  unit_price?: number | string | null;
  discount_percent?: number | string | null;
  is_physical?: boolean | null;
  physical_type?: string | null;
  weight?: number | string | null;
  inventory?: number | string | null;
  maximum_order_count?: number | string | null;
  is_hidden?: boolean | null;
  is_add_to_basket_disabled?: boolean | null;
  /** Packages only: the product ids inside. */
  products?: (number | string)[] | null;
}

type Message = string | { message: string; args: Record<string, unknown> };
export type SellableErrors = Partial<Record<keyof SellableFormValues, Message>>;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
};

const PHYSICAL_TYPES: readonly string[] = Object.values(PhysicalType);

/**
 * The product (and package) form: a title; a whole, non-negative price; a whole discount from 0
 * to 100; a stock of -1 (unlimited) or more; a maximum order of 1 or more when given; a weight of
 * 0 or more; a kind for a physical product; at least one product in a package.
 */
export function validateSellable(
  values: SellableFormValues,
  { kind }: { kind: 'product' | 'package' },
): SellableErrors {
  const errors: SellableErrors = {};
  if (!text(values.title)) errors.title = 'ra.validation.required';

  const unit = toInteger(values.unit_price);
  if (isBlank(values.unit_price)) errors.unit_price = 'ra.validation.required';
  else if (unit === null || unit < 0) errors.unit_price = 'app.store.checks.price';

  if (!isBlank(values.discount_percent)) {
    const percent = toInteger(values.discount_percent);
    if (percent === null || percent < 0 || percent > 100) {
      errors.discount_percent = { message: 'app.checks.int_between', args: { min: 0, max: 100 } };
    }
  }

  const inventory = toInteger(values.inventory);
  if (isBlank(values.inventory)) errors.inventory = 'ra.validation.required';
  else if (inventory === null || inventory < UNLIMITED_INVENTORY) {
    errors.inventory = 'app.store.checks.inventory';
  }

  if (!isBlank(values.maximum_order_count)) {
    const max = toInteger(values.maximum_order_count);
    if (max === null || max < 1) errors.maximum_order_count = 'app.store.checks.max_order';
  }

  if (values.is_physical) {
    if (kind === 'product' && !PHYSICAL_TYPES.includes(String(values.physical_type ?? ''))) {
      errors.physical_type = 'app.store.checks.physical_type';
    }
    if (!isBlank(values.weight)) {
      const weight = toInteger(values.weight);
      if (weight === null || weight < 0) errors.weight = 'app.store.checks.weight';
    }
  }

  if (kind === 'package' && !(values.products ?? []).length) {
    errors.products = 'app.store.checks.products';
  }
  return errors;
}

/**
 * POST/PUT store/products and store/packages: only the fields the API takes. A virtual item has
 * no kind and no weight; empty fields are left out (the API then stores null); a newly picked
 * thumbnail goes as a file (multipart), a removed one as null, an unchanged one is left out so
 * the stored picture stays.
 */
export function toSellablePayload(
  values: SellableFormValues,
  { kind }: { kind: 'product' | 'package' },
): Record<string, unknown> {
  const physical = values.is_physical === true;
  const category = toInteger(values.store_category);
  const out: Record<string, unknown> = {
    title: text(values.title) ?? '',
    store_category: category,
    description: text(values.description),
    specification: text(values.specification),
    unit_price: toInteger(values.unit_price) ?? 0,
    discount_percent: toInteger(values.discount_percent) ?? 0,
    is_physical: physical,
    weight: physical ? toInteger(values.weight) : null,
    inventory: toInteger(values.inventory) ?? UNLIMITED_INVENTORY,
    maximum_order_count: toInteger(values.maximum_order_count),
    is_hidden: values.is_hidden === true,
    is_add_to_basket_disabled: values.is_add_to_basket_disabled === true,
  };
  if (kind === 'product') out.physical_type = physical ? (values.physical_type ?? null) : null;
  if (kind === 'package') {
    out.products = (values.products ?? [])
      .map((id) => toInteger(id))
      .filter((id): id is number => id !== null);
  }
  // An empty value is left out rather than sent as null: the API stores a missing optional field
  // as null anyway, and a multipart body (a new thumbnail) would carry null as '' which its
  // number fields refuse.
  for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
  if (isPickedFile(values.thumbnail)) out.thumbnail = values.thumbnail;
  else if (values.thumbnail === null) out.thumbnail = null;
  return out;
}
