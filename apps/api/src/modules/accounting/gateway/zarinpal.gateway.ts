import { Logger } from '@nestjs/common';
import {
  GatewayError,
  PaymentGateway,
  type GatewayRequest,
  type GatewayStart,
  type GatewayVerification,
} from './payment-gateway';

export interface ZarinpalOptions {
  /** The merchant's UUID from the Zarinpal panel. */
  merchantId: string;
  /** Default https://payment.zarinpal.com (sandbox: https://sandbox.zarinpal.com). */
  baseUrl?: string;
  /** Where the browser pays, followed by the authority. Default `${baseUrl}/pg/StartPay/`. */
  startPayUrl?: string;
  /** Our amounts are integer Rials: always sent explicitly, never left to Zarinpal's default. */
  currency?: 'IRR';
  timeoutMs?: number;
}

/** Persian messages for Zarinpal's codes (shown to people and stored on transactions). */
const MESSAGES: Record<number, string> = {
  [-9]: 'اطلاعات ارسال‌شده به درگاه پرداخت نامعتبر است.',
  [-10]: 'آی‌پی یا مرچنت‌کد پذیرنده در درگاه پرداخت معتبر نیست.',
  [-11]: 'مرچنت‌کد پذیرنده در درگاه پرداخت فعال نیست.',
  [-12]: 'تلاش‌های بیش از حد در زمان کوتاه؛ کمی بعد دوباره تلاش کنید.',
  [-50]: 'مبلغ پرداخت شده با مبلغ ارسالی همخوانی ندارد.',
  [-51]: 'پرداخت ناموفق بود.',
  [-52]: 'خطای غیرمنتظره در درگاه پرداخت رخ داد.',
  [-53]: 'شناسه پرداخت (authority) برای این پذیرنده نیست.',
  [-54]: 'شناسه پرداخت (authority) نامعتبر است.',
};
const UNREACHABLE = 'ارتباط با درگاه پرداخت برقرار نشد.';
const UNREADABLE = 'درگاه پرداخت پاسخ نامعتبر داد.';
const REQUEST_REFUSED = 'درگاه پرداخت درخواست پرداخت را نپذیرفت.';
const NOT_VERIFIED = 'پرداخت تایید نشد.';

/** Zarinpal v4 envelope: success `{data:{code,...}, errors:[]}`, failure `{data:[], errors:{code,message,validations}}`. */
interface Reply {
  code: number | null;
  data: Record<string, unknown>;
  errorMessage: string;
}

/**
 * Zarinpal v4 REST (https://www.zarinpal.com/docs/paymentGateway/): request.json registers a payment,
 * the browser pays at StartPay/{authority}, verify.json settles it (100 verified, 101 verified before).
 * Errors come with assorted HTTP statuses (often 4xx), so the body is read whatever the status.
 */
/** Verify answers that say nothing about whether the payer paid. */
const INCONCLUSIVE_CODES = new Set([-9, -10, -11, -12, -52]);

export class ZarinpalGateway extends PaymentGateway {
  readonly name = 'zarinpal';
  private readonly logger = new Logger('Zarinpal');
  private readonly merchantId: string;
  private readonly baseUrl: string;
  private readonly startPayUrl: string;
  private readonly currency: 'IRR';
  private readonly timeoutMs: number;

  constructor(opts: ZarinpalOptions) {
    super();
    this.merchantId = opts.merchantId;
    this.baseUrl = (opts.baseUrl ?? 'https://payment.zarinpal.com').replace(/\/+$/, '');
    this.startPayUrl = opts.startPayUrl ?? `${this.baseUrl}/pg/StartPay/`;
    this.currency = opts.currency ?? 'IRR';
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  async request(req: GatewayRequest): Promise<GatewayStart> {
    const metadata: { mobile?: string; email?: string } = {};
    if (req.mobile) metadata.mobile = req.mobile;
    if (req.email) metadata.email = req.email;
    const reply = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.merchantId,
      amount: req.amount,
      currency: this.currency,
      description: req.description,
      callback_url: req.callbackUrl,
      ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    });
    if (reply.code !== 100) {
      this.logger.warn(`request refused: ${reply.code} ${reply.errorMessage}`);
      throw new GatewayError(messageFor(reply.code, REQUEST_REFUSED), reply.code);
    }
    const authority = reply.data.authority;
    if (typeof authority !== 'string' || authority === '') {
      this.logger.warn('request: code 100 without an authority');
      throw new GatewayError(UNREADABLE, reply.code);
    }
    return { authority, url: this.startPayUrl + encodeURIComponent(authority) };
  }

  async verify(authority: string, amount: number): Promise<GatewayVerification> {
    const reply = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.merchantId,
      amount,
      authority,
    });
    if (reply.code === 100 || reply.code === 101) {
      const refId = reply.data.ref_id;
      if ((typeof refId !== 'number' && typeof refId !== 'string') || refId === '') {
        // Paid, but we cannot record it without the reference: let the caller verify again later.
        this.logger.warn(`verify ${authority}: code ${reply.code} without a ref_id`);
        throw new GatewayError(UNREADABLE, reply.code);
      }
      return { ok: true, referenceCode: String(refId), alreadyVerified: reply.code === 101 };
    }
    if (reply.code === null) {
      this.logger.warn(`verify ${authority}: no code in the answer`);
      throw new GatewayError(UNREADABLE);
    }
    this.logger.warn(`verify ${authority}: ${reply.code} ${reply.errorMessage}`);
    // Our setup or the bank failed (validation, merchant, IP, unexpected): that proves nothing about
    // the payer, so the transaction stays open for re-verification instead of being marked failed.
    if (INCONCLUSIVE_CODES.has(reply.code)) throw new GatewayError(messageFor(reply.code, NOT_VERIFIED), reply.code);
    return { ok: false, code: reply.code, message: messageFor(reply.code, NOT_VERIFIED) };
  }

  /** POSTs JSON and reads the envelope whatever the HTTP status. Throws GatewayError when unreachable or unreadable. */
  private async post(path: string, body: object): Promise<Reply> {
    let status: number;
    let text: string;
    try {
      const res = await fetch(this.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      this.logger.warn(`${path} failed: ${String(err)}`);
      throw new GatewayError(UNREACHABLE);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      this.logger.warn(`${path}: HTTP ${status}, not JSON: ${text.slice(0, 200)}`);
      throw new GatewayError(UNREADABLE);
    }
    if (!isObject(payload)) {
      this.logger.warn(`${path}: HTTP ${status}, unexpected body: ${text.slice(0, 200)}`);
      throw new GatewayError(UNREADABLE);
    }
    const data = isObject(payload.data) ? payload.data : {};
    const errors = Array.isArray(payload.errors) ? payload.errors[0] : payload.errors;
    const error = isObject(errors) ? errors : {};
    const code = toCode(data.code) ?? toCode(error.code);
    const errorMessage = [error.message, error.validations]
      .filter((x) => x !== undefined && !(Array.isArray(x) && x.length === 0))
      .map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
      .join(' ');
    return { code, data, errorMessage };
  }
}

function messageFor(code: number | null, fallback: string): string {
  return (code !== null && MESSAGES[code]) || fallback;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function toCode(x: unknown): number | null {
  if (typeof x === 'number' && Number.isInteger(x)) return x;
  if (typeof x === 'string' && /^-?\d+$/.test(x)) return Number(x);
  return null;
}
