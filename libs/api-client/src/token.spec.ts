import { describe, expect, it } from 'vitest';
import {
  clearedTokenCookie,
  decodeTokenPayload,
  isTokenExpired,
  readTokenCookie,
  tokenCookie,
} from './token';

function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
}

describe('token cookie', () => {
  it('stores the token for 365 days on path / with SameSite=Lax', () => {
    expect(tokenCookie('a.b.c')).toBe(
      'BearerAccessToken=a.b.c; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(tokenCookie('a.b.c', { secure: true })).toMatch(/; Secure$/);
  });

  it('reads the token among other cookies and clears it', () => {
    expect(readTokenCookie('theme=dark; BearerAccessToken=a.b.c; x=1')).toBe('a.b.c');
    expect(readTokenCookie('theme=dark')).toBeNull();
    expect(readTokenCookie('BearerAccessToken=')).toBeNull();
    expect(clearedTokenCookie()).toBe('BearerAccessToken=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('decodeTokenPayload', () => {
  it('reads a base64url payload with Persian names', () => {
    const token = jwt({
      user_id: 7,
      firstname: 'زهرا',
      lastname: 'احمدی',
      roles: ['user', 'grader'],
      mobile_number: '09120000001',
      exp: 2_000_000_000,
    });
    const payload = decodeTokenPayload(token);
    expect(payload).toMatchObject({
      user_id: 7,
      firstname: 'زهرا',
      lastname: 'احمدی',
      roles: ['user', 'grader'],
      mobile_number: '09120000001',
      email: null,
    });
  });

  it('refuses what is not a token', () => {
    expect(decodeTokenPayload('')).toBeNull();
    expect(decodeTokenPayload('not-a-token')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(jwt({ firstname: 'x' }))).toBeNull();
  });

  it('knows when the token has expired', () => {
    const payload = decodeTokenPayload(jwt({ user_id: 1, exp: 1000 }));
    expect(payload && isTokenExpired(payload, 999_000)).toBe(false);
    expect(payload && isTokenExpired(payload, 1_000_000)).toBe(true);
  });
});
