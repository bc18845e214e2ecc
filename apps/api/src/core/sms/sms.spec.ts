import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSmsSender, KavenegarSmsSender, SmsError, type SmsSender } from './sms';

/** A fake Kavenegar on loopback answering like the real one (JSON envelope, any HTTP status). */
let server: Server;
let base: string;
const calls: URL[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(url);
    const key = url.pathname.split('/')[2];
    res.setHeader('content-type', 'application/json');
    if (key !== 'GOOD-KEY') {
      res.statusCode = 401;
      res.end(JSON.stringify({ return: { status: 401, message: 'کلید معتبر نیست' }, entries: null }));
      return;
    }
    if (url.searchParams.get('receptor') === '09000000000') {
      res.statusCode = 200;
      res.end(JSON.stringify({ return: { status: 411, message: 'گیرنده نامعتبر است' }, entries: null }));
      return;
    }
    res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** What every SmsSender must do: deliver a code, or throw SmsError. */
function contract(name: string, make: () => SmsSender) {
  describe(`${name} (SmsSender contract)`, () => {
    it('delivers a code without throwing', async () => {
      await expect(make().sendOtp('09121234567', '123456')).resolves.toBeUndefined();
    });
  });
}
contract('console provider', () => new ConsoleSmsSender());
contract('kavenegar adapter', () => new KavenegarSmsSender('GOOD-KEY', 'verify', base));

describe('kavenegar adapter', () => {
  it('calls verify/lookup with receptor, token and template', async () => {
    await new KavenegarSmsSender('GOOD-KEY', 'daneshsara-otp', base).sendOtp('09121112233', '654321');
    const last = calls[calls.length - 1];
    expect(last.pathname).toBe('/v1/GOOD-KEY/verify/lookup.json');
    expect(Object.fromEntries(last.searchParams)).toEqual({ receptor: '09121112233', token: '654321', template: 'daneshsara-otp' });
  });
  it('reads the error envelope whatever the HTTP status', async () => {
    await expect(new KavenegarSmsSender('BAD', 'verify', base).sendOtp('09121112233', '1')).rejects.toBeInstanceOf(SmsError);
    await expect(new KavenegarSmsSender('GOOD-KEY', 'verify', base).sendOtp('09000000000', '1')).rejects.toThrow('411');
  });
  it('fails cleanly when the service is unreachable', async () => {
    await expect(new KavenegarSmsSender('GOOD-KEY', 'verify', 'http://127.0.0.1:9', 500).sendOtp('0912', '1')).rejects.toBeInstanceOf(SmsError);
  });
});
