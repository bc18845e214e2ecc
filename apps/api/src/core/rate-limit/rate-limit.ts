import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../../config/config';
import { routeOnly } from './route-throttler.guard';
import { WindowCounterStore } from './window-store';

const AUTH_ROUTE = 'authRateLimit';

/** Sign-in calls: counted by the tighter `auth` limit (AUTH_RATE_LIMIT_MAX per window) too. */
export const AuthRateLimit = () => SetMetadata(AUTH_ROUTE, true);

/**
 * Every route counts against `default`; sign-in routes also against `auth`. Which limits a route
 * counts against depends on the route alone, so the guard decides it once per route (`routeOnly`).
 */
export function throttlers(config: AppConfig): ThrottlerOptions[] {
  return [
    { name: 'default', ttl: config.RATE_LIMIT_WINDOW_MS, limit: config.RATE_LIMIT_MAX },
    {
      name: 'auth',
      ttl: config.RATE_LIMIT_WINDOW_MS,
      limit: config.AUTH_RATE_LIMIT_MAX,
      skipIf: routeOnly((ctx: ExecutionContext) => Reflect.getMetadata(AUTH_ROUTE, ctx.getHandler()) !== true),
    },
  ];
}

/**
 * With REDIS_URL the throttler's counters live in Redis (the maintained
 * @nest-lab/throttler-storage-redis store, one atomic Lua script per hit), so every API replica
 * enforces one limit; it closes its connection when the app stops. Without REDIS_URL the
 * counters live in this process, in the O(1) window counter (one process).
 */
export function throttlerStorage(config: AppConfig): ThrottlerStorage {
  if (!config.REDIS_URL) return new WindowCounterStore();
  return new ThrottlerStorageRedisService(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    // REDIS_KEY_PREFIX keeps sites or test runs sharing one Redis apart.
    keyPrefix: config.REDIS_KEY_PREFIX || undefined,
  });
}

/**
 * The throttler's key for a (route, client, limit): plain text. The throttler's default hashes it
 * with sha256 on every request, which buys nothing in memory (one key per live client and route)
 * and costs a hash per request; Redis keys are short enough either way.
 */
export function throttlerKey(ctx: ExecutionContext, tracker: string, name: string): string {
  return `${ctx.getClass().name}.${ctx.getHandler().name}:${name}:${tracker}`;
}
