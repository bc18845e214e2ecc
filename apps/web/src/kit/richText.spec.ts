import { describe, expect, it } from 'vitest';
import { looksLikeHtml, plainExcerpt, safeHref, safeImageSrc, textToParagraphs } from './richText';

describe('staff descriptions', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>سلام</p>')).toBe(true);
    expect(looksLikeHtml('سلام<br/>دنیا')).toBe(true);
    expect(looksLikeHtml('۲ < ۳ و ۵ > ۴')).toBe(false);
  });

  it('turns plain text into paragraphs and lines', () => {
    expect(textToParagraphs('خط یک\nخط دو\n\n\nبند دوم\r\n')).toEqual([
      ['خط یک', 'خط دو'],
      ['بند دوم'],
    ]);
    expect(textToParagraphs('   ')).toEqual([]);
  });

  it('keeps only links a person may safely follow', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('/donation/all')).toBe('/donation/all');
    expect(safeHref('mailto:info@example.org')).toBe('mailto:info@example.org');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' java\tscript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('keeps only image sources of the web or this site', () => {
    expect(safeImageSrc('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
  });

  it('makes a plain excerpt for cards', () => {
    expect(plainExcerpt('<p>کمک به <b>کودکان</b>&nbsp;محروم</p><script>x()</script>')).toBe(
      'کمک به کودکان محروم',
    );
    expect(plainExcerpt('یک دو سه چهار', 8)).toBe('یک دو…');
    expect(plainExcerpt(null)).toBe('');
  });
});
