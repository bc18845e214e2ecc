import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, lookDone, newContext, settle, signIn, SUPERUSER } from './support';

/** The demo seed's gathering (apps/api/src/seed/event-passes.seed.ts) and two of its learners. */
const EVENT = 'نشست ماهانه اندیشه‌جویان';
const FIRST = { input: '09351000001', password: 'user1234' };
const SECOND = { input: '09351000002', password: 'user1234' };
/** The demo seed's full workshop with a line of three (apps/api/src/seed/waitlist.seed.ts). */
const FULL = 'کارگاه نقد کتاب «چه باید خواند»';

const product = productInBrowser();

interface Pass {
  id: number;
  code: string;
  owner_info: { full_name: string };
}

/** The learner's own pass, as the panel reads it. */
async function passOf(who: typeof FIRST, eventId: number): Promise<Pass> {
  const server = product.server();
  const token = await apiToken(server, who);
  const mine = await apiCall<{ results: { id: number }[] }>(
    server,
    token,
    `ema/registrations?event=${eventId}`,
  );
  expect(mine.results).toHaveLength(1);
  return apiCall<Pass>(server, token, `ema/registrations/${mine.results[0].id}/pass`);
}

/** The id of the demo event titled `title`, as staff read the events. */
async function demoEventId(token: string, title: string): Promise<number> {
  const events = await apiCall<{ results: { id: number; title: string }[] }>(
    product.server(),
    token,
    `lma/classrooms?unit__category__type=EVENT&per_page=50`,
  );
  const id = events.results.find((e) => e.title === title)?.id ?? 0;
  expect(id).toBeGreaterThan(0);
  return id;
}

const fa = (value: string) => value.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** Types `code` in the code field and sends it; answers the outcome box's text. */
async function typeCode(page: Page, code: string, ok: boolean): Promise<string> {
  // The answer to this code, not the one still shown from the code before (two refusals in a row).
  const shown = page.locator('[data-testid="check-in-outcome"]');
  const before = (await shown.count()) ? await shown.innerText() : null;
  await page.getByRole('textbox', { name: 'کد بلیت' }).fill(code);
  await page.getByRole('button', { name: 'ثبت ورود', exact: true }).click();
  const box = page.locator(`[data-testid="check-in-outcome"][data-ok="${ok ? 'true' : 'false'}"]`);
  await box.waitFor({ timeout: 15_000 });
  await expect.poll(() => box.innerText(), { timeout: 15_000 }).not.toBe(before);
  return box.innerText();
}

