import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Role, type TokenPayload } from '@daneshsara/domain';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { AuthUser } from '../../../core/auth/auth-user';
import { User } from '../entities/user.entity';
import { jwtKey } from './jwt-key';

/** GET requests may also carry the token in the BearerAccessToken cookie (file downloads). */
function fromCookieOnGet(req: FastifyRequest): string | null {
  if (req.method !== 'GET') return null;
  const m = /(?:^|;\s*)BearerAccessToken=([^;]+)/.exec(req.headers.cookie ?? '');
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * Verifies the signature, then reads the user and roles in one query: roles in the database
 * are authoritative, and an inactive or deleted user is refused even with a valid token.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        fromCookieOnGet as (req: unknown) => string | null,
      ]),
      // A KeyObject made once: given a string, jsonwebtoken tries to parse it as a public key on
      // every request (a third of a list request's CPU in the bench).
      secretOrKey: jwtKey(config) as never,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: TokenPayload): Promise<AuthUser | false> {
    if (!Number.isInteger(payload?.user_id)) return false;
    const user = await this.ds
      .getRepository(User)
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.roleRows', 'r')
      .where('u.id = :id', { id: payload.user_id })
      .getOne();
    if (!user || !user.is_active || user.is_deleted) return false;
    const roles = (user.roleRows ?? []).map((r) => r.role);
    return { id: user.id, roles, isSuperuser: user.is_superuser || roles.includes(Role.SUPERUSER) };
  }
}
