import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import {
  apiJson,
  DESKTOP,
  horizontalOverflow,
  newContext,
  panelLogin,
  PHONE,
  shoot,
} from './support';

/**
 * The entry pass of an event in the learner's panel (issue 28): «بلیت ورود» on the registration
 * in «رویدادهای من» shows the server-drawn QR and the code, and whether it was used. The demo seed
 * (apps/api/src/seed/event-passes.seed.ts) checked the demo learner in already; 09351000003 has
 * not been to the door.
 */
const EVENT = 'نشست ماهانه اندیشه‌جویان';
const USED = { mobile: '09120000001', password: 'user1234' };
const FRESH = { mobile: '09351000003', password: 'user1234' };
/** The full event of the waitlist demo (apps/api/src/seed/waitlist.seed.ts); the demo learner is second in line. */
const WAITLIST_EVENT = 'کارگاه نقد کتاب «چه باید خواند»';

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

  it('a full event’s waitlist: the place in line in the panel and on its page, leaving and joining again, at 1280 and 360 px', async () => {
    const url = product.server().url;
    const found = await apiJson<{ results: { id: number }[] }>(
      url,
      `/ema/events?search=${encodeURIComponent('نقد کتاب')}`,
    );
    const eventPath = `/event/${found.results[0].id}`;
    const desktop = await newContext(product.browser(), DESKTOP);
    const page = await desktop.newPage();
    await step(page, 'waitlist-1280', async () => {
      await panelLogin(page, url, USED.mobile, USED.password);
      await page.goto(`${url}/panel/profile/all-events`);
      const line = page.getByRole('region', { name: 'صف انتظار' });
      await line.getByText('نفر ۲ از ۳ نفر در صف').waitFor({ timeout: 20_000 });
      await shoot(page, 'waitlist-panel');
      await line.getByRole('link', { name: WAITLIST_EVENT }).click();
      await page.getByText('شما نفر ۲ صف انتظار هستید (۳ نفر در صف).').waitFor();
      await shoot(page, 'waitlist-place');
      await page.getByRole('button', { name: 'خروج از صف' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'بله، خارج می‌شوم' }).click();
      await page.getByText('از صف انتظار خارج شدید.').waitFor();
      await page.getByRole('button', { name: 'پیوستن به صف انتظار' }).click();
      await page.getByText('شما نفر ۳ صف انتظار هستید (۳ نفر در صف).').waitFor();
    });
    await desktop.close();
    const phone = await newContext(product.browser(), PHONE);
    const small = await phone.newPage();
    await step(small, 'waitlist-360', async () => {
      await panelLogin(small, url, FRESH.mobile, FRESH.password);
      await small.goto(`${url}${eventPath}`);
      await small.getByRole('button', { name: 'پیوستن به صف انتظار' }).waitFor({ timeout: 20_000 });
      await small.getByText('۳ نفر در صف هستند.', { exact: false }).waitFor();
      await shoot(small, 'waitlist-join');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
    });
    await phone.close();
  });
});