describe('admin console: check-in at an event’s door', () => {
  it('picks the event, checks a typed code in once, refuses it again and an unknown one (1280 and 360 px)', async () => {
    const server = product.server();
    const token = await apiToken(server, SUPERUSER);
    const eventId = await demoEventId(token, EVENT);
    const first = await passOf(FIRST, eventId);
    const second = await passOf(SECOND, eventId);

    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);

    await step(page, 'admin-check-in-pick', async () => {
      await page.getByRole('menuitem', { name: 'ثبت ورود' }).click();
      await page.waitForURL(/\/admin\/check-in$/);
      await page.getByText('برای شروع، رویداد را برگزینید.').waitFor();
      await page.locator('.ra-input-event input').first().fill('نشست');
      await page.getByRole('option').filter({ hasText: EVENT }).first().click();
      await page.waitForURL(new RegExp(`/admin/check-in\\?event=${eventId}$`));
      await page.getByRole('textbox', { name: 'کد بلیت' }).waitFor();
    });

    await step(page, 'admin-check-in-typed', async () => {
      // Typed as a person might: lower case, with a space between the two halves.
      const typed = `${first.code.slice(0, 5).toLowerCase()} ${first.code.slice(5)}`;
      expect(await typeCode(page, typed, true)).toContain(
        `ورود ثبت شد: ${fa(first.owner_info.full_name)}`,
      );
      await page
        .locator('[data-testid="check-in-today"]')
        .getByText(fa(first.owner_info.full_name))
        .waitFor();
      await settle(page);
      await lookDone(page, 'admin-check-in-done-1280');
    });

    await step(page, 'admin-check-in-again', async () => {
      expect(await typeCode(page, first.code, false)).toMatch(
        /این بلیت پیش‌تر در .+ ثبت ورود شده است\./,
      );
      await settle(page);
      await lookDone(page, 'admin-check-in-again-1280');
      expect(await typeCode(page, 'ABCDEFGHJK', false)).toContain('بلیتی با این کد یافت نشد.');
    });
    await context.close();

    const phone = await newContext(product.browser(), 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-check-in-360', async () => {
      await small.goto(`${server.url}/admin/check-in?event=${eventId}`);
      await small.getByRole('textbox', { name: 'کد بلیت' }).waitFor({ timeout: 20_000 });
      expect(await typeCode(small, second.code, true)).toContain(
        `ورود ثبت شد: ${fa(second.owner_info.full_name)}`,
      );
      await small
        .locator('[data-testid="check-in-today"]')
        .getByText(fa(second.owner_info.full_name))
        .waitFor();
      await settle(small);
      await lookDone(small, 'admin-check-in-360');
    });
    await phone.close();
  });

  it('shows a full event’s line in order; staff move someone down and take someone out (1280 and 360 px)', async () => {
    const server = product.server();
    const token = await apiToken(server, SUPERUSER);
    const eventId = await demoEventId(token, FULL);
    const line = async () =>
      (
        await apiCall<{
          results: { place: number | null; status: string; owner_info: { full_name: string } }[];
        }>(server, token, `lma/waitlist?classroom=${eventId}&status=WAITING&per_page=50`)
      ).results
        .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
        .map((r) => r.owner_info.full_name);
    const before = await line();
    expect(before).toHaveLength(3);

    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);
    const rows = page.locator('table tbody tr');
    await step(page, 'admin-waitlist-1280', async () => {
      await page.goto(`${server.url}/admin/events/${eventId}/show/waitlist`);
      await page.getByRole('tab', { name: 'صف انتظار', selected: true }).waitFor();
      await rows.nth(2).waitFor();
      for (const [i, name] of before.entries()) {
        await expect.poll(() => rows.nth(i).innerText()).toContain(fa(name));
        expect(await rows.nth(i).innerText()).toContain(fa(String(i + 1)));
      }
      // The first can go down, not up; the last can go up, not down.
      await expect
        .poll(() => rows.nth(0).getByRole('button', { name: 'یک نوبت جلوتر' }).isDisabled())
        .toBe(true);
      expect(await rows.nth(2).getByRole('button', { name: 'یک نوبت عقب‌تر' }).isDisabled()).toBe(
        true,
      );

      await rows.nth(0).getByRole('button', { name: 'یک نوبت عقب‌تر' }).click();
      await page.getByText('جایگاه در صف تغییر کرد.').waitFor();
      await expect.poll(() => rows.nth(0).innerText()).toContain(fa(before[1]));
      expect(await rows.nth(1).innerText()).toContain(fa(before[0]));
      expect(await line()).toEqual([before[1], before[0], before[2]]);
      await settle(page);
      await lookDone(page, 'admin-waitlist-moved-1280');
    });

    await step(page, 'admin-waitlist-remove', async () => {
      await rows.nth(2).getByRole('button', { name: 'حذف از صف' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(`«${fa(before[2])}» از صف انتظار این دوره حذف شود؟`, { exact: false })
        .waitFor();
      await dialog.getByRole('button', { name: 'حذف از صف' }).click();
      await page.getByText('از صف انتظار حذف شد.').waitFor();
      await expect.poll(() => rows.count()).toBe(2);
      expect(await line()).toEqual([before[1], before[0]]);
    });
    await context.close();

    const phone = await newContext(product.browser(), 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-waitlist-360', async () => {
      await small.goto(`${server.url}/admin/events/${eventId}/show/waitlist`);
      await small.getByText(fa(before[0])).first().waitFor({ timeout: 20_000 });
      await small.getByText(fa(before[1])).first().waitFor();
      expect(await small.getByText(fa(before[2])).count()).toBe(0);
      await settle(small);
      await lookDone(small, 'admin-waitlist-360');
    });
    await phone.close();
  });
});
