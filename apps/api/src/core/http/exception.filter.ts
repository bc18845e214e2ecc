import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { Messages, USER_FIELD_LABELS } from '@daneshsara/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config';
import { QueryFailedError } from 'typeorm';
import { ConflictWith, FieldValidationException, ForbiddenFields, ReplayedAnswer } from './errors';

const PERSIAN = /[\u0600-\u06FF]/;
export const BODY_TOO_LARGE = 'حجم بدنه درخواست بیش از حد مجاز است.';

const DEFAULTS: Record<number, string> = {
  400: 'درخواست نامعتبر است.',
  401: Messages.UNAUTHORIZED,
  403: Messages.FORBIDDEN,
  404: Messages.NOT_FOUND,
  405: 'این عملیات پشتیبانی نمی‌شود.',
  409: 'این درخواست با وضعیت فعلی سازگار نیست.',
  413: 'حجم فایل نباید بیشتر از 10 مگابایت باشد.',
  415: 'نوع محتوای ارسالی پشتیبانی نمی‌شود.',
  429: Messages.TOO_MANY_REQUESTS,
};

/** The field's Persian name, or null for a field without one (the message then stands alone). */
function label(field: string): string | null {
  return USER_FIELD_LABELS[field] ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const d = err.driverError as { code?: string; errno?: number } | undefined;
  return d?.code === 'ER_DUP_ENTRY' || d?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Every error leaves as API.md says: 400 `{field: [..], detail, message}`, others
 * `{detail, message}`, all Persian; a 5xx never carries a stack or SQL.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  constructor(private readonly config?: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = this.toResponse(exception);
    if (status === 404 && this.serveSpa(req, reply)) return;
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  toResponse(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof FieldValidationException || exception instanceof ForbiddenFields) {
      const fields = exception.fields;
      const [first] = Object.entries(fields);
      const summary = first
        ? first[0] === 'non_field_errors'
          ? first[1][0]
          : label(first[0])
            ? `${label(first[0])}: ${first[1][0]}`
            : first[1][0]
        : DEFAULTS[400];
      return { status: exception.getStatus(), body: { ...fields, detail: summary, message: summary } };
    }
    if (exception instanceof ReplayedAnswer) {
      return { status: exception.answer.status, body: JSON.parse(exception.answer.body) as Record<string, unknown> };
    }
    if (exception instanceof ConflictWith) {
      return { status: 409, body: { ...exception.details, detail: exception.message, message: exception.message } };
    }
    if (exception instanceof ThrottlerException) {
      return this.simple(429, Messages.TOO_MANY_REQUESTS);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const text =
        typeof res === 'string'
          ? res
          : ((res as { message?: unknown }).message ?? exception.message);
      // 413 here is a body past the body limit, refused before it is read (a file's own size
      // limit answers 400 with the file's message below).
      const fallback = status === 413 ? BODY_TOO_LARGE : DEFAULTS[status];
      const msg = typeof text === 'string' && PERSIAN.test(text) ? text : fallback;
      return this.simple(status, msg ?? (status >= 500 ? Messages.SERVER_ERROR : DEFAULTS[400]));
    }
    if (isUniqueViolation(exception)) {
      return this.simple(409, 'این مورد قبلا ثبت شده است.');
    }
    // A multipart body cut short or without its boundary: busboy says so with a bare Error.
    if (
      exception instanceof Error &&
      /multipart|boundary/i.test(exception.message) &&
      !('statusCode' in exception)
    ) {
      return this.simple(400, 'بدنه چندبخشی (فرم و فایل) ناقص یا نامعتبر است.');
    }
    // Errors raised by Fastify itself (bad JSON, body too large, wrong content type, multipart).
    const statusCode = (exception as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      const code = (exception as { code?: string }).code ?? '';
      if (code.includes('FILE_TOO_LARGE') || statusCode === 413)
        return this.simple(400, DEFAULTS[413]);
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code.includes('JSON')) {
        return this.simple(400, 'بدنه درخواست JSON معتبر نیست.');
      }
      return this.simple(statusCode === 404 ? 404 : 400, DEFAULTS[statusCode] ?? DEFAULTS[400]);
    }
    return this.simple(HttpStatus.INTERNAL_SERVER_ERROR, Messages.SERVER_ERROR);
  }

  /**
   * Client-side routes (/panel/..., /admin/users/...) are pages of the single-page apps: a GET
   * for HTML outside /api and /uploads answers the app's index.html and lets its router decide.
   */
  private serveSpa(req: FastifyRequest, reply: FastifyReply): boolean {
    if (!this.config?.SERVE_CLIENTS || req.method !== 'GET') return false;
    const path = req.url.split('?')[0];
    if (path.startsWith('/api') || path.startsWith('/uploads/') || /\.[a-z0-9]{1,5}$/i.test(path))
      return false;
    const dist =
      path === '/admin' || path.startsWith('/admin/')
        ? this.config.ADMIN_DIST
        : this.config.WEB_DIST;
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return false;
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(readFileSync(index));
    return true;
  }

  private simple(status: number, message: string) {
    return { status, body: { detail: message, message } };
  }
}
