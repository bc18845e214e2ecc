import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { lazy, type ComponentType } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Permission } from '@daneshsara/domain';
import { canDo } from '../types';
import { DELIVERY_COST_ROUTE, PURCHASE_REGULATIONS_ROUTE } from './api';

const DeliveryCostPage = lazy(() =>
  import('./settings/DeliveryCostPage').then((m) => ({ default: m.DeliveryCostPage })),
);
const PurchaseRegulationsPage = lazy(() =>
  import('./settings/PurchaseRegulationsPage').then((m) => ({
    default: m.PurchaseRegulationsPage,
  })),
);

/** A store screen that is a page of its own (a custom route), not a resource. */
export interface StoreRouteItem {
  /** Path under /admin. */
  to: string;
  /** i18n key of the menu label. */
  label: string;
  icon: ComponentType;
  /** The staff matrix cell that opens it. */
  permission: Permission;
}

export const storeRouteItems: readonly StoreRouteItem[] = [
  {
    to: DELIVERY_COST_ROUTE,
    label: 'app.store.settings.delivery_cost.menu',
    icon: LocalShippingOutlinedIcon,
    permission: 'cma.settings.update',
  },
  {
    to: PURCHASE_REGULATIONS_ROUTE,
    label: 'app.store.settings.purchase_regulations.menu',
    icon: GavelOutlinedIcon,
    permission: 'cma.settings.update',
  },
];

/**
 * The two settings screens, for `<CustomRoutes>` inside `<Admin>` (with the layout): the delivery
 * cost and the purchase regulations. Each loads on first visit.
 */
export const storeCustomRoutes = [
  <Route key="store-delivery-cost" path={DELIVERY_COST_ROUTE} element={<DeliveryCostPage />} />,
  <Route
    key="store-purchase-regulations"
    path={PURCHASE_REGULATIONS_ROUTE}
    element={<PurchaseRegulationsPage />}
  />,
];

/**
 * The settings screens in the side menu, under the store's resources, for the roles that may
 * change them: drop `<StoreRouteMenuItems />` right after the «فروشگاه» group's resource items.
 */
export function StoreRouteMenuItems() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  return (
    <>
      {storeRouteItems
        .filter((item) => canDo(permissions, item.permission))
        .map(({ to, label, icon: Icon }) => (
          <Menu.Item key={to} to={to} primaryText={translate(label)} leftIcon={<Icon />} />
        ))}
    </>
  );
}
