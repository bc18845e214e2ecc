import type { ThrottlerStorage } from '@nestjs/throttler';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  /** When this window's count starts again from zero (ms since the epoch). */
  resetAt: number;
  /** Set once the limit was passed: refused until then. */
  blockedUntil: number;
}

/**
 * The in-memory (one process) throttler store: a fixed-window counter per key. A request costs
 * one Map lookup and a few numbers, whatever the load: the throttler's own default store keeps
 * every hit of the window in an array that each request scans, so a busy client made every one of
 * its requests slower the longer the load lasted. Keys whose window and block are over are
 * dropped by a sweep that runs at most once per window, so the Map holds only live keys.
 * With REDIS_URL the Redis store (also a fixed window) is used instead; see rate-limit.ts.
 */
export class WindowCounterStore implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;
  /** Steps taken so far (a lookup per increment, one per key a sweep visits): see the spec. */
  work = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys held right now. */
  get size(): number {
    return this.windows.size;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<StorageRecord> {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now, ttl);
    this.work++;
    let w = this.windows.get(key);
    if (!w) {
      w = { hits: 0, resetAt: now + ttl, blockedUntil: 0 };
      this.windows.set(key, w);
    } else if (w.resetAt <= now || (w.blockedUntil !== 0 && w.blockedUntil <= now)) {
      // A new window, or the end of a block: counting starts again.
      w.hits = 0;
      w.resetAt = now + ttl;
      w.blockedUntil = 0;
    }
    const blocked = w.blockedUntil > now;
    if (!blocked) {
      w.hits++;
      if (w.hits > limit) w.blockedUntil = now + blockDuration;
    }
    const isBlocked = w.blockedUntil > now;
    return {
      totalHits: w.hits,
      timeToExpire: Math.ceil((w.resetAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((w.blockedUntil - now) / 1000) : 0,
    };
  }

  private sweep(now: number, ttl: number): void {
    for (const [key, w] of this.windows) {
      this.work++;
      if (w.resetAt <= now && w.blockedUntil <= now) this.windows.delete(key);
    }
    this.nextSweep = now + ttl;
  }
}
