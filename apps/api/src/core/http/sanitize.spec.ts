import { describe, expect, it } from 'vitest';
import { cleanEmbed, cleanRichText, embedRefusal, siteHostsOf } from './sanitize';

const SANDBOX = 'sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"';

describe('rich text and embeds are cleaned on the way in', () => {
  it('keeps the writing and drops scripts, handlers and javascript: links', () => {
    const out = cleanRichText(
      '<p onclick="x()">سلام<script>alert(1)</script><a href="javascript:alert(1)">بد</a><img src=x onerror=alert(1)><img src="https://a.ir/c.png" alt="تصویر"><a href="https://a.ir" target="_blank">خوب</a></p>',
    );
    expect(out).toBe(
      '<p>سلام<a>بد</a><img src="x" /><img src="https://a.ir/c.png" alt="تصویر" /><a href="https://a.ir" target="_blank" rel="noopener noreferrer">خوب</a></p>',
    );
    expect(cleanRichText('<svg onload=alert(1)></svg>')).toBeNull();
    expect(
      cleanRichText(
        '<iframe srcdoc="<script>alert(1)</script>"></iframe><a href="data:text/html,<script>alert(1)</script>">x</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
      ),
    ).toBe('<a>x</a><img />');
    expect(
      cleanRichText(
        '<a href=" jav&#x09;ascript:alert(1)">x</a><form action="javascript:alert(1)"><button>y</button></form>',
      ),
    ).toBe('<a>x</a>y');
  });
  it('leaves plain text exactly as written, ampersands and comparisons included', () => {
    expect(cleanRichText('  قیمت < ۱۰۰ & بیشتر از ۵۰  ')).toBe('قیمت < ۱۰۰ & بیشتر از ۵۰');
    expect(cleanRichText('   ')).toBeNull();
  });
  it('keeps https iframes, sandboxed, and nothing else; a frame without an https src loses it', () => {
    expect(
      cleanEmbed(
        '<iframe src="https://www.aparat.com/video/x" allowfullscreen onload="alert(1)"></iframe><script>alert(1)</script>',
      ),
    ).toBe(`<iframe src="https://www.aparat.com/video/x" allowfullscreen ${SANDBOX}></iframe>`);
    expect(
      cleanEmbed('<iframe src="javascript:alert(1)" srcdoc="<script>alert(1)</script>"></iframe>'),
    ).toBe(`<iframe ${SANDBOX}></iframe>`);
    expect(cleanEmbed('<script src="https://evil.ir/x.js"></script>')).toBeNull();
  });
  it('refuses a frame that is not a foreign https address', () => {
    const site = siteHostsOf('https://daneshsara.ir', 'https://panel.example.org,not a url');
    expect(site).toEqual(['daneshsara.ir', 'panel.example.org']);
    const refused = (code: string) => embedRefusal(cleanEmbed(code), site);
    expect(refused('<iframe src="https://www.aparat.com/video/x"></iframe>')).toBeNull();
    expect(refused('<p>no frame</p>')).toBeNull();
    for (const src of [
      'https://daneshsara.ir/api/uma/users/me',
      'https://www.daneshsara.ir/x',
      'https://DANESHSARA.IR./x',
      'https://panel.example.org/',
      'http://www.aparat.com/video/x',
      '/admin',
      '//evil.ir/x',
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
    ]) {
      expect(refused(`<iframe src="${src}"></iframe>`), src).toMatch(/وب‌گاه/);
    }
  });
});
