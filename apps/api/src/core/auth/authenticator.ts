import type { AuthUser } from './auth-user';

/**
 * Turns a bearer token into the caller, or null when the token is bad or the account may no longer
 * sign in (inactive, deleted, the token older than its last password change or logout). uma
 * provides it; the global JwtAuthGuard asks it on every request that carries a token.
 */
export abstract class Authenticator {
  abstract authenticate(token: string): Promise<AuthUser | null>;
}
