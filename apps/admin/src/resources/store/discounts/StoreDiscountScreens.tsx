import { DiscountTarget } from '@daneshsara/domain';
import { DiscountCreate, DiscountEdit } from '../../discounts/DiscountForm';
import { DiscountList } from '../../discounts/DiscountList';

/** The store's discount codes: the discount screens fixed to target STORE. */
export const StoreDiscountList = () => <DiscountList target={DiscountTarget.STORE} />;
export const StoreDiscountCreate = () => <DiscountCreate target={DiscountTarget.STORE} />;
export const StoreDiscountEdit = () => <DiscountEdit target={DiscountTarget.STORE} />;
