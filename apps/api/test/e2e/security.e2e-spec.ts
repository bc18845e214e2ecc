import { Messages, Role } from '@daneshsara/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { bootServingClients } from '../support/clients';

/**
 * What a browser is told: which sites may call the API with credentials, the security headers of
 * every answer (pages, API, uploads), and how uploads are served.
 */
const SITE = 'https://daneshsara.example';
const PARTNER = 'https://partner.example';
const PAGE =
  '<!doctype html><html lang="fa" dir="rtl"><head></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  t = await bootServingClients(PAGE, {}, {
    PUBLIC_URL: SITE,
    CORS_ORIGINS: `${PARTNER}, not a url`,
    QUERY_COUNT_HEADER: 'false',
  });
});
afterAll(async () => t?.close());

function csp(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('CORS', () => {
  it('lets the site and the configured origins call with credentials', async () => {
    for (const origin of [SITE, PARTNER]) {
      const pre = await t.http
        .options('/api/uma/users/current')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization');
      expect(pre.status).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('gives any other origin no CORS headers, so its page cannot read the answer', async () => {
    const { auth } = await t.as([Role.USER]);
    const pre = await t.http
      .options('/api/uma/users/current')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.http
      .get('/api/uma/users/current')
      .set(auth)
      .set('Origin', 'https://evil.example');
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    // Not the dev servers either, outside development.
    const dev = await t.http.get('/api/health').set('Origin', 'http://localhost:5173');
    expect(dev.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('the storefront and the console pages carry a CSP that allows only our own code', async () => {
    for (const path of ['/', '/panel/invoices', '/admin/']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src']).toBe("'self'");
      expect(policy['script-src']).toBe("'self'");
      expect(policy['font-src']).toContain("'self'");
      expect(policy['img-src']).toContain("'self'");
      expect(policy['form-action']).toBe("'self'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['object-src']).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('only the page editor preview may be framed, and only by our own origin (the console)', async () => {
    const res = await t.http.get('/page-preview');
    expect(res.status).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toBe("'self'");
    expect(policy['script-src']).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const admin = csp((await t.http.get('/admin/')).headers['content-security-policy']);
    expect(admin['frame-src']).toContain("'self'");
    expect((await t.http.get('/page-preview-x')).headers['x-frame-options']).toBe('DENY');
  });

  it('API answers carry nosniff and the referrer policy; HSTS only behind an HTTPS proxy', async () => {
    const plain = await t.http.get('/api/uma/users/professors');
    expect(plain.status).toBe(200);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('counts no queries per request when the query-count header is off', async () => {
    const res = await t.http.get('/api/uma/users/professors');
    expect(res.headers['x-query-count']).toBeUndefined();
  });

  it('a refusal is still in Persian', async () => {
    const res = await t.http.get('/api/uma/users/current');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(Messages.UNAUTHORIZED);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('an uploaded picture is served inline with its sniffed type, and may not run anything', async () => {
    const { auth } = await t.as([Role.USER]);
    const up = await t.http
      .put('/api/uma/users/current')
      .set(auth)
      .attach('picture', PNG, 'photo.html');
    expect(up.status).toBe(200);
    const path = new URL(up.body.picture, SITE).pathname;
    expect(path).toMatch(/^\/uploads\/.+\.png$/);
    const res = await t.http.get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(csp(res.headers['content-security-policy'])).toHaveProperty('sandbox');
  });

  it('a file a browser could run (html, svg, js, xml) is only ever downloaded', async () => {
    const dir = join(t.config.uploadsDir, 'legacy');
    mkdirSync(dir, { recursive: true });
    const files = {
      'page.html': '<script>alert(1)</script>',
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'app.js': 'alert(1)',
      'feed.xml': '<x/>',
    };
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(join(dir, name), body);
      const res = await t.http.get(`/uploads/legacy/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(res.headers['content-security-policy'])['default-src']).toBe("'none'");
    }
  });
});
