import { describe, expect, it, vi } from 'vitest';
import {
  createGuestBasket,
  GUEST_BASKET_KEY,
  parseGuestLines,
  type KeyValueStore,
} from './guestBasket';
import { packageRow, productRow } from './testRows';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the visitor basket', () => {
  it('keeps ids, counts and the rows in storage, and empties it when cleared', () => {
    const storage = memory();
    const basket = createGuestBasket(() => storage);
    basket.put('product', productRow({ id: 3 }), 2);
    basket.put('package', packageRow({ id: 50 }), 1);
    expect(basket.count()).toBe(3);
    const saved = JSON.parse(storage.data.get(GUEST_BASKET_KEY) ?? '{}');
    expect(
      saved.lines.map((l: { kind: string; id: number; count: number }) => [l.kind, l.id, l.count]),
    ).toEqual([
      ['product', 3, 2],
      ['package', 50, 1],
    ]);
    expect(saved.lines[0].row.title).toBe('آموزش کلام جدید');
    // A second store over the same storage (a reload) sees the same basket.
    expect(createGuestBasket(() => storage).count()).toBe(3);
    basket.clear();
    expect(storage.data.has(GUEST_BASKET_KEY)).toBe(false);
    expect(basket.lines()).toEqual([]);
  });

  it('replaces a count, keeps the line in place, and removes it at zero', () => {
    const storage = memory();
    const b = createGuestBasket(() => storage);
    b.put('product', productRow({ id: 1 }), 1);
    b.put('product', productRow({ id: 2 }), 1);
    b.put('product', productRow({ id: 1 }), 3);
    expect(b.lines().map((l) => [l.id, l.count])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    b.setCount('product', 1, 0);
    expect(b.lines().map((l) => l.id)).toEqual([2]);
    b.remove('product', 2);
    expect(b.count()).toBe(0);
  });

  it('holds counts within stock, the ceiling and one copy of a file', () => {
    const storage = memory();
    const b = createGuestBasket(() => storage);
    b.put('product', productRow({ id: 1, inventory: 3, maximum_order_count: 5 }), 9);
    b.put('product', productRow({ id: 2, inventory: -1, maximum_order_count: 2 }), 9);
    b.put(
      'product',
      productRow({ id: 3, is_physical: false, inventory: -1, maximum_order_count: null }),
      4,
    );
    b.put('product', productRow({ id: 4, inventory: 0 }), 1);
    expect(b.lines().map((l) => [l.id, l.count])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    b.setCount('product', 1, 7);
    expect(b.lines()[0].count).toBe(3);
  });

  it('answers the same array until something changes, and tells its subscribers', () => {
    const storage = memory();
    const b = createGuestBasket(() => storage);
    const listener = vi.fn();
    const off = b.subscribe(listener);
    expect(b.lines()).toBe(b.lines());
    b.put('product', productRow(), 1);
    const first = b.lines();
    expect(b.lines()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    b.put('product', productRow(), 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(b.lines()).not.toBe(first);
  });

  it('ignores broken or foreign storage, and works without storage at all', () => {
    expect(parseGuestLines('not json')).toEqual([]);
    expect(parseGuestLines(JSON.stringify({ v: 99, lines: [] }))).toEqual([]);
    expect(
      parseGuestLines(
        JSON.stringify({
          v: 1,
          lines: [
            { kind: 'product', id: 1, count: 1, row: productRow({ id: 1 }) },
            { kind: 'thing', id: 2, count: 1, row: productRow({ id: 2 }) },
            { kind: 'product', id: 3, count: 0, row: productRow({ id: 3 }) },
            { kind: 'product', id: 4, count: 1, row: productRow({ id: 5 }) },
          ],
        }),
      ).map((l) => l.id),
    ).toEqual([1]);
    const none = createGuestBasket(() => null);
    none.put('product', productRow(), 1);
    expect(none.count()).toBe(0);
  });
});
