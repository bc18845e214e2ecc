import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, productApi, startServer, step, type RunningServer } from '../../../tools/e2e-kit';
import {
  DESKTOP,
  horizontalOverflow,
  newContext,
  PHONE,
  shoot,
  shootScreen,
  toPersian,
} from './support';

const LEARNER = { mobile: '09351000003', password: 'user1234' };
const FINANCE = { mobile: '09120000009', password: 'staff1234' };

interface Category {
  id: number;
  title: string;
  children: Category[];
}
interface Product {
  id: number;
  title: string;
  is_physical: boolean;
  sellable_price: number;
}
interface Basket {
  id: number;
  status: string;
  items_info: Array<{ product: number | null; package: number | null; count: number }>;
  discount_info: { code: string } | null;
  overall_order_price: number;
}

let server: RunningServer;
let browser: Browser;
let categories: Category[];
let book: Product;
let audio: Product;
/** A package of printed books (desktop) and one of files (phone checkout, no address). */
let pkg: { id: number; title: string };
let filesPkg: { id: number; title: string };

const api = productApi(() => server.url);
const loginToken = api.login;

function findCategory(tree: Category[], title: string): Category {
  for (const node of tree) {
    if (node.title === title) return node;
    const below = node.children.length ? findCategoryOrNull(node.children, title) : null;
    if (below) return below;
  }
  throw new Error(`no store category «${title}» in the demo seed`);
}
function findCategoryOrNull(tree: Category[], title: string): Category | null {
  try {
    return findCategory(tree, title);
  } catch {
    return null;
  }
}

async function productNamed(title: string): Promise<Product> {
  const page = await api<{ results: Product[] }>(
    `/store/products?search=${encodeURIComponent(title)}&per_page=5`,
  );
  const found = page.results.find((p) => p.title === title);
  if (!found) throw new Error(`no product «${title}» in the demo seed`);
  return found;
}

/** A product or package card of a grid: its link is named after it. */
function card(page: Page, title: string) {
  return page.getByRole('link', { name: toPersian(title), exact: true });
}

