import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Messages } from '@daneshsara/domain';
import { IS_PUBLIC, REQUIRED_PERMISSION } from './decorators';
import { can, type Permission } from './permissions';
import type { AuthUser } from './auth-user';

/** Every route needs a valid token unless marked @Public(); public routes still learn who calls. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    const req = ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (isPublic && !req.headers.authorization && !req.headers.cookie?.includes('BearerAccessToken=')) {
      return true;
    }
    try {
      return (await super.canActivate(ctx)) as boolean;
    } catch (err) {
      if (isPublic) return true;
      throw err;
    }
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException(Messages.UNAUTHORIZED);
    return user;
  }
}

@Injectable()
export class PermissionGuard {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!permission) return true;
    const user = ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new UnauthorizedException(Messages.UNAUTHORIZED);
    if (!can(user.roles, permission)) throw new ForbiddenException(Messages.FORBIDDEN);
    return true;
  }
}
