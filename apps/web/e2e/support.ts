import type { Browser, BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ARTIFACTS, screenshot, step } from '../../../tools/e2e-kit';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 780 } as const;

export function newContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
}

/** A fresh mobile number per run: the server refuses SIGN_UP for a registered one. */
export function randomMobile(): string {
  return `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** A random national code with a correct check digit. */
export function randomNationalCode(): string {
  for (;;) {
    const body = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    if (new Set(body).size === 1) continue;
    const sum = body.reduce((acc, d, i) => acc + d * (10 - i), 0);
    const r = sum % 11;
    return `${body.join('')}${r < 2 ? r : 11 - r}`;
  }
}

export function toPersian(value: string): string {
  return value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

/** Signs a learner in on the storefront's /login with a password; ends on their profile page. */
export async function panelLogin(
  page: Page,
  baseUrl: string,
  mobile: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true }).fill(mobile);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL('**/panel/profile/user-info');
}

/** Screenshot named `web-<name>-<width>`, kept under artifacts/screenshots. */
export async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Sticky header and save bar sit where the viewport is: shoot from the top for a sane picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `web-${name}-${width}`);
}

/** The page fits its viewport: nothing sticks out sideways (DESIGN.md, 360 px). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Fails the test when the page is wider than its viewport. */
export async function fits(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** A GET of the product's API (`/api` + path), as a visitor or with a token. */
export async function apiJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The current access token, as the browser holds it. */
export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === 'BearerAccessToken')?.value;
}

/** What fits on the screen only (drawers, dialogs), after their slide-in has finished. */
export async function shootScreen(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(ARTIFACTS, `web-${name}-${width}.png`) });
}

/**
 * Each page in turn on a phone: its heading, its rows drawn (or their empty state), a picture,
 * and nothing wider than the screen. `level` names the heading by level instead of exactly.
 */
export async function phonePages(
  page: Page,
  baseUrl: string,
  pages: ReadonlyArray<readonly [name: string, path: string, heading: string]>,
  level?: number,
): Promise<void> {
  for (const [name, path, heading] of pages) {
    await step(page, `phone-${name}`, async () => {
      await page.goto(`${baseUrl}${path}`);
      await page
        .getByRole('heading', level ? { name: heading, level } : { name: heading, exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, name);
      expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    });
  }
}
