import { describe, expect, it } from 'vitest';
import { initialAddress, needsShipping, validateAddress } from './address';

describe('the delivery address', () => {
  it('starts from the basket, else from the profile', () => {
    expect(
      initialAddress(
        { province: 'قم', city: 'قم', address: 'خیابان صفاییه', postal_code: '3713845678' },
        {
          living_province: 'تهران',
          living_city: 'تهران',
          living_address: 'x',
          living_postal_code: '1',
        },
      ).province,
    ).toBe('قم');
    expect(
      initialAddress(
        { province: null, city: null, address: null, postal_code: null },
        {
          living_province: 'تهران',
          living_city: 'تهران',
          living_address: 'خیابان انقلاب',
          living_postal_code: '۱۴۱۵۶-۱۲۳۴۵',
        },
      ),
    ).toEqual({
      province: 'تهران',
      city: 'تهران',
      address: 'خیابان انقلاب',
      postal_code: '1415612345',
    });
  });

  it('asks for every part and a 10-digit postal code', () => {
    expect(validateAddress({ province: '', city: '', address: ' ', postal_code: '123' })).toEqual({
      province: 'استان را انتخاب کنید.',
      city: 'شهر را انتخاب کنید.',
      address: 'آدرس را مشخص کنید.',
      postal_code: 'کد پستی باید ۱۰ رقم باشد.',
    });
    expect(
      validateAddress({ province: 'قم', city: 'قم', address: 'کوچه ۳', postal_code: '3713845678' }),
    ).toEqual({});
  });

  it('only physical orders are posted', () => {
    expect(needsShipping({ order_type: 'VIRTUAL' })).toBe(false);
    expect(needsShipping({ order_type: 'PHYSICAL_VIRTUAL' })).toBe(true);
    expect(needsShipping({ order_type: null })).toBe(false);
  });
});
