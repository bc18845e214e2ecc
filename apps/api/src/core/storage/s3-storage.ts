import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/config';
import type { UploadedFile } from '../http/multipart';
import { privateKey, safeFolder, Storage } from './storage';

/** Private objects live under this prefix; the bucket's public read policy must leave it out. */
const PRIVATE = 'private/';

/** The extensions `sniff` answers, and what the public should be told they are. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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
        ContentType: CONTENT_TYPES[ext.toLowerCase()] ?? 'application/octet-stream',
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
        ContentType: CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
        CacheControl: 'private, no-store',
      }),
    );
  }

  async readPrivate(key: string): Promise<Readable | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: PRIVATE + privateKey(key) }));
      return (res.Body as Readable | undefined) ?? null;
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
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
