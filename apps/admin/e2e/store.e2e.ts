import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { formatRial, toPersianDigits } from '@daneshsara/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  step,
  type RunningServer,
} from '../../../tools/e2e-kit';
import { apiToken, LEARNER, newContext, pageOverflow, SUPERUSER, visibleText, expectColumns } from './support';

/** The demo staff (apps/api/src/seed/seed.ts: DEMO_STAFF from 09120000002). */
const ADMIN = { input: '09120000002', password: 'staff1234' };
const FINANCE = { input: '09120000009', password: 'staff1234' };

const CATEGORY = 'کتاب کودک';
const PRODUCT = 'قصه‌های شب برای کودکان';
const PACKAGE = 'بسته کتاب‌های کودک';
/** 1,200,000 Rials with 15% off: floor(1,200,000 × 85 / 100). */
const UNIT_PRICE = 1_200_000;
const FINAL_PRICE = 1_020_000;
const DELIVERY_COST = 550_000;
const STORE_CODE = 'koodak1405';

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

// ---------- helpers ----------

/** A small square PNG (a teal gradient) as the product's picture. */
function thumbnailPng(size = 96): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = 20 + Math.round((x / size) * 60);
      row[2 + x * 3] = 110 + Math.round((y / size) * 80);
      row[3 + x * 3] = 120 + Math.round(((x + y) / (2 * size)) * 60);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  if (!res.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/** Credits the learner's wallet through the sandbox bank: deposit → «پرداخت» → the callback. */
async function depositViaSandbox(token: string, amount: number): Promise<void> {
  const { url } = await api<{ url: string }>(token, 'accounting/transactions/deposit', {
    method: 'POST',
    body: JSON.stringify({ amount }),
  });
  const bankPage = new URL(url, server.url);
  const bank = await fetch(`${server.url}${bankPage.pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(bank.status).toBe(303);
  const callback = new URL(bank.headers.get('location') ?? '', server.url);
  const landing = await fetch(`${server.url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
  });
  expect(landing.headers.get('location') ?? '').toContain('status=true');
}

async function walletBalance(token: string, owner: number): Promise<number> {
  const wallets = await api<{ results: { inventory: number }[] }>(
    token,
    `accounting/wallets?owner=${owner}`,
  );
  return wallets.results[0]?.inventory ?? 0;
}

interface Order {
  id: number;
  status: string;
  overall_order_price: number;
  invoice: number | null;
}

/**
 * The learner orders (POST store/items, set_address, create_invoice) and pays the invoice from
 * the wallet, topped up through the sandbox bank first.
 */
async function placePaidOrder(
  token: string,
  items: { product: number; count: number }[],
): Promise<Order> {
  for (const item of items) {
    await api(token, 'store/items', { method: 'POST', body: JSON.stringify(item) });
  }
  const basket = await api<{ id: number }>(token, 'store/baskets/checkout_review');
  await api(token, `store/baskets/${basket.id}/set_address`, {
    method: 'PUT',
    body: JSON.stringify({
      province: 'تهران',
      city: 'تهران',
      address: 'خیابان انقلاب، کوچه دانش، پلاک ۱۲',
      postal_code: '1314567890',
    }),
  });
  const invoice = await api<{ id: number; amount: number }>(
    token,
    `store/baskets/${basket.id}/create_invoice`,
    { method: 'PUT', body: JSON.stringify({}) },
  );
  await depositViaSandbox(token, invoice.amount);
  await api(token, `accounting/invoices/${invoice.id}/pay`, { method: 'PUT' });
  const order = await api<Order>(token, `store/baskets/${basket.id}`);
  expect(order.status).toBe('PAID');
  return order;
}

/** ۱٬۰۲۰٬۰۰۰, the way the console groups numbers. */
const fa = (n: number) => formatRial(n, false);
/** ۱٬۰۲۰٬۰۰۰ ریال, the way the console prints amounts. */
const rial = (n: number) => formatRial(n);
/** An id as the console prints it: Persian digits, no grouping. */
const id = (n: number) => toPersianDigits(n);

/** A full-page screenshot from the top (the app bar hides while scrolled), animations settled. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

async function waitForRows(page: Page): Promise<void> {
  await page.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
}

/** Latin words on screen, except the ones that are data written in Latin (codes, tags). */
async function latinWords(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const words = (await visibleText(page)).match(/[A-Za-z0-9]+/g) ?? [];
  return words.filter((w) => !allowed.some((re) => re.test(w)));
}

async function chooseSelect(page: Page, source: string, label: string): Promise<void> {
  await page.locator(`.ra-input-${source} [role="combobox"]`).first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function menuText(page: Page): Promise<string> {
  return page.locator('.RaMenu-open, .RaSidebar-fixed').first().innerText();
}

async function openConsole(width: number, who: typeof ADMIN) {
  const token = await apiToken(server, who);
  const context = await newContext(browser, width, { server, value: token });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/`);
  await page.getByText('خوش آمدید').first().waitFor({ timeout: 20_000 });
  return { context, page, token };
}

// ---------- the flow ----------

describe('admin console: store', () => {
  let productId = 0;
  let sentOrder: Order;
  let cancelledOrder: Order;
  let learnerId = 0;

  it('lets an admin build the catalogue and change the delivery cost', async () => {
    const { context, page, token } = await openConsole(1280, ADMIN);

    await step(page, 'admin-store-menu', async () => {
      const menu = await menuText(page);
      for (const item of [
        'فروشگاه',
        'دسته‌بندی‌ها',
        'کالاها',
        'بسته‌ها',
        'کدهای تخفیف',
        'سفارش‌ها',
        'هزینه ارسال',
        'قوانین خرید',
      ]) {
        expect(menu).toContain(item);
      }
    });

    await step(page, 'admin-store-category-create', async () => {
      await page.getByRole('menuitem', { name: 'دسته‌بندی‌ها' }).click();
      await page.waitForURL(/\/admin\/store\/category/);
      await waitForRows(page);
      // The demo tree: «کتاب» with three children indented under it.
      const history = page.locator('table tbody tr').filter({ hasText: 'تاریخ' });
      await expect.poll(() => history.locator('[data-depth]').getAttribute('data-depth')).toBe('1');
      await shoot(page, 'admin-store-categories-1280');

      await page.getByRole('link', { name: 'افزودن' }).click();
      await page.waitForURL(/\/admin\/store\/category\/create$/);
      await page.locator('input[name="title"]').fill(CATEGORY);
      await chooseSelect(page, 'parent', 'کتاب');
      await shoot(page, 'admin-store-category-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/store\/category$/);
      const row = page.locator('table tbody tr').filter({ hasText: CATEGORY });
      await row.waitFor();
      expect(await row.locator('[data-depth]').getAttribute('data-depth')).toBe('1');
      expect(await row.innerText()).toContain('کتاب');
      await shoot(page, 'admin-store-categories-with-new-1280');
    });

    await step(page, 'admin-store-category-no-cycle', async () => {
      // «کتاب» may not move under its own child; deleting it (it has children) is refused.
      await page
        .locator('table tbody tr')
        .filter({ has: page.locator('[data-depth="0"]', { hasText: /^کتاب$/ }) })
        .click();
      await page.waitForURL(/\/admin\/store\/category\/\d+$/);
      await page.locator('.ra-input-parent [role="combobox"]').click();
      const options = await page.getByRole('option').allInnerTexts();
      expect(options.some((o) => o.includes(CATEGORY))).toBe(false);
      expect(options).toContain('جزوه و نشریه');
      await page.keyboard.press('Escape');
      await shoot(page, 'admin-store-category-edit-1280');
      await page.locator('button.ra-delete-button').click();
      await page.getByRole('dialog').getByRole('button', { name: 'تایید' }).click();
      await page.getByText('این دسته زیرمجموعه یا کالا دارد و قابل حذف نیست.').waitFor();
      expect(page.url()).toMatch(/\/admin\/store\/category\/\d+$/);
    });

    await step(page, 'admin-store-product-create', async () => {
      await page.goto(`${server.url}/admin/store/product/create`);
      await page.locator('input[name="title"]').fill(PRODUCT);
      await chooseSelect(page, 'store_category', `کتاب › ${CATEGORY}`);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: thumbnailPng() });
      await page.locator('.ra-input-thumbnail img').waitFor();
      await page
        .locator('textarea[name="description"]')
        .fill('ده قصهٔ کوتاه و آرام برای پیش از خواب، با تصویرگری رنگی.');
      await page.locator('textarea[name="specification"]').fill('ناشر: دانش‌سرا\nتعداد صفحه: ۹۶');
      await page.locator('input[name="unit_price"]').fill(String(UNIT_PRICE));
      expect(await page.locator('input[name="unit_price"]').inputValue()).toBe(fa(UNIT_PRICE));
      await page.locator('input[name="discount_percent"]').fill('۱۵');
      await expect
        .poll(() => page.getByTestId('final-price').innerText())
        .toContain(rial(FINAL_PRICE));
      await page.locator('input[name="is_physical"]').check();
      await page.getByRole('radio', { name: 'کتاب' }).check();
      await page.locator('input[name="weight"]').fill('۳۰۰');
      await page.locator('input[name="inventory_unlimited"]').uncheck();
      await page.locator('input[name="inventory"]').fill('20');
      await shoot(page, 'admin-store-product-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/store\/product$/);
      const row = page.locator('table tbody tr').filter({ hasText: PRODUCT });
      await row.waitFor();
      const text = await row.innerText();
      for (const part of [CATEGORY, rial(UNIT_PRICE), '۱۵٪', rial(FINAL_PRICE), '۲۰', 'فیزیکی']) {
        expect(text).toContain(part);
      }
      expect(await row.locator('img').count()).toBe(1);
      // -1 reads «نامحدود», 0 «ناموجود» (demo products).
      const list = await page.locator('table tbody').innerText();
      expect(list).toContain('نامحدود');
      expect(list).toContain('ناموجود');
      await expectColumns(page, [
        'تصویر',
        'عنوان',
        'دسته',
        'قیمت واحد',
        'درصد تخفیف',
        'قیمت نهایی',
        'موجودی',
        'فروش',
      ]);
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, 'admin-store-products-1280');

      const created = await api<{ results: { id: number; title: string; thumbnail: string }[] }>(
        token,
        `store/products?search=${encodeURIComponent(PRODUCT)}`,
      );
      const product = created.results.find((p) => p.title === PRODUCT);
      expect(product?.thumbnail).toBeTruthy();
      productId = product?.id ?? 0;
      const detail = await api<Record<string, unknown>>(token, `store/products/${productId}`);
      expect(detail).toMatchObject({
        unit_price: UNIT_PRICE,
        discount_percent: 15,
        sellable_price: FINAL_PRICE,
        is_physical: true,
        physical_type: 'BOOK',
        weight: 300,
        inventory: 20,
      });
    });

    await step(page, 'admin-store-product-filters', async () => {
      await chooseSelect(page, 'is_physical', 'مجازی');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"is_physical":"false"');
      await expect
        .poll(async () => {
          const rows = await page.locator('table tbody tr').allInnerTexts();
          return rows.length > 0 && rows.every((r) => r.includes('مجازی'));
        })
        .toBe(true);
      await page.locator('table tbody tr').first().click();
      await page.waitForURL(/\/admin\/store\/product\/\d+$/);
      await page.getByTestId('final-price').waitFor();
      await shoot(page, 'admin-store-product-edit-1280');
    });

    await step(page, 'admin-store-package-create', async () => {
      await page.goto(`${server.url}/admin/store/package/create`);
      await page.locator('input[name="title"]').fill(PACKAGE);
      const picker = page.locator('.ra-input-products input');
      await picker.fill('قصه');
      await page.getByRole('option', { name: PRODUCT }).click();
      await picker.fill('جزوه کارگاه');
      await page.getByRole('option', { name: 'جزوه کارگاه نگارش علمی' }).click();
      await page.locator('input[name="unit_price"]').fill('1500000');
      await page.locator('input[name="discount_percent"]').fill('10');
      await expect
        .poll(() => page.getByTestId('final-price').innerText())
        .toContain(rial(1_350_000));
      await page.locator('input[name="is_physical"]').check();
      await shoot(page, 'admin-store-package-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/store\/package$/);
      const row = page.locator('table tbody tr').filter({ hasText: PACKAGE });
      await row.waitFor();
      expect(await row.innerText()).toContain('۲ کالا');
      expect(await row.innerText()).toContain(rial(1_350_000));
      await shoot(page, 'admin-store-packages-1280');
    });

    await step(page, 'admin-store-discount', async () => {
      await page.goto(`${server.url}/admin/store/discount/create`);
      await page.locator('input[name="code"]').fill(STORE_CODE);
      await page.locator('input[name="percent"]').fill('10');
      await shoot(page, 'admin-store-discount-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/store\/discount$/);
      await page.locator('table tbody tr').filter({ hasText: STORE_CODE }).waitFor();
      const codes = await api<{ target: string; code: string }[] | { results: unknown[] }>(
        token,
        `accounting/discounts?code=${STORE_CODE}`,
      );
      const list = Array.isArray(codes) ? codes : (codes.results as { target: string }[]);
      expect(list[0]).toMatchObject({ target: 'STORE' });
      await shoot(page, 'admin-store-discounts-1280');
    });

    await step(page, 'admin-store-delivery-cost', async () => {
      await page.getByRole('menuitem', { name: 'هزینه ارسال' }).click();
      await page.waitForURL(/\/admin\/store\/delivery-cost$/);
      const input = page.locator('input[name="value"]');
      await expect.poll(() => input.inputValue()).toBe(fa(450_000));
      await input.fill(String(DELIVERY_COST));
      expect(await input.inputValue()).toBe(fa(DELIVERY_COST));
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('تنظیمات ذخیره شد').waitFor();
      const setting = await api<{ value: string }>(
        token,
        'cma/settings/key/DeliveryCost-post-pishtaz',
      );
      expect(setting.value).toBe(String(DELIVERY_COST));
      expect(await latinWords(page)).toEqual([]);
      await shoot(page, 'admin-store-delivery-cost-1280');
    });

    await step(page, 'admin-store-purchase-regulations', async () => {
      await page.getByRole('menuitem', { name: 'قوانین خرید' }).click();
      await page.waitForURL(/\/admin\/store\/purchase-regulations$/);
      const preview = page.getByTestId('regulations-preview');
      await expect.poll(() => preview.innerText()).toContain('پست پیشتاز');
      // A new line, made bold with the toolbar, shows in the preview and is saved.
      const editor = page.locator('textarea[name="value"]');
      const text = await editor.inputValue();
      await editor.fill(`${text}\nبسته‌بندی رایگان است.`);
      await editor.evaluate((el: HTMLTextAreaElement) => {
        const start = el.value.indexOf('بسته‌بندی رایگان است.');
        el.setSelectionRange(start, el.value.length);
      });
      await page.getByRole('button', { name: 'پررنگ' }).click();
      await preview.locator('strong', { hasText: 'بسته‌بندی رایگان است.' }).waitFor();
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('تنظیمات ذخیره شد').waitFor();
      const setting = await api<{ value: string }>(token, 'cma/settings/key/PurchaseRegulations');
      expect(setting.value).toContain('<strong>بسته‌بندی رایگان است.</strong>');
      await shoot(page, 'admin-store-purchase-regulations-1280');
    });

    await context.close();
  });

  it('lets a learner order and pay (through the API)', async () => {
    const token = await apiToken(server, LEARNER);
    learnerId = (await api<{ id: number }>(token, 'uma/users/current')).id;
    const demo = await api<{ results: { id: number; title: string }[] }>(
      token,
      `store/products?search=${encodeURIComponent('جزوه کارگاه نگارش علمی')}`,
    );
    const notes = demo.results[0].id;
    sentOrder = await placePaidOrder(token, [{ product: productId, count: 1 }]);
    cancelledOrder = await placePaidOrder(token, [
      { product: productId, count: 2 },
      { product: notes, count: 1 },
    ]);
    // The new delivery cost is on the order: 1,020,000 + 550,000.
    expect(sentOrder.overall_order_price).toBe(FINAL_PRICE + DELIVERY_COST);
    const stock = await api<{ inventory: number }>(token, `store/products/${productId}`);
    expect(stock.inventory).toBe(17);
  });

  it('lets finance find the paid order, mark it sent and export the orders', async () => {
    const { context, page, token } = await openConsole(1280, FINANCE);

    await step(page, 'admin-store-finance-menu', async () => {
      const menu = await menuText(page);
      expect(menu).toContain('سفارش‌ها');
      expect(menu).toContain('کدهای تخفیف');
      // DOMAIN.md section 2: products, packages and store categories are finance's too.
      expect(menu).toContain('کالاها');
      for (const item of ['هزینه ارسال', 'قوانین خرید']) {
        expect(menu).not.toContain(item);
      }
    });

    await step(page, 'admin-store-orders-filter', async () => {
      await page.getByRole('menuitem', { name: 'سفارش‌ها' }).click();
      await page.waitForURL(/\/admin\/store\/basket/);
      await waitForRows(page);
      await expectColumns(page, [
        'شماره سفارش',
        'خریدار',
        'کد ملی',
        'اقلام',
        'نوع سفارش',
        'وضعیت',
        'مبلغ کل',
        'زمان سفارش',
      ]);
      await chooseSelect(page, 'order_type', 'شامل کالای فیزیکی');
      await chooseSelect(page, 'status', 'پرداخت شده');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"status":"PAID"');
      expect(decodeURIComponent(page.url())).toContain('"order_type":"CONTAIN_PHYSICAL"');
      await expect
        .poll(async () => {
          const rows = await page.locator('table tbody tr').allInnerTexts();
          return (
            rows.length >= 2 &&
            rows.every((r) => r.includes('پرداخت شده')) &&
            rows.some((r) => r.includes(rial(sentOrder.overall_order_price)))
          );
        })
        .toBe(true);
      expect(await latinWords(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, 'admin-store-orders-paid-1280');
    });

    await step(page, 'admin-store-orders-export', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'خروجی اکسل' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
      await page.getByText('فایل اکسل دریافت شد').waitFor();
    });

    await step(page, 'admin-store-order-send', async () => {
      await page
        .locator('table tbody tr')
        .filter({ hasText: rial(sentOrder.overall_order_price) })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/admin/store/basket/${sentOrder.id}/show$`));
      await page
        .getByText(`سفارش شماره ${id(sentOrder.id)}`)
        .first()
        .waitFor();
      const summary = (key: string) => page.locator(`[data-summary="${key}"]`).innerText();
      expect(await summary('price')).toContain(rial(UNIT_PRICE));
      expect(await summary('margin')).toContain(rial(UNIT_PRICE - FINAL_PRICE));
      expect(await summary('delivery')).toContain(rial(DELIVERY_COST));
      expect(await summary('total')).toContain(rial(FINAL_PRICE + DELIVERY_COST));
      const body = await visibleText(page);
      for (const part of [
        PRODUCT,
        'قیمت کالاها',
        'تخفیف ها',
        'هزینه ارسال',
        'جمع',
        'تهران - تهران - خیابان انقلاب',
        'محمد اندیشه‌جو',
        'پرداخت شده',
      ]) {
        expect(body).toContain(part);
      }
      await page.getByRole('link', { name: `شماره ${id(sentOrder.invoice ?? 0)}` }).waitFor();
      expect(await latinWords(page)).toEqual([]);
      await shoot(page, 'admin-store-order-show-1280');

      await page.getByRole('button', { name: 'ارسال شد' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('ثبت ارسال سفارش').waitFor();
      await dialog.getByRole('button', { name: 'ثبت ارسال' }).click();
      await page.getByText('سفارش ارسال شد.').waitFor();
      await page.getByText('ارسال شده', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'ارسال شد' }).count()).toBe(0);
      await shoot(page, 'admin-store-order-sent-1280');
      const after = await api<Order>(token, `store/baskets/${sentOrder.id}`);
      expect(after.status).toBe('SENT');
    });

    await context.close();
  });

  it('lets an admin cancel a paid order: the amount goes back to the wallet', async () => {
    const learnerToken = await apiToken(server, LEARNER);
    const before = await walletBalance(learnerToken, learnerId);
    const { context, page, token } = await openConsole(1280, ADMIN);

    await step(page, 'admin-store-order-cancel', async () => {
      await page.goto(`${server.url}/admin/store/basket/${cancelledOrder.id}/show`);
      await page
        .getByText(`سفارش شماره ${id(cancelledOrder.id)}`)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'لغو سفارش' }).click();
      const dialog = page.getByRole('dialog');
      const text = await dialog.innerText();
      expect(text).toContain('کیف پول');
      expect(text).toContain(rial(cancelledOrder.overall_order_price));
      expect(text).toContain('موجودی انبار');
      await shoot(page, 'admin-store-order-cancel-dialog-1280');
      await dialog.getByRole('button', { name: 'لغو سفارش' }).click();
      await page.getByText('سفارش لغو شد.').waitFor();
      await page.getByText('لغو شده', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'لغو سفارش' }).count()).toBe(0);
      await shoot(page, 'admin-store-order-cancelled-1280');
    });

    await step(page, 'admin-store-product-delete-refused', async () => {
      // An ordered product is never deleted: the 409 says to hide it instead.
      await page.goto(`${server.url}/admin/store/product/${productId}`);
      await page.locator('input[name="title"]').waitFor();
      await page.locator('button.ra-delete-button').click();
      await page.getByRole('dialog').getByRole('button', { name: 'تایید' }).click();
      await page.getByText('به جای حذف آن را پنهان کنید').first().waitFor();
      expect(page.url()).toMatch(new RegExp(`/admin/store/product/${productId}$`));
      await shoot(page, 'admin-store-product-delete-refused-1280');
    });

    const after = await walletBalance(learnerToken, learnerId);
    expect(after - before).toBe(cancelledOrder.overall_order_price);
    const stock = await api<{ inventory: number }>(token, `store/products/${productId}`);
    expect(stock.inventory).toBe(19);
    await context.close();
  });

  it('shows every store screen at 360 and 1280 px in Persian, nothing overflowing', async () => {
    const token = await apiToken(server, SUPERUSER);
    const categories = await api<{ id: number; title: string }[] | { results: unknown[] }>(
      token,
      'store/categories?per_page=100',
    );
    const categoryRows = (Array.isArray(categories) ? categories : categories.results) as {
      id: number;
      title: string;
    }[];
    const child = categoryRows.find((c) => c.title === CATEGORY)?.id ?? 1;
    const packages = await api<{ results: { id: number }[] }>(token, 'store/packages');
    const pages: [string, string][] = [
      ['/admin/store/category', 'categories'],
      [`/admin/store/category/${child}`, 'category-edit'],
      ['/admin/store/product', 'products'],
      ['/admin/store/product/create', 'product-create'],
      [`/admin/store/product/${productId}`, 'product-edit'],
      ['/admin/store/package', 'packages'],
      [`/admin/store/package/${packages.results[0].id}`, 'package-edit'],
      ['/admin/store/discount', 'discounts'],
      ['/admin/store/discount/create', 'discount-create'],
      ['/admin/store/basket', 'orders'],
      [`/admin/store/basket/${sentOrder.id}/show`, 'order-show'],
      [`/admin/store/basket/${cancelledOrder.id}/show`, 'order-cancelled'],
      ['/admin/store/delivery-cost', 'delivery-cost'],
      ['/admin/store/purchase-regulations', 'purchase-regulations'],
    ];
    // Discount codes are Latin by design; the regulations editor shows its HTML tags.
    const codes = [/^[a-z]*\d+$/i, /^[A-Z]+$/];
    const tags = [/^(p|h3|strong|ul|li)$/];
    for (const width of [360, 1280]) {
      const context = await newContext(browser, width, { server, value: token });
      const page = await context.newPage();
      for (const [path, name] of pages) {
        const shot = `admin-store-${name}-${width}`;
        await step(page, shot, async () => {
          await page.goto(`${server.url}${path}`);
          await page.locator('#main-content').waitFor();
          await page.waitForLoadState('networkidle');
          await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
          expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
          const allowed = name === 'purchase-regulations' ? [...codes, ...tags] : codes;
          expect(await latinWords(page, allowed)).toEqual([]);
          await shoot(page, shot);
        });
      }
      await context.close();
    }
  });
});
