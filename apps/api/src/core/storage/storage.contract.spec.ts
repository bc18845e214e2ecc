import fastifyStatic from '@fastify/static';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/support/fake-s3';
import { ConfigError, loadConfig } from '../../config/config';
import type { UploadedFile } from '../http/multipart';
import { S3Storage } from './s3-storage';
import { LocalStorage, type Storage } from './storage';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake png body'),
]);
const PDF = Buffer.from('%PDF-1.7\n% a small pdf\n%%EOF\n');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function upload(buffer: Buffer, mimetype = 'application/x-whatever'): UploadedFile {
  return { fieldname: 'picture', filename: 'anything.bin', mimetype, buffer };
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Harness {
  storage: Storage;
  /** The base every URL the adapter answers starts with (then `/`). */
  base: string;
  /** What the public gets at that URL: null when nothing is there. */
  read(url: string): Promise<{ body: Buffer; contentType: string | null } | null>;
}

async function fetchPublic(
  url: string,
): Promise<{ body: Buffer; contentType: string | null } | null> {
  const res = await fetch(url);
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type'),
  };
}

async function bytes(stream: Readable | null | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream ?? []) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/** What every Storage adapter must do, whatever holds the bytes. */
function contract(name: string, setup: () => Promise<Harness>, teardown: () => Promise<void>) {
  describe(`${name} (Storage contract)`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(teardown);

    it('answers a public URL <base>/<folder>/<uuid>.<ext> that serves the saved bytes', async () => {
      const url = await h.storage.save('avatars', upload(PNG), 'png');
      expect(url).toMatch(new RegExp(`^${escapeRe(h.base)}/avatars/${UUID}\\.png$`));
      const got = await h.read(url);
      expect(got?.body.equals(PNG)).toBe(true);
    });

    it('stores the content type the extension stands for, not the one the client claimed', async () => {
      const png = await h.read(await h.storage.save('avatars', upload(PNG, 'text/html'), 'png'));
      expect(png?.contentType).toMatch(/^image\/png\b/);
      const pdf = await h.read(await h.storage.save('documents', upload(PDF, 'image/png'), 'pdf'));
      expect(pdf?.contentType).toMatch(/^application\/pdf\b/);
      expect(pdf?.body.equals(PDF)).toBe(true);
    });

    it('gives every save its own URL, even for the same bytes', async () => {
      const a = await h.storage.save('avatars', upload(PNG), 'png');
      const b = await h.storage.save('avatars', upload(PNG), 'png');
      expect(a).not.toBe(b);
      expect((await h.read(a))?.body.equals(PNG)).toBe(true);
      expect((await h.read(b))?.body.equals(PNG)).toBe(true);
    });

    it('removes a saved file, and only that one', async () => {
      const gone = await h.storage.save('avatars', upload(PNG), 'png');
      const kept = await h.storage.save('avatars', upload(PNG), 'png');
      await h.storage.remove(gone);
      expect(await h.read(gone)).toBeNull();
      expect(await h.read(kept)).not.toBeNull();
      await expect(h.storage.remove(gone)).resolves.toBeUndefined();
    });

    it('ignores URLs it did not hand out', async () => {
      const url = await h.storage.save('avatars', upload(PNG), 'png');
      const rel = url.slice(h.base.length); // /avatars/<uuid>.png
      const foreign = [
        `https://elsewhere.example${rel}`,
        `https://elsewhere.example/uploads${rel}`,
        `${h.base}-other${rel}`,
        `${h.base}/../${h.base.split('/').pop()}${rel}`,
        rel,
        '',
      ];
      for (const other of foreign) await expect(h.storage.remove(other)).resolves.toBeUndefined();
      expect((await h.read(url))?.body.equals(PNG)).toBe(true);
    });

    // On S3 the key is `private/<key>`: the bucket's public read policy must leave that prefix out.
    it('keeps a private file (an export) off the public folders, reads it back and removes it', async () => {
      const from = join(mkdtempSync(join(tmpdir(), 'daneshsara-private-')), 'report.xlsx');
      writeFileSync(from, PDF);
      await h.storage.putPrivate('exports/task-1.xlsx', from);
      const read = async () => {
        const stream = await h.storage.readPrivate('exports/task-1.xlsx');
        if (!stream) return null;
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
        return Buffer.concat(chunks);
      };
      expect((await read())?.equals(PDF)).toBe(true);
      expect(await h.read(`${h.base}/exports/task-1.xlsx`)).toBeNull();
      expect(await h.storage.readPrivate('exports/none.xlsx')).toBeNull();
      await expect(h.storage.readPrivate('../etc/passwd')).rejects.toThrow();
      await h.storage.removePrivate('exports/task-1.xlsx');
      expect(await read()).toBeNull();
    });

    it('keeps a private upload (a media file) off the public folders and answers it whole or by range', async () => {
      const key = await h.storage.savePrivate('media', upload(PDF), 'pdf');
      expect(key).toMatch(new RegExp(`^media/${UUID}\\.pdf$`));
      expect(await h.read(`${h.base}/${key}`)).toBeNull();
      const whole = await h.storage.sendPrivate(key, { headers: {} });
      expect(whole?.status).toBe(200);
      expect(whole?.headers['content-type']).toBe('application/pdf');
      expect((await bytes(whole?.body)).equals(PDF)).toBe(true);
      const part = await h.storage.sendPrivate(key, { headers: { range: 'bytes=2-5' } });
      expect(part?.status).toBe(206);
      expect(part?.headers['content-range']).toBe(`bytes 2-5/${PDF.length}`);
      expect((await bytes(part?.body)).equals(PDF.subarray(2, 6))).toBe(true);
      expect(
        (await h.storage.sendPrivate(key, { headers: { range: `bytes=${PDF.length + 5}-` } }))
          ?.status,
      ).toBe(416);
      expect(await h.storage.sendPrivate('media/none.pdf', { headers: {} })).toBeNull();
      await h.storage.removePrivate(key);
      expect(await h.storage.sendPrivate(key, { headers: {} })).toBeNull();
    });

    it('moves a file it saved publicly under a private key, once', async () => {
      const url = await h.storage.save('cma', upload(PDF), 'pdf');
      const key = `media/${url.split('/').pop()}`;
      expect(await h.storage.adoptPrivate(url, key)).toBe(true);
      expect(await h.read(url)).toBeNull();
      expect(
        (await bytes((await h.storage.sendPrivate(key, { headers: {} }))?.body)).equals(PDF),
      ).toBe(true);
      expect(await h.storage.adoptPrivate(url, key)).toBe(false);
      expect(await h.storage.adoptPrivate('https://elsewhere.example/a.pdf', 'media/a.pdf')).toBe(
        false,
      );
    });

    it('reduces the folder name to letters, digits, _ and -', async () => {
      const url = await h.storage.save('../../etc/pass wd', upload(PNG), 'png');
      expect(url).toMatch(new RegExp(`^${escapeRe(h.base)}/etcpasswd/${UUID}\\.png$`));
      expect((await h.read(url))?.body.equals(PNG)).toBe(true);
    });
  });
}