async function logIn(page: Page) {
  await page
    .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
    .fill(LEARNER.mobile);
  await page.locator('input[name=password]').fill(LEARNER.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

beforeAll(async () => {
  // E2E_WEB_DIST: run against another build of the storefront (a branch's, say).
  server = await startServer(
    process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {},
  );
  browser = await launchBrowser();
  categories = (await api<{ results: Category[] }>('/store/categories?parent__isnull=true'))
    .results;
  book = await productNamed('آموزش کلام جدید');
  audio = await productNamed('مجموعه صوتی درس‌گفتارهای منطق');
  expect(book.is_physical).toBe(true);
  expect(audio.is_physical).toBe(false);
  const packages = await api<{
    results: Array<{ id: number; title: string; is_physical: boolean }>;
  }>('/store/packages');
  const printed = packages.results.find((p) => p.is_physical);
  const files = packages.results.find((p) => !p.is_physical);
  if (!printed || !files) throw new Error('the demo seed has a printed and an electronic package');
  pkg = printed;
  filesPkg = files;
  // The order is well above what stays in the wallet: the bank path for sure.
  await api.leaveInWallet(await loginToken(LEARNER.mobile, LEARNER.password), 100_000);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a visitor buys books and a file, logs in, and the order is paid and sent', () => {
  it('browses, fills the basket as a guest, logs in, applies WELCOME10, gives an address, pays through the bank and follows the order', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const philosophy = findCategory(categories, 'فلسفه و کلام');
    const media = findCategory(categories, 'محصولات صوتی و تصویری');

    await step(page, 'shop', async () => {
      await page.goto(`${server.url}/shop`);
      await page.getByRole('heading', { name: 'فروشگاه', level: 1 }).waitFor();
      await card(page, book.title).waitFor();
      await card(page, audio.title).waitFor();
      await shoot(page, 'shop');
    });

    await step(page, 'shop-category', async () => {
      await page
        .getByRole('complementary', { name: 'فیلترهای فروشگاه' })
        .getByRole('button', { name: philosophy.title, exact: true })
        .click();
      await page.waitForURL(`**/shop?category=${philosophy.id}`);
      await page.getByRole('heading', { name: philosophy.title, level: 1 }).waitFor();
      await card(page, book.title).waitFor();
      await expect.poll(() => card(page, audio.title).count()).toBe(0);
      // Sorted by price, kept in the URL too.
      await page.getByRole('radio', { name: 'ارزان‌ترین' }).click();
      await page.waitForURL(`**/shop?category=${philosophy.id}&sort=LEAST_EXPENSIVE`);
      await shoot(page, 'shop-category');
    });

    await step(page, 'product-physical', async () => {
      await card(page, book.title).click();
      await page.waitForURL(`**/product/${book.id}`);
      await page.getByRole('heading', { name: toPersian(book.title), level: 1 }).waitFor();
      await page.getByText('موجود در انبار').waitFor();
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
      await page.getByText('در سبد خرید شما').waitFor();
      await shoot(page, 'shop-product');
    });

    await step(page, 'product-virtual', async () => {
      await page.goto(`${server.url}/shop?category=${media.id}`);
      await card(page, audio.title).click();
      await page.waitForURL(`**/product/${audio.id}`);
      await page.getByText('دسترسی بلافاصله پس از خرید').waitFor();
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
      await page.getByText('در سبد خرید شما').waitFor();
      // The header's basket counts two pieces.
      const badge = page.getByRole('banner').getByRole('link', { name: 'سبد خرید' });
      await expect.poll(() => badge.textContent()).toContain('۲');
      await shoot(page, 'shop-product-virtual');
    });

    await step(page, 'package', async () => {
      await page.goto(`${server.url}/package/${pkg.id}`);
      await page.getByRole('heading', { name: 'این بسته شامل' }).waitFor();
      await shoot(page, 'shop-package');
    });

    await step(page, 'cart-guest', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'سبد خرید' }).click();
      await page.waitForURL('**/cart');
      const lines = page.getByRole('list', { name: 'کالاهای سبد خرید' });
      await lines.getByText(toPersian(book.title)).waitFor();
      await lines.getByText(toPersian(audio.title)).waitFor();
      await page.getByTestId('basket-summary').getByText('هزینه ارسال').waitFor();
      await shoot(page, 'shop-cart-guest');
      await page.getByRole('button', { name: 'ورود و ادامه خرید' }).click();
      await page.waitForURL('**/login');
    });

    let basketId = 0;
    await step(page, 'cart-merged', async () => {
      await logIn(page);
      // Back to the cart, now the learner's server basket with both lines.
      await page.waitForURL('**/cart');
      await page.getByRole('textbox', { name: 'کد تخفیف' }).waitFor();
      const token = await loginToken(LEARNER.mobile, LEARNER.password);
      await expect
        .poll(
          async () =>
            (await api<Basket>('/store/baskets/checkout_review', {}, token)).items_info.length,
        )
        .toBe(2);
      const basket = await api<Basket>('/store/baskets/checkout_review', {}, token);
      basketId = basket.id;
      expect(basket.items_info.map((i) => i.product).sort()).toEqual([book.id, audio.id].sort());
      expect(await page.evaluate(() => localStorage.getItem('daneshsara.guestBasket'))).toBeNull();
      await shoot(page, 'shop-cart-merged');
    });

    await step(page, 'cart-code', async () => {
      const code = page.getByRole('textbox', { name: 'کد تخفیف' });
      await code.fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'اعمال', exact: true }).click();
      // The server's own Persian words, under the field.
      await page.locator('#' + (await code.getAttribute('id')) + '-helper-text').waitFor();
      await code.fill('WELCOME10');
      await page.getByRole('button', { name: 'اعمال', exact: true }).click();
      await page.getByText('اعمال شد').first().waitFor();
      await page.getByTestId('basket-summary').getByText('کد تخفیف').waitFor();
      await shoot(page, 'shop-cart-code');
    });

    await step(page, 'complete-info', async () => {
      await page.getByRole('link', { name: 'ادامه فرآیند خرید' }).click();
      await page.waitForURL('**/panel/shop/completeInfo');
      await page.getByRole('heading', { name: 'نشانی تحویل' }).waitFor();
      await page.locator('#shop-address-province').click();
      await page.getByRole('option', { name: 'قم', exact: true }).click();
      await page.locator('#shop-address-city').fill('قم');
      await page
        .getByRole('textbox', { name: 'نشانی پستی' })
        .fill('خیابان صفاییه، کوچه ۲۳، پلاک ۴');
      await page.getByRole('textbox', { name: 'کد پستی' }).fill('3713845678');
      // The rules come first.
      await page.getByRole('button', { name: 'ادامه و بازبینی سفارش' }).click();
      await page.getByText('برای ادامه خرید، قوانین و مقررات خرید را بپذیرید.').waitFor();
      await shoot(page, 'shop-complete-info');
      await page.getByRole('button', { name: 'قوانین و مقررات خرید' }).click();
      const dialog = page.getByRole('dialog', { name: 'قوانین و مقررات خرید' });
      await dialog.getByText('پست پیشتاز').first().waitFor();
      await shootScreen(page, 'shop-rules');
      await dialog.getByRole('button', { name: 'قوانین را می‌پذیرم' }).click();
      await page.getByRole('button', { name: 'ادامه و بازبینی سفارش' }).click();
      await page.waitForURL('**/panel/shop/applyDiscount');
    });

    let invoiceId = 0;
    await step(page, 'review', async () => {
      await page.getByTestId('review-address').getByText('۳۷۱۳۸۴۵۶۷۸').waitFor();
      await page.getByText('کد WELCOME10 اعمال شد').waitFor();
      await shoot(page, 'shop-review');
      await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
      await page.waitForURL('**/panel/shop/payment-from-wallet?invoice=*');
      invoiceId = Number(new URL(page.url()).searchParams.get('invoice'));
      expect(invoiceId).toBeGreaterThan(0);
    });

    await step(page, 'payment', async () => {
      await page.getByRole('heading', { name: 'پرداخت صورت حساب' }).waitFor();
      await page.getByText('نیازمند افزایش موجودی').waitFor();
      await shoot(page, 'shop-payment');
      await page.getByRole('button', { name: 'افزایش موجودی و پرداخت' }).click();
      await page.waitForURL('**/api/accounting/gateway/sandbox/**');
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
      await page.waitForURL('**/panel/shop/payment-result?**');
    });

    await step(page, 'payment-result', async () => {
      const url = new URL(page.url());
      expect(url.searchParams.get('status')).toBe('true');
      expect(Number(url.searchParams.get('invoice'))).toBe(invoiceId);
      await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
      expect(await page.getByTestId('tracking-code').textContent()).toBe(
        toPersian(url.searchParams.get('code') ?? ''),
      );
      await page.getByText('پرداخت شده', { exact: true }).waitFor();
      await shoot(page, 'shop-payment-result');
    });

    await step(page, 'my-orders', async () => {
      await page.getByRole('link', { name: 'سفارش‌های من' }).click();
      await page.waitForURL('**/panel/my-orders');
      await page.getByRole('heading', { name: 'سفارش‌های من' }).waitFor();
      const list = page.getByRole('table', { name: 'فهرست سفارش‌ها' });
      await list.getByText('پرداخت شده').first().waitFor();
      await shoot(page, 'shop-my-orders');
      await page.goto(`${server.url}/panel/my-orders/${basketId}`);
      await page
        .getByRole('heading', { name: `سفارش شماره ${toPersian(String(basketId))}` })
        .waitFor();
      await page.getByTestId('order-address').getByText('۳۷۱۳۸۴۵۶۷۸').waitFor();
      await shoot(page, 'shop-my-order');
    });

    await step(page, 'order-sent', async () => {
      const finance = await loginToken(FINANCE.mobile, FINANCE.password);
      const sent = await api<Basket>(`/store/baskets/${basketId}/send`, { method: 'PUT' }, finance);
      expect(sent.status).toBe('SENT');
      await page.goto(`${server.url}/panel/my-orders`);
      const list = page.getByRole('table', { name: 'فهرست سفارش‌ها' });
      await list.getByText('ارسال شده').first().waitFor();
      await shoot(page, 'shop-my-orders-sent');
    });

    await context.close();
  });

  it('fits the shop and the checkout to a 360 px phone, and «انصراف» cancels an order', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const check = async (name: string, screenOnly = false) => {
      // The product pages' buy bar sticks to the bottom of the screen: shoot what the screen shows.
      if (screenOnly) await shootScreen(page, name);
      else await shoot(page, name);
      expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    };

    await step(page, 'phone-shop', async () => {
      await page.goto(`${server.url}/shop`);
      await card(page, book.title).waitFor();
      await check('shop');
      await page.getByRole('button', { name: 'فیلترها' }).click();
      await page.getByRole('dialog', { name: 'فیلترهای فروشگاه' }).waitFor();
      await shootScreen(page, 'shop-filters');
      await page.getByRole('button', { name: 'بستن فیلترها' }).click();
    });

    await step(page, 'phone-product', async () => {
      await page.goto(`${server.url}/product/${book.id}`);
      await page.getByRole('heading', { name: toPersian(book.title), level: 1 }).waitFor();
      await check('shop-product', true);
      await page.goto(`${server.url}/package/${filesPkg.id}`);
      await page.getByRole('heading', { name: 'این بسته شامل' }).waitFor();
      await check('shop-package', true);
      // The phone's buy bar at the bottom of the screen.
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).last().click();
      await page.getByText('به سبد خرید افزوده شد').waitFor();
      await page.goto(`${server.url}/cart`);
      await page.getByRole('button', { name: 'ورود و ادامه خرید' }).waitFor();
      await check('shop-cart-guest');
    });

    await step(page, 'phone-checkout', async () => {
      await page.getByRole('button', { name: 'ورود و ادامه خرید' }).click();
      await page.waitForURL('**/login');
      await logIn(page);
      await page.waitForURL('**/cart');
      // What the learner sees: the package chosen as a visitor, now in their own basket.
      await page
        .getByRole('list', { name: 'کالاهای سبد خرید' })
        .getByText(toPersian(filesPkg.title))
        .waitFor();
      await page.getByRole('textbox', { name: 'کد تخفیف' }).waitFor();
      await check('shop-cart');
      await page.getByRole('link', { name: 'ادامه فرآیند خرید' }).click();
      await page.waitForURL('**/panel/shop/completeInfo');
      // Files only: no address, the rules alone.
      await page.getByRole('heading', { name: 'تحویل الکترونیکی' }).waitFor();
      await check('shop-complete-info');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'ادامه و بازبینی سفارش' }).click();
      await page.waitForURL('**/panel/shop/applyDiscount');
      await page.getByRole('heading', { name: 'کالاهای سفارش' }).waitFor();
      await check('shop-review');
      await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
      await page.waitForURL('**/panel/shop/payment-from-wallet?invoice=*');
      await page.getByRole('heading', { name: 'پرداخت صورت حساب' }).waitFor();
      await check('shop-payment');
    });

    await step(page, 'phone-cancel', async () => {
      const invoice = Number(new URL(page.url()).searchParams.get('invoice'));
      await page.getByRole('button', { name: 'انصراف', exact: true }).click();
      await page.getByRole('button', { name: 'بله، سفارش لغو شود' }).click();
      await page.waitForURL('**/shop');
      await page.goto(`${server.url}/panel/shop/payment-result?status=false&invoice=${invoice}`);
      await page.getByRole('heading', { name: 'پرداخت نا موفق بود' }).waitFor();
      await page.getByText('لغو شده', { exact: true }).waitFor();
      await check('shop-payment-failed');
      await page.goto(`${server.url}/panel/my-orders`);
      await page.getByText('لغو شده', { exact: true }).last().waitFor();
      await check('shop-my-orders');
      await page
        .getByRole('link', { name: /سفارش شماره/ })
        .first()
        .click();
      await page.waitForURL('**/panel/my-orders/*');
      await page.getByRole('heading', { name: /سفارش شماره/, level: 1 }).waitFor();
      await check('shop-my-order');
    });

    await context.close();
  });
});
