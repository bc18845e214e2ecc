import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode, verify } from 'jws';
import { bootTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(async () => t?.close());

/** What a browser client of the original backend does: atob + JSON.parse, no UTF-8 decoding. */
function naivePayload(token: string): { text: string; claims: Record<string, unknown> } {
  const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '='));
  return { text, claims: JSON.parse(text) as Record<string, unknown> };
}

describe('POST /uma/users/login: the access token a naive client reads', () => {
  it('carries an ASCII-only payload whose Persian names read back exactly, verifiable by a JWT library', async () => {
    const user = await t.createUser({ firstname: 'زهرا', lastname: 'میرزایی‌نژاد' });
    const res = await t.http
      .post('/api/uma/users/login')
      .send({ input: user.mobile_number, password: 'pass12345' });
    expect(res.status).toBe(200);
    const token = res.body.token.access_token as string;

    const { text, claims } = naivePayload(token);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(text).toContain('\\u0632\\u0647\\u0631\\u0627');
    expect(claims).toMatchObject({
      user_id: user.id,
      firstname: 'زهرا',
      lastname: 'میرزایی‌نژاد',
      roles: ['user'],
    });
    expect(claims.mobile_number).toBe(user.mobile_number);
    for (const key of ['email', 'national_code', 'gender', 'iat'])
      expect(claims).toHaveProperty(key);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);

    expect(verify(token, 'HS256', t.config.JWT_SECRET)).toBe(true);
    expect(verify(`${token.slice(0, -3)}AAA`, 'HS256', t.config.JWT_SECRET)).toBe(false);
    expect(decode(token, { json: true })?.payload).toMatchObject({
      firstname: 'زهرا',
      lastname: 'میرزایی‌نژاد',
    });

    const me = await t.http.get('/api/uma/users/current').set('Authorization', `Bearer ${token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstname: 'زهرا', lastname: 'میرزایی‌نژاد' });
  });
});
