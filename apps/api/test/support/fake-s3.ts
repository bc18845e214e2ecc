import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`: the S3 endpoint, and (plus `/<bucket>`) the public base. */
  endpoint: string;
  /** `bucket/key` -> object. */
  objects: Map<string, FakeObject>;
  /** Every request, in order. */
  requests: FakeS3Request[];
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An in-memory S3 on loopback: path-style PutObject, CopyObject, GetObject (one byte range at
 * most), HeadObject and DeleteObject.
 * Writes must carry an Authorization header (its signature is not checked); reads are anonymous,
 * like a bucket whose objects are public. Only the given buckets exist.
 */
export async function startFakeS3(buckets: string[] = ['media']): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const path = decodeURIComponent(url.pathname).replace(/^\//, '');
      const method = req.method ?? 'GET';
      requests.push({ method, path, authorization: req.headers.authorization });
      const slash = path.indexOf('/');
      if (slash <= 0 || slash === path.length - 1) return xmlError(res, 400, 'InvalidRequest');
      if (!buckets.includes(path.slice(0, slash))) return xmlError(res, 404, 'NoSuchBucket');
      const isWrite = method === 'PUT' || method === 'DELETE';
      if (isWrite && !req.headers.authorization) return xmlError(res, 403, 'AccessDenied');

      const found = objects.get(path);
      switch (method) {
        case 'PUT': {
          const copied = req.headers['x-amz-copy-source'];
          if (typeof copied === 'string') {
            // CopyObject: the source named `bucket/key`, with the type and caching sent along.
            const source = objects.get(decodeURIComponent(copied).replace(/^\//, ''));
            if (!source) return xmlError(res, 404, 'NoSuchKey');
            objects.set(path, {
              body: source.body,
              contentType: req.headers['content-type'] ?? source.contentType,
              cacheControl: req.headers['cache-control'] ?? source.cacheControl,
            });
            res.writeHead(200, { 'content-type': 'application/xml' });
            return res.end('<CopyObjectResult><ETag>"copy"</ETag></CopyObjectResult>');
          }
          const body = await readBody(req);
          const length = req.headers['content-length'];
          if (length !== undefined && Number(length) !== body.length)
            return xmlError(res, 400, 'IncompleteBody');
          objects.set(path, {
            body,
            contentType: req.headers['content-type'],
            cacheControl: req.headers['cache-control'],
          });
          res.writeHead(200, { etag: `"${body.length}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          if (!found)
            return method === 'HEAD'
              ? (res.writeHead(404), res.end())
              : xmlError(res, 404, 'NoSuchKey');
          const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
          if (range) {
            // One byte range, as S3 answers it (416 past the end).
            const start = Number(range[1]);
            const end = Math.min(
              range[2] ? Number(range[2]) : found.body.length - 1,
              found.body.length - 1,
            );
            if (start >= found.body.length) return xmlError(res, 416, 'InvalidRange');
            res.writeHead(206, {
              'content-type': found.contentType ?? 'binary/octet-stream',
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${found.body.length}`,
            });
            return res.end(method === 'HEAD' ? undefined : found.body.subarray(start, end + 1));
          }
          res.writeHead(200, {
            'content-type': found.contentType ?? 'binary/octet-stream',
            'content-length': found.body.length,
            ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
          });
          return res.end(method === 'HEAD' ? undefined : found.body);
        }
        case 'DELETE':
          objects.delete(path);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    })().catch((err: unknown) => {
      if (!res.headersSent) xmlError(res, 500, `InternalError ${String(err)}`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
