import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Messages, Role, type TokenPayload } from '@daneshsara/domain';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { Authenticator, type Claim } from '../../../core/auth/authenticator';
import { can, type Permission } from '../../../core/auth/permissions';
import { rawRows } from '../../../core/database/raw-rows';
import type { AuthUser } from '../../../core/auth/auth-user';

/** What a verified token says: whose it is, when it was issued, until when it holds (ms). */
interface Verified {
  userId: number;
  iat: number;
  expiresAt: number;
}

/** The guards' needs, and nothing else, in one statement whose text never changes. */
const ACCESS_SQL =
  'SELECT u.id, u.is_active, u.is_deleted, u.is_superuser, u.tokens_valid_after, r.role ' +
  'FROM uma_users u LEFT JOIN uma_user_roles r ON r.user_id = u.id WHERE u.id = ?';

/**
 * The same decision as ACCESS_SQL's, as two uncorrelated scalar subqueries a route adds to its own
 * statement (`@AccessReadWithData`; parameters `accessCaller` and `accessIat`): `access_state` is
 * 0 or NULL when the caller may not sign in (inactive, deleted, no such user, or the token issued
 * before `tokens_valid_after`), else 1, or 2 for a superuser flag; `access_roles` the roles, comma
 * separated. Both databases evaluate an uncorrelated subquery once per statement.
 */
export const ACCESS_EXTRAS = {
  access_state:
    '(SELECT CASE WHEN a.is_active <> 0 AND COALESCE(a.is_deleted, 0) = 0 AND COALESCE(a.tokens_valid_after, 0) <= :accessIat ' +
    'THEN 1 + a.is_superuser ELSE 0 END FROM uma_users a WHERE a.id = :accessCaller)',
  access_roles: '(SELECT GROUP_CONCAT(ar.role) FROM uma_user_roles ar WHERE ar.user_id = :accessCaller)',
} as const;

/** The values a page statement read with ACCESS_EXTRAS. */
export interface AccessRead {
  access_state: unknown;
  access_roles: unknown;
}

/**
 * The `tokens_valid_after` stamp that ends every session issued before now: tokens carry their
 * issue time in whole seconds (JWT `iat`), so a token issued earlier in this same second still
 * holds (the token a password change answers with is issued in that second too).
 */
export function sessionsEndNow(): number {
  return Math.floor(Date.now() / 1000);
}

/** Verified tokens kept at most; a client holds one token, so this covers the busy ones. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies each token's signature once (a small LRU of verified tokens, each kept until it
 * expires) and loads, on every request, what the guards need in one lean query: roles in the
 * database are authoritative, and a user who was deactivated or deleted, or whose password
 * changed or who logged out after the token was issued, is refused on the very next request.
 */
@Injectable()
export class JwtAuthenticator extends Authenticator {
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    private readonly ds: DataSource,
    private readonly jwt: JwtService,
  ) {
    super();
  }

  async authenticate(token: string): Promise<AuthUser | null> {
    const v = this.verify(token);
    if (!v) return null;
    // Columns in ACCESS_SQL's order: id, is_active, is_deleted, is_superuser, tokens_valid_after, role.
    const { rows } = await rawRows(this.ds, ACCESS_SQL, [v.userId]);
    const u = rows[0];
    if (!u || !Number(u[1]) || Number(u[2])) return null;
    if (v.iat < Number(u[4])) return null;
    const roles = rows.flatMap((r) => (r[5] ? [String(r[5])] : []));
    return {
      id: Number(u[0]),
      roles,
      isSuperuser: Boolean(Number(u[3])) || roles.includes(Role.SUPERUSER),
    };
  }

  claim(token: string): Claim | null {
    const v = this.verify(token);
    return v ? { token, userId: v.userId, iat: v.iat } : null;
  }

  /** ACCESS_EXTRAS' parameters for a claim. */
  accessParams(claim: Claim): { accessCaller: number; accessIat: number } {
    return { accessCaller: claim.userId, accessIat: claim.iat };
  }

  /**
   * Settles a claim from the access row a route read with its data (ACCESS_EXTRAS), exactly as the
   * guards would have: 401 when the caller may not sign in, 403 without the route's permission.
   */
  settle(claim: Claim, read: AccessRead): AuthUser {
    if (!Number(read.access_state)) throw new UnauthorizedException(Messages.UNAUTHORIZED);
    const roles = read.access_roles ? String(read.access_roles).split(',') : [];
    return this.permit(claim, {
      id: claim.userId,
      roles,
      isSuperuser: Number(read.access_state) === 2 || roles.includes(Role.SUPERUSER),
    });
  }

  /** The same, with a statement of its own: a route whose statement gave no row, or did not run. */
  async settleByQuery(claim: Claim): Promise<AuthUser> {
    const user = await this.authenticate(claim.token);
    if (!user) throw new UnauthorizedException(Messages.UNAUTHORIZED);
    return this.permit(claim, user);
  }

  private permit(claim: Claim, user: AuthUser): AuthUser {
    if (claim.permission && !can(user.roles, claim.permission as Permission)) {
      throw new ForbiddenException(Messages.FORBIDDEN);
    }
    return user;
  }

  private verify(token: string): Verified | null {
    const now = Date.now();
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAt > now) return hit;
      this.verified.delete(token);
      return null;
    }
    let payload: TokenPayload & { iat?: number };
    try {
      payload = this.jwt.verify(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (!Number.isInteger(payload?.user_id)) return null;
    const v: Verified = {
      userId: payload.user_id,
      iat: payload.iat ?? 0,
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY,
    };
    this.verified.set(token, v);
    return v;
  }
}
