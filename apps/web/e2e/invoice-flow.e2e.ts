import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productApi, productInBrowser, step } from '../../../tools/e2e-kit';
import {
  DESKTOP,
  horizontalOverflow,
  newContext,
  panelLogin,
  PHONE,
  shoot,
  shootScreen,
  tokenOf,
  toPersian,
  phonePages,
} from './support';

/**
 * An invoice from finance to a learner, end to end: paid through the bank when the wallet is
 * short, and a second one turned into instalments through «درخواست مساعدت» (ENDPOINTS.md 4.4,
 * 4.5): the learner asks, finance offers and answers on the ticket, the learner accepts there.
 */

/** A demo learner (seeded with 500,000 Rials) that no other step of this file touches. */
const LEARNER = { mobile: '09351000006', password: 'user1234' };
const FINANCE = { mobile: '09120000009', password: 'staff1234' };
const FIRST_AMOUNT = 900_000;
const SECOND_AMOUNT = 1_200_000;

/** ۱۲٬۵۰۰٬۰۰۰ as the pages write amounts. */
const rial = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

interface Invoice {
  id: number;
  title: string;
  status: string;
  ticket: number | null;
  instalments_info: Array<{ id: number; amount: number }>;
}

const product = productInBrowser();
let financeToken: string;

const { send: api, login: loginToken } = productApi(() => product.server().url);

const login = (page: Page, mobile: string, password: string) =>
  panelLogin(page, product.server().url, mobile, password);

async function learnerToken(context: BrowserContext): Promise<string> {
  const token = await tokenOf(context);
  expect(token, 'learner token').toBeTruthy();
  return token as string;
}

/** Finance makes a CLASSROOM invoice for the learner (POST /accounting/invoices). */
function financeInvoice(owner: number, title: string, amount: number): Promise<Invoice> {
  return api<Invoice>('POST', '/accounting/invoices', financeToken, {
    owner,
    title,
    amount,
    type: 'CLASSROOM',
  });
}

beforeAll(async () => {
  financeToken = await loginToken(FINANCE.mobile, FINANCE.password);
});

