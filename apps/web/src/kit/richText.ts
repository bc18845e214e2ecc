import { toPersianDigits } from '@daneshsara/domain';

/**
 * Staff write cause descriptions in the console, sometimes as HTML. The storefront never hands
 * that HTML to the browser as markup: it is parsed (inert, DOMParser runs no script), walked, and
 * only a short list of formatting elements with checked links survives as React elements.
 * These helpers are the pure half of that, kept apart so they are unit-tested.
 */

/** Does the text look like markup at all? Plain text is shown as paragraphs instead. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text);
}

/** Plain text to paragraphs: a blank line separates paragraphs, single newlines stay lines. */
export function textToParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A link a person may follow: web, mail, phone or a path of this site; never `javascript:`. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const href = raw.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (/^\/(?!\/|\\)/.test(href) || href.startsWith('#')) return href;
  return null;
}

/** An image source: this site's files or a web address; no `data:` or script URLs. */
export function safeImageSrc(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const src = raw.trim();
  if (/^https?:\/\//i.test(src) || /^\/(?!\/|\\)/.test(src)) return src;
  return null;
}

/** Elements kept (as the tag React draws); anything else shows its text but not itself. */
export const KEPT_TAGS: Readonly<Record<string, string>> = {
  P: 'p',
  DIV: 'div',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  U: 'u',
  S: 's',
  SMALL: 'small',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  H1: 'h3',
  H2: 'h3',
  H3: 'h4',
  H4: 'h5',
  H5: 'h6',
  H6: 'h6',
  BLOCKQUOTE: 'blockquote',
  HR: 'hr',
  A: 'a',
  IMG: 'img',
  FIGURE: 'figure',
  FIGCAPTION: 'figcaption',
};

/** Dropped with everything inside them. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
]);

/** The first plain-text characters of a description (cards show summary, or this). */
export function plainExcerpt(text: string | null | undefined, max = 160): string {
  if (!text) return '';
  const plain = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const cut = plain.length > max ? `${plain.slice(0, max).replace(/\s+\S*$/, '')}…` : plain;
  return toPersianDigits(cut);
}
