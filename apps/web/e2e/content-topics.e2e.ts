import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiJson, DESKTOP, fits, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * The public content routes of SPEC section 2 beyond posts and contents (issue 12): the topics
 * (/post-topic, /post-topic/{id}) with their category filter, the landing pages' list (/landing),
 * the content categories from the top (/content_category/parent/parent), and the way a learner
 * who has not bought a non-free content gets to the product that opens it.
 */
const LEARNER = { mobile: '09120000001', password: 'user1234' };
const LOGIC_AUDIO = 'مجموعه صوتی درس‌گفتارهای منطق';

const product = productInBrowser();

const apiGet = <T>(path: string) => apiJson<T>(product.server().url, path);

describe('content topics, landing pages and the way to buy a locked content', () => {
  it('a visitor browses the topics, narrows them to a category and opens one, at 1280 and 360 px', async () => {
    const server = product.server();
    for (const size of [DESKTOP, PHONE]) {
      const context = await newContext(product.browser(), size);
      const page = await context.newPage();
      await step(page, `topics-${size.width}`, async () => {
        await page.goto(`${server.url}/post-topic`);
        await page.getByRole('heading', { name: 'مباحث', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'قیاس' }).waitFor();
        expect(await page.title()).toBe('مباحث | دانش‌سرا');
        await page.waitForLoadState('networkidle');
        await fits(page);
        await shoot(page, 'content-topics');
        await page
          .getByRole('group', { name: 'دسته مباحث' })
          .getByRole('button', { name: 'مباحث اخلاقی' })
          .click();
        await page.waitForURL(/\/post-topic\?category=\d+$/);
        await page.getByRole('heading', { name: 'مباحث اخلاقی', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'آداب شاگرد' }).waitFor();
        // the other categories' topics leave the list
        await expect.poll(() => page.getByRole('heading', { name: 'قیاس' }).count()).toBe(0);
        await fits(page);
        await shoot(page, 'content-topics-filtered');
      });
      await step(page, `topic-${size.width}`, async () => {
        await page.getByRole('heading', { name: 'آداب شاگرد' }).click();
        await page.waitForURL(/\/post-topic\/\d+$/);
        await page.getByRole('heading', { name: 'آداب شاگرد', level: 1 }).waitFor();
        await page.getByText('آداب شاگرد: نکته‌های اصلی این مبحث.').waitFor();
        await expect.poll(() => page.title()).toBe('آداب شاگرد | دانش‌سرا');
        const belongs = page.getByRole('region', { name: 'محتوای این مبحث' });
        await belongs.getByText('این مبحث بخشی از «آداب تعلیم و تعلم» است').waitFor();
        await page.waitForLoadState('networkidle');
        await fits(page);
        await shoot(page, 'content-topic');
        // back up to its content, whose topics lead to their own pages again
        await belongs.getByRole('link', { name: 'آداب تعلیم و تعلم' }).click();
        await page.getByRole('heading', { name: 'آداب تعلیم و تعلم', level: 1 }).waitFor();
        await page.getByRole('link', { name: 'آداب استاد' }).click();
        await page.getByRole('heading', { name: 'آداب استاد', level: 1 }).waitFor();
        // a category with no topics says so
        await page.goto(`${server.url}/post-topic?category=999999`);
        await page.getByText('در این دسته هنوز مبحثی نوشته نشده است.').waitFor();
      });
      await step(page, `landings-${size.width}`, async () => {
        await page.goto(`${server.url}/landing`);
        await page.getByRole('heading', { name: 'صفحه‌های ویژه', level: 1 }).waitFor();
        await page.getByText('تخفیف ویژه نوروزی دوره‌ها و کتاب‌های دانش‌سرا.').waitFor();
        await page.waitForLoadState('networkidle');
        await fits(page);
        await shoot(page, 'content-landings');
        await page.getByRole('heading', { name: 'جشنواره نوروزی' }).click();
        await page.waitForURL('**/landing/nowruz');
        await page.getByRole('heading', { name: 'جشنواره نوروزی دانش‌سرا', level: 1 }).waitFor();
      });
      await step(page, `content-categories-${size.width}`, async () => {
        await page.goto(`${server.url}/content_category/parent/parent`);
        // the list of content categories is named for them, not for the contents' page
        await page.getByRole('heading', { name: 'دسته‌های محتوا', level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([
          'دسته‌های محتوا',
        ]);
        expect(await page.title()).toBe('دسته‌های محتوا | دانش‌سرا');
        await page
          .getByRole('navigation', { name: 'دسته‌های محتوا' })
          .getByRole('link', { name: 'اخلاق و تربیت' })
          .click();
        await page.getByRole('heading', { name: 'اخلاق و تربیت', level: 1 }).waitFor();
        await fits(page);
      });
      await context.close();
    }
  });

  it('a learner who has not bought a non-free content follows its buy link to the product that opens it', async () => {
    const server = product.server();
    const contents = await apiGet<{ results: { id: number; title: string }[] }>(
      '/cma/contents?per_page=50',
    );
    const logic = contents.results.find((c) => c.title === 'منطق مقدماتی');
    if (!logic) throw new Error('no content منطق مقدماتی');
    for (const size of [DESKTOP, PHONE]) {
      const context = await newContext(product.browser(), size);
      const page = await context.newPage();
      await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
      await step(page, `buy-link-${size.width}`, async () => {
        await page.goto(`${server.url}/content/${logic.id}`);
        await page.getByRole('heading', { name: 'منطق مقدماتی', level: 1 }).waitFor();
        const notice = page
          .getByRole('alert')
          .filter({ hasText: 'با خرید این محصول برایتان باز می‌شود' });
        await notice.waitFor();
        expect(await page.locator('video, audio').count()).toBe(0);
        // the whole shop is no longer the only way: the notice names the product
        expect(await notice.getByRole('link', { name: 'فروشگاه', exact: true }).count()).toBe(0);
        await page.waitForLoadState('networkidle');
        await fits(page);
        await shoot(page, 'content-buy-link');
        await notice.getByRole('link', { name: new RegExp(`^خرید «${LOGIC_AUDIO}»`) }).click();
        await page.waitForURL(/\/product\/\d+$/);
        await page.getByRole('heading', { name: LOGIC_AUDIO, level: 1 }).waitFor();
        await page.getByRole('button', { name: 'افزودن به سبد خرید' }).waitFor();
      });
      await context.close();
    }
  });

  it('the served HTML names a topic before any script runs; the sitemap lists the new pages', async () => {
    const server = product.server();
    const topics = await apiGet<{ results: { id: number; title: string }[] }>(
      '/cma/topics?per_page=1',
    );
    const [topic] = topics.results;
    const html = await (await fetch(`${server.url}/post-topic/${topic.id}`)).text();
    expect(html).toContain(`<title>${topic.title} | دانش‌سرا</title>`);
    expect(await (await fetch(`${server.url}/post-topic`)).text()).toContain(
      '<title>مباحث | دانش‌سرا</title>',
    );
    const map = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/post-topic', `/post-topic/${topic.id}`, '/landing', '/landing/nowruz'])
      expect(map).toContain(`${path}</loc>`);
  });
});
