import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Zarinpal v4 on loopback (request.json, verify.json), answering like the real one: success
 * `{data:{code:100,...}, errors:[]}`, failure `{data:[], errors:{code, message, validations}}` with a
 * non-200 HTTP status. Tests play the payer with markPaid(authority).
 */

export interface FakeZarinpalRequest {
  path: string;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface FakeZarinpalPayment {
  authority: string;
  merchantId: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  paid: boolean;
  /** Set by the first successful verify; later verifies answer 101 with it. */
  refId: number | null;
}

/** What the next answer is instead of the normal one: an nginx-like HTML 502, a hang (for timeouts), or anything. */
export type FakeZarinpalFailure =
  'html' | 'hang' | { status: number; body: string; contentType?: string };

export interface FakeZarinpal {
  /** e.g. http://127.0.0.1:41234; pass it as the gateway's baseUrl. */
  baseUrl: string;
  /** `${baseUrl}/pg/StartPay/`, the default the adapter derives. */
  startPayUrl: string;
  /** The merchant the fake knows and accepts. */
  merchantId: string;
  /** A merchant the fake knows but that is not active: -11. Any other merchant: -10. */
  inactiveMerchantId: string;
  /** Every request received, oldest first. */
  requests: FakeZarinpalRequest[];
  /** Payments registered by request.json, by authority. */
  payments: Map<string, FakeZarinpalPayment>;
  /** The payer pays on the bank page. Throws for an unknown authority. */
  markPaid(authority: string): void;
  /** Replaces the next answer (one request only). */
  failNextWith(failure: FakeZarinpalFailure): void;
  close(): Promise<void>;
}

const MESSAGES: Record<number, string> = {
  [-9]: 'The input params invalid, validation error.',
  [-10]: 'Terminal is not valid, please check merchant_id or ip address.',
  [-11]: 'Terminal is not active, please contact our support team.',
  [-50]: 'Session is not valid, amounts values is not the same.',
  [-51]: 'Session is not valid, session is not active paid try.',
  [-53]: 'Session is not this merchant_id session',
  [-54]: 'Invalid authority.',
};
const STATUS: Record<number, number> = {
  [-9]: 422,
  [-10]: 401,
  [-11]: 403,
  [-50]: 400,
  [-51]: 400,
  [-53]: 400,
  [-54]: 404,
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 'A' + 35 characters, like Zarinpal's (e.g. A0000000000000000000000000000wwOGYpd). */
function newAuthority(): string {
  const tail = [...randomBytes(10)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  return 'A' + tail.padStart(35, '0');
}

export async function startFakeZarinpal(opts: { merchantId?: string } = {}): Promise<FakeZarinpal> {
  const merchantId = opts.merchantId ?? randomUUID();
  const inactiveMerchantId = randomUUID();
  const requests: FakeZarinpalRequest[] = [];
  const payments = new Map<string, FakeZarinpalPayment>();
  let nextFailure: FakeZarinpalFailure | null = null;
  let nextRefId = 201_000 + Math.floor(Math.random() * 1000);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, code: number, validations: Record<string, string>[] = []) =>
    send(res, STATUS[code] ?? 400, {
      data: [],
      errors: { code, message: MESSAGES[code] ?? 'Error', validations },
    });
  /** -10/-11 when the merchant is not ours, else null. */
  const merchantError = (id: unknown): number | null =>
    id === merchantId ? null : id === inactiveMerchantId ? -11 : -10;

  const handle = (path: string, body: unknown, res: ServerResponse) => {
    if (typeof body !== 'object' || body === null)
      return fail(res, -9, [{ body: 'The body must be a JSON object.' }]);
    const b = body as Record<string, unknown>;
    if (typeof b.merchant_id !== 'string' || b.merchant_id === '')
      return fail(res, -9, [{ merchant_id: 'The merchant id field is required.' }]);
    const bad = merchantError(b.merchant_id);
    if (bad !== null) return fail(res, bad);

    if (path === '/pg/v4/payment/request.json') {
      const validations: Record<string, string>[] = [];
      if (typeof b.amount !== 'number' || !Number.isInteger(b.amount))
        validations.push({ amount: 'The amount must be an integer.' });
      else if (b.amount < 1000) validations.push({ amount: 'The amount must be at least 1000.' });
      if (b.currency !== undefined && b.currency !== 'IRR' && b.currency !== 'IRT')
        validations.push({ currency: 'The selected currency is invalid.' });
      if (typeof b.description !== 'string' || b.description === '')
        validations.push({ description: 'The description field is required.' });
      if (typeof b.callback_url !== 'string' || !/^https?:\/\//.test(b.callback_url))
        validations.push({ callback_url: 'The callback url format is invalid.' });
      if (validations.length > 0) return fail(res, -9, validations);
      const authority = newAuthority();
      payments.set(authority, {
        authority,
        merchantId: b.merchant_id,
        amount: b.amount as number,
        currency: (b.currency as string | undefined) ?? 'IRR',
        description: b.description as string,
        callbackUrl: b.callback_url as string,
        paid: false,
        refId: null,
      });
      return send(res, 200, {
        data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
        errors: [],
      });
    }

    if (path === '/pg/v4/payment/verify.json') {
      if (typeof b.authority !== 'string' || typeof b.amount !== 'number') {
        return fail(res, -9, [{ authority: 'The authority and amount fields are required.' }]);
      }
      const payment = payments.get(b.authority);
      if (!payment) return fail(res, -54);
      if (payment.merchantId !== b.merchant_id) return fail(res, -53);
      if (payment.amount !== b.amount) return fail(res, -50);
      if (!payment.paid) return fail(res, -51);
      const first = payment.refId === null;
      payment.refId ??= nextRefId++;
      return send(res, 200, {
        data: {
          code: first ? 100 : 101,
          message: first ? 'Verified' : 'Verified before',
          card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
          card_pan: '502229******5995',
          ref_id: payment.refId,
          fee_type: 'Merchant',
          fee: 0,
        },
        errors: [],
      });
    }

    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Not Found</body></html>');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      requests.push({ path, body });

      const failure = nextFailure;
      nextFailure = null;
      if (failure === 'hang') return; // answered never; close() drops the connection
      if (failure === 'html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
        );
        return;
      }
      if (failure) {
        res.writeHead(failure.status, { 'content-type': failure.contentType ?? 'text/html' });
        res.end(failure.body);
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405, { 'content-type': 'text/html' });
        res.end('<html><body>Method Not Allowed</body></html>');
        return;
      }
      handle(path, typeof body === 'string' ? null : body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    startPayUrl: `${baseUrl}/pg/StartPay/`,
    merchantId,
    inactiveMerchantId,
    requests,
    payments,
    markPaid(authority) {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`fake zarinpal: unknown authority ${authority}`);
      payment.paid = true;
    },
    failNextWith(failure) {
      nextFailure = failure;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
