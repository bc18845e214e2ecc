import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, horizontalOverflow, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * The entry pass of an event in the learner's panel (issue 28): «بلیت ورود» on the registration
 * in «رویدادهای من» shows the server-drawn QR and the code, and whether it was used. The demo seed
 * (apps/api/src/seed/event-passes.seed.ts) checked the demo learner in already; 09351000003 has
 * not been to the door.
 */
const EVENT = 'نشست ماهانه اندیشه‌جویان';
const USED = { mobile: '09120000001', password: 'user1234' };
const FRESH = { mobile: '09351000003', password: 'user1234' };

const product = productInBrowser();

async function openPass(page: Page): Promise<void> {
  await page.goto(`${product.server().url}/panel/profile/all-events`);
  const card = page.getByRole('listitem', { name: EVENT });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: 'بلیت ورود' }).click();
  const dialog = page.getByRole('dialog', { name: 'بلیت ورود' });
  await dialog.waitFor();
  await dialog.getByRole('img', { name: 'کد کیوآر بلیت ورود' }).waitFor({ timeout: 15_000 });
  // The picture is decoded, not a broken image.
  await expect
    .poll(() =>
      dialog
        .getByRole('img', { name: 'کد کیوآر بلیت ورود' })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

const codeOn = (page: Page) => page.locator('[data-testid="event-pass-code"]').innerText();

describe('panel: an event’s entry pass', () => {
  it('shows the used pass of the demo learner and a fresh one, at 1280 and 360 px', async () => {
    for (const [who, viewport] of [
      [USED, DESKTOP],
      [FRESH, PHONE],
      [USED, PHONE],
    ] as const) {
      const context = await newContext(product.browser(), viewport);
      const page = await context.newPage();
      const label = `${who === USED ? 'used' : 'fresh'}`;
      await step(page, `event-pass-${label}-${viewport.width}`, async () => {
        await panelLogin(page, product.server().url, who.mobile, who.password);
        await openPass(page);
        expect(await codeOn(page)).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/);
        const dialog = page.getByRole('dialog', { name: 'بلیت ورود' });
        if (who === USED) {
          await dialog.getByText('استفاده شده').waitFor();
          await dialog.getByText(/ورود شما در .+ ثبت شد\./).waitFor();
        } else {
          await dialog.getByText('معتبر، استفاده نشده').waitFor();
        }
        await page.waitForTimeout(300);
        await shoot(page, `event-pass-${label}`);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
      await context.close();
    }
  });
});
