import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { OtpAction } from '@daneshsara/domain';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Clock } from '../../../core/clock/clock';
import { fieldError } from '../../../core/http/errors';
import { Tx } from '../../../core/database/tx';
import { SmsSender } from '../../../core/sms/sms';
import { OtpCode } from '../entities/otp-code.entity';
import { UmaErrors } from '../uma.errors';

/**
 * One-time codes (DOMAIN.md section 1): N digits, valid OTP_TTL_SECONDS, resend after
 * OTP_RESEND_SECONDS, OTP_MAX_ATTEMPTS wrong tries per code, OTP_MAX_SENDS_PER_HOUR per input.
 * Only an HMAC of the code is stored.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('OTP');

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hash(input: string, code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`${input}:${code}`).digest('hex');
  }

  async send(input: string, action: OtpAction): Promise<void> {
    const now = this.clock.now();
    const code = String(randomInt(0, 10 ** this.config.OTP_LENGTH)).padStart(this.config.OTP_LENGTH, '0');
    const saved = await this.tx.run(async (em) => {
      const hourAgo = new Date(now.getTime() - 3600_000);
      const recent = await em.find(OtpCode, {
        where: { input, created_at: MoreThan(hourAgo) },
        order: { created_at: 'DESC', id: 'DESC' },
        select: { id: true, created_at: true },
      });
      if (recent.length >= this.config.OTP_MAX_SENDS_PER_HOUR) {
        throw new HttpException(UmaErrors.OTP_HOURLY_LIMIT, HttpStatus.TOO_MANY_REQUESTS);
      }
      const last = recent[0];
      const waitMs = last ? last.created_at.getTime() + this.config.OTP_RESEND_SECONDS * 1000 - now.getTime() : 0;
      if (waitMs > 0) {
        throw new HttpException(UmaErrors.OTP_WAIT(Math.ceil(waitMs / 1000)), HttpStatus.TOO_MANY_REQUESTS);
      }
      return em.save(
        em.create(OtpCode, {
          input,
          action,
          code_hash: this.hash(input, code),
          attempts: 0,
          expires_at: new Date(now.getTime() + this.config.OTP_TTL_SECONDS * 1000),
          consumed_at: null,
          created_at: now,
        }),
      );
    });
    try {
      await this.sms.sendOtp(input, code);
    } catch (err) {
      this.logger.warn(`could not send to ${input}: ${String(err)}`);
      await this.ds.getRepository(OtpCode).delete({ id: saved.id });
      throw new ServiceUnavailableException(UmaErrors.OTP_SEND_FAILED);
    }
  }

  /**
   * Checks and consumes the newest live code of `input` for one of `actions`. A wrong code
   * counts a try; past the limit the code is dead and a new one is needed (429).
   */
  async consume(input: string, actions: OtpAction[], code: string): Promise<void> {
    const now = this.clock.now();
    const repo = this.ds.getRepository(OtpCode);
    const candidates = await repo.find({
      where: actions.map((action) => ({ input, action, consumed_at: IsNull() })),
      order: { created_at: 'DESC', id: 'DESC' },
      take: 1,
    });
    const otp = candidates[0];
    if (!otp || otp.expires_at.getTime() <= now.getTime()) throw fieldError('otp', UmaErrors.OTP_EXPIRED);
    if (otp.attempts >= this.config.OTP_MAX_ATTEMPTS) {
      throw new HttpException(UmaErrors.OTP_TOO_MANY_TRIES, HttpStatus.TOO_MANY_REQUESTS);
    }
    const expected = Buffer.from(otp.code_hash, 'hex');
    const given = Buffer.from(this.hash(input, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await repo.increment({ id: otp.id }, 'attempts', 1);
      throw fieldError('otp', UmaErrors.OTP_INVALID);
    }
    // Conditional update: of two concurrent uses of one code only one wins.
    const res = await repo
      .createQueryBuilder()
      .update(OtpCode)
      .set({ consumed_at: now })
      .where('id = :id AND consumed_at IS NULL AND attempts < :max', {
        id: otp.id,
        max: this.config.OTP_MAX_ATTEMPTS,
      })
      .execute();
    if (!res.affected) throw fieldError('otp', UmaErrors.OTP_EXPIRED);
  }
}
