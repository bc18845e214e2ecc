import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  step,
  type RunningServer,
} from '../../../tools/e2e-kit';
import {
  apiToken,
  chooseSelect,
  exportsXlsx,
  LEARNER,
  latinOnScreen,
  newContext,
  pageOverflow,
  signIn,
  SUPERUSER,
  TOKEN_COOKIE,
  waitForRows,
  expectColumns,
} from './support';

const LEARNER_TO_PROMOTE = 'قاسمی';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function rowCount(page: Page): Promise<number> {
  return page.locator('table tbody tr').count();
}

const chooseRole = (page: Page, label: string) => chooseSelect(page, 'role', label);

describe('admin console: users', () => {
  it('signs in, lists, filters, edits roles and exports in Persian', async () => {
    const context = await newContext(browser, 1280);
    const page = await context.newPage();

    await step(page, 'admin-login', async () => {
      await signIn(page, server, SUPERUSER);
      await screenshot(page, 'admin-dashboard-1280');
      expect(await latinOnScreen(page)).toEqual([]);
    });

    await step(page, 'admin-users-list', async () => {
      await page.getByRole('menuitem', { name: 'کاربران' }).click();
      await page.waitForURL(/\/admin\/users/);
      await waitForRows(page);
      await expectColumns(page, [
        'نام',
        'نام خانوادگی',
        'شماره همراه',
        'کد ملی',
        'نقش‌ها',
        'فعال',
        'تاریخ عضویت',
      ]);
      expect(await rowCount(page)).toBe(10);
      await expect
        .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText())
        .toMatch(/^۱ تا ۱۰ از [۰-۹]+$/);
      expect(await latinOnScreen(page)).toEqual([]);
      await screenshot(page, 'admin-users-list-1280');
    });

    await step(page, 'admin-users-filter-role', async () => {
      await chooseRole(page, 'مصحح');
      await expect.poll(() => page.url()).toContain('grader');
      await expect.poll(() => rowCount(page)).toBe(1);
      expect(await page.locator('table tbody').innerText()).toContain('رحیمی');
      await screenshot(page, 'admin-users-filter-grader-1280');
    });

    await step(page, 'admin-users-edit-roles', async () => {
      // react-admin remembers the last filters; start this search from none.
      await page.goto(`${server.url}/admin/users?filter=%7B%7D`);
      await waitForRows(page);
      await page.locator('input[name="q"]').fill(LEARNER_TO_PROMOTE);
      await expect.poll(() => page.url()).toContain(encodeURIComponent(LEARNER_TO_PROMOTE));
      await expect.poll(() => rowCount(page)).toBe(1);
      expect(await page.locator('table tbody').innerText()).toContain(LEARNER_TO_PROMOTE);
      await page.locator('table tbody tr').first().click();
      await page.waitForURL(/\/admin\/users\/\d+$/);
      await page.getByRole('tab', { name: 'نقش‌ها و دسترسی' }).click();
      const grader = page.getByRole('checkbox', { name: 'مصحح' });
      await grader.check();
      await screenshot(page, 'admin-user-edit-roles-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/users\/?(\?.*)?$/);
      await page.getByText('تغییرات با موفقیت ذخیره شد').waitFor();
    });

    await step(page, 'admin-users-after-edit', async () => {
      await waitForRows(page);
      await page.goto(`${server.url}/admin/users?filter=%7B%7D`);
      await waitForRows(page);
      await chooseRole(page, 'مصحح');
      await expect.poll(() => rowCount(page)).toBe(2);
      const body = await page.locator('table tbody').innerText();
      expect(body).toContain(LEARNER_TO_PROMOTE);
      expect(body).toContain('مصحح');
      await screenshot(page, 'admin-users-graders-after-edit-1280');
    });

    await step(page, 'admin-users-export', async () => {
      await exportsXlsx(page);
      await screenshot(page, 'admin-users-export-1280');
    });

    await context.close();
  });

  it('works on a 360 px phone without spilling sideways', async () => {
    const token = await apiToken(server, SUPERUSER);
    const context = await newContext(browser, 360, { server, value: token });
    const page = await context.newPage();
    const pages: [string, string][] = [
      ['/admin/', 'admin-dashboard-360'],
      ['/admin/users', 'admin-users-list-360'],
      ['/admin/users/13', 'admin-user-edit-360'],
      ['/admin/users/13/show', 'admin-user-show-360'],
      ['/admin/users/create', 'admin-user-create-360'],
    ];
    for (const [path, name] of pages) {
      await step(page, name, async () => {
        await page.goto(`${server.url}${path}`);
        await page.locator('#main-content').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        expect(await latinOnScreen(page)).toEqual([]);
        await screenshot(page, name);
      });
    }
    await context.close();
  });

  it('masks a mobile typed by hand and says in Persian when it is not one', async () => {
    const token = await apiToken(server, SUPERUSER);
    const context = await newContext(browser, 1280, { server, value: token });
    const page = await context.newPage();
    await step(page, 'admin-user-create-mobile-mask', async () => {
      await page.goto(`${server.url}/admin/users/create`);
      await page.waitForLoadState('networkidle');
      const mobile = page.locator('input[name="mobile_number"]');
      // The mask library loads on demand: type again until it has drawn the mask.
      await expect
        .poll(async () => {
          await mobile.fill('');
          await mobile.pressSequentially('۰۹۱۲۱');
          return mobile.inputValue();
        })
        .toBe('۰۹۱۲ ۱');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      const field = page.locator('.ra-input-mobile_number');
      await expect
        .poll(() => field.innerText())
        .toContain('شماره همراه را به شکل ۰۹۱۲۳۴۵۶۷۸۹ بنویسید');
      await screenshot(page, 'admin-user-create-mobile-error-1280');
      // The caret goes back to the end, where a person carries on typing.
      await mobile.click();
      await mobile.press('End');
      await mobile.pressSequentially('234567999');
      await expect.poll(() => mobile.inputValue()).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
      await expect.poll(() => field.innerText()).not.toContain('شماره همراه را به شکل');
    });
    await context.close();
  });

  it('sends visitors without a staff token to /login/admin', async () => {
    for (const who of [null, LEARNER]) {
      const token = who ? await apiToken(server, who) : undefined;
      const context = await newContext(browser, 1280, token ? { server, value: token } : undefined);
      const page = await context.newPage();
      await step(page, `admin-guard-${who ? 'learner' : 'anonymous'}`, async () => {
        // The console leaves for the storefront while it loads (a full navigation that may abort
        // this goto), so watch the address rather than one navigation.
        await page.goto(`${server.url}/admin/users`).catch(() => undefined);
        await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/login\/admin/);
        const cookies = await context.cookies(server.url);
        expect(cookies.find((c) => c.name === TOKEN_COOKIE)?.value ?? '').toBe('');
      });
      await context.close();
    }
  });
});
