import { toPersianDigits } from '@daneshsara/domain';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import DiscountOutlinedIcon from '@mui/icons-material/DiscountOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceModule } from '../types';
import {
  BASKETS_PATH,
  CATEGORIES_PATH,
  CATEGORY_RESOURCE,
  DISCOUNT_RESOURCE,
  DISCOUNTS_PATH,
  ORDER_RESOURCE,
  ORDERS_LIST_PATH,
  ORDERS_RESOURCE,
  PACKAGE_RESOURCE,
  PACKAGES_PATH,
  PRODUCT_RESOURCE,
  PRODUCTS_PATH,
} from './api';
import { storeRouteItems } from './routes';

// Each screen loads on first use (the console's first load stays small).
const categories = () => import('./categories/CategoryScreens');
const products = () => import('./products/ProductScreens');
const packages = () => import('./packages/PackageScreens');
const discounts = () => import('./discounts/StoreDiscountScreens');

const orderNumber = (record: RaRecord) => toPersianDigits(String(record.id ?? ''));

/** Store categories: /admin/store/category ⇄ /api/store/categories (a tree). */
export const storeCategories: ResourceModule = {
  name: CATEGORY_RESOURCE,
  apiPath: CATEGORIES_PATH,
  menuGroup: 'store',
  menuOrder: 1,
  permission: 'store.products.manage',
  icon: AccountTreeOutlinedIcon,
  list: lazy(() => categories().then((m) => ({ default: m.CategoryList }))),
  create: lazy(() => categories().then((m) => ({ default: m.CategoryCreate }))),
  edit: lazy(() => categories().then((m) => ({ default: m.CategoryEdit }))),
  recordRepresentation: 'title',
};

/** Products: /admin/store/product ⇄ /api/store/products. */
export const storeProducts: ResourceModule = {
  name: PRODUCT_RESOURCE,
  apiPath: PRODUCTS_PATH,
  menuGroup: 'store',
  menuOrder: 2,
  permission: 'store.products.manage',
  icon: Inventory2OutlinedIcon,
  list: lazy(() => products().then((m) => ({ default: m.ProductList }))),
  create: lazy(() => products().then((m) => ({ default: m.ProductCreate }))),
  edit: lazy(() => products().then((m) => ({ default: m.ProductEdit }))),
  recordRepresentation: 'title',
};

/** Packages: /admin/store/package ⇄ /api/store/packages. */
export const storePackages: ResourceModule = {
  name: PACKAGE_RESOURCE,
  apiPath: PACKAGES_PATH,
  menuGroup: 'store',
  menuOrder: 3,
  permission: 'store.products.manage',
  icon: LayersOutlinedIcon,
  list: lazy(() => packages().then((m) => ({ default: m.PackageList }))),
  create: lazy(() => packages().then((m) => ({ default: m.PackageCreate }))),
  edit: lazy(() => packages().then((m) => ({ default: m.PackageEdit }))),
  recordRepresentation: 'title',
};

/** The store's discount codes: /admin/store/discount ⇄ /api/accounting/discounts?target=STORE. */
export const storeDiscounts: ResourceModule = {
  name: DISCOUNT_RESOURCE,
  apiPath: DISCOUNTS_PATH,
  menuGroup: 'store',
  menuOrder: 4,
  permission: 'accounting.discounts.manage',
  icon: DiscountOutlinedIcon,
  list: lazy(() => discounts().then((m) => ({ default: m.StoreDiscountList }))),
  create: lazy(() => discounts().then((m) => ({ default: m.StoreDiscountCreate }))),
  edit: lazy(() => discounts().then((m) => ({ default: m.StoreDiscountEdit }))),
  recordRepresentation: 'code',
};

/**
 * Orders: /admin/store/basket lists /api/store/baskets/list_orders; /admin/store/basket/{id}/show
 * reads the order through `store/order` (/api/store/baskets/{id}).
 */
export const storeOrders: ResourceModule = {
  name: ORDERS_RESOURCE,
  apiPath: ORDERS_LIST_PATH,
  menuGroup: 'store',
  menuOrder: 5,
  permission: 'store.orders.manage',
  icon: ShoppingBagOutlinedIcon,
  list: lazy(() => import('./orders/OrderList').then((m) => ({ default: m.OrderList }))),
  show: lazy(() => import('./orders/OrderShow').then((m) => ({ default: m.OrderShow }))),
  recordRepresentation: orderNumber,
};

/** The same orders over /api/store/baskets (one order, its actions, the .xlsx); not in the menu. */
export const storeOrder: ResourceModule = {
  name: ORDER_RESOURCE,
  apiPath: BASKETS_PATH,
  menuGroup: 'store',
  menuOrder: 99,
  permission: 'store.orders.manage',
  icon: ShoppingBagOutlinedIcon,
  recordRepresentation: orderNumber,
};

/** Every store resource, for resources/index.ts. */
export const storeResources: ResourceModule[] = [
  storeCategories,
  storeProducts,
  storePackages,
  storeDiscounts,
  storeOrders,
  storeOrder,
];

/**
 * The «فروشگاه» group of the side menu, in order: the five resources (AppMenu already lists them
 * by `menuGroup: 'store'` and `menuOrder`), then the two settings pages, which are custom routes
 * (render them with `<StoreRouteMenuItems />`).
 */
export const storeMenuGroup = {
  group: 'store' as const,
  /** «فروشگاه» */
  title: 'app.menu.groups.store',
  items: [
    ...storeResources
      .filter((r) => r.list)
      .map((r) => ({ kind: 'resource' as const, name: r.name })),
    ...storeRouteItems.map((item) => ({ kind: 'route' as const, ...item })),
  ],
};

export { storeCustomRoutes, StoreRouteMenuItems, storeRouteItems } from './routes';
export { storeMessages } from './messages';
