import multipart from '@fastify/multipart';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MULTIPART } from './body-shape.pipe';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads?: Record<string, UploadedFile>;
  }
}

interface Part {
  type?: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  fieldname?: string;
  toBuffer?: () => Promise<Buffer>;
}

/**
 * multipart/form-data becomes a plain body (fields as text, repeated fields as arrays) plus
 * `req.uploads` with the files, so DTO validation works the same as for JSON.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
    limits: { fileSize: maxBytes, files: 10, fields: 300, fieldSize: 1024 * 1024 },
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (!req.isMultipart()) return;
    const body: Record<string, unknown> = {};
    const uploads: Record<string, UploadedFile> = {};
    for (const [key, raw] of Object.entries((req.body ?? {}) as Record<string, Part | Part[]>)) {
      const parts = Array.isArray(raw) ? raw : [raw];
      const values: unknown[] = [];
      for (const part of parts) {
        if (part.type === 'file' && part.toBuffer) {
          const buffer = await part.toBuffer();
          if (buffer.length) {
            uploads[key] = {
              fieldname: key,
              filename: part.filename ?? key,
              mimetype: part.mimetype ?? 'application/octet-stream',
              buffer,
            };
          }
        } else {
          values.push(part.value);
        }
      }
      if (values.length === 1) body[key] = values[0];
      else if (values.length > 1) body[key] = values;
    }
    Object.defineProperty(body, MULTIPART, { value: true });
    req.body = body;
    req.uploads = uploads;
  });
}

export const Uploads = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Record<string, UploadedFile> =>
    ctx.switchToHttp().getRequest<FastifyRequest>().uploads ?? {},
);
