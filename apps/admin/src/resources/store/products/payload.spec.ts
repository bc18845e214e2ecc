import { describe, expect, it } from 'vitest';
import { toSellablePayload, validateSellable, type SellableFormValues } from './payload';

const book: SellableFormValues = {
  title: ' تاریخ تحلیلی صدر اسلام ',
  store_category: 3,
  description: 'روایتی تحلیلی',
  specification: '',
  unit_price: 960_000,
  discount_percent: 15,
  is_physical: true,
  physical_type: 'BOOK',
  weight: '۴۵۰',
  inventory: 10,
  maximum_order_count: null,
  is_hidden: false,
  is_add_to_basket_disabled: false,
  thumbnail: 'http://x/uploads/store/a.png',
};

describe('product form', () => {
  it('accepts a physical book', () => {
    expect(validateSellable(book, { kind: 'product' })).toEqual({});
  });

  it('asks for a title, a whole price and a discount from 0 to 100', () => {
    const errors = validateSellable(
      { ...book, title: ' ', unit_price: null, discount_percent: 120 },
      { kind: 'product' },
    );
    expect(errors.title).toBe('ra.validation.required');
    expect(errors.unit_price).toBe('ra.validation.required');
    expect(errors.discount_percent).toEqual({
      message: 'app.checks.int_between',
      args: { min: 0, max: 100 },
    });
    expect(validateSellable({ ...book, unit_price: -5 }, { kind: 'product' }).unit_price).toBe(
      'app.store.checks.price',
    );
  });

  it('wants a kind for a physical product, a stock of -1 or more, a maximum of 1 or more', () => {
    expect(
      validateSellable({ ...book, physical_type: null }, { kind: 'product' }).physical_type,
    ).toBe('app.store.checks.physical_type');
    expect(validateSellable({ ...book, inventory: -2 }, { kind: 'product' }).inventory).toBe(
      'app.store.checks.inventory',
    );
    expect(validateSellable({ ...book, inventory: -1 }, { kind: 'product' })).toEqual({});
    expect(
      validateSellable({ ...book, maximum_order_count: 0 }, { kind: 'product' })
        .maximum_order_count,
    ).toBe('app.store.checks.max_order');
  });

  it('needs products in a package', () => {
    expect(validateSellable({ ...book, products: [] }, { kind: 'package' }).products).toBe(
      'app.store.checks.products',
    );
    expect(validateSellable({ ...book, products: [1, 2] }, { kind: 'package' })).toEqual({});
  });

  it('sends the fields the API takes; a stored thumbnail is left out', () => {
    expect(toSellablePayload(book, { kind: 'product' })).toEqual({
      title: 'تاریخ تحلیلی صدر اسلام',
      store_category: 3,
      description: 'روایتی تحلیلی',
      unit_price: 960_000,
      discount_percent: 15,
      is_physical: true,
      physical_type: 'BOOK',
      weight: 450,
      inventory: 10,
      is_hidden: false,
      is_add_to_basket_disabled: false,
    });
  });

  it('drops kind and weight of a virtual item, sends a removed thumbnail as null', () => {
    const payload = toSellablePayload(
      { ...book, is_physical: false, thumbnail: null, inventory: -1, store_category: null },
      { kind: 'product' },
    );
    expect(payload).toMatchObject({ is_physical: false, inventory: -1, thumbnail: null });
    // Left out, never sent as null: a multipart body would turn null into '' for a number field.
    for (const key of ['physical_type', 'weight', 'store_category', 'maximum_order_count']) {
      expect(payload).not.toHaveProperty(key);
    }
  });

  it('keeps a newly picked thumbnail as the file', () => {
    const picked = { rawFile: new Blob(['x']), title: 'cover.png' };
    expect(toSellablePayload({ ...book, thumbnail: picked }, { kind: 'product' }).thumbnail).toBe(
      picked,
    );
  });

  it('sends a package’s product ids and no physical_type', () => {
    const payload = toSellablePayload({ ...book, products: [4, '8'] }, { kind: 'package' });
    expect(payload.products).toEqual([4, 8]);
    expect(payload).not.toHaveProperty('physical_type');
  });
});
