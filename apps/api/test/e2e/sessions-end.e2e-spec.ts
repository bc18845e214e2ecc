import { Messages, Role } from '@daneshsara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * Tokens are verified once and cached, but whether their owner may still sign in is read on every
 * request: deactivation, a password change and a logout take effect on the very next request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const current = (token: string) => t.http.get('/api/uma/users/current').set(bearer(token));

/**
 * Tokens carry their issue time in whole seconds, and a session ends for tokens issued before the
 * second it ended in: the test lets the login's second pass, as any real user's would.
 */
async function nextSecond(): Promise<void> {
  await new Promise((r) => setTimeout(r, 1005 - (Date.now() % 1000)));
}

describe('a token stops working at once', () => {
  it('when staff deactivate its owner', async () => {
    const admin = await t.as([Role.ADMIN]);
    const { user, token } = await t.as([Role.USER]);
    expect((await current(token)).status).toBe(200);

    const off = await t.http
      .patch(`/api/uma/users/${user.id}`)
      .set(admin.auth)
      .send({ is_active: false });
    expect(off.status).toBe(200);
    const refused = await current(token);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(Messages.UNAUTHORIZED);

    await t.http.patch(`/api/uma/users/${user.id}`).set(admin.auth).send({ is_active: true });
    expect((await current(token)).status).toBe(200);
  });

  it('when its owner sets a new password: the old token is refused, the new one works', async () => {
    const { user, token } = await t.as([Role.USER]);
    expect((await current(token)).status).toBe(200);
    await nextSecond();

    const input = user.mobile_number!;
    expect(
      (await t.http.post('/api/uma/users/send_otp').send({ input, action: 'FORGOT_PASSWORD' }))
        .status,
    ).toBe(200);
    const reset = await t.http
      .post('/api/uma/users/set_password')
      .send({ input, otp: t.sms.last(input), password: 'new-pass-1' });
    expect(reset.status).toBe(200);

    expect((await current(token)).status).toBe(401);
    expect((await current(reset.body.token.access_token)).status).toBe(200);
  });

  it('when staff change its owner’s password', async () => {
    const admin = await t.as([Role.ADMIN]);
    const { user, token } = await t.as([Role.USER]);
    await nextSecond();
    const res = await t.http
      .patch(`/api/uma/users/${user.id}`)
      .set(admin.auth)
      .send({ password: 'staff-set-9' });
    expect(res.status).toBe(200);
    expect((await current(token)).status).toBe(401);
    expect((await current(await t.login(user, 'staff-set-9'))).status).toBe(200);
  });

  it('after logout, on every device', async () => {
    const { user, token } = await t.as([Role.USER]);
    const otherDevice = await t.login(user);
    await nextSecond();
    expect((await t.http.post('/api/uma/users/logout').set(bearer(token))).status).toBe(204);
    expect((await current(token)).status).toBe(401);
    expect((await current(otherDevice)).status).toBe(401);
    expect((await current(await t.login(user))).status).toBe(200);
  });

  it('when its roles change: roles are read from the database, not the token', async () => {
    const admin = await t.as([Role.SUPERUSER]);
    const staff = await t.as([Role.HUMAN_RESOURCE_DEPARTMENT_HEAD]);
    expect((await t.http.get('/api/uma/users').set(staff.auth)).status).toBe(200);
    const demoted = await t.http
      .put(`/api/uma/users/${staff.user.id}/change_role`)
      .set(admin.auth)
      .send({ roles: [Role.USER] });
    expect(demoted.status).toBe(200);
    expect((await t.http.get('/api/uma/users').set(staff.auth)).status).toBe(403);
  });

  it('a forged or tampered token is refused', async () => {
    const { token } = await t.as([Role.USER]);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await current(tampered)).status).toBe(401);
    expect((await current('not-a-token')).status).toBe(401);
  });
});

