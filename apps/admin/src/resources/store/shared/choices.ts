import { BasketStatus, OrderType, PhysicalType } from '@daneshsara/domain';
import type { ChipColor } from '../../../inputs/ChipLabelField';

export interface Choice {
  id: string;
  name: string;
}

/** Choices whose names are i18n keys (react-admin translates them). */
const keyed = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const basketStatusChoices = keyed(
  'app.store.basket_status',
  Object.values(BasketStatus).filter((s) => s !== 'OPEN'),
);
/** The order type filter: the three types and «شامل کالای فیزیکی» (PHYSICAL or PHYSICAL_VIRTUAL). */
export const orderTypeChoices = keyed('app.store.order_type', [
  'CONTAIN_PHYSICAL',
  ...Object.values(OrderType),
]);
export const physicalTypeChoices = keyed('app.store.physical_type', Object.values(PhysicalType));
/** Filter values the API reads as booleans. */
export const physicalChoices = [
  { id: 'true', name: 'app.store.physical.true' },
  { id: 'false', name: 'app.store.physical.false' },
];
export const visibilityChoices = [
  { id: 'false', name: 'app.store.visibility.visible' },
  { id: 'true', name: 'app.store.visibility.hidden' },
];

export const BASKET_STATUS_COLORS: Record<string, ChipColor> = {
  OPEN: 'default',
  CLOSED: 'warning',
  PAID: 'success',
  SENT: 'primary',
  CANCELED: 'default',
};

export const ORDER_TYPE_COLORS: Record<string, ChipColor> = {
  PHYSICAL: 'secondary',
  VIRTUAL: 'info',
  PHYSICAL_VIRTUAL: 'primary',
};
