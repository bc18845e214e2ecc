import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, newContext, panelLogin, shoot, tokenOf } from './support';

/**
 * Every retry is safe (issue 17): a learner who double-clicks «ثبت نام», or presses it again in a
 * second tab, lands on one invoice; the second answer (409) names the invoice the first made and
 * the storefront takes her there.
 */
const LEARNER = { mobile: '09351000004', password: 'user1234' };
const PAID = 'روش تحقیق در علوم انسانی';

const product = productInBrowser();

/** The classroom page → «ثبت نام» → the rules → completeInfo, ready to send. */
async function upToRegister(page: Page, id: number): Promise<void> {
  await page.goto(`${product.server().url}/classroom/${id}`);
  await page.getByRole('heading', { name: PAID, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'قوانین ثبت نام' });
  await dialog
    .getByRole('checkbox', { name: `قوانین دوره را خواندم و قصد ثبت نام در دوره «${PAID}» را دارم` })
    .check();
  await dialog.getByRole('button', { name: 'ادامه' }).click();
  await page.waitForURL(`**/panel/shop/completeInfo?type=register&source=classroom&id=${id}`);
  await page.getByText('ثبت نام و پرداخت').waitFor();
}

describe('registering twice', () => {
  it('a double click, then a second tab: one invoice, and both lead to it', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
    const token = (await tokenOf(context)) ?? '';
    const api = async <T>(path: string) =>
      (await (await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
    // What registration needs of her profile (the learning e2e fills it through the form).
    const profile = await fetch(`${server.url}/api/uma/users/current`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ father_name: 'محمود', birthdate: '1995-10-02', living_address: 'بلوار وکیل‌آباد، کوچه ۸، پلاک ۲۱', living_postal_code: '9188765432', last_academic_degree: 'BACHELOR' }),
    });
    expect(profile.status, await profile.text()).toBe(200);
    const found = await api<{ results: { id: number; title: string }[] }>(
      `/lma/classrooms?search=${encodeURIComponent(PAID)}&per_page=50`,
    );
    const id = found.results.find((c) => c.title === PAID)?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    // A second tab opened on the same step before the first sends it.
    const second = await context.newPage();
    await upToRegister(second, id);

    let invoice = 0;
    await step(page, 'register-double-click', async () => {
      await upToRegister(page, id);
      await page.getByRole('button', { name: 'ادامه' }).dblclick();
      await page.waitForURL(/\/panel\/invoice\/\d+$/);
      invoice = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { name: `ثبت نام دوره «${PAID}»` }).waitFor();
      await shoot(page, 'register-double-click');
    });

    await step(second, 'register-second-tab', async () => {
      await second.getByRole('button', { name: 'ادامه' }).click();
      await second.waitForURL(`**/panel/invoice/${invoice}`);
      await second.getByText('صورت حساب این ثبت نام پیش‌تر صادر شده است').first().waitFor();
      await shoot(second, 'register-second-tab');
    });

    const invoices = await api<{ results: { id: number; title: string }[] }>('/accounting/invoices?per_page=50');
    expect(invoices.results.filter((i) => i.title.includes(PAID)).map((i) => i.id)).toEqual([invoice]);
    await context.close();
  });
});
