import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, horizontalOverflow, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * Certificates anyone can verify (issue 28). The demo learner passed «منطق مقدماتی» (its transcript
 * hangs on the circle «اخلاق پژوهش», apps/api/src/seed/learning.seed.ts); the certificates job drew
 * its PDF when the product started. The learner finds it in the «کارنامه» card; anyone opens its
 * check page, which the server draws (a QR scanned on a phone shows the answer before any script).
 */
const CIRCLE = 'حلقه مطالعه «اخلاق پژوهش»';
const LEARNER = { mobile: '09120000001', password: 'user1234' };
const CODE = /^[2-9A-HJKMNP-Z]{10}$/;

const product = productInBrowser();

async function circleId(): Promise<number> {
  const res = await fetch(`${product.server().url}/api/lma/classrooms?per_page=100`);
  const rows = ((await res.json()) as { results: { id: number; title: string }[] }).results;
  const circle = rows.find((r) => r.title === CIRCLE);
  if (!circle) throw new Error(`no classroom ${CIRCLE}`);
  return circle.id;
}

async function expectValid(page: Page): Promise<void> {
  await page
    .getByRole('heading', { name: 'این گواهی معتبر است', level: 1 })
    .waitFor({ timeout: 20_000 });
  await page.getByRole('main').getByText('محمد اندیشه‌جو').waitFor();
  await page.getByRole('main').getByText('منطق مقدماتی').first().waitFor();
  await page.getByRole('link', { name: 'دیدن گواهی (PDF)' }).waitFor();
}

describe('certificates', () => {
  let code = '';

  it('the learner downloads theirs from «کارنامه» and opens its check, at 1280 px', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await step(page, 'certificate-panel-1280', async () => {
      await panelLogin(page, product.server().url, LEARNER.mobile, LEARNER.password);
      const url = `${product.server().url}/panel/profile/classroom/${await circleId()}`;
      await page.goto(url);
      const card = page.locator('section[aria-labelledby="classroom-transcript"]');
      // Drawn by the job the product queued as it started: a reload shows it once it is there.
      await expect
        .poll(
          async () => {
            if (await card.getByRole('link', { name: 'دریافت گواهی' }).count()) return true;
            await page.reload();
            await card.waitFor({ timeout: 15_000 });
            return (await card.getByRole('link', { name: 'دریافت گواهی' }).count()) > 0;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      const pdf = await card.getByRole('link', { name: 'دریافت گواهی' }).getAttribute('href');
      code = /\/api\/lma\/certificates\/([^/]+)\/pdf$/.exec(pdf ?? '')?.[1] ?? '';
      expect(code).toMatch(CODE);
      const file = await fetch(`${product.server().url}${pdf}`);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'certificate-transcript');
      await card.getByRole('link', { name: /استعلام با کد/ }).click();
      await page.waitForURL(`**/certificate/${code}`);
      await expectValid(page);
      await shoot(page, 'certificate-valid-desktop');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
    await context.close();
  });

  it('anyone checks it on a phone without signing in; the server draws the answer; an unknown code says so', async () => {
    expect(code).toMatch(CODE);
    const html = await (await fetch(`${product.server().url}/certificate/${code}`)).text();
    expect(html).toContain('این گواهی معتبر است');
    expect(html).toContain('محمد اندیشه‌جو');

    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    await step(page, 'certificate-public-360', async () => {
      await page.goto(`${product.server().url}/certificate/${code.toLowerCase()}`);
      await expectValid(page);
      await shoot(page, 'certificate-valid-phone');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByLabel('استعلام کد دیگر').fill('ZZZZZ ZZZZZ');
      await page.getByRole('button', { name: 'استعلام', exact: true }).click();
      await page.waitForURL('**/certificate/ZZZZZZZZZZ');
      await page.getByRole('heading', { name: 'گواهی‌ای با این کد پیدا نشد', level: 1 }).waitFor();
      await shoot(page, 'certificate-unknown-phone');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
    await context.close();
  });
});
