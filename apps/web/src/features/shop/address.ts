import { isValidPostalCode, toLatinDigits, type BasketRow, type User } from '@daneshsara/domain';
import type { AddressBody } from './storeApi';

export type AddressErrors = Partial<Record<keyof AddressBody, string>>;

export const AddressMessages = {
  province: 'استان را انتخاب کنید.',
  city: 'شهر را انتخاب کنید.',
  address: 'آدرس را مشخص کنید.',
  postal_code: 'کد پستی باید ۱۰ رقم باشد.',
} as const;

/** The basket's own address, else the one in the learner's profile, else empty. */
export function initialAddress(
  basket: Pick<BasketRow, 'province' | 'city' | 'address' | 'postal_code'> | null,
  user:
    | Pick<User, 'living_province' | 'living_city' | 'living_address' | 'living_postal_code'>
    | null
    | undefined,
): AddressBody {
  if (basket?.address) {
    return {
      province: basket.province ?? '',
      city: basket.city ?? '',
      address: basket.address ?? '',
      postal_code: basket.postal_code ?? '',
    };
  }
  return {
    province: user?.living_province ?? '',
    city: user?.living_city ?? '',
    address: user?.living_address ?? '',
    postal_code: toLatinDigits(user?.living_postal_code ?? '')
      .replace(/\D/g, '')
      .slice(0, 10),
  };
}

/** The same rules as the API's AddressDto, in the same words. */
export function validateAddress(value: AddressBody): AddressErrors {
  const errors: AddressErrors = {};
  if (!value.province.trim()) errors.province = AddressMessages.province;
  if (!value.city.trim()) errors.city = AddressMessages.city;
  if (!value.address.trim()) errors.address = AddressMessages.address;
  if (!isValidPostalCode(value.postal_code)) errors.postal_code = AddressMessages.postal_code;
  return errors;
}

export function hasAddress(
  basket: Pick<BasketRow, 'province' | 'city' | 'address' | 'postal_code'>,
): boolean {
  return !!(basket.province && basket.city && basket.address && basket.postal_code);
}

/** Does the order need to be posted (anything physical)? */
export function needsShipping(basket: Pick<BasketRow, 'order_type'>): boolean {
  return basket.order_type === 'PHYSICAL' || basket.order_type === 'PHYSICAL_VIRTUAL';
}
