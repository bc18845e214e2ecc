import { describe, expect, it } from 'vitest';
import { WindowCounterStore } from './window-store';

const TTL = 60_000;

describe('WindowCounterStore', () => {
  it('counts to the limit, refuses past it for the block, then counts again', async () => {
    let now = 1_000_000;
    const store = new WindowCounterStore(() => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.increment('k', TTL, 3, TTL));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    now += TTL / 2;
    const still = await store.increment('k', TTL, 3, TTL);
    expect(still.isBlocked).toBe(true);
    expect(still.timeToBlockExpire).toBe(30);
    now += TTL / 2;
    const after = await store.increment('k', TTL, 3, TTL);
    expect([after.totalHits, after.isBlocked]).toEqual([1, false]);
  });

  it('keeps clients apart', async () => {
    const store = new WindowCounterStore(() => 0);
    await store.increment('a', TTL, 1, TTL);
    expect((await store.increment('b', TTL, 1, TTL)).isBlocked).toBe(false);
    expect((await store.increment('a', TTL, 1, TTL)).isBlocked).toBe(true);
  });

  it('does the same work per request at the end of a long run as at its start, and forgets idle keys', async () => {
    let now = 0;
    const store = new WindowCounterStore(() => now);
    // 30 windows of heavy load from 20 clients (one hit each 10 ms), as the bench's list does.
    const perWindow: number[] = [];
    for (let w = 0; w < 30; w++) {
      const before = store.work;
      for (let t = 0; t < TTL; t += 10) {
        now = w * TTL + t;
        await store.increment(`client-${(t / 10) % 20}`, TTL, 1e9, TTL);
      }
      perWindow.push((store.work - before) / (TTL / 10));
      expect(store.size).toBe(20);
    }
    expect(perWindow[29]).toBeLessThanOrEqual(perWindow[0] * 1.01);
    expect(Math.max(...perWindow)).toBeLessThan(1.01);

    // Those clients leave; after a window the store holds only the one still calling.
    now += 2 * TTL;
    await store.increment('late', TTL, 10, TTL);
    expect(store.size).toBe(1);
  });
});
