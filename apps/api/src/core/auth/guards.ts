import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type ExecutionContext,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { Messages } from '@daneshsara/domain';
import type { FastifyRequest } from 'fastify';
import { perRoute } from '../http/route-meta';
import { Authenticator, type Claim } from './authenticator';
import type { AuthUser } from './auth-user';
import { ACCESS_WITH_DATA, COOKIE_AUTH, IS_PUBLIC, REQUIRED_PERMISSION } from './decorators';
import { can, type Permission } from './permissions';

export const TOKEN_COOKIE = 'BearerAccessToken';
const COOKIE_RE = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`);

type AuthRequest = FastifyRequest & { user?: AuthUser; claim?: Claim };

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || h.length < 8 || h.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  return h.slice(7).trim() || null;
}

/**
 * A request the browser made for another site's page: Sec-Fetch-Site says so, or it carries an
 * Origin other than the one it was sent to. Such a request never authenticates by cookie.
 */
export function isCrossOrigin(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  return origin !== undefined && origin !== `${req.protocol}://${req.host}`;
}

/**
 * The BearerAccessToken cookie authenticates only a same-origin GET of a route marked
 * @CookieAuth() (file downloads a link opens, where no header can be set).
 */
function fromCookie(req: FastifyRequest): string | null {
  if (req.method !== 'GET' || isCrossOrigin(req)) return null;
  const m = COOKIE_RE.exec(req.headers.cookie ?? '');
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * Every route needs a valid token unless marked @Public(); public routes still learn who calls
 * (a bad token there is the same as none). The token comes from `Authorization: Bearer`, or on
 * @CookieAuth() routes from the cookie.
 */
@Injectable()
export class JwtAuthGuard implements OnApplicationBootstrap {
  private authenticator?: Authenticator;
  private readonly route = perRoute((ctx) => {
    const targets = [ctx.getHandler(), ctx.getClass()];
    return {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
      cookie: this.reflector.getAllAndOverride<boolean>(COOKIE_AUTH, targets) === true,
      withData: this.reflector.getAllAndOverride<boolean>(ACCESS_WITH_DATA, targets) === true,
    };
  });

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    // Provided by uma, which core does not import.
    this.authenticator = this.moduleRef.get(Authenticator, { strict: false });
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const { isPublic, cookie, withData } = this.route(ctx);
    const req = ctx.switchToHttp().getRequest<AuthRequest>();
    const token = bearer(req) ?? (cookie ? fromCookie(req) : null);
    if (withData && !isPublic) {
      // The route reads and settles the caller's access row with its data (@AccessReadWithData).
      const claim = token && this.authenticator ? this.authenticator.claim(token) : null;
      if (!claim) throw new UnauthorizedException(Messages.UNAUTHORIZED);
      req.claim = claim;
      return true;
    }
    const user = token && this.authenticator ? await this.authenticator.authenticate(token) : null;
    if (user) {
      req.user = user;
      return true;
    }
    if (isPublic) return true;
    throw new UnauthorizedException(Messages.UNAUTHORIZED);
  }
}

@Injectable()
export class PermissionGuard {
  private readonly permissionOf = perRoute((ctx) =>
    this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [ctx.getHandler(), ctx.getClass()]),
  );

  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const permission = this.permissionOf(ctx);
    if (!permission) return true;
    const req = ctx.switchToHttp().getRequest<AuthRequest>();
    const user = req.user;
    if (!user && req.claim) {
      // Settled by the route from the access row it reads with its data (@AccessReadWithData).
      req.claim.permission = permission;
      return true;
    }
    if (!user) throw new UnauthorizedException(Messages.UNAUTHORIZED);
    if (!can(user.roles, permission)) throw new ForbiddenException(Messages.FORBIDDEN);
    return true;
  }
}
