import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, newContext, shoot } from './support';

/**
 * The storefront and the console run under the API's Content Security Policy (self-hosted scripts,
 * styles and font only; apps/api/src/core/http/security.ts): every page renders and the browser
 * reports no CSP violation.
 */
const product = productInBrowser();

/** Collects every CSP violation the page reports (console errors and the DOM event). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (s: string) => seen.push(s));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation(s: string): void }).__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

describe('under the Content Security Policy', () => {
  it('the storefront pages render with no violation', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    const violations = await watchCsp(page);
    for (const [name, path, heading] of [
      ['home', '/', 'آموزش، رویداد، کتاب و نیکوکاری در یک جا'],
      ['login', '/login', 'ورود به حساب کاربری'],
      ['shop', '/shop', 'فروشگاه'],
    ]) {
      await step(page, `csp-${name}`, async () => {
        const res = await page.goto(`${product.server().url}${path}`);
        expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `csp-${name}`);
      });
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the console renders its dashboard with no violation', async () => {
    const login = await fetch(`${product.server().url}/api/uma/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: '09120000000', password: 'admin1234' }),
    });
    const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
    const context = await newContext(product.browser(), DESKTOP);
    await context.addCookies([
      { name: 'BearerAccessToken', value: token, url: product.server().url },
    ]);
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await step(page, 'csp-console', async () => {
      await page.goto(`${product.server().url}/admin/`);
      await page.waitForLoadState('networkidle');
      await page.locator('#root *').first().waitFor();
      expect(await page.locator('body').innerText()).toMatch(/[\u0600-\u06FF]{3}/);
      await page.screenshot({
        path: `${process.cwd()}/artifacts/screenshots/web-csp-console-1280.png`,
      });
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
