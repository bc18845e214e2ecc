import { ApiError } from '@daneshsara/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createGuestBasket, type KeyValueStore } from './guestBasket';
import { mergeInto, planMerge } from './mergePlan';
import type { SellableRow } from './model';
import { itemRow, packageRow, productRow } from './testRows';

function guestWith(...puts: Array<[SellableRow, number, ('product' | 'package')?]>) {
  const data = new Map<string, string>();
  const storage: KeyValueStore = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  const guest = createGuestBasket(() => storage);
  for (const [row, count, kind = 'product'] of puts) guest.put(kind, row, count);
  return guest;
}

describe('joining the visitor basket to the learner basket', () => {
  it('adds counts together within the limits, and skips what is already there in full', () => {
    const book = productRow({ id: 1, inventory: 10, maximum_order_count: 5 });
    const file = productRow({
      id: 2,
      is_physical: false,
      inventory: -1,
      maximum_order_count: null,
    });
    const cd = productRow({ id: 3, physical_type: 'CD' });
    const guest = guestWith([book, 4], [file, 1], [cd, 2]);
    const { steps, already } = planMerge(guest.lines(), [
      itemRow({ product_info: book, count: 3 }),
      itemRow({ id: 901, product_info: file, count: 1 }),
    ]);
    expect(steps.map((s) => [s.line.id, s.existing, s.target])).toEqual([
      [1, 3, 5],
      [3, 0, 2],
    ]);
    expect(already.map((l) => l.id)).toEqual([2]);
  });

  it('uses the server row: stock that fell since the visitor added it caps the count', () => {
    const remembered = productRow({ id: 1, inventory: 10 });
    const guest = guestWith([remembered, 4]);
    const { steps } = planMerge(guest.lines(), [
      itemRow({ product_info: { ...remembered, inventory: 2 }, count: 1 }),
    ]);
    expect(steps[0].target).toBe(2);
  });

  it('posts every line, empties the visitor basket and reports refusals in the server words', async () => {
    const pkg = packageRow({ id: 50 });
    const guest = guestWith(
      [productRow({ id: 1 }), 2],
      [productRow({ id: 2 }), 1],
      [pkg, 1, 'package'],
    );
    const addItem = vi.fn(async (thing: { product?: number; package?: number }) => {
      if (thing.product === 2) throw new ApiError(409, 'موجودی این کالا کافی نیست.');
      return {};
    });
    const outcome = await mergeInto({
      guest,
      fetchBasket: async () => ({ items_info: [] }),
      addItem,
    });
    expect(addItem.mock.calls).toEqual([
      [{ product: 1 }, 2],
      [{ product: 2 }, 1],
      [{ package: 50 }, 1],
    ]);
    expect(outcome).toEqual({
      added: 2,
      refused: [{ title: 'آموزش کلام جدید', message: 'موجودی این کالا کافی نیست.' }],
      kept: 0,
    });
    expect(guest.count()).toBe(0);
  });

  it('keeps the lines it could not send for the next try', async () => {
    const guest = guestWith([productRow({ id: 1 }), 1], [productRow({ id: 2 }), 1]);
    const outcome = await mergeInto({
      guest,
      fetchBasket: async () => ({ items_info: [] }),
      addItem: async (thing) => {
        if ('product' in thing && thing.product === 1) throw new ApiError(0, 'offline');
        return {};
      },
    });
    expect(outcome).toEqual({ added: 1, refused: [], kept: 1 });
    expect(guest.lines().map((l) => l.id)).toEqual([1]);

    const unreachable = await mergeInto({
      guest,
      fetchBasket: () => Promise.reject(new ApiError(503, 'down')),
      addItem: vi.fn(),
    });
    expect(unreachable.kept).toBe(1);
    expect(guest.count()).toBe(1);
  });
});
