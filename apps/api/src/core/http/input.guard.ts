import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { FileKind } from '../storage/storage';
import { FieldValidationException, nonFieldError, type FieldErrors } from './errors';
import { ACCEPTS, fileErrors } from './files';

const NOT_ALLOWED = 'این فیلد مجاز نیست.';
const NO_BODY = 'این درخواست بدنه‌ای نمی‌پذیرد.';
const BODY = `${RouteParamtypes.BODY}:`;

/** Whether a handler takes a `@Body()` at all: read once per handler from Nest's own metadata. */
const readsBody = new WeakMap<Function, boolean>();
function takesBody(ctx: ExecutionContext): boolean {
  const handler = ctx.getHandler();
  let reads = readsBody.get(handler);
  if (reads === undefined) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, ctx.getClass(), handler.name) ?? {}) as object;
    reads = Object.keys(args).some((key) => key.startsWith(BODY));
    readsBody.set(handler, reads);
  }
  return reads;
}

/**
 * Global, the last guard (after authentication and permissions, before validation): input the
 * route does not read is refused 400 in Persian naming it, before the handler runs; never dropped
 * in silence. A file the route does not read or of a kind its field does not take (naming the
 * kinds it takes), and any field sent to an action that takes no body (close, read, confirm…):
 * the validation pipe names unknown fields only where there is a DTO to compare with.
 * A guard, not an interceptor: a request without a body costs a property read, while any global
 * interceptor made Nest run its RxJS chain on every request of every route (issue 15).
 */
@Injectable()
export class UnreadInputGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const body: unknown = req.body;
    const uploads = req.uploads;
    // An empty body is none, whatever its content type (a client's DELETE says text/plain).
    const sent = body !== undefined && body !== null && body !== '' && !(Buffer.isBuffer(body) && !body.length);
    if (!sent && (!uploads || !Object.keys(uploads).length)) return true;
    const errors: FieldErrors = uploads
      ? fileErrors(uploads, this.reflector.get<Record<string, FileKind[]> | undefined>(ACCEPTS, ctx.getHandler()) ?? {})
      : {};
    if (sent && !takesBody(ctx)) {
      if (typeof body !== 'object' || Array.isArray(body)) throw nonFieldError(NO_BODY);
      for (const field of Object.keys(body)) errors[field] ??= [NOT_ALLOWED];
    }
    if (Object.keys(errors).length) throw new FieldValidationException(errors);
    return true;
  }
}
