import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Permission } from './permissions';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_PERMISSION = 'requiredPermission';
export const COOKIE_AUTH = 'cookieAuth';

/** Anyone may call; a valid token still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A file download a link may open (export_report): a same-origin GET may also authenticate with
 * the BearerAccessToken cookie. Nowhere else does the cookie count.
 */
export const CookieAuth = () => SetMetadata(COOKIE_AUTH, true);

/** Only roles the matrix grants `permission` may call. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(REQUIRED_PERMISSION, permission);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? undefined,
);
