import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import {
  DESKTOP,
  horizontalOverflow,
  newContext,
  PHONE,
  shoot,
  tokenOf,
  toPersian,
  phonePages,
} from './support';

/** ۱۲٬۵۰۰٬۰۰۰ as the pages write amounts. */
const rial = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

/** An Iranian IBAN with a correct ISO 13616 checksum: IR, two check digits, 22 digits. */
function randomIban(): string {
  const bban = `0170000000${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  let rem = 0;
  for (const ch of `${bban}182700`) rem = (rem * 10 + Number(ch)) % 97;
  return `IR${String(98 - rem).padStart(2, '0')}${bban}`;
}

const product = productInBrowser();

async function login(page: Page, mobile: string): Promise<void> {
  await page.goto(`${product.server().url}/login`);
  await page.getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true }).fill(mobile);
  await page.locator('input[name=password]').fill('user1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL('**/panel/profile/user-info');
}

async function apiAs<T>(
  context: BrowserContext,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await tokenOf(context);
  const res = await fetch(`${product.server().url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface Wallet {
  inventory: number;
  held_amount: number;
}

async function myWallet(context: BrowserContext, owner: number): Promise<Wallet> {
  const page = await apiAs<{ results: Wallet[] }>(
    context,
    'GET',
    `/accounting/wallets?owner=${owner}`,
  );
  return page.results[0];
}

async function myId(context: BrowserContext): Promise<number> {
  return (await apiAs<{ id: number }>(context, 'GET', '/uma/users/current')).id;
}

describe('a learner and their money', () => {
  it('deposits through the bank gateway, withdraws to an IBAN and follows the ledger', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, '09351000001');
    const me = await myId(context);
    const start = await myWallet(context, me);
    const iban = randomIban();

    await step(page, 'wallet', async () => {
      await page.getByRole('link', { name: 'کیف پول', exact: true }).first().click();
      await page.waitForURL('**/panel/wallet');
      await page.getByRole('heading', { name: 'کیف پول', exact: true }).waitFor();
      await page.getByTestId('wallet-inventory').getByText(rial(start.inventory)).waitFor();
      // The header shows the same balance.
      await page
        .getByRole('link', { name: 'موجودی کیف پول' })
        .getByText(rial(start.inventory))
        .waitFor();
      await shoot(page, 'wallet');
    });

    await step(page, 'deposit-validation', async () => {
      await page.getByRole('button', { name: 'افزایش موجودی', exact: true }).click();
      await page.getByText('مبلغ را وارد کنید.').first().waitFor();
      // Typed in Persian digits, shown grouped.
      await page.getByRole('textbox', { name: 'مبلغ افزایش موجودی' }).fill('۲۵۰۰۰۰');
      expect(await page.getByRole('textbox', { name: 'مبلغ افزایش موجودی' }).inputValue()).toBe(
        rial(250_000),
      );
      await page.getByRole('button', { name: `${rial(500_000)} ریال` }).click();
      expect(await page.getByRole('textbox', { name: 'مبلغ افزایش موجودی' }).inputValue()).toBe(
        rial(500_000),
      );
    });

    await step(page, 'gateway', async () => {
      await page.getByRole('button', { name: 'افزایش موجودی', exact: true }).click();
      await page.waitForURL('**/api/accounting/gateway/sandbox/**');
      await page.getByText(`${rial(500_000)} ریال`).waitFor();
      await shoot(page, 'gateway-sandbox');
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    });

    await step(page, 'deposit-result', async () => {
      await page.waitForURL('**/panel/wallet?status=true**');
      await page.getByText('پرداخت با موفقیت انجام شد').waitFor();
      await page.getByText('کد پیگیری:').waitFor();
      const expected = start.inventory + 500_000;
      await page.getByTestId('wallet-inventory').getByText(rial(expected)).waitFor();
      expect((await myWallet(context, me)).inventory).toBe(expected);
      await shoot(page, 'wallet-deposited');
    });

    await step(page, 'withdraw', async () => {
      await page.getByRole('textbox', { name: 'مبلغ برداشت' }).fill('200000');
      // A wrong check digit is refused before anything is sent.
      const wrong = `${iban.slice(0, -1)}${(Number(iban.slice(-1)) + 1) % 10}`;
      await page.getByRole('textbox', { name: 'شماره شبا' }).fill(wrong);
      await page.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
      await page.getByText('شماره شبا معتبر نیست', { exact: false }).waitFor();
      // Pasted with IR and spaces, as people copy it from their bank app.
      await page
        .getByRole('textbox', { name: 'شماره شبا' })
        .fill(iban.replace(/(.{4})/g, '$1 ').trim());
      // The IBAN mask groups it as printed: IR۰۶ ۲۹۶۰ …
      expect(await page.getByRole('textbox', { name: 'شماره شبا' }).inputValue()).toBe(
        toPersian(iban.replace(/(.{4})/g, '$1 ').trim()),
      );
      await shoot(page, 'wallet-withdraw-form');
      await page.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
      await page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .getByText('درخواست برداشت با موفقیت ثبت شد', { exact: false })
        .first()
        .waitFor();
      const list = page.getByRole('table', { name: 'درخواست‌های برداشت' });
      await list.getByText('در انتظار تایید').first().waitFor();
      await list
        .getByText(toPersian(iban.slice(4, 8)))
        .first()
        .waitFor();
      const wallet = await myWallet(context, me);
      expect(wallet.held_amount).toBe(start.held_amount + 200_000);
      await page.getByText(`در انتظار برداشت: ${rial(wallet.held_amount)} ریال`).waitFor();
      await page.getByTestId('wallet-inventory').getByText(rial(wallet.inventory)).waitFor();
      await shoot(page, 'wallet-withdraw-requested');
    });

    await step(page, 'ledger', async () => {
      await page.getByRole('link', { name: 'پرداخت‌ها', exact: true }).click();
      await page.waitForURL('**/panel/payment');
      const table = page.getByRole('table', { name: 'گردش کیف پول' });
      await table.getByText('درخواست برداشت', { exact: true }).first().waitFor();
      await table
        .getByText(`+${rial(500_000)}`)
        .first()
        .waitFor();
      await table
        .getByText(`\u2212${rial(200_000)}`)
        .first()
        .waitFor();
      await shoot(page, 'payments');
      await table.getByRole('link', { name: 'جزئیات' }).first().click();
      await page.waitForURL(/\/panel\/payment\/\d+$/);
      await page.getByRole('heading', { name: 'جزئیات پرداخت' }).waitFor();
      await page.getByText('شماره شبا', { exact: true }).waitFor();
      await shoot(page, 'payment-detail');
    });

    await step(page, 'transactions', async () => {
      await page.goto(`${product.server().url}/panel/payment`);
      await page.getByRole('tab', { name: 'تاریخچه اتصال به درگاه بانک' }).click();
      await page.waitForURL('**/panel/payment/transactions');
      const table = page.getByRole('table', { name: 'تاریخچه اتصال به درگاه بانک' });
      await table.getByText('موفق', { exact: true }).first().waitFor();
      await table
        .getByText(`${rial(500_000)}`)
        .first()
        .waitFor();
      await shoot(page, 'transactions');
    });

    await context.close();
  });

  it('pays an invoice from the wallet, starts a bank top-up for a larger one and cancels one', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, '09351000002');
    const me = await myId(context);
    const { inventory } = await myWallet(context, me);
    const donations = await apiAs<{ results: Array<{ id: number }> }>(
      context,
      'GET',
      '/dma/donations',
    );
    const cause = donations.results[0].id;
    const makeInvoice = (amount: number) =>
      apiAs<{ id: number; title: string }>(
        context,
        'PUT',
        `/dma/donations/${cause}/create_invoice`,
        {
          amount,
        },
      );

    const smallAmount = 20_000;
    const largeAmount = inventory + 750_000;
    const small = await makeInvoice(smallAmount);
    const large = await makeInvoice(largeAmount);
    const extra = await makeInvoice(5_000);

    await step(page, 'invoice-list', async () => {
      await page.getByRole('link', { name: 'صورت حساب‌ها', exact: true }).click();
      await page.waitForURL('**/panel/invoice');
      const table = page.getByRole('table', { name: 'فهرست صورت حساب‌ها' });
      await table.getByText('درحال پرداخت').first().waitFor();
      await shoot(page, 'invoices');
      await page.getByRole('button', { name: 'پرداخت شده', exact: true }).click();
      await page.waitForURL('**/panel/invoice?status=paid');
      await page.getByRole('button', { name: 'همه', exact: true }).click();
    });

    await step(page, 'invoice-pay-from-wallet', async () => {
      await page.goto(`${product.server().url}/panel/invoice/${small.id}`);
      await page.getByRole('heading', { name: small.title }).waitFor();
      await page.getByText('خرید شما قطعی نشده است', { exact: false }).waitFor();
      await shoot(page, 'invoice-payable');
      await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
      await page.getByText('پرداخت شده').first().waitFor();
      await page.getByRole('button', { name: 'پرداخت از کیف پول' }).waitFor({ state: 'detached' });
    });

    await step(page, 'invoice-needs-deposit', async () => {
      // The wallet now holds what is left after the small invoice: the deposit is the difference.
      const need = largeAmount - (inventory - smallAmount);
      await page.goto(`${product.server().url}/panel/invoice/${large.id}`);
      await page.getByText('نیازمند افزایش موجودی').waitFor();
      await page.getByText(rial(need)).first().waitFor();
      await shoot(page, 'invoice-needs-deposit');
      await page.getByRole('button', { name: 'افزایش موجودی و پرداخت' }).click();
      await page.waitForURL('**/api/accounting/gateway/sandbox/**');
      await page.getByText(`${rial(need)} ریال`).waitFor();
      await page.goBack();
    });

    await step(page, 'invoice-help', async () => {
      await page.goto(`${product.server().url}/panel/invoice/${large.id}`);
      await page.getByRole('button', { name: 'درخواست مساعدت' }).click();
      const dialog = page.getByRole('dialog', { name: 'درخواست مساعدت' });
      await dialog
        .getByRole('textbox', { name: 'توضیحات' })
        .fill('امکان پرداخت در سه قسط را دارم.');
      await shoot(page, 'invoice-help');
      await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
      await page.getByText('درخواست مساعدت شما ثبت شد', { exact: false }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      // One request per invoice: the button gives way to the request's page.
      await page.getByRole('link', { name: 'مشاهده درخواست مساعدت' }).waitFor();
    });

    await step(page, 'invoice-cancel', async () => {
      await page.goto(`${product.server().url}/panel/invoice/${extra.id}`);
      await page.getByRole('button', { name: 'انصراف', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'انصراف از خرید' });
      await dialog.getByRole('button', { name: 'بله، لغو شود' }).click();
      await page.getByText('لغو شد').first().waitFor();
      await shoot(page, 'invoice-canceled');
    });

    await step(page, 'thank-you', async () => {
      await page.goto(
        `${product.server().url}/panel/invoice/thankyou?status=true&code=410015838&invoice=${small.id}`,
      );
      await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
      await page.getByText(toPersian('410015838')).waitFor();
      await page.getByText(small.title).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'دوره‌های من' }).waitFor();
      await shoot(page, 'invoice-thankyou');
      await page.goto(
        `${product.server().url}/panel/invoice/thankyou?status=false&code=&invoice=${large.id}`,
      );
      await page.getByRole('heading', { name: 'پرداخت نا موفق بود' }).waitFor();
      await page.getByRole('link', { name: 'تلاش دوباره' }).waitFor();
      await shoot(page, 'invoice-thankyou-failed');
    });

    await context.close();
  });

  it('closes classroom pages while an instalment is overdue and reopens them once it is paid', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    // The demo seed gives this learner an instalment plan whose first instalment is overdue.
    await login(page, '09351000005');

    await step(page, 'overdue-gate', async () => {
      await page.getByRole('link', { name: 'دوره‌های من' }).click();
      await page.waitForURL('**/panel/profile/overdue-instalments');
      await page.getByRole('heading', { name: 'اقساط سررسید گذشته' }).waitFor();
      await page.getByText('سررسید گذشته').first().waitFor();
      await shoot(page, 'overdue-instalments');
    });

    await step(page, 'overdue-pay', async () => {
      await page.getByRole('button', { name: 'پرداخت قسط' }).first().click();
      // Nothing overdue any more: back to where the learner was going.
      await page.waitForURL('**/panel/profile/all-classrooms');
      await page.getByRole('heading', { name: 'دوره‌های من' }).waitFor();
      const user = await apiAs<{ has_overdue_instalment: boolean }>(
        context,
        'GET',
        '/uma/users/current',
      );
      expect(user.has_overdue_instalment).toBe(false);
    });

    await context.close();
  });

  it('fits every money page to a 360 px phone', async () => {
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    await login(page, '09120000001');
    const pages: Array<[string, string, string]> = [
      ['wallet', '/panel/wallet', 'کیف پول'],
      ['wallet-result', '/panel/wallet?status=false&code=', 'کیف پول'],
      ['invoices', '/panel/invoice', 'صورت حساب‌ها'],
      ['payments', '/panel/payment', 'پرداخت‌ها'],
      ['transactions', '/panel/payment/transactions', 'پرداخت‌ها'],
      ['overdue-instalments', '/panel/profile/overdue-instalments', 'اقساط سررسید گذشته'],
      [
        'invoice-thankyou',
        '/panel/invoice/thankyou?status=true&code=123456',
        'پرداخت با موفقیت انجام شد',
      ],
    ];
    await phonePages(page, product.server().url, pages);
    await step(page, 'phone-invoice', async () => {
      await page.goto(`${product.server().url}/panel/invoice`);
      await page
        .getByRole('list', { name: 'فهرست صورت حساب‌ها' })
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL(/\/panel\/invoice\/\d+$/);
      await page.getByRole('heading', { name: 'مشخصات صورت حساب' }).waitFor();
      await shoot(page, 'invoice');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
    await context.close();
  });
});
