import { toLatinDigits } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { chooseSelect, latinWords, settle, signIn } from '../../admin/e2e/support';
import { DESKTOP, horizontalOverflow, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * A ticket from a classroom page, answered by the educational head in the console (issue 13):
 * the source decides the department, the head's reply reaches the learner's page and bell.
 */

/** A demo learner registered in «منطق مقدماتی» whom no other step of this file touches. */
const LEARNER = { mobile: '09351000006', password: 'user1234' };
const EDU_HEAD = { mobile: '09120000004', password: 'staff1234' };
const QUESTION = 'آیا جلسه‌های این دوره ضبط می‌شود؟';
const ANSWER = 'بله، ضبط هر جلسه تا فردای آن در صفحه دوره می‌آید.';

const product = productInBrowser();

describe('a ticket from a classroom page', () => {
  it('goes to the educational head, whose answer the learner reads and hears of', async () => {
    const server = product.server();
    const browser = product.browser();
    const classes = (await (
      await fetch(`${server.url}/api/lma/classrooms?per_page=50`)
    ).json()) as { results: { id: number; title: string }[] };
    const logic = classes.results.find((c) => c.title === 'منطق مقدماتی');
    expect(logic, 'the demo logic course').toBeTruthy();
    const classroomId = logic?.id ?? 0;

    const learnerContext = await newContext(browser, DESKTOP);
    const page = await learnerContext.newPage();
    await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
    const bell = page.getByRole('link', { name: 'اعلان‌ها' }).first();
    const unseen = async () => Number(toLatinDigits(await bell.innerText()).replace(/\D+/g, ''));

    let ticketPath = '';
    await step(page, 'ticket-from-classroom', async () => {
      await page.goto(`${server.url}/panel/profile/classroom/${classroomId}`);
      await page.getByRole('heading', { name: 'منطق مقدماتی', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'تیکت', exact: true }).click();
      await page.waitForURL('**/panel/ticket/create?**');
      await page.getByRole('heading', { name: 'تیکت جدید', level: 1 }).waitFor();
      await page.getByText('این تیکت درباره «منطق مقدماتی» است').waitFor();
      // The source decides the department: the category is educational and cannot be changed.
      const category = page.getByRole('combobox', { name: 'دسته' });
      await expect.poll(() => category.innerText()).toBe('آموزشی');
      expect(await category.getAttribute('aria-disabled')).toBe('true');
      await page.waitForLoadState('networkidle');
      await shoot(page, 'ticket-create');
      await page.getByRole('button', { name: 'ثبت تیکت' }).click();
      await page.getByText('متن درخواست را وارد کنید.').waitFor();
      await page.getByRole('textbox', { name: 'متن درخواست' }).fill(QUESTION);
      await page.getByRole('button', { name: 'ثبت تیکت' }).click();
      await page.waitForURL(/\/panel\/ticket\/\d+$/);
      ticketPath = new URL(page.url()).pathname;
      await page.getByText(QUESTION).waitFor();
      await page.getByText('در انتظار پاسخ').first().waitFor();
    });
    const before = await unseen();

    await step(page, 'ticket-create-phone', async () => {
      const phone = await newContext(browser, PHONE);
      const small = await phone.newPage();
      await phone.addCookies(await learnerContext.cookies());
      await small.goto(
        `${server.url}/panel/ticket/create?source_type=TRAINING_CLASSROOM&source_id=${classroomId}&title=منطق مقدماتی`,
      );
      await small.getByRole('heading', { name: 'تیکت جدید', level: 1 }).waitFor();
      await small.waitForLoadState('networkidle');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
      await shoot(small, 'ticket-create');
      await phone.close();
    });

    const staff = await newContext(browser, DESKTOP);
    const admin = await staff.newPage();
    await step(admin, 'ticket-educational-head-answers', async () => {
      await signIn(admin, server, { input: EDU_HEAD.mobile, password: EDU_HEAD.password });
      await admin.goto(`${server.url}/admin/educational-tickets`);
      const row = admin.locator('table tbody tr', { hasText: 'منطق مقدماتی' }).first();
      await row.waitFor({ timeout: 20_000 });
      await admin.waitForLoadState('networkidle');
      await shoot(admin, 'admin-educational-tickets');
      await row.click();
      await admin.waitForURL(/\/admin\/educational-tickets\/\d+\/show$/);
      await admin.getByText(QUESTION).waitFor();
      await admin.getByRole('textbox', { name: 'پاسخ شما' }).fill(ANSWER);
      await admin.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await admin.getByText('پاسخ ثبت شد.').waitFor();
      await admin.getByText(ANSWER).waitFor();
      await admin.waitForLoadState('networkidle');
      await shoot(admin, 'admin-ticket-answered');
    });

    const opened = 'دعوت به جلسه رفع اشکال';
    await step(admin, 'ticket-head-opens-for-learner', async () => {
      await admin.goto(`${server.url}/admin/tickets`);
      await admin.getByRole('link', { name: 'تیکت جدید' }).click();
      await admin.waitForURL(/\/admin\/tickets\/create$/);
      await admin.locator('.ra-input-owner input').fill('۰۹۳۵۱۰۰۰۰۰۶');
      await admin.getByRole('option').filter({ hasText: '۰۹۳۵۱۰۰۰۰۰۶' }).first().click();
      await chooseSelect(admin, 'category', 'آموزشی');
      await admin.locator('input[name="title"]').fill(opened);
      await admin
        .locator('textarea[name="body"]')
        .fill('جلسه رفع اشکال شنبه ساعت ۱۰ برگزار می‌شود.');
      expect(await latinWords(admin)).toEqual([]);
      await settle(admin);
      await shoot(admin, 'admin-ticket-create');
      await admin.getByRole('button', { name: 'ذخیره' }).click();
      await admin.waitForURL(/\/admin\/tickets\/\d+\/show$/);
      await admin.getByText(opened).first().waitFor();
      await admin.getByText('سارا کاظمی').first().waitFor();
    });
    await staff.close();

    await step(page, 'ticket-learner-reads-answer', async () => {
      await page.goto(`${server.url}${ticketPath}`);
      await page.getByText(ANSWER).waitFor();
      await page.getByText('ادمین پاسخ داده').first().waitFor();
      await expect.poll(unseen, { timeout: 70_000 }).toBe(before + 1);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'ticket-answered');
    });

    await step(page, 'ticket-phone', async () => {
      const phone = await newContext(browser, PHONE);
      await phone.addCookies(await learnerContext.cookies());
      const small = await phone.newPage();
      await small.goto(`${server.url}${ticketPath}`);
      await small.getByText(ANSWER).waitFor();
      await small.waitForLoadState('networkidle');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
      await shoot(small, 'ticket-answered');
      await small.goto(`${server.url}/panel/ticket`);
      await small.getByRole('link', { name: 'تیکت جدید' }).first().waitFor();
      await small.getByText('درباره «منطق مقدماتی»').first().waitFor();
      await small.getByText(opened).first().waitFor();
      await small.waitForLoadState('networkidle');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
      await shoot(small, 'tickets');
      await phone.close();
    });
    await learnerContext.close();
  });
});
