import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeZarinpal, type FakeZarinpal } from '../../../../test/support/fake-zarinpal';
import { GatewayError, type GatewayRequest } from './payment-gateway';
import { ZarinpalGateway } from './zarinpal.gateway';

/** Zarinpal v4 against a fake on loopback answering like the real one (JSON envelope, any HTTP status). */
let zp: FakeZarinpal;
let gateway: ZarinpalGateway;
beforeAll(async () => {
  zp = await startFakeZarinpal();
  gateway = new ZarinpalGateway({
    merchantId: zp.merchantId,
    baseUrl: zp.baseUrl,
    timeoutMs: 2_000,
  });
});
afterAll(() => zp.close());

const order = (over: Partial<GatewayRequest> = {}): GatewayRequest => ({
  amount: 1_250_000,
  description: 'خرید دوره',
  callbackUrl: 'https://daneshsara.test/payments/callback',
  mobile: '09121234567',
  email: null,
  ...over,
});
const lastBody = () => zp.requests[zp.requests.length - 1].body as Record<string, unknown>;

describe('zarinpal gateway', () => {
  it('registers a payment in Rials and answers the StartPay url', async () => {
    const start = await gateway.request(order());
    expect(gateway.name).toBe('zarinpal');
    expect(start.authority).toMatch(/^A[0-9A-Za-z]{35}$/);
    expect(start.url).toBe(`${zp.baseUrl}/pg/StartPay/${start.authority}`);
    expect(zp.requests[zp.requests.length - 1].path).toBe('/pg/v4/payment/request.json');
    expect(lastBody()).toEqual({
      merchant_id: zp.merchantId,
      amount: 1_250_000,
      currency: 'IRR',
      description: 'خرید دوره',
      callback_url: 'https://daneshsara.test/payments/callback',
      metadata: { mobile: '09121234567' },
    });
  });

  it('leaves metadata out when there is neither mobile nor email', async () => {
    await gateway.request(order({ mobile: null, email: '' }));
    expect(lastBody()).not.toHaveProperty('metadata');
  });

  it('uses a configured StartPay url', async () => {
    const g = new ZarinpalGateway({
      merchantId: zp.merchantId,
      baseUrl: zp.baseUrl,
      startPayUrl: 'https://www.zarinpal.com/pg/StartPay/',
    });
    const start = await g.request(order());
    expect(start.url).toBe(`https://www.zarinpal.com/pg/StartPay/${start.authority}`);
  });

  it('verifies: unpaid -51, then paid 100 with a reference, then 101 with the same reference', async () => {
    const { authority } = await gateway.request(order({ amount: 480_000 }));

    await expect(gateway.verify(authority, 480_000)).resolves.toEqual({
      ok: false,
      code: -51,
      message: 'پرداخت ناموفق بود.',
    });

    zp.markPaid(authority);
    const first = await gateway.verify(authority, 480_000);
    expect(first).toEqual({
      ok: true,
      referenceCode: expect.stringMatching(/^\d+$/),
      alreadyVerified: false,
    });
    expect(zp.requests[zp.requests.length - 1]).toEqual({
      path: '/pg/v4/payment/verify.json',
      body: { merchant_id: zp.merchantId, amount: 480_000, authority },
    });

    const again = await gateway.verify(authority, 480_000);
    expect(again).toEqual({
      ok: true,
      referenceCode: first.ok ? first.referenceCode : '?',
      alreadyVerified: true,
    });
  });

  it('refuses a tampered amount with -50', async () => {
    const { authority } = await gateway.request(order({ amount: 480_000 }));
    zp.markPaid(authority);
    await expect(gateway.verify(authority, 48_000)).resolves.toEqual({
      ok: false,
      code: -50,
      message: 'مبلغ پرداخت شده با مبلغ ارسالی همخوانی ندارد.',
    });
  });

  it('reads the error body of a non-200 answer: unknown authority is -54', async () => {
    await expect(gateway.verify('A00000000000000000000000000000000000', 1000)).resolves.toEqual({
      ok: false,
      code: -54,
      message: 'شناسه پرداخت (authority) نامعتبر است.',
    });
  });

  it('throws GatewayError with the code when the merchant is refused', async () => {
    const unknown = new ZarinpalGateway({
      merchantId: '00000000-0000-0000-0000-000000000000',
      baseUrl: zp.baseUrl,
    });
    const err = await unknown.request(order()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: -10 });

    const inactive = new ZarinpalGateway({
      merchantId: zp.inactiveMerchantId,
      baseUrl: zp.baseUrl,
    });
    await expect(inactive.request(order())).rejects.toMatchObject({
      name: 'GatewayError',
      code: -11,
    });
  });

  it('throws GatewayError with -9 on a validation error', async () => {
    await expect(gateway.request(order({ amount: 500 }))).rejects.toMatchObject({
      name: 'GatewayError',
      code: -9,
      message: 'اطلاعات ارسال‌شده به درگاه پرداخت نامعتبر است.',
    });
  });

  it('throws GatewayError on a body that is not JSON (HTML 502)', async () => {
    zp.failNextWith('html');
    await expect(gateway.request(order())).rejects.toThrow(
      new GatewayError('درگاه پرداخت پاسخ نامعتبر داد.'),
    );
    const { authority } = await gateway.request(order());
    zp.failNextWith('html');
    await expect(gateway.verify(authority, 1_250_000)).rejects.toBeInstanceOf(GatewayError);
  });

  it('throws GatewayError on JSON without a code', async () => {
    zp.failNextWith({
      status: 200,
      body: '{"data":[],"errors":[]}',
      contentType: 'application/json',
    });
    await expect(gateway.verify('A00000000000000000000000000000000000', 1000)).rejects.toThrow(
      new GatewayError('درگاه پرداخت پاسخ نامعتبر داد.'),
    );
  });

  it('throws GatewayError when the gateway is unreachable or too slow', async () => {
    const down = new ZarinpalGateway({
      merchantId: zp.merchantId,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    await expect(down.request(order())).rejects.toThrow(
      new GatewayError('ارتباط با درگاه پرداخت برقرار نشد.'),
    );
    await expect(down.verify('A00000000000000000000000000000000000', 1000)).rejects.toBeInstanceOf(
      GatewayError,
    );

    zp.failNextWith('hang');
    const slow = new ZarinpalGateway({
      merchantId: zp.merchantId,
      baseUrl: zp.baseUrl,
      timeoutMs: 200,
    });
    await expect(slow.request(order())).rejects.toThrow(
      new GatewayError('ارتباط با درگاه پرداخت برقرار نشد.'),
    );
  });
});
