import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, step, type RunningServer } from '../../../tools/e2e-kit';
import { horizontalOverflow, newContext, PHONE, shoot, shootScreen } from './support';

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

describe('the storefront on a 360 px phone', () => {
  it('fits every page to the screen and opens the menus as drawers', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    const pages: Array<[string, string, string]> = [
      ['home', '/', 'آموزش، رویداد، کتاب و نیکوکاری در یک جا'],
      ['login', '/login', 'ورود به حساب کاربری'],
      ['sign-up', '/sign-up', 'ثبت نام در دانش‌سرا'],
      ['forgot-password', '/forgot-password', 'بازیابی کلمه عبور'],
      ['shop', '/shop', 'فروشگاه'],
      ['not-found', '/no/such/page', 'صفحه‌ای که دنبال آن بودید پیدا نشد'],
    ];
    for (const [name, path, heading] of pages) {
      await step(page, `phone-${name}`, async () => {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { name: heading }).waitFor();
        await shoot(page, name);
        expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
      });
    }
    expect(page.url()).toBe(`${server.url}/404/no/such/page`);

    await step(page, 'phone-nav-drawer', async () => {
      await page.goto(server.url);
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      const menu = page.getByRole('dialog', { name: 'منوی سایت' });
      await menu.getByRole('link', { name: 'حلقه‌های مباحثه' }).waitFor();
      await shootScreen(page, 'nav-drawer');
      await menu.getByRole('link', { name: 'رویدادها' }).click();
      await page.getByRole('heading', { name: 'رویدادها' }).waitFor();
    });

    await step(page, 'phone-panel', async () => {
      await page.goto(`${server.url}/login`);
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill('09120000001');
      await page.locator('input[name=password]').fill('user1234');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/panel/profile/user-info');
      await page.getByRole('textbox', { name: 'نام پدر', exact: true }).waitFor();
      await shoot(page, 'profile');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'باز کردن منوی پنل' }).click();
      const menu = page.getByRole('dialog', { name: 'منوی پنل کاربری' });
      await menu.getByRole('link', { name: 'تیکت‌ها' }).waitFor();
      await shootScreen(page, 'panel-drawer');
    });

    await context.close();
  });
});
