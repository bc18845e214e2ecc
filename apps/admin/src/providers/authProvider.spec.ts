import { describe, expect, it } from 'vitest';
import { makeToken } from '../testing/jwt';
import { createAuthProvider } from './authProvider';

const LOGIN = 'http://console.test/login/admin';

function setup(token: string | null) {
  const jar = { token, cleared: 0 };
  const provider = createAuthProvider({
    store: {
      read: () => jar.token,
      clear: () => {
        jar.token = null;
        jar.cleared += 1;
      },
    },
    loginUrl: () => LOGIN,
  });
  return { provider, jar };
}

describe('authProvider', () => {
  it('lets a staff token in', async () => {
    const { provider } = setup(makeToken({ roles: ['grader', 'user'] }));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends no token, a learner token or an expired one to the storefront login, silently', async () => {
    for (const token of [null, makeToken({ roles: ['user'] }), makeToken({ exp: 1 })]) {
      const { provider } = setup(token);
      await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN, message: false });
    }
  });

  it('logout clears the cookie and leaves for the login page', async () => {
    const { provider, jar } = setup(makeToken({}));
    await expect(provider.logout({})).resolves.toBe(LOGIN);
    expect(jar.cleared).toBe(1);
    expect(jar.token).toBeNull();
  });

  it('logs out on 401 but stays on 403', async () => {
    const { provider } = setup(makeToken({}));
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: LOGIN });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('reads identity and permissions from the token', async () => {
    const { provider } = setup(makeToken({ user_id: 12, roles: ['grader', 'user'] }));
    await expect(provider.getIdentity?.()).resolves.toMatchObject({
      id: 12,
      fullName: 'مریم احمدی',
      roles: ['grader', 'user'],
    });
    await expect(provider.getPermissions?.({})).resolves.toEqual(['grader', 'user']);
  });
});

describe('authProvider.canAccess', () => {
  it('asks the resource rules with the token’s roles', async () => {
    const provider = createAuthProvider({
      store: { read: () => makeToken({ roles: ['grader', 'user'] }), clear: () => {} },
      loginUrl: () => LOGIN,
      canAccessResource: (resource, roles, action) =>
        (resource !== 'users' || roles.includes('admin')) && action !== 'delete',
    });
    await expect(provider.canAccess?.({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(provider.canAccess?.({ resource: 'dashboard', action: 'delete' })).resolves.toBe(
      false,
    );
    await expect(provider.canAccess?.({ resource: 'dashboard', action: 'list' })).resolves.toBe(
      true,
    );
  });
});
