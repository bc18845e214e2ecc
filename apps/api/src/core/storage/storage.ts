import send from '@fastify/send';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { fieldError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';

export type FileKind = 'image' | 'pdf' | 'document' | 'spreadsheet' | 'video' | 'audio';

/** The extensions `sniff` answers, and what a browser should be told they are. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};

/** The type a stored file is served as, from the (sniffed) extension it was stored under. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** What the API answers for a private file: 200 or 206 with bytes, 304 or 416 without. */
export interface PrivateAnswer {
  status: number;
  headers: Record<string, string>;
  body: Readable | null;
}

/** The request headers a private file's answer depends on (Range, If-Range, If-None-Match, ...). */
export interface PrivateRequest {
  method?: string;
  headers: IncomingHttpHeaders;
}

/** Where uploads live: the local data folder by default; other adapters implement the same port. */
export abstract class Storage {
  /** Stores the bytes and answers the public URL the clients will read. */
  abstract save(folder: string, file: UploadedFile, ext: string): Promise<string>;
  abstract remove(url: string): Promise<void>;

  /**
   * Private files (generated exports): kept under `key` (letters, digits, `_`, `-`, `.` and `/`),
   * never at a public URL; the API reads them back for the one user allowed. Saving again under
   * the same key replaces the file (a retried job writes the same file).
   */
  abstract putPrivate(key: string, fromPath: string): Promise<void>;
  /** The bytes of a private file, or null when there is none. */
  abstract readPrivate(key: string): Promise<Readable | null>;
  abstract removePrivate(key: string): Promise<void>;

  /** Stores an upload privately under `<folder>/<uuid>.<ext>` and answers that key. */
  abstract savePrivate(folder: string, file: UploadedFile, ext: string): Promise<string>;
  /**
   * A private file answered to one request, a byte range (Range, for a video's seeking) or whole;
   * null when there is none. The caller has checked the request may have it.
   */
  abstract sendPrivate(key: string, req: PrivateRequest): Promise<PrivateAnswer | null>;
  /**
   * Moves a file this adapter saved at a public URL to the private `key` (its public URL then
   * answers nothing). False when there was nothing to move (already moved, or not ours).
   */
  abstract adoptPrivate(url: string, key: string): Promise<boolean>;
}

/** A private key as given when it is made of safe parts only; anything else is refused. */
export function privateKey(key: string): string {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i.test(key) || key.includes('..'))
    throw new Error(`bad private key ${key}`);
  return key;
}

/** A folder name reduced to letters, digits, `_` and `-`: no path tricks reach any adapter. */
export function safeFolder(folder: string): string {
  return folder.replace(/[^a-z0-9_-]/gi, '');
}

