import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, productInBrowser, screenshot, step } from '../../../tools/e2e-kit';
import { KIT } from '../src/routes/document/catalogue';
import { apiToken, latinWords, newContext, pageOverflow, SUPERUSER } from './support';

/** Each group of the gallery on its own, so a screenshot can be read at full size. */
async function groupShots(page: Page, name: string): Promise<void> {
  const sections = page.locator('main section');
  for (let i = 0; i < (await sections.count()); i++) {
    await sections.nth(i).screenshot({ path: join(ARTIFACTS, `${name}-group${i + 1}.png`) });
  }
}

const product = productInBrowser();

/** What may show in Latin on the gallery: the components' names and files (code, by design). */
const CODE_WORDS = [
  ...KIT.flatMap((e) => [e.name, ...`apps/admin/src/${e.file}`.split(/[^A-Za-z0-9]+/)]),
  'IR',
].map((w) => new RegExp(`^${w}$`));

describe('admin console: the kit gallery (/admin/document/component)', () => {
  for (const width of [360, 1280]) {
    it(`shows every kit component in its states, light and dark, at ${width} px`, async () => {
      const server = product.server();
      const browser = product.browser();
      const token = await apiToken(server, SUPERUSER);
      const context = await newContext(browser, width, { server, value: token });
      const page = await context.newPage();
      await step(page, `admin-kit-${width}`, async () => {
        await page.goto(`${server.url}/admin/document/component`);
        await page.getByRole('heading', { name: 'فهرست‌ها و فیلترها' }).waitFor();
        await page.waitForLoadState('networkidle');
        for (const entry of KIT) {
          const card = page.locator(`[data-kit="${entry.name}"]`);
          await expect.poll(() => card.count(), { message: entry.name }).toBe(1);
          const text = await card.innerText();
          expect(text).toContain(entry.file);
          for (const state of entry.states) {
            expect(await card.locator(`[data-kit-state="${state}"]`).count()).toBe(1);
          }
        }
        // The error state shows the named checks' Persian messages under the masked inputs.
        const masked = page.locator('[data-kit="MaskedTextInput"] [data-kit-state="error"]');
        await expect
          .poll(() => masked.innerText())
          .toContain('شماره کارت باید ۱۶ رقم و معتبر باشد');
        await screenshot(page, `admin-kit-light-${width}`);
        await groupShots(page, `admin-kit-light-${width}`);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        expect(await latinWords(page, CODE_WORDS)).toEqual([]);
        const background = () =>
          page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const light = await background();
        await page.getByRole('button', { name: 'تیره' }).click();
        await expect.poll(background).not.toBe(light);
        await screenshot(page, `admin-kit-dark-${width}`);
        await groupShots(page, `admin-kit-dark-${width}`);
        await page.getByRole('button', { name: 'روشن' }).click();
      });
      await context.close();
    });
  }
});
