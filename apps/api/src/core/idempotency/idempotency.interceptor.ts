import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UnprocessableEntityException,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth';
import { Clock } from '../clock/clock';
import { ReplayedAnswer } from '../http/errors';
import { ApiExceptionFilter } from '../http/exception.filter';
import type { IdempotencyStore } from './store';

const IDEMPOTENT = 'idempotent';

export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');

export const IdempotencyMessages = {
  BAD_KEY: 'سرآیند Idempotency-Key باید متنی بین ۱ تا ۲۵۵ نویسه (بدون فاصله‌های کنترلی) باشد.',
  MISMATCH: 'این کلید تکرار (Idempotency-Key) پیش‌تر برای درخواست دیگری به کار رفته است؛ برای درخواست تازه کلید تازه بفرستید.',
  RUNNING: 'درخواست قبلی با همین کلید تکرار هنوز در حال انجام است؛ چند لحظه بعد دوباره تلاش کنید.',
} as const;

/** Key order never changes the fingerprint of a body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two requests "the same": method, path (without the query) and body, key order aside;
 * for a multipart form also its files, each by the SHA-256 of its bytes (another picture under the
 * same key is another request).
 */
export function fingerprintOf(method: string, url: string, body: unknown, uploads?: Record<string, { buffer: Buffer }>): string {
  const path = url.split('?')[0];
  const files = uploads && Object.keys(uploads).length
    ? `\n${canonical(Object.fromEntries(Object.entries(uploads).map(([field, f]) => [field, createHash('sha256').update(f.buffer).digest('hex')])))}`
    : '';
  return createHash('sha256').update(`${method} ${path}\n${canonical(body)}${files}`).digest('hex');
}

/**
 * `Idempotency-Key` as the IETF httpapi draft describes it and Stripe serves it, for the routes
 * marked `@Idempotent()`: the first answer is kept per user and key for 24 hours; a repeat with the
 * same method, path and body gets that answer again (`Idempotent-Replayed: true`), the same key with
 * another request 422, a repeat while the first still runs 409. Answers of our own failures (5xx)
 * and refused input (400) are not kept: the retry runs again, which is safe because they wrote nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly filter = new ApiExceptionFilter();
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly reflector: Reflector,
    private readonly clock: Clock,
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const header = req.headers['idempotency-key'];
    if (header === undefined || !req.user) return next.handle();
    if (typeof header !== 'string' || header.length < 1 || header.length > 255 || [...header].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) {
      throw new BadRequestException(IdempotencyMessages.BAD_KEY);
    }
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    const status =
      this.reflector.get<number>(HTTP_CODE_METADATA, ctx.getHandler()) ?? (req.method === 'POST' ? 201 : 200);
    return from(this.run(req.user.id, header, req, reply, status, next));
  }

  private async run(
    userId: number,
    key: string,
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    next: CallHandler,
  ): Promise<unknown> {
    const fingerprint = fingerprintOf(req.method, req.url, req.body, req.uploads);
    const claim = await this.store.claim(userId, key, fingerprint, this.clock.now());
    if (claim.kind === 'mismatch') throw new UnprocessableEntityException(IdempotencyMessages.MISMATCH);
    if (claim.kind === 'running') throw new ConflictException(IdempotencyMessages.RUNNING);
    if (claim.kind === 'replay') {
      void reply.header('Idempotent-Replayed', 'true');
      if (claim.answer.status >= 400) throw new ReplayedAnswer(claim.answer);
      return JSON.parse(claim.answer.body) as unknown;
    }
    let result: unknown;
    try {
      result = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      const { status: errStatus, body } = this.filter.toResponse(err);
      await this.keep(() =>
        errStatus >= 500 || errStatus === 400 || errStatus === 429
          ? this.store.release(userId, key)
          : this.store.finish(userId, key, { status: errStatus, body: JSON.stringify(body) }, this.clock.now()),
      );
      throw err;
    }
    await this.keep(() => this.store.finish(userId, key, { status, body: JSON.stringify(result ?? null) }, this.clock.now()));
    return result;
  }

  /** The write is done: failing to keep its answer must not turn it into an error (a retry then waits out the claim). */
  private async keep(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (err) {
      this.logger.error(`idempotency store: ${(err as Error).message}`);
    }
  }
}

/**
 * A write that creates money rows or holds a seat or stock: it honours `Idempotency-Key`
 * (docs/domain-rules.md, "Retries"). The interceptor is bound to these routes only, not globally:
 * any interceptor makes Nest run its RxJS chain (and, on Node 20, `AsyncResource.bind`) on every
 * request of the route, which tripled the cost of /api/health while it was global (issue 15).
 */
export const Idempotent = () => applyDecorators(SetMetadata(IDEMPOTENT, true), UseInterceptors(IdempotencyInterceptor));
