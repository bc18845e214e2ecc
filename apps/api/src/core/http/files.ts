import {
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { kindMessage, sniff, type FileKind } from '../storage/storage';
import { FieldValidationException, type FieldErrors } from './errors';

const ACCEPTS = Symbol('accepts-files');
const NO_FILE = 'این فیلد فایل نمی‌پذیرد.';

/** The file fields a route reads and the kinds each takes (sizes stay with checkUpload). */
export const AcceptFiles = (fields: Record<string, FileKind[]>) => SetMetadata(ACCEPTS, fields);

/**
 * Global: a file the route does not read, or of a kind its field does not take, is refused 400
 * in Persian naming the kinds it takes, before the handler runs; never dropped in silence.
 */
export class UploadsInterceptor implements NestInterceptor {
  private readonly reflector = new Reflector();

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const uploads = ctx.switchToHttp().getRequest<FastifyRequest>().uploads ?? {};
    const names = Object.keys(uploads);
    if (names.length) {
      const accepts = this.reflector.get<Record<string, FileKind[]> | undefined>(ACCEPTS, ctx.getHandler()) ?? {};
      const errors: FieldErrors = {};
      for (const name of names) {
        const kinds = accepts[name];
        const found = sniff(uploads[name].buffer);
        if (!kinds) errors[name] = [NO_FILE];
        else if (!found || !kinds.includes(found.kind)) errors[name] = [kindMessage(kinds)];
      }
      if (Object.keys(errors).length) throw new FieldValidationException(errors);
    }
    return next.handle();
  }
}
