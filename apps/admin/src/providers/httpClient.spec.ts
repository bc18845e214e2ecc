import { Messages } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { createHttpClient, filenameFromDisposition, toHttpError } from './httpClient';

type Call = { url: string; init: RequestInit };

function fakeFetch(response: () => Response, calls: Call[] = []): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return response();
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('httpClient', () => {
  it('sends the Bearer token and JSON content type', async () => {
    const calls: Call[] = [];
    const http = createHttpClient({
      getToken: () => 'tok',
      fetch: fakeFetch(() => json(200, {}), calls),
    });
    await http('/api/x', { method: 'PUT', body: '{}' });
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const calls: Call[] = [];
    const http = createHttpClient({
      getToken: () => null,
      fetch: fakeFetch(() => json(200, []), calls),
    });
    await http('/api/x');
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
  });

  it('turns a 400 with field lists into form errors with the Persian text', async () => {
    const http = createHttpClient({
      getToken: () => null,
      fetch: fakeFetch(() =>
        json(400, { national_code: ['کد ملی معتبر نیست.'], detail: 'اطلاعات نامعتبر است.' }),
      ),
    });
    const error = await http('/api/uma/users/3', { method: 'PUT', body: '{}' }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toBe('اطلاعات نامعتبر است.');
    expect(error.body.errors).toEqual({
      national_code: 'کد ملی معتبر نیست.',
      root: { serverError: 'اطلاعات نامعتبر است.' },
    });
  });

  it('prefers `message`, falls back to Persian texts by status, never to statusText', () => {
    expect(toHttpError(403, { detail: 'دسترسی ندارید', message: 'دسترسی ندارید.' }).message).toBe(
      'دسترسی ندارید.',
    );
    expect(toHttpError(500, null).message).toBe(Messages.SERVER_ERROR);
    expect(toHttpError(404, {}).message).toBe(Messages.NOT_FOUND);
    expect(toHttpError(403, {}).message).toBe(Messages.FORBIDDEN);
    expect(toHttpError(400, { mobile_number: ['شماره همراه تکراری است.'] }).message).toBe(
      'شماره همراه تکراری است.',
    );
  });

  it('reports a network failure with react-admin’s Persian key', async () => {
    const http = createHttpClient({
      getToken: () => null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(http('/api/x')).rejects.toMatchObject({
      message: 'ra.notification.http_error',
      status: 0,
    });
  });
});

describe('filenameFromDisposition', () => {
  it('reads RFC 5987 and plain names', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="users.xlsx"; filename*=UTF-8''%DA%A9%D8%A7%D8%B1%D8%A8%D8%B1%D8%A7%D9%86.xlsx`,
        'x.xlsx',
      ),
    ).toBe('کاربران.xlsx');
    expect(filenameFromDisposition('attachment; filename="users-1404.xlsx"', 'x.xlsx')).toBe(
      'users-1404.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename=users.xlsx', 'x.xlsx')).toBe('users.xlsx');
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('Idempotency-Key', () => {
  it('keys each money write once, asks again with the same key after a lost answer, and leaves other calls alone', async () => {
    const keys: [string, string | null][] = [];
    let lose = 1;
    const doFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      keys.push([String(url), new Headers(init?.headers).get('Idempotency-Key')]);
      if (String(url).includes('refund') && lose-- > 0) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const http = createHttpClient({ getToken: () => 't', fetch: doFetch });
    await http('/api/accounting/payments/refund_by_amount', { method: 'POST', body: '{}' });
    await http('/api/accounting/invoices', { method: 'POST', body: '{}' });
    await http('/api/accounting/invoices/4', { method: 'PUT', body: '{}' });
    expect(keys[0][1]).toBeTruthy();
    expect(keys[1]).toEqual([keys[0][0], keys[0][1]]);
    expect(keys[2][1]).toBeTruthy();
    expect(keys[2][1]).not.toBe(keys[0][1]);
    expect(keys[3][1]).toBeNull();
  });
});
