import { describe, expect, it } from 'vitest';
import { cleanEmbed, cleanRichText } from './sanitize';

describe('rich text and embeds are cleaned on the way in', () => {
  it('keeps the writing and drops scripts, handlers and javascript: links', () => {
    const out = cleanRichText(
      '<p onclick="x()">سلام<script>alert(1)</script><a href="javascript:alert(1)">بد</a><img src=x onerror=alert(1)><img src="https://a.ir/c.png" alt="تصویر"><a href="https://a.ir" target="_blank">خوب</a></p>',
    );
    expect(out).toBe('<p>سلام<a>بد</a><img src="x" /><img src="https://a.ir/c.png" alt="تصویر" /><a href="https://a.ir" target="_blank" rel="noopener noreferrer">خوب</a></p>');
    expect(cleanRichText('<svg onload=alert(1)></svg>')).toBeNull();
  });
  it('keeps one https iframe, sandboxed, and nothing else', () => {
    expect(cleanEmbed('<iframe src="https://www.aparat.com/video/x" allowfullscreen onload="alert(1)"></iframe><script>alert(1)</script>')).toBe(
      '<iframe src="https://www.aparat.com/video/x" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>',
    );
    expect(cleanEmbed('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(cleanEmbed('<iframe src="http://plain.ir/x"></iframe>')).toBeNull();
    expect(cleanEmbed('<script src="https://evil.ir/x.js"></script>')).toBeNull();
  });
});
