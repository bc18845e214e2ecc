import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { kindMessage, sniff, type FileKind } from '../storage/storage';
import { FieldValidationException, type FieldErrors } from './errors';

const ACCEPTS = Symbol('accepts-files');
const NO_FILE = 'این فیلد فایل نمی‌پذیرد.';

/** The file fields a route reads and the kinds each takes (sizes stay with checkUpload). */
export const AcceptFiles = (fields: Record<string, FileKind[]>) => SetMetadata(ACCEPTS, fields);

/**
 * Global, the last guard (after authentication and permissions, before validation): a file the
 * route does not read, or of a kind its field does not take, is refused 400 in Persian naming the
 * kinds it takes, before the handler runs; never dropped in silence. A guard, not an interceptor:
 * a request without files (every JSON request) costs one property read, while any global
 * interceptor made Nest run its RxJS chain on every request of every route (issue 15).
 */
@Injectable()
export class UploadsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const uploads = ctx.switchToHttp().getRequest<FastifyRequest>().uploads;
    if (!uploads) return true;
    const names = Object.keys(uploads);
    if (!names.length) return true;
    const accepts = this.reflector.get<Record<string, FileKind[]> | undefined>(ACCEPTS, ctx.getHandler()) ?? {};
    const errors: FieldErrors = {};
    for (const name of names) {
      const kinds = accepts[name];
      const found = sniff(uploads[name].buffer);
      if (!kinds) errors[name] = [NO_FILE];
      else if (!found || !kinds.includes(found.kind)) errors[name] = [kindMessage(kinds)];
    }
    if (Object.keys(errors).length) throw new FieldValidationException(errors);
    return true;
  }
}