describe('the BearerAccessToken cookie', () => {
  it('authenticates a same-origin file download, and nothing else', async () => {
    const staff = await t.as([Role.ADMIN]);
    const cookie = `BearerAccessToken=${staff.token}`;
    const exp = await t.http.get('/api/uma/users/export_report').set('Cookie', cookie);
    expect(exp.status).toBe(200);
    expect(exp.headers['content-disposition']).toMatch(/attachment/);

    const sameOrigin = await t.http
      .get('/api/uma/users/export_report')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.status).toBe(200);

    const json = await t.http.get('/api/uma/users/current').set('Cookie', cookie);
    expect(json.status).toBe(401);
    expect(json.body.detail).toBe(Messages.UNAUTHORIZED);
  });

  it('never authenticates a cross-origin request', async () => {
    const staff = await t.as([Role.ADMIN]);
    const cookie = `BearerAccessToken=${staff.token}`;
    const fromOtherSite = await t.http
      .get('/api/uma/users/export_report')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site');
    expect(fromOtherSite.status).toBe(401);
    const withOrigin = await t.http
      .get('/api/uma/users/export_report')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example');
    expect(withOrigin.status).toBe(401);
  });
});

describe('the users list, which reads its caller with its own page statement', () => {
  const list = (token: string, query: Record<string, unknown> = { per_page: 5 }) =>
    t.http.get('/api/uma/users').query(query).set(bearer(token));

  it('refuses a deactivated, deleted or logged-out caller with 401, before its own input’s errors', async () => {
    const admin = await t.as([Role.SUPERUSER]);
    const staff = await t.as([Role.HUMAN_RESOURCE_DEPARTMENT_HEAD]);
    expect((await list(staff.token)).status).toBe(200);

    await t.http.patch(`/api/uma/users/${staff.user.id}`).set(admin.auth).send({ is_active: false });
    const off = await list(staff.token);
    expect(off.status).toBe(401);
    expect(off.body.detail).toBe(Messages.UNAUTHORIZED);
    expect(off.body.results).toBeUndefined();
    // A query the list would refuse, and a page past the end (no row to carry the caller's access).
    expect((await list(staff.token, { page: 0 })).status).toBe(401);
    expect((await list(staff.token, { per_page: 5, page: 1000 })).status).toBe(401);
    await t.http.patch(`/api/uma/users/${staff.user.id}`).set(admin.auth).send({ is_active: true });
    expect((await list(staff.token)).status).toBe(200);
    expect((await list(staff.token, { page: 0 })).status).toBe(400);

    await nextSecond();
    expect((await t.http.post('/api/uma/users/logout').set(staff.auth)).status).toBe(204);
    expect((await list(staff.token)).status).toBe(401);

    const gone = await t.as([Role.HUMAN_RESOURCE_DEPARTMENT_HEAD]);
    expect((await list(gone.token)).status).toBe(200);
    expect((await t.http.delete(`/api/uma/users/${gone.user.id}`).set(admin.auth)).status).toBeLessThan(300);
    expect((await list(gone.token)).status).toBe(401);
  });

  it('reads roles from the database: a role granted since answers the very next page, one taken 403', async () => {
    const admin = await t.as([Role.SUPERUSER]);
    const { user, token } = await t.as([Role.USER]);
    const refused = await list(token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(Messages.FORBIDDEN);
    expect((await list(token, { page: 0 })).status).toBe(403);

    const grant = (roles: string[]) => t.http.put(`/api/uma/users/${user.id}/change_role`).set(admin.auth).send({ roles });
    expect((await grant([Role.HUMAN_RESOURCE_DEPARTMENT_HEAD])).status).toBe(200);
    const page = await list(token);
    expect(page.status).toBe(200);
    expect(page.body.results.length).toBeGreaterThan(0);
    expect((await grant([Role.USER])).status).toBe(200);
    expect((await list(token)).status).toBe(403);
  });

  it('refuses a tampered token, or none, with 401', async () => {
    const { token } = await t.as([Role.HUMAN_RESOURCE_DEPARTMENT_HEAD]);
    const [h, p, s] = token.split('.');
    expect((await list(`${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`)).status).toBe(401);
    expect((await t.http.get('/api/uma/users').query({ per_page: 5 })).status).toBe(401);
  });
});
