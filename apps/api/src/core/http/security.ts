import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/config';
import { PAGE_PREVIEW_PATH } from '@daneshsara/domain';

/** Where the Vite dev servers of the storefront and the console run (`npm run dev`). */
export const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5174',
];

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const o = new URL(url).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
};

/**
 * The origins whose pages may call the API from a browser with credentials: the site itself
 * (PUBLIC_URL), the extra ones of CORS_ORIGINS, and in development the dev servers. Any other
 * Origin gets no CORS headers, so the browser keeps the answer from that page.
 */
export function allowedOrigins(config: AppConfig): string[] {
  const list = [config.PUBLIC_URL, ...config.CORS_ORIGINS.split(',')]
    .map((s) => originOf(s?.trim()))
    .filter((o): o is string => o !== null);
  if (config.NODE_ENV === 'development') list.push(...DEV_ORIGINS);
  return [...new Set(list)];
}

/** Files a browser shows inline; every other upload is a download (it could run as a page). */
const INLINE_UPLOADS = /\.(jpe?g|png|gif|webp|pdf)$/i;

/**
 * Headers of /uploads/ files: the type comes from the extension the upload was stored under, which
 * is the sniffed type (core/storage). Anything but an image or a PDF (html, svg, js, xml, ...) is
 * served as an attachment, and no upload may run script or be framed.
 */
export function uploadHeaders(reply: FastifyReply, path: string): void {
  void reply.header('Cache-Control', 'public, max-age=86400');
  fileHeaders(reply, path);
}

/**
 * What every served file carries, public or private (a media's file, media.service): no script,
 * no framing, no sniffing; anything but an image or a PDF is an attachment.
 */
export function fileHeaders(reply: FastifyReply, path: string): void {
  void reply.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  void reply.header('X-Content-Type-Options', 'nosniff');
  if (!INLINE_UPLOADS.test(path)) void reply.header('Content-Disposition', 'attachment');
}

/**
 * The headers helmet sets for these options, worked out once: helmet is a middleware that writes
 * the same headers on every response (no nonces here), and its Fastify plugin builds that
 * middleware anew, CSP directives parsed again, on every request (issue 15's profile).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (API, storefront, console, uploads), from helmet: a Content
 * Security Policy that allows only our own scripts, styles (MUI writes inline styles), the
 * self-hosted font, images from uploads, and forms to us and to the payment gateway; no framing;
 * nosniff; Referrer-Policy strict-origin-when-cross-origin. HSTS only on a request that came over
 * HTTPS (the proxy says so in X-Forwarded-Proto; trustProxy is on). Uploads then replace the CSP
 * with their own (uploadHeaders).
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const uploads = config.STORAGE_DRIVER === 's3' ? originOf(config.s3PublicUrl) : null;
  const gateway = config.PAYMENT_GATEWAY === 'zarinpal' ? originOf(config.ZARINPAL_BASE_URL) : null;
  const extra = (o: string | null) => (o ? [o] : []);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // Staff-written content may show pictures, video and sound from other https sites, and
        // embeds (always sandboxed by the server's sanitiser); scripts stay our own only.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extra(uploads)],
        mediaSrc: ["'self'", 'https:', ...extra(uploads)],
        // 'self': the console's page editor frames the storefront's /page-preview.
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        // The console's check-in page reads QR codes in a worker the reader makes from a blob
        // (qr-scanner, where the browser has no BarcodeDetector); scripts stay our own only.
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", ...extra(gateway)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Uploads and assets may be shown by the dev servers (another port of the same site).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  const hsts = 'max-age=31536000; includeSubDomains';
  // The one page framed, and only by our own origin: the page editor's preview (docs/domain-rules.md).
  const cspName =
    Object.keys(headers).find((h) => h.toLowerCase() === 'content-security-policy') ??
    'Content-Security-Policy';
  const frameName =
    Object.keys(headers).find((h) => h.toLowerCase() === 'x-frame-options') ?? 'X-Frame-Options';
  const preview = {
    ...headers,
    [cspName]: (headers[cspName] ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    [frameName]: 'SAMEORIGIN',
  };
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(
      req.url === PAGE_PREVIEW_PATH || req.url.startsWith(`${PAGE_PREVIEW_PATH}?`)
        ? preview
        : headers,
    );
    if (req.protocol === 'https') void reply.header('Strict-Transport-Security', hsts);
    done();
  });
}
