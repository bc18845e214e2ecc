import { SetMetadata } from '@nestjs/common';
import { kindMessage, sniff, type FileKind } from '../storage/storage';
import type { UploadedFile } from './multipart';
import type { FieldErrors } from './errors';

export const ACCEPTS = Symbol('accepts-files');
const NO_FILE = 'این فیلد فایل نمی‌پذیرد.';

/** The file fields a route reads and the kinds each takes (sizes stay with checkUpload). */
export const AcceptFiles = (fields: Record<string, FileKind[]>) => SetMetadata(ACCEPTS, fields);

/** A file the route does not read, or of a kind its field does not take, named with what it takes. */
export function fileErrors(uploads: Record<string, UploadedFile>, accepts: Record<string, FileKind[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(uploads)) {
    const kinds = accepts[name];
    const found = sniff(uploads[name].buffer);
    if (!kinds) errors[name] = [NO_FILE];
    else if (!found || !kinds.includes(found.kind)) errors[name] = [kindMessage(kinds)];
  }
  return errors;
}
