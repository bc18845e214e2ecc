import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser, ROOT, step } from '../../../tools/e2e-kit';
import { PHONE, newContext, shoot } from './support';

/**
 * SPEC section 1's start-up in a built site: /sw.js registers, a changed /sw.js is announced with
 * a Persian notice whose button switches to it, the web-version check reloads a stale page once,
 * and losing the connection shows a notice until it is back. The server serves a copy of the
 * storefront so the spec may change its /sw.js.
 */
const webDist = mkdtempSync(join(tmpdir(), 'daneshsara-web-'));
cpSync(join(ROOT, 'apps/web/dist'), webDist, { recursive: true });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const product = productInBrowser({ WEB_DIST: webDist });

const activeScript = () =>
  navigator.serviceWorker.ready.then((r) =>
    r.active ? new URL(r.active.scriptURL).pathname : null,
  );

describe('service worker and start-up notices', () => {
  it('registers, announces a new /sw.js with a button that switches to it, and says when the connection is lost', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();

    await step(page, 'sw-registers', async () => {
      await page.goto(`${server.url}/`);
      expect(await page.evaluate(activeScript)).toBe('/sw.js');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const sw = await page.request.get(`${server.url}/sw.js`);
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      await expect(page.locator('[data-notice="update"]').count()).resolves.toBe(0);
    });

    await step(page, 'sw-update-notice', async () => {
      const file = join(webDist, 'sw.js');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace("'daneshsara-shell-v1'", "'daneshsara-shell-v2'"),
      );
      await page.reload();
      const notice = page.locator('[data-notice="update"]');
      await notice.getByText('نسخه تازه‌ای از سامانه آماده است.').waitFor();
      await shoot(page, 'sw-update-notice-360');
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'به‌روزرسانی' }).click();
      await reloaded;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await page.evaluate(() => caches.keys())).toEqual(['daneshsara-shell-v2']);
      await expect(page.locator('[data-notice="update"]').count()).resolves.toBe(0);
    });

    await step(page, 'offline-notice', async () => {
      await context.setOffline(true);
      await page
        .locator('[data-notice="offline"]')
        .getByText('اتصال اینترنت قطع است', { exact: false })
        .waitFor();
      await context.setOffline(false);
      await page.locator('[data-notice="offline"]').waitFor({ state: 'detached' });
    });
    await context.close();
  });

  it('a page whose built-in version is not the server’s last web version reloads once, not in a loop', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await step(page, 'web-version-stale', async () => {
      // The server's answer as after a release to 1.0.1 (this built page still says 1.0.0).
      await page.route('**/api/cma/settings/key/LastWebVersion', (route) =>
        route.fulfill({ json: { id: 'LastWebVersion', key: 'LastWebVersion', value: '1.0.1' } }),
      );
      await page.goto(`${server.url}/`);
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
      await page.waitForTimeout(1500);
      expect(loads).toBe(2);
    });
    await step(page, 'web-version-current', async () => {
      await page.unroute('**/api/cma/settings/key/LastWebVersion');
      const fresh = await context.newPage();
      let freshLoads = 0;
      fresh.on('load', () => (freshLoads += 1));
      await fresh.goto(`${server.url}/`);
      await page.waitForTimeout(1500);
      expect(freshLoads).toBe(1);
    });
    await context.close();
  });
});
