import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { signIn, SUPERUSER } from '../../admin/e2e/support';
import { apiJson, DESKTOP, fits, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * The public site built from content and page settings (issue 12): the home page as composed,
 * news and guides, a content whose media open only for its buyer, the pages staff write, a
 * landing page. Script in staff text: stored-xss.e2e.ts.
 */
const LEARNER = { mobile: '09120000001', password: 'user1234' };
const CONTENT_QUESTION = 'فایل صوتی جلسه دوم کی افزوده می‌شود؟';

const product = productInBrowser();

const apiGet = <T>(path: string, token?: string) => apiJson<T>(product.server().url, path, token);

async function contentId(title: string): Promise<number> {
  const page = await apiGet<{ results: { id: number; title: string }[] }>(
    '/cma/contents?per_page=50',
  );
  const hit = page.results.find((c) => c.title === title);
  if (!hit) throw new Error(`no content ${title}`);
  return hit.id;
}

/**
 * A written page as its visitor reads it: the breadcrumbs, then the page's one h1 under them, and
 * its title said once more only as the breadcrumbs' last step (no widget heading repeats it).
 */
async function titledOnce(page: Page, title: string): Promise<void> {
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });
  await main.getByRole('heading', { name: title, level: 1 }).waitFor();
  expect(await h1.count()).toBe(1);
  expect(await main.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
  const crumbs = main.getByRole('navigation', { name: 'مسیر صفحه' });
  expect(await crumbs.getByText(title, { exact: true }).count()).toBe(1);
  expect(await main.getByText(title, { exact: true }).count()).toBe(2);
  // the breadcrumbs come first, and stand above the heading
  expect(
    await main.locator('nav[aria-label="مسیر صفحه"], h1').first().evaluate((e) => e.tagName),
  ).toBe('NAV');
  const [trail, heading] = [await crumbs.boundingBox(), await h1.boundingBox()];
  expect(trail && heading && trail.y + trail.height <= heading.y).toBe(true);
}

