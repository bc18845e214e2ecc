/** API paths of the store screens (docs/api.md "store and cma settings"), under /api. */
export const CATEGORIES_PATH = 'store/categories';
export const PRODUCTS_PATH = 'store/products';
export const PACKAGES_PATH = 'store/packages';
/** Store discount codes are accounting's codes with target STORE. */
export const DISCOUNTS_PATH = 'accounting/discounts';
/** Orders (every basket past checkout): the list. */
export const ORDERS_LIST_PATH = 'store/baskets/list_orders';
/** One basket or order, its actions and the .xlsx of orders. */
export const BASKETS_PATH = 'store/baskets';

/** react-admin resource names: the routes under /admin and the i18n keys resources.<name>. */
export const CATEGORY_RESOURCE = 'store/category';
export const PRODUCT_RESOURCE = 'store/product';
export const PACKAGE_RESOURCE = 'store/package';
export const DISCOUNT_RESOURCE = 'store/discount';
/** The orders list (/admin/store/basket) over list_orders. */
export const ORDERS_RESOURCE = 'store/basket';
/**
 * The same orders over store/baskets: the order page reads one through it (list_orders has no
 * /{id}) and the .xlsx comes from store/baskets/export_report. Not in the menu.
 */
export const ORDER_RESOURCE = 'store/order';

export const orderActionPath = (id: number | string, action: 'send' | 'cancel') =>
  `${BASKETS_PATH}/${encodeURIComponent(String(id))}/${action}`;

/** Settings the store reads (GET public, PUT admin): `{key, value}`. */
export const SettingKey = {
  DELIVERY_COST: 'DeliveryCost-post-pishtaz',
  PURCHASE_REGULATIONS: 'PurchaseRegulations',
} as const;
export type SettingKey = (typeof SettingKey)[keyof typeof SettingKey];
export const settingPath = (key: SettingKey) => `cma/settings/key/${encodeURIComponent(key)}`;

/** Custom routes of the two settings screens (relative to /admin). */
export const DELIVERY_COST_ROUTE = '/store/delivery-cost';
export const PURCHASE_REGULATIONS_ROUTE = '/store/purchase-regulations';
