import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerGenerateKeyFunction, type ThrottlerGetTrackerFunction, type ThrottlerOptions } from '@nestjs/throttler';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants';
import { perRoute } from '../http/route-meta';

/** One limit a route counts against, as the throttler's own guard works it out per request. */
interface Limit {
  throttler: ThrottlerOptions;
  limit: number;
  ttl: number;
  blockDuration: number;
  getTracker: ThrottlerGetTrackerFunction;
  generateKey: ThrottlerGenerateKeyFunction;
}

/**
 * The throttler's guard, with each route's limits read once: @nestjs/throttler's `canActivate`
 * reads five metadata keys per limit, awaits each value and runs `skipIf` on every request, the
 * same answers each time for a route. Here the first request of a route works out which limits
 * apply and their numbers (`perRoute`); every request then only counts. A limit
 * whose value is a function of the request, or a `skipIf` of a throttler not marked route-only
 * (ours are: `throttlers()` in rate-limit.ts), keeps the original per-request path.
 */
@Injectable()
export class RouteThrottlerGuard extends ThrottlerGuard {
  private readonly limitsOf = perRoute((context) => this.readLimits(context));

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.limitsOf(context);
    if (!limits) return super.canActivate(context);
    for (const limit of limits) await this.handleRequest({ context, ...limit });
    return true;
  }

  /** The route's limits, or null when one of them can change from request to request. */
  private readLimits(context: ExecutionContext): Limit[] | null {
    const targets = [context.getHandler(), context.getClass()];
    const meta = <T>(key: string, name: string) => this.reflector.getAllAndOverride<T | undefined>(key + name, targets);
    const limits: Limit[] = [];
    for (const throttler of this.throttlers) {
      const { name = 'default' } = throttler;
      if (meta<boolean>(THROTTLER_SKIP, name)) continue;
      const skipIf = throttler.skipIf ?? this.commonOptions.skipIf;
      if (skipIf && !ROUTE_ONLY.has(skipIf)) return null;
      if (skipIf?.(context)) continue;
      const limit = meta<ThrottlerOptions['limit']>(THROTTLER_LIMIT, name) ?? throttler.limit;
      const ttl = meta<ThrottlerOptions['ttl']>(THROTTLER_TTL, name) ?? throttler.ttl;
      const block = meta<ThrottlerOptions['blockDuration']>(THROTTLER_BLOCK_DURATION, name) ?? throttler.blockDuration ?? ttl;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof block !== 'number') return null;
      limits.push({
        throttler,
        limit,
        ttl,
        blockDuration: block,
        getTracker:
          meta<ThrottlerGetTrackerFunction>(THROTTLER_TRACKER, name) ?? throttler.getTracker ?? this.commonOptions.getTracker!,
        generateKey:
          meta<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR, name) ??
          throttler.generateKey ??
          this.commonOptions.generateKey!,
      });
    }
    return limits;
  }
}

const ROUTE_ONLY = new WeakSet<Function>();

/** Marks a throttler's `skipIf` as reading the route only (its handler's metadata), never the request. */
export function routeOnly<F extends (ctx: ExecutionContext) => boolean>(skipIf: F): F {
  ROUTE_ONLY.add(skipIf);
  return skipIf;
}
