import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role, type TokenPayload } from '@daneshsara/domain';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { Authenticator } from '../../../core/auth/authenticator';
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
