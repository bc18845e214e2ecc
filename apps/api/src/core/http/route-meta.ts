import type { ExecutionContext } from '@nestjs/common';

/**
 * A value a guard works out from a route's metadata, read once per route (controller class and
 * handler) instead of on every request: decorators are applied at boot and never change after.
 * `read` gets the first request's context and may look only at the route (its handler, class and
 * their metadata), never at the request itself.
 */
export function perRoute<T>(read: (ctx: ExecutionContext) => T): (ctx: ExecutionContext) => T {
  const byClass = new WeakMap<Function, Map<Function, T>>();
  return (ctx) => {
    const cls = ctx.getClass();
    const handler = ctx.getHandler();
    let byHandler = byClass.get(cls);
    if (!byHandler) byClass.set(cls, (byHandler = new Map()));
    if (byHandler.has(handler)) return byHandler.get(handler) as T;
    const value = read(ctx);
    byHandler.set(handler, value);
    return value;
  };
}