export class LocalStorage extends Storage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = '/uploads',
    /** Outside the folder served at /uploads/. */
    private readonly privateRoot = join(root, '..', 'private'),
  ) {
    super();
  }

  async putPrivate(key: string, fromPath: string): Promise<void> {
    const target = join(this.privateRoot, privateKey(key));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(fromPath, target);
  }

  async readPrivate(key: string): Promise<Readable | null> {
    const target = join(this.privateRoot, privateKey(key));
    if (!(await stat(target).catch(() => null))?.isFile()) return null;
    return createReadStream(target);
  }

  async removePrivate(key: string): Promise<void> {
    await unlink(join(this.privateRoot, privateKey(key))).catch(() => undefined);
  }

  async savePrivate(folder: string, file: UploadedFile, ext: string): Promise<string> {
    const key = `${safeFolder(folder)}/${randomUUID()}.${ext}`;
    const target = join(this.privateRoot, key);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.buffer);
    return key;
  }

  async sendPrivate(key: string, req: PrivateRequest): Promise<PrivateAnswer | null> {
    // @fastify/send (what @fastify/static serves /uploads/ with): Range, If-Range, ETag, 304.
    const res = await send(
      { method: req.method ?? 'GET', headers: req.headers } as never,
      `/${privateKey(key)}`,
      {
        root: this.privateRoot,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
      },
    );
    const headers = Object.fromEntries(
      Object.entries(res.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    if (res.type !== 'file') {
      res.stream.destroy();
      if (res.statusCode === 404 || res.type === 'directory') return null;
      return {
        status: res.statusCode,
        headers: { 'content-range': headers['content-range'] ?? 'bytes */*' },
        body: null,
      };
    }
    const body = res.statusCode === 304 || req.method === 'HEAD' ? null : res.stream;
    if (!body) res.stream.destroy();
    return {
      status: res.statusCode,
      headers: { ...headers, 'content-type': contentTypeOf(key) },
      body,
    };
  }

  async adoptPrivate(url: string, key: string): Promise<boolean> {
    if (!url.startsWith(`${this.publicPrefix}/`)) return false;
    const rel = normalize(url.slice(this.publicPrefix.length + 1));
    if (rel.startsWith('..')) return false;
    const from = join(this.root, rel);
    const to = join(this.privateRoot, privateKey(key));
    if (!(await stat(from).catch(() => null))?.isFile()) return false;
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      // Another disk: copy, then drop the public copy.
      await copyFile(from, to);
      await unlink(from);
    });
    return true;
  }

  async save(folder: string, file: UploadedFile, ext: string): Promise<string> {
    const dirName = safeFolder(folder);
    const dir = join(this.root, dirName);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${ext}`;
    await writeFile(join(dir, name), file.buffer);
    return `${this.publicPrefix}/${dirName}/${name}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicPrefix}/`)) return;
    const rel = normalize(url.slice(this.publicPrefix.length + 1));
    if (rel.startsWith('..')) return;
    await unlink(join(this.root, rel)).catch(() => undefined);
  }
}

/** Reads what the bytes are (never trusts the client's mime type or file name). */
export function sniff(buf: Buffer): { kind: FileKind; ext: string } | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { kind: 'image', ext: 'jpg' };
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { kind: 'image', ext: 'png' };
  }
  if (
    buf.subarray(0, 6).toString('ascii') === 'GIF89a' ||
    buf.subarray(0, 6).toString('ascii') === 'GIF87a'
  ) {
    return { kind: 'image', ext: 'gif' };
  }
  if (
    buf.subarray(0, 4).toString('ascii') === 'RIFF' &&
    buf.subarray(8, 12).toString('ascii') === 'WEBP'
  ) {
    return { kind: 'image', ext: 'webp' };
  }
  if (buf.subarray(0, 5).toString('ascii') === '%PDF-') return { kind: 'pdf', ext: 'pdf' };
  if (buf.subarray(4, 8).toString('ascii') === 'ftyp') {
    const brand = buf.subarray(8, 12).toString('ascii');
    return brand.startsWith('M4A') ? { kind: 'audio', ext: 'm4a' } : { kind: 'video', ext: 'mp4' };
  }
  if (buf.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return { kind: 'video', ext: 'webm' };
  if (
    buf.subarray(0, 3).toString('ascii') === 'ID3' ||
    (buf[0] === 0xff && buf.length > 1 && (buf[1] & 0xe0) === 0xe0)
  ) {
    return { kind: 'audio', ext: 'mp3' };
  }
  if (buf.subarray(0, 4).toString('ascii') === 'OggS') return { kind: 'audio', ext: 'ogg' };
  if (buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // Office files are zip archives; the central directory names their parts in plain text.
    if (buf.includes('word/')) return { kind: 'document', ext: 'docx' };
    if (buf.includes('ppt/')) return { kind: 'document', ext: 'pptx' };
    return { kind: 'spreadsheet', ext: 'xlsx' };
  }
  return null;
}

const KIND_NAMES: Record<FileKind, string> = {
  image: 'تصویر',
  pdf: 'پی‌دی‌اف',
  document: 'سند ورد',
  spreadsheet: 'اکسل',
  video: 'ویدیو',
  audio: 'صوتی',
};

/** «تنها امکان ارسال فایل تصویری وجود دارد.» or «… فایل پی‌دی‌اف، تصویر یا ورد …» for several kinds. */
export function kindMessage(kinds: FileKind[]): string {
  if (kinds.length === 1 && kinds[0] === 'image') return 'تنها امکان ارسال فایل تصویری وجود دارد.';
  const names = kinds.map((k) => KIND_NAMES[k]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join('، ')} یا ${names[names.length - 1]}` : names[0];
  return `تنها امکان ارسال فایل ${list} وجود دارد.`;
}

/** Size and type limits of one upload field; answers the extension to store it under. */
export function checkUpload(
  field: string,
  file: UploadedFile,
  kinds: FileKind[],
  maxBytes: number,
): string {
  if (file.buffer.length > maxBytes) {
    const mb = Math.round(maxBytes / (1024 * 1024));
    throw fieldError(field, `حجم فایل نباید بیشتر از ${mb} مگابایت باشد.`);
  }
  const found = sniff(file.buffer);
  if (!found || !kinds.includes(found.kind)) throw fieldError(field, kindMessage(kinds));
  return found.ext;
}