describe('an invoice from finance', () => {
  it('is paid through the bank, and a second one becomes instalments through a help request', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);
    const token = await learnerToken(context);
    const me = (await api<{ id: number }>('GET', '/uma/users/current', token)).id;
    const wallets = await api<{ results: Array<{ inventory: number }> }>(
      'GET',
      `/accounting/wallets?owner=${me}`,
      token,
    );
    const inventory = wallets.results[0]?.inventory ?? 0;
    // The journey is about a wallet that cannot pay the invoice by itself.
    expect(inventory).toBeLessThan(FIRST_AMOUNT);

    const first = await financeInvoice(me, 'ثبت نام دوره «مبانی منطق»', FIRST_AMOUNT);
    expect(first.status).toBe('PAYING');

    await step(page, 'flow-invoice-needs-deposit', async () => {
      await page.goto(`${product.server().url}/panel/invoice/${first.id}`);
      await page.getByRole('heading', { name: first.title }).waitFor();
      await page.getByText('نیازمند افزایش موجودی').waitFor();
      await page
        .getByText(rial(FIRST_AMOUNT - inventory))
        .first()
        .waitFor();
      await shoot(page, 'flow-invoice-needs-deposit');
    });

    let code = '';
    await step(page, 'flow-bank', async () => {
      await page.getByRole('button', { name: 'افزایش موجودی و پرداخت' }).click();
      await page.waitForURL('**/api/accounting/gateway/sandbox/**');
      await page.getByText(`${rial(FIRST_AMOUNT - inventory)} ریال`).waitFor();
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
      await page.waitForURL(`**/panel/invoice/thankyou?status=true&code=*&invoice=${first.id}`);
      code = new URL(page.url()).searchParams.get('code') ?? '';
      expect(code).not.toBe('');
    });

    await step(page, 'flow-thankyou', async () => {
      await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
      await page.getByText('کد پیگیری:').waitFor();
      await page.getByText(toPersian(code)).waitFor();
      await page.getByText(first.title).waitFor();
      await page.getByText('پرداخت شده', { exact: true }).first().waitFor();
      await shoot(page, 'flow-thankyou');
      await page.goto(`${product.server().url}/panel/invoice/${first.id}`);
      await page.getByRole('heading', { name: first.title }).waitFor();
      await page.getByText('پرداخت شده', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'افزایش موجودی و پرداخت' }).waitFor({
        state: 'detached',
      });
      const paid = await api<Invoice>('GET', `/accounting/invoices/${first.id}`, token);
      expect(paid.status).toBe('PAID_FULL');
    });

    const second = await financeInvoice(me, 'ثبت نام دوره «فلسفه اخلاق»', SECOND_AMOUNT);

    await step(page, 'flow-help-request', async () => {
      await page.goto(`${product.server().url}/panel/invoice/${second.id}`);
      await page.getByRole('heading', { name: second.title }).waitFor();
      await page.getByRole('button', { name: 'درخواست مساعدت' }).click();
      const dialog = page.getByRole('dialog', { name: 'درخواست مساعدت' });
      // Empty text is refused in the dialog, before anything is sent.
      await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
      await dialog.getByText('توضیح کوتاهی درباره شرایط خود بنویسید.').waitFor();
      await dialog
        .getByRole('textbox', { name: 'توضیحات' })
        .fill('امکان پرداخت یکجا را ندارم.\nسه قسط ماهانه برایم ممکن است.');
      await shootScreen(page, 'flow-help-dialog');
      await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
      await page.getByText('درخواست مساعدت شما ثبت شد', { exact: false }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The button gives way to the link to the request.
      await page.getByRole('link', { name: 'مشاهده درخواست مساعدت' }).waitFor();
      await page.getByRole('button', { name: 'درخواست مساعدت' }).waitFor({ state: 'detached' });
      await shoot(page, 'flow-invoice-with-ticket');
    });

    const withTicket = await api<Invoice>('GET', `/accounting/invoices/${second.id}`, token);
    expect(withTicket.ticket).not.toBeNull();
    const ticketId = withTicket.ticket as number;

    await step(page, 'flow-finance-answers', async () => {
      // Finance (the console does this through the same API) offers three instalments and replies.
      const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
      await api('POST', '/accounting/instalment_offers', financeToken, {
        invoice: second.id,
        amount: SECOND_AMOUNT,
        count: 3,
        due_date_interval: 30,
        starting_date: start,
        description: 'سه قسط ماهانه',
      });
      const ticket = await api<{ status: string }>(
        'PUT',
        `/mma/tickets/${ticketId}/reply`,
        financeToken,
        {
          body: 'سلام، پیشنهاد پرداخت در سه قسط ثبت شد.\nلطفا آن را <بپذیرید> یا رد کنید & بنویسید.',
        },
      );
      expect(ticket.status).toBe('ADMIN_REPLIED');
    });

    await step(page, 'flow-ticket', async () => {
      await page.getByRole('link', { name: 'مشاهده درخواست مساعدت' }).click();
      await page.waitForURL(`**/panel/invoice/ticket/${ticketId}`);
      await page.getByRole('heading', { name: 'گفتگو' }).waitFor();
      await page.getByText('ادمین پاسخ داده').first().waitFor();
      const chat = page.getByRole('list', { name: 'گفتگو' });
      // The learner's own message, its two lines kept apart.
      await chat.getByText('امکان پرداخت یکجا را ندارم.').waitFor();
      await chat.getByText('سه قسط ماهانه برایم ممکن است.').waitFor();
      // Finance's reply, marked, with the characters the server escaped shown as text.
      const reply = chat.getByRole('article', { name: /^پاسخ پشتیبانی/ });
      await reply.getByText('پاسخ پشتیبانی', { exact: true }).waitFor();
      await reply.getByText('لطفا آن را <بپذیرید> یا رد کنید & بنویسید.').waitFor();
      // The offer, with its answer buttons, and the invoice with the way back to it.
      await page.getByRole('heading', { name: 'پیشنهادهای پرداخت اقساطی' }).waitFor();
      await page.getByText(`پرداخت در ${toPersian('3')} قسط`).waitFor();
      await page.getByRole('link', { name: 'مشاهده صورت حساب' }).waitFor();
      await shoot(page, 'ticket');
    });

    await step(page, 'flow-ticket-phone', async () => {
      const phone = await newContext(product.browser(), PHONE);
      const small = await phone.newPage();
      await login(small, LEARNER.mobile, LEARNER.password);
      await small.goto(`${product.server().url}/panel/invoice/ticket/${ticketId}`);
      await small.getByRole('heading', { name: 'گفتگو' }).waitFor();
      await small.getByRole('button', { name: 'پذیرش پیشنهاد' }).waitFor();
      await small.waitForLoadState('networkidle');
      await shoot(small, 'ticket');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
      await phone.close();
    });

    await step(page, 'flow-accept-offer', async () => {
      await page.getByRole('button', { name: 'پذیرش پیشنهاد' }).click();
      await page.getByText('پیشنهاد اقساط پذیرفته شد', { exact: false }).first().waitFor();
      await page.getByText('تایید شده', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'پذیرش پیشنهاد' }).waitFor({ state: 'detached' });
      // The invoice card on the ticket page follows, and the schedule shows up under the offer.
      await page.getByText('درحال پرداخت اقساط', { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: 'اقساط', exact: true }).waitFor();
    });

    await step(page, 'flow-reply-and-close', async () => {
      await page.getByRole('textbox', { name: 'پاسخ شما' }).fill('ممنون از لطف شما.');
      await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
      const chat = page.getByRole('list', { name: 'گفتگو' });
      await chat.getByText('ممنون از لطف شما.').waitFor();
      await page.getByText('کاربر پاسخ داده').first().waitFor();
      // The box empties once the reply is saved; the chat may show it a moment before that.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'پاسخ شما' }).inputValue())
        .toBe('');
      await shoot(page, 'ticket-replied');

      await page.getByRole('button', { name: 'بستن درخواست' }).click();
      const dialog = page.getByRole('dialog', { name: 'بستن درخواست' });
      await dialog.getByRole('button', { name: 'بله، بسته شود' }).click();
      await page.getByText('بسته شده', { exact: true }).first().waitFor();
      await page.getByText('این درخواست بسته شده است و پاسخ جدیدی نمی‌پذیرد.').waitFor();
      expect(await page.getByRole('textbox', { name: 'پاسخ شما' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'ارسال پاسخ' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'بستن درخواست' }).waitFor({ state: 'detached' });
      await shoot(page, 'ticket-closed');
      // The server refuses a reply to a closed ticket, in Persian.
      const res = await fetch(`${product.server().url}/api/mma/tickets/${ticketId}/reply`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: 'باز هم سلام' }),
      });
      expect(res.status).toBe(409);
    });

    await step(page, 'flow-invoice-instalments', async () => {
      await page.getByRole('link', { name: 'مشاهده صورت حساب' }).click();
      await page.waitForURL(`**/panel/invoice/${second.id}`);
      await page.getByRole('heading', { name: second.title }).waitFor();
      await page.getByText('درحال پرداخت اقساط', { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: 'اقساط', exact: true }).waitFor();
      const table = page.getByRole('table', { name: 'اقساط صورت حساب' });
      await table.getByText(`قسط ${toPersian('3')}`).waitFor();
      await table
        .getByText(rial(SECOND_AMOUNT / 3))
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'مشاهده درخواست مساعدت' }).waitFor();
      const invoice = await api<Invoice>('GET', `/accounting/invoices/${second.id}`, token);
      expect(invoice.status).toBe('PAYING_IN_INSTALMENT');
      expect(invoice.instalments_info).toHaveLength(3);
      await shoot(page, 'flow-invoice-instalments');
    });

    await step(page, 'flow-ticket-lists', async () => {
      await page.goto(`${product.server().url}/panel/invoice`);
      await page.getByRole('link', { name: 'درخواست‌های مساعدت' }).click();
      await page.waitForURL('**/panel/invoice/ticket');
      const table = page.getByRole('table', { name: 'فهرست درخواست‌های مساعدت' });
      await table.getByText('درخواست مساعدت: ثبت نام دوره «فلسفه اخلاق»').waitFor();
      await table.getByText('بسته شده').waitFor();
      await shoot(page, 'invoice-tickets');
      await page.getByRole('button', { name: 'در انتظار پاسخ', exact: true }).click();
      await page.waitForURL('**/panel/invoice/ticket?status=waiting');
      await page.getByText('درخواستی با این وضعیت نیست').waitFor();

      await page.getByRole('link', { name: 'تیکت‌ها', exact: true }).click();
      await page.waitForURL('**/panel/ticket');
      const all = page.getByRole('table', { name: 'فهرست تیکت‌ها' });
      await all.getByText('مالی').waitFor();
      await shoot(page, 'tickets');
      await all.getByRole('link', { name: 'جزئیات' }).first().click();
      await page.waitForURL(`**/panel/ticket/${ticketId}`);
      await page.getByRole('heading', { name: 'گفتگو' }).waitFor();
    });

    await context.close();
  });

  it('fits the help request pages to a 360 px phone', async () => {
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);
    const pages: Array<[string, string, string]> = [
      ['invoice-tickets', '/panel/invoice/ticket', 'درخواست‌های مساعدت'],
      ['tickets', '/panel/ticket', 'تیکت‌ها'],
    ];
    await phonePages(page, product.server().url, pages);
    await step(page, 'phone-ticket-closed', async () => {
      await page.goto(`${product.server().url}/panel/invoice/ticket`);
      await page
        .getByRole('list', { name: 'فهرست درخواست‌های مساعدت' })
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL(/\/panel\/invoice\/ticket\/\d+$/);
      await page.getByText('این درخواست بسته شده است و پاسخ جدیدی نمی‌پذیرد.').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'ticket-closed');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
    await context.close();
  });
});
