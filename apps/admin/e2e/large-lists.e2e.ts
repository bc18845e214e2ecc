import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  step,
  type RunningServer,
} from '../../../tools/e2e-kit';
import { latinOnScreen, newContext, pageOverflow, signIn, SUPERUSER } from './support';

/**
 * Issue 26: a list that has grown past what the API counts (a page's end plus 1,000 rows) pages
 * with react-admin's partial pagination: «۱ تا ۱۰ از بیش از ۱۰», a next page that works, no
 * «صفحه ۱ از ؟», at 1280 px and 360 px.
 */
const EXTRA = 1_100;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Learners by SQL beside the running server, as a platform that has grown holds them.
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(join(server.dataDir, 'daneshsara.sqlite'), { timeout: 10_000 });
  try {
    db.prepare(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${EXTRA})
       INSERT INTO uma_users (mobile_number, firstname, lastname, national_code, password, is_deleted,
         is_active, is_locked_out, is_superuser, creation_time, last_modification_time)
       SELECT printf('0936%07d', n), 'نرگس', 'احمدی', printf('8%09d', n), 'x', 0, 1, 0, 0,
         '2025-03-01 08:00:00', '2025-03-01 08:00:00' FROM s`,
    ).run();
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rangeText = (page: Page) => page.locator('.MuiTablePagination-displayedRows').innerText();

describe('admin console: a grown list', () => {
  for (const width of [1280, 360]) {
    it(`pages the users with «بیش از» and a working next page at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await signIn(page, server, SUPERUSER);
      await step(page, `grown-users-${width}`, async () => {
        await page.goto(`${server.url}/admin/users`);
        // A table at 1280 px, a list of cards on a phone: either way the newest learner first.
        await page.getByText('نرگس').first().waitFor({ timeout: 20_000 });
        await expect.poll(() => rangeText(page)).toBe('۱ تا ۱۰ از بیش از ۱۰');
        if (width > 600) expect(await page.locator('table tbody tr').count()).toBe(10);
        await page.locator('.MuiTablePagination-actions button').last().click();
        await expect.poll(() => rangeText(page)).toBe('۱۱ تا ۲۰ از بیش از ۲۰');
        await expect.poll(() => page.url()).toContain('page=2');
        expect(await latinOnScreen(page)).toEqual([]);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-grown-users-${width}`);
      });
      await step(page, `grown-users-search-${width}`, async () => {
        // A name every grown learner has: more matches than the API counts, newest first.
        await page.goto(`${server.url}/admin/users?filter=%7B%7D`);
        await page.locator('input[name="q"]').fill('نرگس');
        await expect.poll(() => page.url()).toContain(encodeURIComponent('نرگس'));
        await expect.poll(() => rangeText(page)).toBe('۱ تا ۱۰ از بیش از ۱۰');
        expect(await page.getByText('احمدی').count()).toBeGreaterThanOrEqual(10);
        // One learner's mobile: found at once, counted exactly.
        await page.locator('input[name="q"]').fill(`0936${String(EXTRA - 3).padStart(7, '0')}`);
        await expect.poll(() => rangeText(page)).toBe('۱ تا ۱ از ۱');
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-grown-users-search-${width}`);
      });
      await context.close();
    });
  }
});
