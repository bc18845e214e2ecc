import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/config';
import type { UploadedFile } from '../http/multipart';
import {
  contentTypeOf,
  privateKey,
  safeFolder,
  Storage,
  type PrivateAnswer,
  type PrivateRequest,
} from './storage';

/** Private objects live under this prefix; the bucket's public read policy must leave it out. */
const PRIVATE = 'private/';

/** The only keys this adapter writes, so the only ones `remove` will delete. */
const OWN_KEY =
  /^[a-z0-9_-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/i;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO ...); unset for AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the public reads objects at; the object key is appended after a `/`. */
  publicUrl: string;
}

/** Uploads in an S3-compatible bucket, for several replicas with no shared disk. */
export class S3Storage extends Storage implements OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly base: string;
  private readonly logger = new Logger('S3Storage');

  constructor(private readonly opts: S3StorageOptions) {
    super();
    this.base = opts.publicUrl.replace(/\/+$/, '');
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      // Explicit keys: the SDK's default chain would look in files and instance metadata.
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  static fromConfig(config: AppConfig): S3Storage {
    return new S3Storage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.s3ForcePathStyle,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: config.s3PublicUrl,
    });
  }

  async save(folder: string, file: UploadedFile, ext: string): Promise<string> {
    const key = `${safeFolder(folder)}/${randomUUID()}.${ext}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: key,
        Body: file.buffer,
        ContentLength: file.buffer.length,
        ContentType: contentTypeOf(`x.${ext}`),
        // Same as the local /uploads/ route; names are never reused.
        CacheControl: 'public, max-age=86400',
      }),
    );
    return `${this.base}/${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.base}/`)) return;
    const key = url.slice(this.base.length + 1);
    if (!OWN_KEY.test(key)) return;
    // Like the local adapter, a failed delete leaves an orphan file rather than failing the request.
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }))
      .catch((err: unknown) => this.logger.warn(`could not delete ${key}: ${String(err)}`));
  }

  async putPrivate(key: string, fromPath: string): Promise<void> {
    const { size } = await stat(fromPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: PRIVATE + privateKey(key),
        Body: createReadStream(fromPath),
        ContentLength: size,
        ContentType: contentTypeOf(key),
        CacheControl: 'private, no-store',
      }),
    );
  }

  async savePrivate(folder: string, file: UploadedFile, ext: string): Promise<string> {
    const key = `${safeFolder(folder)}/${randomUUID()}.${ext}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: PRIVATE + key,
        Body: file.buffer,
        ContentLength: file.buffer.length,
        ContentType: contentTypeOf(key),
        CacheControl: 'private, no-cache',
      }),
    );
    return key;
  }

  /**
   * Streamed through the API (the bucket never serves `private/`): one byte range is asked of S3
   * as it was asked of us, so a video seeks; S3 answers 206, or 416 for a range past the end.
   */
  async sendPrivate(key: string, req: PrivateRequest): Promise<PrivateAnswer | null> {
    const range =
      typeof req.headers.range === 'string' && /^bytes=\d*-\d*$/.test(req.headers.range)
        ? req.headers.range
        : undefined;
    const ifNoneMatch =
      typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.opts.bucket,
          Key: PRIVATE + privateKey(key),
          Range: range,
          IfNoneMatch: ifNoneMatch,
        }),
      );
      const headers: Record<string, string> = {
        'content-type': contentTypeOf(key),
        'accept-ranges': 'bytes',
      };
      if (res.ContentLength !== undefined) headers['content-length'] = String(res.ContentLength);
      if (res.ContentRange) headers['content-range'] = res.ContentRange;
      if (res.ETag) headers.etag = res.ETag;
      if (res.LastModified) headers['last-modified'] = res.LastModified.toUTCString();
      const body = (res.Body as Readable | undefined) ?? null;
      if (req.method === 'HEAD') body?.destroy();
      return {
        status: res.ContentRange ? 206 : 200,
        headers,
        body: req.method === 'HEAD' ? null : body,
      };
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if ((err as { name?: string }).name === 'NoSuchKey' || status === 404) return null;
      if (status === 304 || status === 416)
        return {
          status,
          headers: status === 416 ? { 'content-range': 'bytes */*' } : {},
          body: null,
        };
      throw err;
    }
  }

  async adoptPrivate(url: string, key: string): Promise<boolean> {
    if (!url.startsWith(`${this.base}/`)) return false;
    const from = url.slice(this.base.length + 1);
    if (!OWN_KEY.test(from)) return false;
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.opts.bucket,
          CopySource: `${this.opts.bucket}/${from}`,
          Key: PRIVATE + privateKey(key),
          MetadataDirective: 'REPLACE',
          ContentType: contentTypeOf(key),
          CacheControl: 'private, no-cache',
        }),
      );
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if ((err as { name?: string }).name === 'NoSuchKey' || status === 404) return false;
      throw err;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: from }));
    return true;
  }

  async readPrivate(key: string): Promise<Readable | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: PRIVATE + privateKey(key) }),
      );
      return (res.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (
        (err as { name?: string }).name === 'NoSuchKey' ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw err;
    }
  }

  async removePrivate(key: string): Promise<void> {
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: PRIVATE + privateKey(key) }))
      .catch((err: unknown) => this.logger.warn(`could not delete ${key}: ${String(err)}`));
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
