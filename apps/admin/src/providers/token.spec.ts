import { describe, expect, it } from 'vitest';
import { makeToken } from '../testing/jwt';
import { decodeToken, readCookie, readSession, type TokenStore } from './token';

const storeWith = (token: string | null): TokenStore => ({ read: () => token, clear: () => {} });

describe('readCookie', () => {
  it('finds the named cookie among others and decodes it', () => {
    expect(readCookie('a=1; BearerAccessToken=abc.def%2Eghi; b=2', 'BearerAccessToken')).toBe(
      'abc.def.ghi',
    );
  });
  it('answers null when absent or empty', () => {
    expect(readCookie('a=1', 'BearerAccessToken')).toBeNull();
    expect(readCookie('BearerAccessToken=', 'BearerAccessToken')).toBeNull();
    expect(readCookie('', 'BearerAccessToken')).toBeNull();
  });
});

describe('decodeToken', () => {
  it('reads a base64url payload with Persian names', () => {
    const payload = decodeToken(
      makeToken({ firstname: 'سعید', lastname: 'رحیمی', roles: ['grader'] }),
    );
    expect(payload).toMatchObject({ firstname: 'سعید', lastname: 'رحیمی', roles: ['grader'] });
  });
  it('answers null for garbage', () => {
    expect(decodeToken('not-a-jwt')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });
});

describe('readSession', () => {
  it('tells staff, learners, expired and missing tokens apart', () => {
    expect(readSession(storeWith(null)).kind).toBe('none');
    expect(readSession(storeWith(makeToken({ roles: ['user'] }))).kind).toBe('not-staff');
    expect(readSession(storeWith(makeToken({ roles: ['grader', 'user'] }))).kind).toBe('staff');
    expect(readSession(storeWith(makeToken({ exp: 1000 }))).kind).toBe('expired');
  });
});
