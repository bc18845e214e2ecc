/** The store (DOMAIN.md section 5): enumerations with Persian labels and the rows the API answers. */

export const BasketStatus = { OPEN: 'OPEN', CANCELED: 'CANCELED', CLOSED: 'CLOSED', PAID: 'PAID', SENT: 'SENT' } as const;
export type BasketStatus = (typeof BasketStatus)[keyof typeof BasketStatus];
export const BASKET_STATUS_LABELS: Record<BasketStatus, string> = {
  OPEN: 'باز',
  CANCELED: 'لغو شده',
  CLOSED: 'در انتظار پرداخت',
  PAID: 'پرداخت شده',
  SENT: 'ارسال شده',
};

export const OrderType = { PHYSICAL: 'PHYSICAL', VIRTUAL: 'VIRTUAL', PHYSICAL_VIRTUAL: 'PHYSICAL_VIRTUAL' } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  PHYSICAL: 'فیزیکی',
  VIRTUAL: 'مجازی',
  PHYSICAL_VIRTUAL: 'فیزیکی و مجازی',
};

export const PhysicalType = { CD: 'CD', BOOK: 'BOOK', MANUSCRIPT: 'MANUSCRIPT' } as const;
export type PhysicalType = (typeof PhysicalType)[keyof typeof PhysicalType];
export const PHYSICAL_TYPE_LABELS: Record<PhysicalType, string> = { CD: 'لوح فشرده', BOOK: 'کتاب', MANUSCRIPT: 'جزوه' };

export const ProductSort = { BEST_SELLING: 'BEST_SELLING', MOST_EXPENSIVE: 'MOST_EXPENSIVE', LEAST_EXPENSIVE: 'LEAST_EXPENSIVE' } as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  BEST_SELLING: 'پرفروش‌ترین',
  MOST_EXPENSIVE: 'گران‌ترین',
  LEAST_EXPENSIVE: 'ارزان‌ترین',
};

/**
 * The rounding rule for money (docs/domain-rules.md): what a percentage takes (a code's discount,
 * a refund) is rounded down to whole Rials.
 */
export function percentOff(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * sellable_price = unit_price × (100 − discount_percent) / 100, rounded down (DOMAIN.md section 5),
 * but a priced item never sells for 0 unless its discount is 100%: 1 Rial with 1% off sells for 1.
 */
export function sellablePrice(unitPrice: number, discountPercent: number): number {
  if (unitPrice <= 0 || discountPercent >= 100) return 0;
  return Math.max(1, Math.floor((unitPrice * (100 - discountPercent)) / 100));
}

export interface StoreCategoryRow {
  id: number;
  title: string;
  parent: number | null;
  children: StoreCategoryRow[];
}

interface SellableRow {
  id: number;
  title: string;
  thumbnail: string | null;
  description: string | null;
  specification: string | null;
  unit_price: number;
  discount_percent: number;
  sellable_price: number;
  /** -1 = unlimited. */
  inventory: number;
  maximum_order_count: number | null;
  is_physical: boolean;
  is_hidden: boolean;
  /** The product says so, or it is out of stock. */
  is_add_to_basket_disabled: boolean;
  /** The logged-in user already owns it (virtual items). */
  is_purchased: boolean;
  weight: number | null;
  store_category: number | null;
  store_category_info: { id: number; title: string } | null;
  content_category: number | null;
  sold_count: number;
  creation_time: string;
}

export interface ProductRow extends SellableRow {
  physical_type: PhysicalType | null;
}

export interface PackageRow extends SellableRow {
  products: number[];
  products_info: ProductRow[];
}

export interface BasketItemRow {
  id: number;
  basket: number;
  product: number | null;
  product_info: ProductRow | null;
  package: number | null;
  package_info: PackageRow | null;
  count: number;
  /** Price of one unit now (open basket) or frozen at create_invoice (order). */
  unit_price: number;
  sellable_price: number;
}

export interface BasketRow {
  id: number;
  status: BasketStatus;
  order_type: OrderType | null;
  owner: number;
  owner_info: { id: number; full_name: string; mobile_number: string | null; national_code: string | null };
  items_info: BasketItemRow[];
  /** Sum of unit prices × counts (قیمت کالاها). */
  price: number;
  /** Product discounts (تخفیف ها). */
  margin_amount: number;
  /** price − margin_amount (قابل سفارش). */
  sellable_price: number;
  discount: number | null;
  discount_info: { id: number; code: string; percent: number; price: number } | null;
  /** What the code takes off (کد تخفیف). */
  discount_amount: number;
  /** sellable_price − discount_amount (مجموع). */
  order_price: number;
  /** margin_amount + discount_amount. */
  overall_discount_amount: number;
  /** Delivery (setting DeliveryCost-post-pishtaz) when anything is physical. */
  delivery_cost: number;
  /** order_price + delivery_cost (جمع). */
  overall_order_price: number;
  province: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  full_address: string;
  invoice: number | null;
  invoice_info: { id: number; status: string; amount: number } | null;
  order_time: string | null;
  creation_time: string;
  last_modification_time: string;
}

export const StoreMessages = {
  ADDRESS_MISSING: 'آدرس را مشخص کنید.',
  OUT_OF_STOCK: 'موجودی این کالا کافی نیست.',
  MAX_ORDER: 'تعداد سفارش این کالا بیش از حد مجاز است.',
  ADD_DISABLED: 'امکان افزودن این کالا به سبد خرید وجود ندارد.',
  BASKET_EMPTY: 'سبد خرید شما خالی است.',
  BASKET_NOT_OPEN: 'این سبد خرید دیگر قابل تغییر نیست.',
  ALREADY_PURCHASED: 'این محصول را قبلا خریده‌اید.',
} as const;
