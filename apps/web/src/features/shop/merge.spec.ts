import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRow } from './testRows';

const server = vi.hoisted(() => ({ up: false, items: [] as Array<{ product: number; count: number }> }));

vi.mock('../auth/session', () => ({ getAccessToken: () => 'token' }));
vi.mock('../notify/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn() } }));
vi.mock('./basketKey', () => ({
  BASKET_KEY: ['basket'],
  fetchOpenBasket: async () => {
    if (!server.up) throw new Error('network');
    return { items_info: server.items };
  },
}));
vi.mock('./guestBasket', async (original) => {
  const real = await original<typeof import('./guestBasket')>();
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  return { ...real, guestBasket: real.createGuestBasket(() => storage) };
});
vi.mock('./storeApi', () => ({
  store: {
    addItem: async (thing: { product: number }, count: number) => {
      server.items.push({ product: thing.product, count });
      return {};
    },
  },
}));

const { guestBasket } = await import('./guestBasket');
const { mergeGuestBasket } = await import('./merge');

afterEach(() => {
  vi.useRealTimers();
});

describe('joining a visitor basket after login', () => {
  it('keeps the lines when the basket cannot be read, and tries again by itself until it joins', async () => {
    vi.useFakeTimers();
    guestBasket.put('product', productRow({ id: 7 }), 2);
    const first = await mergeGuestBasket(new QueryClient());
    expect(first?.kept).toBe(1);
    expect(guestBasket.lines()).toHaveLength(1);
    // Called again meanwhile (a page's trigger): the planned try keeps its time.
    expect(await mergeGuestBasket(new QueryClient())).toBeNull();

    server.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(server.items).toEqual([{ product: 7, count: 2 }]));
    expect(guestBasket.lines()).toHaveLength(0);
  });
});
