import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT, type RunningServer } from '../../../tools/e2e-kit';

export const SUPERUSER = { input: '09120000000', password: 'admin1234' };
export const LEARNER = { input: '09120000001', password: 'user1234' };
export const TOKEN_COOKIE = 'BearerAccessToken';

/** Whether the storefront (which owns /login/admin) was built next to the console. */
export const storefrontBuilt = () => existsSync(join(ROOT, 'apps/web/dist/index.html'));

export async function apiToken(server: RunningServer, who: typeof SUPERUSER): Promise<string> {
  const res = await fetch(`${server.url}/api/uma/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: { access_token: string } };
  return body.token.access_token;
}

export async function newContext(
  browser: Browser,
  width: number,
  token?: { server: RunningServer; value: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 800 : 740 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    acceptDownloads: true,
  });
  if (token) {
    await context.addCookies([{ name: TOKEN_COOKIE, value: token.value, url: token.server.url }]);
  }
  return context;
}

/** The visible text of the page, minus what a person never reads as words. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** Latin letters or digits that show on screen: none should (dates, numbers, labels are Persian). */
export async function latinOnScreen(page: Page): Promise<string[]> {
  const text = await visibleText(page);
  return text.match(/[A-Za-z0-9]+/g) ?? [];
}

export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
