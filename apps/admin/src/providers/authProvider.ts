import { fullName } from '@daneshsara/domain';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { LOGIN_PATH } from '../config';
import { cookieTokenStore, readSession, type TokenStore } from './token';

export interface AuthProviderDeps {
  store?: TokenStore;
  /** Absolute URL of the storefront's staff login; absolute so react-admin leaves the SPA. */
  loginUrl?: () => string;
  now?: () => number;
  /**
   * Whether these roles may open a resource (react-admin's canAccess: its menu hides what is
   * refused and its routes show the access-denied page instead of a failing list).
   */
  canAccessResource?: (resource: string, roles: readonly string[], action: string) => boolean;
}

const browserLoginUrl = () => `${window.location.origin}${LOGIN_PATH}`;

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * Staff sign in on the storefront (/login/admin), which leaves the JWT in the BearerAccessToken
 * cookie. The console only reads it: no token, an expired one, or one without a staff role sends
 * the browser back to that page (a full navigation, so react-admin's own login form never shows).
 */
export function createAuthProvider(deps: AuthProviderDeps = {}): AuthProvider {
  const store = deps.store ?? cookieTokenStore;
  const loginUrl = deps.loginUrl ?? browserLoginUrl;
  const now = deps.now ?? (() => Date.now());
  const session = () => readSession(store, now());

  return {
    async login() {
      // There is no login form here; react-admin never calls this, but be explicit if it does.
      throw { redirectTo: loginUrl(), message: false };
    },
    async logout() {
      store.clear();
      return loginUrl();
    },
    async checkAuth() {
      if (session().kind !== 'staff') {
        throw { redirectTo: loginUrl(), message: false };
      }
    },
    async checkError(error: unknown) {
      // 401: the token is gone or dead, sign in again. 403: signed in but not allowed here; stay
      // on the page and let the failed call's Persian message show.
      if (statusOf(error) === 401) {
        throw { redirectTo: loginUrl(), message: false };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const s = session();
      if (s.kind !== 'staff') throw { redirectTo: loginUrl(), message: false };
      const { payload } = s;
      return {
        id: payload.user_id,
        fullName: fullName(payload),
        firstname: payload.firstname,
        lastname: payload.lastname,
        roles: payload.roles,
      };
    },
    async getPermissions() {
      const s = session();
      return s.kind === 'staff' ? s.payload.roles : [];
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const s = session();
      if (s.kind !== 'staff') return false;
      return deps.canAccessResource
        ? deps.canAccessResource(resource, s.payload.roles, action)
        : true;
    },
  };
}
