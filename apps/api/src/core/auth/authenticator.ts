import type { AuthUser } from './auth-user';

/**
 * What a bearer token says once its signature is checked, before the database is asked: whose it
 * is and when it was issued. A route marked `@AccessReadWithData()` gets this (`req.claim`), reads
 * the caller's access row in its own statement and settles it there (uma's `JwtAuthenticator`).
 */
export interface Claim {
  token: string;
  userId: number;
  iat: number;
  /** The route's `@RequirePermission`, set by the PermissionGuard for the route to check. */
  permission?: string;
}

/**
 * Turns a bearer token into the caller, or null when the token is bad or the account may no longer
 * sign in (inactive, deleted, the token older than its last password change or logout). uma
 * provides it; the global JwtAuthGuard asks it on every request that carries a token.
 */
export abstract class Authenticator {
  abstract authenticate(token: string): Promise<AuthUser | null>;
  /** The token's claim if its signature holds and it has not expired; no database. */
  abstract claim(token: string): Claim | null;
}
