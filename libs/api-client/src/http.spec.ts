import { Messages } from '@daneshsara/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { buildQueryString, createHttpClient } from './http';
import { createApiClient } from './client';

type FetchArgs = [string, RequestInit];

function fakeFetch(status: number, body: unknown) {
  const calls: FetchArgs[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push([String(url), init ?? {}]);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe('http client', () => {
  it('sends JSON with the Bearer token under /api', async () => {
    const { fn, calls } = fakeFetch(200, { token: { access_token: 'x.y.z' } });
    const api = createApiClient({ fetch: fn, getToken: () => 'abc' });
    const res = await api.uma.login({ input: '09120000001', password: 'user1234' });
    expect(res.token.access_token).toBe('x.y.z');
    const [url, init] = calls[0];
    expect(url).toBe('/api/uma/users/login');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer abc');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ input: '09120000001', password: 'user1234' });
  });

  it('sends a profile with a new picture as multipart and without a content type of its own', async () => {
    const { fn, calls } = fakeFetch(200, { id: 1 });
    const api = createApiClient({ fetch: fn });
    const picture = new Blob(['png'], { type: 'image/png' });
    await api.uma.updateCurrentUser({ firstname: 'علی', has_seminary_education: false, picture });
    const [, init] = calls[0];
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('firstname')).toBe('علی');
    expect(form.get('has_seminary_education')).toBe('false');
    expect(form.get('picture')).toBeInstanceOf(Blob);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('sends a profile without a new file as JSON, keeping the current picture URL', async () => {
    const { fn, calls } = fakeFetch(200, { id: 1 });
    const api = createApiClient({ fetch: fn });
    await api.uma.updateCurrentUser({ firstname: 'علی', picture: '/uploads/a.png' });
    expect(JSON.parse(String(calls[0][1].body))).toEqual({
      firstname: 'علی',
      picture: '/uploads/a.png',
    });
  });

  it('calls the 401 hook and throws a Persian ApiError', async () => {
    const { fn } = fakeFetch(401, { detail: 'نشست شما به پایان رسیده است.' });
    const onUnauthorized = vi.fn();
    const http = createHttpClient({ fetch: fn, onUnauthorized });
    const err = await http.get('/uma/users/current').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('نشست شما به پایان رسیده است.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps a 500 and a refused connection to Persian messages', async () => {
    const { fn } = fakeFetch(500, { detail: 'TypeError: x is undefined' });
    const http = createHttpClient({ fetch: fn });
    await expect(http.get('/health')).rejects.toThrow(Messages.SERVER_ERROR);
    const offline = createHttpClient({
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    await expect(offline.get('/health')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('builds page-dialect queries: comma-joined __in, no empty values', async () => {
    expect(
      buildQueryString({ page: 2, per_page: 10, search: '', status__in: ['A', 'B'], x: null }),
    ).toBe('?page=2&per_page=10&status__in=A%2CB');
    const { fn, calls } = fakeFetch(200, { results: [], count: 0 });
    const api = createApiClient({ fetch: fn });
    await api.uma.listUsers({ role: 'professor', page: 3, search: ' علی ' });
    expect(calls[0][0]).toBe(
      `/api/uma/users?role=professor&page=3&per_page=10&search=${encodeURIComponent('علی')}`,
    );
  });
});

describe('Idempotency-Key', () => {
  it('sends a key on the writes that honour it, none elsewhere, and asks again with the same key when the answer is lost', async () => {
    const seen: { url: string; key: string | null }[] = [];
    let failures = 1;
    const fn = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), key: new Headers(init?.headers).get('idempotency-key') });
      if (String(url).endsWith('/register') && failures-- > 0) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const http = createHttpClient({ fetch: fn });
    await http.put('/lma/classrooms/7/register');
    await http.put('/lma/classrooms/7/register');
    await http.put('/accounting/invoices/3/cancel');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/lma/classrooms/7/register',
      '/api/lma/classrooms/7/register',
      '/api/lma/classrooms/7/register',
      '/api/accounting/invoices/3/cancel',
    ]);
    // The retry of a lost answer reuses its key; the next user action has its own.
    expect(seen[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(seen[1].key).toBe(seen[0].key);
    expect(seen[2].key).not.toBe(seen[0].key);
    expect(seen[3].key).toBeNull();
  });
});
