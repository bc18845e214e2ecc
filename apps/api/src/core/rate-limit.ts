import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { AppConfig } from '../config/config';

interface Record_ {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * Shared counters in Redis so every API replica enforces one limit; a fixed window per key.
 * Without REDIS_URL the throttler keeps its in-memory default (one process).
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  /** The connection would otherwise outlive the app (a stopped replica, every e2e app). */
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string): Promise<Record_> {
    const k = `rl:${name}:${key}`;
    const blockKey = `${k}:blocked`;
    const [[, hits], [, pttl], [, blockTtl]] = (await this.redis
      .multi()
      .incr(k)
      .pttl(k)
      .pttl(blockKey)
      .exec()) as [[null, number], [null, number], [null, number]];
    if (pttl < 0) await this.redis.pexpire(k, ttl);
    let blocked = blockTtl > 0;
    if (!blocked && hits > limit) {
      await this.redis.set(blockKey, '1', 'PX', blockDuration || ttl);
      blocked = true;
    }
    return {
      totalHits: hits,
      timeToExpire: Math.ceil((pttl < 0 ? ttl : pttl) / 1000),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? Math.ceil((blockTtl > 0 ? blockTtl : blockDuration || ttl) / 1000) : 0,
    };
  }
}

export function throttlerStorage(config: AppConfig): ThrottlerStorage | undefined {
  if (!config.REDIS_URL) return undefined;
  return new RedisThrottlerStorage(
    new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      lazyConnect: false,
      // REDIS_KEY_PREFIX keeps sites or test runs sharing one Redis apart.
      keyPrefix: config.REDIS_KEY_PREFIX || undefined,
    }),
  );
}
