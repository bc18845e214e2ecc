import ExcelJS from 'exceljs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, screenshot, step, type RunningServer } from '../../../tools/e2e-kit';

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

/** A JSON call to the API as someone (a learner opening a ticket, finance checking a row). */
export async function apiCall<T>(
  server: RunningServer,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  if (!res.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/**
 * Signs a staff member into the console the way they do it: on the storefront's /login/admin
 * when it is built, else by leaving the token where that page would; ends on the dashboard.
 */
export async function signIn(
  page: Page,
  server: RunningServer,
  who: typeof SUPERUSER,
): Promise<void> {
  if (storefrontBuilt()) {
    await page.goto(`${server.url}/login/admin`);
    await page.locator('input[autocomplete="username"]').fill(who.input);
    await page.locator('input[autocomplete="current-password"]').fill(who.password);
    await page.locator('button[type="submit"]').click();
  } else {
    const token = await apiToken(server, who);
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
    await page.goto(`${server.url}/admin/`);
  }
  await page.waitForURL(/\/admin\/?$/, { timeout: 20_000 });
  await page.getByText('خوش آمدید').first().waitFor();
}

export async function waitForRows(page: Page): Promise<void> {
  await page.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
}

/** Latin words on screen, except the ones that are data written in Latin (IBAN prefix, codes). */
export async function latinWords(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const words = (await visibleText(page)).match(/[A-Za-z0-9]+/g) ?? [];
  return words.filter((w) => !allowed.some((re) => re.test(w)));
}

/** Picks `label` in the react-admin SelectInput of `source`. */
export async function chooseSelect(page: Page, source: string, label: string): Promise<void> {
  await page.locator(`.ra-input-${source} [role="combobox"]`).first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Before a screenshot: no dialog fading out, nothing focused, the top of the page in view. */
export async function settle(page: Page): Promise<void> {
  await page.locator('.MuiDialog-root').waitFor({ state: 'detached' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400);
}

/**
 * «خروجی اکسل» on a list: the server's .xlsx (a zip) is downloaded and the toast says so; answers
 * its first sheet as the header row and the rows' cell texts.
 */
export async function exportsXlsx(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'خروجی اکسل' }).click(),
  ]);
  if (!/\.xlsx$/.test(download.suggestedFilename())) {
    throw new Error(`not an .xlsx: ${download.suggestedFilename()}`);
  }
  const file = await download.path();
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 2).toString('latin1') !== 'PK') {
    throw new Error('the export is not a zip (xlsx)');
  }
  await page.getByText('فایل اکسل دریافت شد').waitFor();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const texts = (r: number) => {
    const out: string[] = [];
    ws.getRow(r).eachCell({ includeEmpty: true }, (cell) => out.push(String(cell.text)));
    return out;
  };
  const rows: string[][] = [];
  for (let r = 2; r <= ws.rowCount; r++) rows.push(texts(r));
  return { headers: texts(1), rows };
}

const ZWNJ = '\u200c';

/** A moment's Jalali parts in Tehran (the browser's time zone), Latin digits, zero-padded. */
export function jalaliParts(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Types a Jalali date-time into a picker's sections (year, month, day, hour, minute). */
export async function fillDateTime(page: Page, source: string, date: Date): Promise<void> {
  const p = jalaliParts(date);
  const sections: [string, string][] = [
    ['سال', p.year],
    ['ماه', p.month],
    ['روز', p.day],
    [`ساعت${ZWNJ}ها`, p.hour],
    [`دقیقه${ZWNJ}ها`, p.minute],
  ];
  for (const [label, value] of sections) {
    await page.locator(`.ra-input-${source} [role="spinbutton"][aria-label="${label}"]`).click();
    await page.keyboard.type(value);
  }
}

/** A finished screen: no Latin word on it, nothing overflowing sideways; its screenshot is kept. */
export async function lookDone(page: Page, name: string): Promise<void> {
  expect(await latinWords(page)).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

/** The list's header names each of these columns. */
export async function expectColumns(page: Page, titles: readonly string[]): Promise<void> {
  const header = await page.locator('table thead').innerText();
  for (const title of titles) expect(header).toContain(title);
}

/**
 * Each console page in turn (on a phone, say): its main content and a text it must show, the
 * network settled, then lookDone (no Latin words, nothing wider than the screen, a picture).
 */
export async function lookAtPages(
  page: Page,
  base: string,
  pages: ReadonlyArray<readonly [path: string, name: string, expected: string]>,
): Promise<void> {
  for (const [path, name, expected] of pages) {
    await step(page, name, async () => {
      await page.goto(`${base}${path}`);
      await page.locator('#main-content').waitFor();
      await page.getByText(expected).first().waitFor();
      await page.waitForLoadState('networkidle');
      await lookDone(page, name);
    });
  }
}
