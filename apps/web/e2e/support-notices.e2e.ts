import { toLatinDigits } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { lookDone, settle, signIn, SUPERUSER } from '../../admin/e2e/support';
import { DESKTOP, horizontalOverflow, newContext, panelLogin, PHONE, shoot, tokenOf } from './support';

/**
 * A staff notice to a classroom's registrations (issue 13): written and sent in the console,
 * whose page follows the sending job to the count delivered; the learner hears of it (the bell)
 * and reads it.
 */

/** A demo learner registered in «منطق مقدماتی» whom no other file's steps touch. */
const LEARNER = { mobile: '09351000005', password: 'user1234' };
const TITLE = 'تغییر مکان کلاس منطق';
const BODY = 'جلسه این هفته در سالن ۳ برگزار می‌شود.';
const MEMBERS_TITLE = 'منابع جلسه بعد منطق';
const MEMBERS_BODY = 'فصل دوم کتاب را پیش از جلسه بخوانید.';

const product = productInBrowser();

describe('a notice to a classroom', () => {
  it("reaches the classroom's registrations once; staff watch it go and the learner reads it", async () => {
    const server = product.server();
    const browser = product.browser();

    const learnerContext = await newContext(browser, DESKTOP);
    const page = await learnerContext.newPage();
    await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
    const bell = page.getByRole('link', { name: 'اعلان‌ها' }).first();
    const unseen = async () => Number(toLatinDigits(await bell.innerText()).replace(/\D+/g, '') || 0);
    // What the bell counted before, as the server has it (the badge may still be loading).
    const countRes = await fetch(`${server.url}/api/mma/notice_receivers/my_not_seen_notifications_count`, {
      headers: { Authorization: `Bearer ${await tokenOf(learnerContext)}` },
    });
    const before = Number(((await countRes.json()) as { count: number }).count);
    await expect.poll(unseen).toBe(before);

    const staff = await newContext(browser, DESKTOP);
    const admin = await staff.newPage();
    await step(admin, 'notice-list', async () => {
      await signIn(admin, server, SUPERUSER);
      await admin.goto(`${server.url}/admin/notices`);
      await admin.locator('table tbody tr', { hasText: 'جلسه جبرانی فلسفه علم' }).waitFor();
      await settle(admin);
      await lookDone(admin, 'admin-notices-1280');
    });

    await step(admin, 'notice-create', async () => {
      await admin.getByRole('link', { name: 'اعلان جدید' }).click();
      await admin.waitForURL(/\/admin\/notices\/create$/);
      await admin.locator('input[name="title"]').fill(TITLE);
      await admin.locator('textarea[name="body"]').fill(BODY);
      await admin.getByRole('radio', { name: 'اعضای یک کلاس' }).check();
      await admin.locator('.ra-input-classroom input').fill('منطق');
      await admin.getByRole('option', { name: 'منطق مقدماتی' }).first().click();
      await admin.getByRole('checkbox', { name: 'پیش ثبت نام' }).waitFor();
      await settle(admin);
      await lookDone(admin, 'admin-notice-create-1280');
      await admin.getByRole('button', { name: 'ذخیره' }).click();
      await admin.waitForURL(/\/admin\/notices\/\d+\/show$/);
      await admin.getByText('این اعلان هنوز ارسال نشده است', { exact: false }).waitFor();
    });
    const noticePath = new URL(admin.url()).pathname;

    await step(admin, 'notice-send', async () => {
      await admin.getByRole('button', { name: 'ارسال' }).first().click();
      await admin.getByRole('dialog').getByRole('button', { name: 'ارسال' }).click();
      await admin.getByText('ارسال کامل شد').waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => toLatinDigits(await admin.getByTestId('notice-progress').innerText()))
        .toContain('100');
      const delivered = toLatinDigits(await admin.getByTestId('notice-delivered').innerText());
      const [got, total] = (delivered.match(/\d+/g) ?? []).map(Number);
      expect(got).toBeGreaterThan(0);
      expect(got).toBe(total);
      await settle(admin);
      await lookDone(admin, 'admin-notice-sent-1280');
    });

    await step(admin, 'notice-phone', async () => {
      const phone = await newContext(browser, PHONE);
      await phone.addCookies(await staff.cookies());
      const small = await phone.newPage();
      for (const [path, name, text] of [
        ['/admin/notices', 'admin-notices-360', TITLE],
        ['/admin/notices/create', 'admin-notice-create-360', 'گیرندگان'],
        [noticePath, 'admin-notice-sent-360', 'ارسال کامل شد'],
      ] as const) {
        await small.goto(`${server.url}${path}`);
        await small.getByText(text).first().waitFor();
        await settle(small);
        await lookDone(small, name);
      }
      await phone.close();
    });

    await step(page, 'notice-learner-reads', async () => {
      await page.goto(`${server.url}/panel/notice`);
      await expect.poll(unseen, { timeout: 70_000 }).toBe(before + 1);
      const item = page.getByRole('listitem', { name: TITLE });
      await item.getByText(BODY).waitFor();
      await item.getByText('تازه').waitFor();
      await shoot(page, 'notice-from-staff');
      await item.click();
      await expect.poll(unseen, { timeout: 20_000 }).toBe(before);
      await expect.poll(() => item.getByText('تازه').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    const classes = (await (
      await fetch(`${server.url}/api/lma/classrooms?per_page=50`)
    ).json()) as { results: { id: number; title: string }[] };
    const logic = classes.results.find((c) => c.title === 'منطق مقدماتی');

    // «پیام به اعضا» on the classroom's members tab: the same notice job, from the classroom.
    await step(admin, 'members-message', async () => {
      await admin.goto(`${server.url}/admin/classrooms/${logic?.id ?? 0}/show/members`);
      await admin.getByRole('button', { name: 'پیام به اعضا' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByText('پیام به همه اعضای این دوره').waitFor();
      await dialog.locator('input[name="title"]').fill(MEMBERS_TITLE);
      await dialog.locator('textarea[name="body"]').fill(MEMBERS_BODY);
      await lookDone(admin, 'admin-members-message-1280');
      await dialog.getByRole('button', { name: 'ارسال' }).click();
      await admin.getByText('ارسال پیام آغاز شد', { exact: false }).waitFor();
    });
    await step(page, 'members-message-learner-reads', async () => {
      await page.goto(`${server.url}/panel/notice`);
      await expect.poll(unseen, { timeout: 70_000 }).toBe(before + 1);
      await page.getByRole('listitem', { name: MEMBERS_TITLE }).getByText(MEMBERS_BODY).waitFor();
    });

    await step(page, 'unit-subscribe', async () => {
      await page.goto(`${server.url}/classroom/${logic?.id ?? 0}`);
      const group = page.getByRole('group', { name: 'اشتراک درس' });
      await group.getByRole('button', { name: 'خبرم کن' }).click();
      await page.getByText('اشتراک ثبت شد', { exact: false }).waitFor();
      await group.getByRole('button', { name: 'لغو اشتراک' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'unit-subscribed');
    });
    await learnerContext.close();

    await step(admin, 'subscriptions-list', async () => {
      // staff's context is still open: its cookies sign the console in.
      const again = await newContext(browser, DESKTOP);
      await again.addCookies(await staff.cookies());
      const list = await again.newPage();
      await list.goto(`${server.url}/admin/subscriptions`);
      await list.locator('table tbody tr', { hasText: 'منطق مقدماتی' }).first().waitFor();
      await settle(list);
      await lookDone(list, 'admin-subscriptions-1280');
      await again.close();
    });
    await staff.close();
  });
});