// Local: a temp dir, read back through @fastify/static exactly as app.factory serves /uploads/.
let root: string;
let server: FastifyInstance;
contract(
  'LocalStorage',
  async () => {
    root = mkdtempSync(join(tmpdir(), 'daneshsara-storage-'));
    server = new FastifyAdapter().getInstance<FastifyInstance>();
    await server.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
    });
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    return {
      storage: new LocalStorage(root),
      base: '/uploads',
      read: (url) => fetchPublic(`${origin}${url}`),
    };
  },
  async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  },
);

// S3: the real SDK against an in-memory S3 on loopback.
let s3: FakeS3;
contract(
  'S3Storage',
  async () => {
    s3 = await startFakeS3();
    const publicUrl = `${s3.endpoint}/media`;
    return {
      storage: new S3Storage({
        bucket: 'media',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        accessKeyId: 'AKIATEST',
        secretAccessKey: 'test-secret',
        publicUrl,
      }),
      base: publicUrl,
      read: fetchPublic,
    };
  },
  async () => s3?.close(),
);

describe('S3Storage against the fake', () => {
  let fake: FakeS3;
  let storage: S3Storage;
  beforeAll(async () => {
    fake = await startFakeS3();
    storage = new S3Storage({
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.example.com/media/',
    });
  });
  afterAll(async () => fake?.close());

  it('signs every call and addresses the bucket by path', async () => {
    const url = await storage.save('avatars', upload(PNG), 'png');
    await storage.remove(url);
    const key = url.slice('https://cdn.example.com/media/'.length);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT media/${key}`,
      `DELETE media/${key}`,
    ]);
    for (const r of fake.requests)
      expect(r.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-central-1\/s3\//,
      );
  });

  it('sends no request for a URL outside the public base', async () => {
    const before = fake.requests.length;
    await storage.remove(
      'https://cdn.example.org/media/avatars/00000000-0000-0000-0000-000000000000.png',
    );
    await storage.remove('/uploads/avatars/00000000-0000-0000-0000-000000000000.png');
    expect(fake.requests.length).toBe(before);
  });

  it('fails the save when the store refuses the write, rather than answer a dead URL', async () => {
    const wrongBucket = new S3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.example.com/media',
    });
    await expect(wrongBucket.save('avatars', upload(PNG), 'png')).rejects.toThrow();
    expect([...fake.objects.keys()].some((k) => k.startsWith('no-such-bucket/'))).toBe(false);
  });
});

describe('storage configuration', () => {
  it('uses local storage unless told otherwise', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
  });

  it('refuses to boot with STORAGE_DRIVER=s3 and no bucket or keys, naming what is missing', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/missing: S3_BUCKET$/);
  });

  it('rejects an unknown driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'a',
    S3_SECRET_ACCESS_KEY: 'b',
  };

  it('addresses MinIO by path and AWS by virtual host unless told otherwise', () => {
    const minio = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000' });
    expect(minio.s3ForcePathStyle).toBe(true);
    expect(minio.s3PublicUrl).toBe('http://minio:9000/media');
    const aws = loadConfig({ ...s3, S3_REGION: 'eu-west-1' });
    expect(aws.s3ForcePathStyle).toBe(false);
    expect(aws.s3PublicUrl).toBe('https://media.s3.eu-west-1.amazonaws.com');
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' })
        .s3ForcePathStyle,
    ).toBe(false);
  });

  it('takes S3_PUBLIC_URL as the base, without a trailing slash', () => {
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/media/' }).s3PublicUrl).toBe(
      'https://cdn.example.com/media',
    );
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: '/media' }).s3PublicUrl).toBe('/media');
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL/);
  });
});
