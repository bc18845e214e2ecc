import { toPersianDigits } from '@daneshsara/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  step,
  type RunningServer,
} from '../../../tools/e2e-kit';
import {
  apiCall,
  apiToken,
  chooseSelect,
  exportsXlsx,
  latinWords,
  LEARNER,
  newContext,
  pageOverflow,
  settle,
  signIn,
  visibleText,
  waitForRows,
  expectColumns,
} from './support';

/** The demo financial department head (apps/api/src/seed/seed.ts: DEMO_STAFF, 09120000009). */
const FINANCE = { input: '09120000009', password: 'staff1234' };
/** The demo admin (DEMO_STAFF, 09120000002): the one staff role that may delete a reply. */
const ADMIN = { input: '09120000002', password: 'staff1234' };
/** A valid IBAN (checksum) for the learner's withdrawal request. */
const IBAN = 'IR062960000000100324200001';
const WITHDRAW_AMOUNT = 250_000;
/** A 1×1 PNG: the bank receipt the finance user uploads. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(token: string, path: string, init: RequestInit = {}) =>
  apiCall<T>(server, token, path, init);

describe('admin console: finance', () => {
  it('confirms a pending withdrawal with a receipt, filters and exports invoices', async () => {
    // A learner asks to withdraw from the wallet the demo seed filled.
    const learnerToken = await apiToken(server, LEARNER);
    const request = await api<{ id: number; withdraw_state: string }>(
      learnerToken,
      'accounting/payments/request_withdraw',
      { method: 'PUT', body: JSON.stringify({ IBAN, amount: WITHDRAW_AMOUNT }) },
    );
    expect(request.withdraw_state).toBe('PENDING');

    const context = await newContext(browser, 1280);
    const page = await context.newPage();

    await step(page, 'admin-finance-login', async () => {
      await signIn(page, server, FINANCE);
      // The finance head sees the «مالی» and «نیکوکاری» groups, not the users resource.
      const menu = await page.locator('.RaMenu-open, .RaSidebar-fixed').first().innerText();
      for (const item of [
        'مالی',
        'صورتحساب‌ها',
        'درخواست‌های مساعدت',
        'پرداخت‌ها',
        'تراکنش‌های بانکی',
        'کدهای تخفیف',
      ]) {
        expect(menu).toContain(item);
      }
      for (const item of ['نیکوکاری', 'دسته‌های نیکوکاری', 'طرح‌های نیکوکاری', 'کمک‌های ثبت‌شده']) {
        expect(menu).toContain(item);
      }
      expect(menu).not.toContain('کاربران');
    });

    await step(page, 'admin-finance-pending-withdrawals', async () => {
      await page.getByRole('menuitem', { name: 'پرداخت‌ها' }).click();
      await page.waitForURL(/\/admin\/payments/);
      await waitForRows(page);
      await page.getByRole('button', { name: 'درخواست‌های برداشت در انتظار' }).click();
      await expect
        .poll(() => decodeURIComponent(page.url()))
        .toContain('"withdraw_state":"PENDING"');
      expect(decodeURIComponent(page.url())).toContain('"type":"WITHDRAW_REQUEST"');
      // Only held requests are left, the learner's new one among them.
      await expect
        .poll(async () => {
          const rows = await page.locator('table tbody tr').allInnerTexts();
          return (
            rows.length > 0 &&
            rows.every((r) => r.includes('درخواست برداشت') && r.includes('در انتظار تایید')) &&
            rows.some((r) => r.includes('۲۵۰٬۰۰۰'))
          );
        })
        .toBe(true);
      await expectColumns(page, ['صاحب کیف پول', 'نوع', 'مبلغ', 'وضعیت برداشت', 'شماره شبا', 'تاریخ']);
      expect(await latinWords(page, [/^IR$/])).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-finance-pending-withdrawals-1280');
    });

    await step(page, 'admin-finance-confirm-withdrawal', async () => {
      await page.locator('table tbody tr').filter({ hasText: '۲۵۰٬۰۰۰' }).first().click();
      await page.waitForURL(new RegExp(`/admin/payments/${request.id}/show$`));
      await page.getByText('در انتظار تایید').first().waitFor();
      // The IBAN reads left to right, grouped by four, with Persian digits.
      await page.getByText('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱').first().waitFor();
      await screenshot(page, 'admin-finance-withdrawal-show-1280');

      await page.getByRole('button', { name: 'تایید و واریز', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('تایید درخواست و ثبت واریز').waitFor();
      // Submitting without a receipt is refused in Persian.
      await dialog.getByRole('button', { name: 'تایید و ثبت واریز' }).click();
      await dialog.getByText('رسید واریز را پیوست کنید').waitFor();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await dialog.getByText('receipt.png').waitFor();
      await dialog.locator('textarea[name="description"]').fill('واریز شد، کد پیگیری بانک ۸۸۴۲۱۰');
      await screenshot(page, 'admin-finance-confirm-dialog-1280');
      await dialog.getByRole('button', { name: 'تایید و ثبت واریز' }).click();
      await page.getByText('درخواست برداشت تایید شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('واریز شد', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'تایید و واریز', exact: true }).count()).toBe(
        0,
      );
      await page.getByRole('link', { name: 'مشاهده رسید' }).waitFor();
      await screenshot(page, 'admin-finance-withdrawal-admitted-1280');

      // The request is ADMITTED; the WITHDRAW_ADMITTED row that settles it keeps the receipt.
      const financeToken = await apiToken(server, FINANCE);
      const settled = await api<{ withdraw_state: string }>(
        financeToken,
        `accounting/payments/${request.id}`,
      );
      expect(settled.withdraw_state).toBe('ADMITTED');
      const payout = await api<{
        results: { type: string; request: number | null; receipt: string | null }[];
      }>(financeToken, `accounting/payments?request=${request.id}`);
      expect(payout.results).toHaveLength(1);
      const [row] = payout.results;
      expect(row.type).toBe('WITHDRAW_ADMITTED');
      expect(row.receipt).toBeTruthy();
      const receipt = await fetch(new URL(row.receipt ?? '', server.url));
      expect(receipt.ok).toBe(true);
    });

    await step(page, 'admin-finance-reject-withdrawal', async () => {
      // Another held request (from the demo seed): rejecting needs a reason; the dialog starts
      // empty (not with the request's own description).
      await page.goto(
        `${server.url}/admin/payments?filter=${encodeURIComponent(
          '{"type":"WITHDRAW_REQUEST","withdraw_state":"PENDING"}',
        )}`,
      );
      await waitForRows(page);
      await page.locator('table tbody tr').first().click();
      await page.waitForURL(/\/admin\/payments\/\d+\/show$/);
      await page.getByRole('button', { name: 'رد درخواست', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('رد درخواست برداشت').waitFor();
      expect(await dialog.locator('textarea[name="description"]').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'رد درخواست', exact: true }).click();
      await dialog.getByText('علت رد درخواست را بنویسید').waitFor();
      await dialog.locator('textarea[name="description"]').fill('شماره شبا به نام صاحب حساب نیست.');
      await dialog.getByRole('button', { name: 'رد درخواست', exact: true }).click();
      await page.getByText('درخواست برداشت رد شد و مبلغ به کیف پول بازگشت.').waitFor();
      await page.getByText('رد شد', { exact: true }).waitFor();
      await page.getByText('نتیجه بررسی درخواست').waitFor();
      await page.getByText('شماره شبا به نام صاحب حساب نیست.').waitFor();
      await screenshot(page, 'admin-finance-withdrawal-rejected-1280');
    });

    await step(page, 'admin-finance-invoices-filter', async () => {
      await page.getByRole('menuitem', { name: 'صورتحساب‌ها' }).click();
      await page.waitForURL(/\/admin\/invoices/);
      await waitForRows(page);
      await expectColumns(page, [
        'شماره',
        'عنوان',
        'کاربر',
        'کد ملی',
        'مبلغ',
        'نوع',
        'وضعیت',
        'تاریخ ایجاد',
      ]);
      await chooseSelect(page, 'status', 'پرداخت شده');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"status":"PAID_FULL"');
      await expect
        .poll(async () => {
          const rows = await page.locator('table tbody tr').allInnerTexts();
          return rows.length > 0 && rows.every((r) => r.includes('پرداخت شده'));
        })
        .toBe(true);
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-finance-invoices-paid-1280');
    });

    await step(page, 'admin-finance-invoices-export', () => exportsXlsx(page));

    await step(page, 'admin-finance-instalment-offer', async () => {
      await page.goto(
        `${server.url}/admin/invoices?filter=${encodeURIComponent('{"status":"PAYING"}')}`,
      );
      await waitForRows(page);
      await page.locator('table tbody tr').first().click();
      await page.waitForURL(/\/admin\/invoices\/\d+\/show$/);
      await page.getByRole('button', { name: 'ایجاد پیشنهاد اقساط' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('پیش‌نمایش اقساط').waitFor();
      const count = dialog.locator('input[name="count"]');
      await count.fill('۴');
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(4);
      await screenshot(page, 'admin-finance-offer-dialog-1280');
      await dialog.getByRole('button', { name: 'ثبت پیشنهاد' }).click();
      await page.getByText('پیشنهاد اقساط ثبت شد').waitFor();
      await page.getByText('در انتظار پاسخ').waitFor();
      await screenshot(page, 'admin-finance-invoice-with-offer-1280');
    });

    await context.close();
  });

  it('bills a learner by hand and answers the help ticket opened on that invoice', async () => {
    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    const title = 'شهریه دوره تابستانی فقه (صورت‌حساب دستی)';
    let invoiceId = 0;

    await step(page, 'admin-finance-invoice-create', async () => {
      await signIn(page, server, FINANCE);
      await page.getByRole('menuitem', { name: 'صورتحساب‌ها' }).click();
      await page.waitForURL(/\/admin\/invoices/);
      await page.getByRole('link', { name: 'صورت‌حساب جدید' }).click();
      await page.waitForURL(/\/admin\/invoices\/create$/);
      // The learner is found by mobile typed with Persian digits (the search gets Latin ones).
      await page.locator('.ra-input-owner input').fill('۰۹۱۲۰۰۰۰۰۰۱');
      await page.getByRole('option').filter({ hasText: '۰۹۱۲۰۰۰۰۰۰۱' }).first().click();
      await page.locator('input[name="title"]').fill(title);
      // Below the smallest amount the form answers in Persian before anything is sent.
      await page.locator('input[name="amount"]').fill('۵۰۰');
      await chooseSelect(page, 'type', 'آموزش');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('دست‌کم ۱٬۰۰۰ ریال وارد کنید').waitFor();
      await page.getByText('فرم درست پر نشده است').waitFor({ state: 'hidden', timeout: 8_000 });
      await page.locator('input[name="amount"]').fill('۲۴۰۰۰۰۰');
      expect(await page.locator('input[name="amount"]').inputValue()).toBe('۲٬۴۰۰٬۰۰۰');
      await page
        .locator('textarea[name="description"]')
        .fill('شهریه دوره تابستانی؛ امکان پرداخت اقساطی با هماهنگی واحد مالی');
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await settle(page);
      await screenshot(page, 'admin-finance-invoice-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/invoices\/\d+\/show$/);
      invoiceId = Number(/\/invoices\/(\d+)\/show/.exec(page.url())?.[1]);
      await page.getByText(title).first().waitFor();
      await page.getByText('۲٬۴۰۰٬۰۰۰ ریال').first().waitFor();
      await page.getByText('محمد اندیشه‌جو').first().waitFor();
      expect(invoiceId).toBeGreaterThan(0);
    });

    // The learner asks for help on it (as the storefront does), with a line break and characters
    // that HTML escapes.
    const learnerToken = await apiToken(server, LEARNER);
    const ticket = await api<{ id: number; status: string }>(learnerToken, 'mma/tickets', {
      method: 'POST',
      body: JSON.stringify({
        title: 'درخواست تقسیط شهریه دوره تابستانی',
        body: 'سلام.\nامکان پرداخت یکجا ندارم؛ لطفاً اقساط ماهانه & بدون کارمزد <در صورت امکان>',
        source_type: 'INVOICE',
        source_id: invoiceId,
      }),
    });
    expect(ticket.status).toBe('OPENED');

    await step(page, 'admin-finance-tickets-list', async () => {
      await page.getByRole('menuitem', { name: 'درخواست‌های مساعدت' }).click();
      await page.waitForURL(/\/admin\/financial-tickets/);
      await waitForRows(page);
      await expectColumns(page, ['عنوان', 'کاربر', 'کد ملی', 'شماره صورتحساب', 'وضعیت', 'آخرین تغییر']);
      await chooseSelect(page, 'status', 'در انتظار پاسخ');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"status":"OPENED"');
      const row = page.locator('table tbody tr').filter({ hasText: 'درخواست تقسیط شهریه' });
      await row.waitFor();
      expect(await row.innerText()).toContain('محمد اندیشه‌جو');
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-finance-tickets-1280');
      await row.click();
      await page.waitForURL(new RegExp(`/admin/financial-tickets/${ticket.id}/show$`));
    });

    await step(page, 'admin-finance-ticket-reply', async () => {
      // The learner's text: two lines, the escaped characters as characters (never markup).
      await page.getByText('امکان پرداخت یکجا ندارم').waitFor();
      const text = await visibleText(page);
      expect(text).toContain('سلام.\n');
      expect(text).toContain('اقساط ماهانه & بدون کارمزد <در صورت امکان>');
      expect(text).not.toContain('&lt;');
      expect(text).not.toContain('<br>');
      // The invoice it is about, with a link to its page.
      await page.getByRole('link', { name: title }).waitFor();
      await page.getByText('۲٬۴۰۰٬۰۰۰ ریال').first().waitFor();
      // Finance may answer but not delete replies (admin and the superuser may).
      await page
        .locator('textarea[name="body"]')
        .fill('سلام، وقت بخیر.\nپیشنهاد اقساط ماهانه برای شما ثبت شد؛ در پنل خود آن را بپذیرید.');
      await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await page.getByText('پاسخ ثبت شد.').waitFor();
      await page.getByText('ادمین پاسخ داده').first().waitFor();
      await page.getByText('پیشنهاد اقساط ماهانه برای شما ثبت شد').waitFor();
      await expect.poll(() => page.locator('textarea[name="body"]').inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'حذف پاسخ' }).count()).toBe(0);
    });

    await step(page, 'admin-finance-ticket-offer', async () => {
      await page.getByRole('button', { name: 'ایجاد پیشنهاد اقساط' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('پیش‌نمایش اقساط').waitFor();
      await dialog.locator('input[name="count"]').fill('۴');
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(4);
      await dialog.getByRole('button', { name: 'ثبت پیشنهاد' }).click();
      await page.getByText('پیشنهاد اقساط ثبت شد').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The offer shows under the ticket, waiting for the learner's answer.
      await page.getByText('در انتظار پاسخ').first().waitFor();
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await settle(page);
      await screenshot(page, 'admin-finance-ticket-show-1280');
    });

    // The learner's ticket holds finance's reply and the offer.
    const seen = await api<{
      status: string;
      replies_info: { body: string; is_staff: boolean }[];
      source: { instalment_offers_info: { count: number; is_accepted: boolean | null }[] };
    }>(learnerToken, `mma/tickets/${ticket.id}`);
    expect(seen.status).toBe('ADMIN_REPLIED');
    expect(seen.replies_info).toHaveLength(1);
    expect(seen.replies_info[0].is_staff).toBe(true);
    expect(seen.replies_info[0].body).toContain('پیشنهاد اقساط ماهانه برای شما ثبت شد');
    expect(seen.source.instalment_offers_info).toEqual([
      expect.objectContaining({ count: 4, is_accepted: null }),
    ]);

    await step(page, 'admin-finance-invoice-ticket-link', async () => {
      // The invoice page links «درخواست مساعدت (تیکت)» to the ticket.
      await page.goto(`${server.url}/admin/invoices/${invoiceId}/show`);
      await page.getByText('درخواست مساعدت (تیکت)').waitFor();
      await page.getByRole('link', { name: `شماره ${toPersianDigits(ticket.id)}` }).click();
      await page.waitForURL(new RegExp(`/admin/financial-tickets/${ticket.id}/show$`));
      await page.getByText('امکان پرداخت یکجا ندارم').waitFor();
    });
    await context.close();

    // The new screens on a phone, before the ticket is closed.
    const phone = await newContext(browser, 360, {
      server,
      value: await apiToken(server, FINANCE),
    });
    const small = await phone.newPage();
    for (const [path, name] of [
      ['/admin/invoices/create', 'admin-finance-invoice-create-360'],
      ['/admin/financial-tickets', 'admin-finance-tickets-360'],
      [`/admin/financial-tickets/${ticket.id}/show`, 'admin-finance-ticket-show-360'],
    ]) {
      await step(small, name, async () => {
        await small.goto(`${server.url}${path}`);
        await small.locator('#main-content').waitFor();
        await small.waitForLoadState('networkidle');
        expect(await pageOverflow(small)).toBeLessThanOrEqual(0);
        expect(await latinWords(small)).toEqual([]);
        await screenshot(small, name);
      });
    }
    await phone.close();

    // An admin removes the reply, then closes the request; the reply box is then off.
    const adminContext = await newContext(browser, 1280, {
      server,
      value: await apiToken(server, ADMIN),
    });
    const admin = await adminContext.newPage();
    await step(admin, 'admin-ticket-delete-reply-and-close', async () => {
      await admin.goto(`${server.url}/admin/financial-tickets/${ticket.id}/show`);
      await admin.getByText('پیشنهاد اقساط ماهانه برای شما ثبت شد').waitFor();
      await admin.getByRole('button', { name: 'حذف پاسخ' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
      await admin.getByText('پاسخ حذف شد.').waitFor();
      await admin.getByText('پیشنهاد اقساط ماهانه برای شما ثبت شد').waitFor({ state: 'detached' });
      await admin.getByRole('button', { name: 'بستن درخواست' }).first().click();
      await admin.getByRole('dialog').getByRole('button', { name: 'بستن درخواست' }).click();
      await admin.getByText('درخواست بسته شد.').waitFor();
      await admin.getByText('بسته شده').first().waitFor();
      await admin.getByText('این درخواست بسته شده است و پاسخ تازه نمی‌پذیرد.').waitFor();
      expect(await admin.locator('textarea[name="body"]').isDisabled()).toBe(true);
      expect(await admin.getByRole('button', { name: 'ارسال پاسخ' }).isDisabled()).toBe(true);
      await settle(admin);
      await screenshot(admin, 'admin-ticket-closed-1280');
    });
    await adminContext.close();
    const closed = await api<{ status: string; replies_info: unknown[] }>(
      learnerToken,
      `mma/tickets/${ticket.id}`,
    );
    expect(closed.status).toBe('CLOSED');
    expect(closed.replies_info).toEqual([]);
  });

  it('shows every finance and charity screen on a 360 px phone in Persian', async () => {
    const token = await apiToken(server, FINANCE);
    const context = await newContext(browser, 360, { server, value: token });
    const page = await context.newPage();
    const codes = [/^IR$/, /^[A-Z][A-Z0-9]*\d[A-Z0-9]*$/]; // IBAN prefix, discount codes
    const pages: [string, string][] = [
      ['/admin/invoices', 'admin-finance-invoices-360'],
      ['/admin/invoices/1/show', 'admin-finance-invoice-show-360'],
      ['/admin/payments', 'admin-finance-payments-360'],
      ['/admin/payments/4/show', 'admin-finance-payment-show-360'],
      ['/admin/transactions', 'admin-finance-transactions-360'],
      ['/admin/transactions/1/show', 'admin-finance-transaction-show-360'],
      ['/admin/discounts', 'admin-finance-discounts-360'],
      ['/admin/discounts/create', 'admin-finance-discount-create-360'],
      ['/admin/donation-categories', 'admin-finance-donation-categories-360'],
      ['/admin/donations', 'admin-finance-donations-360'],
      ['/admin/donations/1', 'admin-finance-donation-edit-360'],
      ['/admin/donation-registrations', 'admin-finance-donation-registrations-360'],
    ];
    for (const [path, name] of pages) {
      await step(page, name, async () => {
        await page.goto(`${server.url}${path}`);
        await page.locator('#main-content').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        // The authority code of a gateway attempt is the bank's own token (Latin by design).
        const allowed = path.startsWith('/admin/transactions/')
          ? [...codes, /^S[A-Z]*\d+$/]
          : codes;
        expect(await latinWords(page, allowed)).toEqual([]);
        await screenshot(page, name);
      });
    }
    await context.close();
  });
});