describe('the public site from content and page settings', () => {
  it('a visitor reads the composed home, posts, contents and the written pages at 1280 and 360 px', async () => {
    const server = product.server();
    for (const size of [DESKTOP, PHONE]) {
      const context = await newContext(product.browser(), size);
      const page = await context.newPage();
      await step(page, `home-${size.width}`, async () => {
        await page.goto(server.url);
        await page
          .getByRole('heading', { name: 'آموزش، رویداد، کتاب و نیکوکاری در یک جا', level: 1 })
          .waitFor();
        await page.getByRole('heading', { name: 'حدیث روز' }).waitFor();
        await page.getByRole('heading', { name: 'تازه‌ترین خبرها' }).waitFor();
        await page.getByRole('heading', { name: 'کلاس‌های در حال ثبت‌نام' }).waitFor();
        await page.waitForLoadState('networkidle');
        await fits(page);
        await shoot(page, 'content-home');
      });
      await step(page, `posts-${size.width}`, async () => {
        await page.goto(`${server.url}/post`);
        await page.getByRole('heading', { name: 'خبرها و راهنماها', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'راهنماها' }).click();
        await page.waitForURL('**/post/guide');
        await page.getByRole('heading', { name: 'راهنمای ثبت‌نام در کلاس‌ها' }).waitFor();
        // the news leave the list once the guides have arrived
        await expect
          .poll(() => page.getByRole('heading', { name: 'برگزاری همایش اخلاق پژوهش' }).count())
          .toBe(0);
        await page.getByRole('heading', { name: 'راهنمای ثبت‌نام در کلاس‌ها' }).click();
        await page.getByRole('heading', { name: 'راهنمای ثبت‌نام در کلاس‌ها', level: 1 }).waitFor();
        await page.getByText('صورت‌حساب را بپردازید').waitFor();
        await fits(page);
        await shoot(page, 'content-post');
      });
      await step(page, `locked-content-${size.width}`, async () => {
        await page.goto(`${server.url}/content`);
        await page.getByRole('heading', { name: 'محتوای آموزشی', level: 1 }).waitFor();
        await page.getByRole('link', { name: 'فلسفه و منطق' }).click();
        await page.getByRole('heading', { name: 'فلسفه و منطق', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'منطق مقدماتی' }).click();
        await page.getByRole('heading', { name: 'منطق مقدماتی', level: 1 }).waitFor();
        await page.getByText('با خرید این محصول برایتان باز می‌شود').waitFor();
        expect(await page.locator('video, audio').count()).toBe(0);
        await page.getByRole('heading', { name: 'قیاس' }).waitFor();
        await fits(page);
        await shoot(page, 'content-locked');
      });
      await step(page, `pages-${size.width}`, async () => {
        await page.goto(`${server.url}/faq`);
        // the FAQ widget's own «پرسش‌های پرتکرار» is the page's title: said once, as its h1
        await titledOnce(page, 'پرسش‌های پرتکرار');
        // each question is one heading, one level under the h1, never a heading inside another
        await page.getByRole('heading', { name: 'آیا می‌توانم شهریه را قسطی بپردازم؟', level: 2 }).waitFor();
        expect(await page.locator('main :is(h1,h2,h3,h4,h5,h6) :is(h1,h2,h3,h4,h5,h6)').count()).toBe(0);
        await page.getByRole('button', { name: 'آیا می‌توانم شهریه را قسطی بپردازم؟' }).click();
        await page.getByText('درخواست پرداخت اقساطی را ثبت کنید').waitFor();
        await fits(page);
        await shoot(page, 'content-faq');
        for (const [path, title, heading] of [
          // the rules' text opens with the page's title: that heading is not drawn again
          ['/rules', 'قوانین و مقررات', 'قوانین و مقررات'],
          ['/about-us', 'درباره ما', 'درباره دانش‌سرا'],
          ['/contact-us', 'تماس با ما', 'تماس با ما'],
        ]) {
          await page.goto(`${server.url}${path}`);
          await titledOnce(page, title);
          await page.getByRole('heading', { name: heading }).first().waitFor();
          await fits(page);
        }
        await page.getByText('info@daneshsara.ir').waitFor();
        await shoot(page, 'content-contact');
        await page.goto(`${server.url}/landing/nowruz`);
        await page.getByRole('heading', { name: 'جشنواره نوروزی دانش‌سرا', level: 1 }).waitFor();
        await page.goto(`${server.url}/landing/nothing-here`);
        await page.getByText('موردی یافت نشد.').waitFor();
      });
      await context.close();
    }
  });

  it('the buyer opens the bought content’s media', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
    const bought = await contentId('اخلاق پژوهش در علوم انسانی');
    await step(page, 'bought-content', async () => {
      await page.goto(`${server.url}/content/${bought}`);
      await page.getByRole('heading', { name: 'اخلاق پژوهش در علوم انسانی', level: 1 }).waitFor();
      await page
        .getByRole('region', { name: 'درس‌گفتار صوتی جلسه نخست' })
        .locator('audio')
        .waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'دریافت سند' }).waitFor();
      expect(await page.getByText('برایتان باز می‌شود').count()).toBe(0);
      await shoot(page, 'content-bought');
    });
    // A question about the content goes to the content department, and staff find it on the content.
    await step(page, 'content-ticket', async () => {
      await page.getByRole('link', { name: 'تیکت', exact: true }).click();
      await page.waitForURL('**/panel/ticket/create?**');
      await page.getByText('این تیکت درباره «اخلاق پژوهش در علوم انسانی» است').waitFor();
      const category = page.getByRole('combobox', { name: 'دسته' });
      await expect.poll(() => category.innerText()).toBe('محتوا');
      await page.getByRole('textbox', { name: 'متن درخواست' }).fill(CONTENT_QUESTION);
      await page.getByRole('button', { name: 'ثبت تیکت' }).click();
      await page.waitForURL(/\/panel\/ticket\/\d+$/);
      await page.getByText(CONTENT_QUESTION).waitFor();
    });
    const staff = await newContext(product.browser(), DESKTOP);
    const desk = await staff.newPage();
    await step(desk, 'content-ticket-in-console', async () => {
      await signIn(desk, server, SUPERUSER);
      await desk.goto(`${server.url}/admin/content/${bought}`);
      await desk
        .getByText('درباره «اخلاق پژوهش در علوم انسانی»')
        .first()
        .waitFor({ timeout: 20_000 });
      await desk.waitForLoadState('networkidle');
      await shoot(desk, 'admin-content-tickets');
    });
    await staff.close();
    await context.close();
  });

  it('a post draws at once from its own HTML, without asking the API again; one opened later asks', async () => {
    const server = product.server();
    const posts = await apiGet<{ results: { id: number; title: string }[] }>(
      '/cma/posts?per_page=1',
    );
    const [first] = posts.results;
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
    });
    await step(page, 'first-paint-post', async () => {
      await page.goto(`${server.url}/post/${first.id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      expect(asked).not.toContain(`/api/cma/posts/${first.id}`);
    });
    await step(page, 'first-paint-later-post', async () => {
      // A post opened from a list (no longer the first render) is asked for as before.
      await page.goto(`${server.url}/post/guide`);
      await page.getByRole('heading', { name: 'راهنمای ثبت‌نام در کلاس‌ها' }).click();
      await page.getByRole('heading', { name: 'راهنمای ثبت‌نام در کلاس‌ها', level: 1 }).waitFor();
      expect(asked).toContain(new URL(page.url()).pathname.replace(/^\/post/, '/api/cma/posts'));
    });
    await context.close();
  });

  it('the served HTML names the post before any script runs; the service worker registers', async () => {
    const server = product.server();
    const posts = await apiGet<{ results: { id: number; title: string }[] }>(
      '/cma/posts?per_page=1',
    );
    const html = await (await fetch(`${server.url}/post/${posts.results[0].id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${posts.results[0].title}">`);
    expect(html).toContain(`<title>${posts.results[0].title} | دانش‌سرا</title>`);
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    await page.goto(server.url);
    const active = await page.evaluate(async () => !!(await navigator.serviceWorker.ready).active);
    expect(active).toBe(true);
    await context.close();
  });

  it('the home and a post arrive drawn: readable before any script runs, then working without a redraw or a warning', async () => {
    const server = product.server();
    const posts = await apiGet<{ results: { id: number; title: string }[] }>(
      '/cma/posts?per_page=1',
    );
    const [post] = posts.results;
    const bodyOf = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      return html.slice(html.indexOf('<div id="root">'), html.indexOf('<noscript>'));
    };
    // The markup is in the page the server sends, not drawn later by script.
    const home = await bodyOf('/');
    expect(home).toContain('آموزش، رویداد، کتاب و نیکوکاری در یک جا');
    expect(home).toContain('تازه‌ترین خبرها');
    expect(await bodyOf(`/post/${post.id}`)).toMatch(new RegExp(`<h1[^>]*>${post.title}</h1>`));

    // With scripts off, a visitor still reads the home and the post.
    const still = await product.browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto(server.url);
    expect(await bare.getByRole('heading', { level: 1 }).first().textContent()).toBe(
      'آموزش، رویداد، کتاب و نیکوکاری در یک جا',
    );
    await bare.goto(`${server.url}/post/${post.id}`);
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
    await still.close();

    // With scripts, the drawn page is taken over as is (no mismatch warning) and then works.
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await step(page, 'drawn-post', async () => {
      await page.goto(`${server.url}/post/${post.id}`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('link', { name: 'خبرها و راهنماها' }).first().click();
      await page.getByRole('heading', { name: 'خبرها و راهنماها', level: 1 }).waitFor();
      // The router took the click: the same document, no reload.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
    });
    await step(page, 'drawn-home', async () => {
      await page.goto(server.url);
      await page.waitForLoadState('networkidle');
      // Hydration adds nothing: every style the page uses came with it (the browser inserted
      // none), and its route's code was fetched from the page's own list (Vite asked for no file
      // more), a few files at a time after the page painted.
      const served = await (await fetch(server.url)).text();
      const taken = await page.evaluate(() => ({
        // The sheet Emotion writes new styles into (the drawn ones are named with their ids).
        inserted: Array.from(
          document.querySelectorAll<HTMLStyleElement>('style[data-emotion="muirtl"]'),
        ).reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
        listed: JSON.parse(document.getElementById('daneshsara-ssr')?.textContent ?? '{}')
          .preload as string[],
        preloads: Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
        ).map((l) => new URL(l.href).pathname),
      }));
      expect(taken.inserted).toBe(0);
      expect(taken.listed.length).toBeGreaterThan(10);
      const servedPreloads = [...served.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
      expect(servedPreloads.filter(([, href]) => taken.listed.includes(href))).toEqual([]);
      expect(
        taken.preloads.filter((p) => !taken.listed.includes(p) && !served.includes(p)),
      ).toEqual([]);
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      await page.getByRole('dialog').waitFor();
    });
    await step(page, 'pressed-before-hydration', async () => {
      // The script is held back: the menu button is only the server's markup when pressed, and
      // opens once the script has arrived and the page has hydrated.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(server.url, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      await page.getByRole('dialog', { name: 'منوی سایت' }).waitFor();
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
    });
    await step(page, 'drawn-home-logged-in', async () => {
      // A learner gets the same public page; their header follows once it has hydrated.
      await panelLogin(page, server.url, LEARNER.mobile, LEARNER.password);
      await page.goto(server.url);
      await page
        .getByRole('heading', { name: 'آموزش، رویداد، کتاب و نیکوکاری در یک جا', level: 1 })
        .waitFor();
      await page.getByRole('button', { name: /^حساب کاربری / }).waitFor();
      expect(await page.getByRole('link', { name: 'ورود', exact: true }).count()).toBe(0);
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
