/// <reference lib="dom" />
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';

/**
 * Stored XSS, seen from the browser: staff text full of every way to run script, and a watcher
 * that notes any of it running, in any frame. The context bypasses the Content Security Policy on
 * purpose: the policy would stop most of these payloads, which would hide a hole in the
 * sanitiser or a renderer behind the second line of defence.
 */

/** Visible words each payload starts with, so a page can be waited for until it is drawn. */
export const XSS_MARKER = 'نشانه آزمون امنیت';

/** Every payload calls this (or alert): exposed to every frame by watchXss. */
const RAN = '__xssRan';

/** Rich text with script in every form a sanitiser or a renderer might let through. */
export function xssPayload(label: string): string {
  const run = (what: string) =>
    `window.${RAN}&&${RAN}('${label}:${what}');window.__xss=1;alert('${label}:${what}')`;
  return [
    `<p>${XSS_MARKER} ${label}</p>`,
    `<script>${run('script')}</script>`,
    `<img src="x" onerror="${run('img-onerror')}">`,
    `<svg onload="${run('svg-onload')}"><image href="x" onerror="${run('svg-image')}"></image></svg>`,
    `<iframe srcdoc="&lt;script&gt;${run('srcdoc')}&lt;/script&gt;"></iframe>`,
    `<iframe src="javascript:${run('iframe-js')}"></iframe>`,
    `<a href="javascript:${run('js-link')}">پیوند جاوااسکریپت</a>`,
    `<a href=" JaVa&#x09;ScRiPt:${run('js-link-obfuscated')}">پیوند پنهان</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">پیوند داده</a>`,
    `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+" alt="تصویر داده">`,
    `<details open ontoggle="${run('details')}"><summary>جزئیات</summary>متن</details>`,
    `<object data="javascript:${run('object')}"></object><embed src="javascript:${run('embed')}">`,
    `<form action="javascript:${run('form')}"><button formaction="javascript:${run('button')}">ارسال</button></form>`,
    `<input autofocus onfocus="${run('autofocus')}">`,
    `<math><mi xlink:href="javascript:${run('math')}">ریاضی</mi></math>`,
    `<p style="background:url(javascript:${run('style')})" onmouseover="${run('hover')}">سبک</p>`,
    `<a href="/x" onclick="${run('click')}">پیوند سالم</a>`,
    `</script><script>${run('script-breakout')}</script>`,
    `<noscript><p title="</noscript><img src=x onerror=${run('noscript')}>"></p></noscript>`,
  ].join('');
}

/** What a watched context saw run: payload calls, alerts, and dangerous markup left in the DOM. */
export interface XssWatch {
  context: BrowserContext;
  /** Names what runs from now on by `place` (call it before opening the page). */
  at(place: string): void;
  /** Notes everything dangerous in every frame of the page, named by `place`. */
  inspect(page: Page, place: string): Promise<void>;
  /** Every problem seen so far ("place: what"); a test expects it empty. */
  problems: string[];
}

/** A browser context in which any payload that runs is noted. */
export async function watchXss(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<XssWatch> {
  const context = await browser.newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    ...options,
    bypassCSP: true,
  });
  const problems: string[] = [];
  let where = 'start';
  await context.exposeBinding(RAN, (_source, what: string) => {
    problems.push(`${where}: ran ${what}`);
  });
  const watchPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      problems.push(`${where}: dialog «${dialog.message()}»`);
      void dialog.dismiss().catch(() => undefined);
    });
  context.on('page', watchPage);
  return {
    context,
    problems,
    at(place) {
      where = place;
    },
    async inspect(page, place) {
      // This site's frames and the ones a payload could write (srcdoc, blank); a foreign player's
      // page (or the browser's error page for it) is not ours to read.
      const origin = new URL(page.url()).origin;
      const ours = (frame: Frame) =>
        frame.url().startsWith(`${origin}/`) || /^about:/.test(frame.url());
      for (const frame of page.frames().filter(ours)) {
        const found = await scanFrame(frame).catch(() => [] as string[]);
        problems.push(...found.map((what) => `${place}: ${what}`));
      }
    },
  };
}

/** Markup that would run script had the page no CSP and were it clicked, hovered or focused. */
function scanFrame(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const bad: string[] = [];
    const w = window as unknown as { __xss?: unknown };
    if (w.__xss) bad.push('window.__xss was set');
    const urlAttrs = [
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'poster',
      'background',
    ];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const value = a.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
        if (name.startsWith('on')) bad.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') bad.push(`<${tag} srcdoc>`);
        if (
          urlAttrs.includes(name) &&
          /^(javascript|vbscript|data:text|data:image\/svg|data:application)/.test(value)
        ) {
          bad.push(`<${tag} ${name}="${a.value.slice(0, 40)}">`);
        }
        if (name === 'style' && /javascript:|expression\(/.test(value))
          bad.push(`<${tag} style=javascript>`);
      }
      if (tag === 'script') {
        const type = (el.getAttribute('type') ?? '').toLowerCase();
        const data = type !== '' && !/javascript|module|ecmascript/.test(type);
        if (!data && /xssRan|__xss/.test(el.textContent ?? ''))
          bad.push('<script> with the payload');
      }
      // Neither app draws these; staff text never may (plugins, a base for every link, a redirect).
      if (['object', 'embed', 'base'].includes(tag)) bad.push(`<${tag}>`);
      if (tag === 'meta' && el.getAttribute('http-equiv')) bad.push('<meta http-equiv>');
    }
    for (const f of Array.from(document.querySelectorAll('iframe'))) {
      const sandbox = f.getAttribute('sandbox');
      const raw = f.getAttribute('src');
      const url = new URL(raw ?? 'about:blank', location.href);
      const own = url.hostname === location.hostname;
      // The one frame of our own without a sandbox: the console's page-editor preview.
      if (sandbox === null && !(own && url.pathname === '/page-preview'))
        bad.push(`unsandboxed frame ${url.href}`);
      if (
        sandbox !== null &&
        (own || !raw) &&
        /allow-scripts/.test(sandbox) &&
        /allow-same-origin/.test(sandbox)
      ) {
        bad.push(`frame of this site with allow-scripts allow-same-origin: ${url.href}`);
      }
    }
    return bad;
  });
}
