import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { OtpAction, parseContactInput, Role, type ContactInput, type TokenPayload } from '@daneshsara/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Clock } from '../../../core/clock/clock';
import { fieldError, nonFieldError } from '../../../core/http/errors';
import { Tx } from '../../../core/database/tx';
import type { AuthUser } from '../../../core/auth/auth-user';
import { User } from '../entities/user.entity';
import { UserRole } from '../entities/user-role.entity';
import type { LoginDto, LoginOtpDto, SendOtpDto, SetPasswordDto, SignUpDto, VerifyInputDto } from '../dto/auth.dto';
import { UmaErrors } from '../uma.errors';
import { signAsciiJwt } from './ascii-jwt';
import { jwtKey } from './jwt-key';
import { OtpService } from './otp.service';
import { sessionsEndNow } from './jwt-authenticator';
import { PasswordService } from './password.service';

export interface TokenAnswer {
  token: { access_token: string };
}

function contactOf(raw: string): ContactInput {
  const c = parseContactInput(raw);
  if (!c) throw fieldError('input', UmaErrors.INPUT_INVALID);
  return c;
}

/** Sign-up, logins, password reset and contact verification (DOMAIN.md section 1). */
@Injectable()
export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly otp: OtpService,
    private readonly passwords: PasswordService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private findByContact(c: ContactInput, em: EntityManager = this.ds.manager): Promise<User | null> {
    return em.findOne(User, {
      where: c.kind === 'mobile' ? { mobile_number: c.value, is_deleted: false } : { email: c.value, is_deleted: false },
    });
  }

  async sendOtp(dto: SendOtpDto, caller?: AuthUser): Promise<{ message: string; detail: string }> {
    const c = contactOf(dto.input);
    const existing = await this.findByContact(c);
    const answer = { message: UmaErrors.OTP_SENT, detail: UmaErrors.OTP_SENT };
    switch (dto.action) {
      case OtpAction.SIGN_UP:
        if (existing) throw new ConflictException(UmaErrors.ALREADY_REGISTERED);
        break;
      case OtpAction.VERIFY:
        if (!caller) throw new UnauthorizedException(UmaErrors.VERIFY_NEEDS_LOGIN);
        if (existing && existing.id !== caller.id) throw new ConflictException(UmaErrors.INPUT_TAKEN);
        break;
      default:
        // Forgot-password and code login: say the same whether or not the account exists.
        if (!existing || !existing.is_active) return answer;
    }
    await this.otp.send(c.value, dto.action);
    return answer;
  }

  async signUp(dto: SignUpDto): Promise<TokenAnswer> {
    const c = contactOf(dto.input);
    if (await this.findByContact(c)) throw new ConflictException(UmaErrors.ALREADY_REGISTERED);
    await this.otp.consume(c.value, [OtpAction.SIGN_UP], dto.otp);
    const hash = await this.passwords.hash(dto.password);
    const now = this.clock.now();
    const user = await this.tx.run(async (em) => {
      const u = await em.save(
        em.create(User, {
          firstname: dto.firstname,
          lastname: dto.lastname,
          password: hash,
          mobile_number: c.kind === 'mobile' ? c.value : null,
          mobile_number_verified: c.kind === 'mobile',
          email: c.kind === 'email' ? c.value : null,
          email_verified: c.kind === 'email',
          creation_time: now,
          last_modification_time: now,
          last_login: now,
        }),
      );
      await em.save(em.create(UserRole, { user_id: u.id, role: Role.USER }));
      return u;
    });
    return this.issue(user, [Role.USER]);
  }

  async login(dto: LoginDto): Promise<TokenAnswer> {
    const c = parseContactInput(dto.input);
    const user = c ? await this.findByContact(c) : null;
    const now = this.clock.now();
    if (user?.is_locked_out && user.lockout_end_date && user.lockout_end_date > now) {
      throw this.lockedOut(user.lockout_end_date, now);
    }
    const ok = await this.passwords.verify(user?.password ?? null, dto.password);
    if (!user) throw nonFieldError(UmaErrors.BAD_CREDENTIALS);
    if (!ok) {
      const failures = await this.recordFailure(user.id, now);
      if (failures >= this.config.LOCKOUT_MAX_FAILURES) {
        throw this.lockedOut(new Date(now.getTime() + this.config.LOCKOUT_MINUTES * 60_000), now);
      }
      throw nonFieldError(UmaErrors.BAD_CREDENTIALS);
    }
    if (!user.is_active) throw new ForbiddenException(UmaErrors.INACTIVE);
    return this.succeed(user, now);
  }

  async loginOtp(dto: LoginOtpDto): Promise<TokenAnswer> {
    const c = contactOf(dto.input);
    const user = await this.findByContact(c);
    if (!user) throw fieldError('otp', UmaErrors.OTP_EXPIRED);
    await this.otp.consume(c.value, [OtpAction.LOGIN, OtpAction.FORGOT_PASSWORD], dto.otp);
    if (!user.is_active) throw new ForbiddenException(UmaErrors.INACTIVE);
    return this.succeed(user, this.clock.now());
  }

  async setPassword(dto: SetPasswordDto): Promise<TokenAnswer> {
    const c = contactOf(dto.input);
    const user = await this.findByContact(c);
    if (!user) throw fieldError('otp', UmaErrors.OTP_EXPIRED);
    await this.otp.consume(c.value, [OtpAction.FORGOT_PASSWORD], dto.otp);
    if (!user.is_active) throw new ForbiddenException(UmaErrors.INACTIVE);
    user.password = await this.passwords.hash(dto.password);
    // Every session opened with the old password ends; the answer carries a fresh token.
    await this.ds.getRepository(User).update({ id: user.id }, { tokens_valid_after: sessionsEndNow() });
    return this.succeed(user, this.clock.now());
  }

  /** Ends every session of the caller's account (each device signs in again). */
  async logout(caller: AuthUser): Promise<void> {
    await this.ds.getRepository(User).update({ id: caller.id }, { tokens_valid_after: sessionsEndNow() });
  }

  async verifyInput(caller: AuthUser, dto: VerifyInputDto): Promise<User> {
    const c = contactOf(dto.input);
    const other = await this.findByContact(c);
    if (other && other.id !== caller.id) throw new ConflictException(UmaErrors.INPUT_TAKEN);
    await this.otp.consume(c.value, [OtpAction.VERIFY], dto.otp);
    const patch: Partial<User> =
      c.kind === 'mobile'
        ? { mobile_number: c.value, mobile_number_verified: true }
        : { email: c.value, email_verified: true };
    await this.ds.getRepository(User).update({ id: caller.id }, { ...patch, last_modification_time: this.clock.now() });
    return this.ds.getRepository(User).findOneByOrFail({ id: caller.id });
  }

  private lockedOut(until: Date, now: Date): HttpException {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new HttpException(UmaErrors.LOCKED_OUT(minutes), HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Counts a failure atomically and locks the account at the limit; answers the new count. */
  private recordFailure(userId: number, now: Date): Promise<number> {
    return this.tx.run(async (em) => {
      const u = await em.findOne(User, { where: { id: userId }, lock: this.tx.lockMode() as never });
      if (!u) return 0;
      // An expired lock starts a fresh count.
      const base = u.is_locked_out ? 0 : u.failed_login_attempts;
      const failures = base + 1;
      const lock = failures >= this.config.LOCKOUT_MAX_FAILURES;
      await em.update(User, { id: userId }, {
        failed_login_attempts: failures,
        is_locked_out: lock,
        lockout_end_date: lock ? new Date(now.getTime() + this.config.LOCKOUT_MINUTES * 60_000) : null,
      });
      return failures;
    });
  }

  private async succeed(user: User, now: Date): Promise<TokenAnswer> {
    await this.ds.getRepository(User).update(
      { id: user.id },
      {
        failed_login_attempts: 0,
        is_locked_out: false,
        lockout_end_date: null,
        last_login: now,
        ...(user.password ? { password: user.password } : {}),
      },
    );
    const roles = await this.ds.getRepository(UserRole).find({ where: { user_id: user.id } });
    return this.issue(user, roles.map((r) => r.role));
  }

  issue(user: User, roles: string[]): TokenAnswer {
    const payload: Omit<TokenPayload, 'exp'> = {
      user_id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      roles,
      mobile_number: user.mobile_number,
      email: user.email,
      national_code: user.national_code,
      gender: user.gender as TokenPayload['gender'],
    };
    const access_token = signAsciiJwt(payload, jwtKey(this.config), this.config.JWT_EXPIRES_IN);
    return { token: { access_token } };
  }
}
