import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Permission } from './permissions';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_PERMISSION = 'requiredPermission';
export const COOKIE_AUTH = 'cookieAuth';
export const ACCESS_WITH_DATA = 'accessWithData';

/** Anyone may call; a valid token still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A file download a link may open (export_report): a same-origin GET may also authenticate with
 * the BearerAccessToken cookie. Nowhere else does the cookie count.
 */
export const CookieAuth = () => SetMetadata(COOKIE_AUTH, true);

/**
 * A read-only route that reads the caller's access row (active, deleted, sessions, roles) in the
 * same statement as its data, and settles authentication and its permission from that row before
 * anything leaves: the guards only check the token's signature and hand the route `req.claim`.
 * One round trip fewer per request on MariaDB (issue 15). The route must call
 * `JwtAuthenticator.settle` (or `settleByQuery`) on every path, errors of its own input included.
 */
export const AccessReadWithData = () => SetMetadata(ACCESS_WITH_DATA, true);

/** Only roles the matrix grants `permission` may call. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(REQUIRED_PERMISSION, permission);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? undefined,
);
