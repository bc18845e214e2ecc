import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bootTestApp, type TestApp } from './app';

/**
 * A test app that serves stand-in client builds, as `npm start` serves the real ones: `page` as
 * the storefront's and the console's index.html, plus `files` (paths under the builds' folder,
 * e.g. `dist-ssr/entry-server.cjs`). The folder goes when the app closes.
 */
export async function bootServingClients(page: string, files: Record<string, string> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'daneshsara-clients-'));
  for (const [path, text] of Object.entries({ 'web/index.html': page, 'admin/index.html': page, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const t = await bootTestApp({ SERVE_CLIENTS: 'true', WEB_DIST: join(dir, 'web'), ADMIN_DIST: join(dir, 'admin'), ...env });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return t;
}
