import { randomBytes, randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { SandboxPayment } from '../entities/sandbox-payment.entity';
import {
  AUTHORITY_LIFETIME_MS,
  GatewayError,
  PaymentGateway,
  type GatewayRequest,
  type GatewayStart,
  type GatewayVerification,
} from './payment-gateway';

export const SANDBOX_PATH = '/api/accounting/gateway/sandbox';

/**
 * A bank that lives in our own database, for development, demos and tests. It behaves like
 * Zarinpal where it matters: the payer must press «پرداخت» on its page before verify succeeds,
 * verify checks the amount, and a second verify answers "already verified" (101).
 */
export class SandboxGateway extends PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async request(req: GatewayRequest): Promise<GatewayStart> {
    if (!Number.isInteger(req.amount) || req.amount < 1000) throw new GatewayError('مبلغ نامعتبر است.', -9);
    const authority = `S${randomBytes(18).toString('hex').toUpperCase()}`;
    await this.ds.getRepository(SandboxPayment).insert({
      authority,
      amount: req.amount,
      description: req.description.slice(0, 255),
      callback_url: req.callbackUrl,
      state: 'PENDING',
      ref_id: null,
      verify_count: 0,
      creation_time: this.clock.now(),
    });
    return { authority, url: `${SANDBOX_PATH}/${authority}` };
  }

  async verify(authority: string, amount: number): Promise<GatewayVerification> {
    const repo = this.ds.getRepository(SandboxPayment);
    const p = await repo.findOneBy({ authority });
    if (!p) return { ok: false, code: -54, message: 'شناسه پرداخت نامعتبر است.' };
    if (p.amount !== amount) return { ok: false, code: -50, message: 'مبلغ پرداخت شده با مبلغ ارسالی همخوانی ندارد.' };
    if (p.state !== 'PAID' || !p.ref_id) return { ok: false, code: -51, message: 'پرداخت ناموفق بود.' };
    await repo.increment({ authority }, 'verify_count', 1);
    return { ok: true, referenceCode: p.ref_id, alreadyVerified: p.verify_count > 0 };
  }

  /** The payer's answer on the sandbox page; answers where to send the browser. */
  async answer(authority: string, pay: boolean): Promise<string | null> {
    const repo = this.ds.getRepository(SandboxPayment);
    const p = await repo.findOneBy({ authority });
    if (!p) return null;
    if (p.state === 'PENDING') {
      // Like a real bank, an authority past its life cannot be paid any more.
      const alive = this.clock.now().getTime() - p.creation_time.getTime() < AUTHORITY_LIFETIME_MS;
      const ref = pay && alive ? String(randomInt(100_000_000, 999_999_999)) : null;
      await repo.update({ authority, state: 'PENDING' }, { state: ref ? 'PAID' : 'CANCELED', ref_id: ref });
    }
    const fresh = await repo.findOneByOrFail({ authority });
    const status = fresh.state === 'PAID' ? 'OK' : 'NOK';
    const sep = fresh.callback_url.includes('?') ? '&' : '?';
    return `${fresh.callback_url}${sep}Authority=${encodeURIComponent(authority)}&Status=${status}`;
  }

  find(authority: string): Promise<SandboxPayment | null> {
    return this.ds.getRepository(SandboxPayment).findOneBy({ authority });
  }
}
