import Box from '@mui/material/Box';
import { toPersianDigits } from '@daneshsara/domain';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import {
  DROPPED_TAGS,
  KEPT_TAGS,
  looksLikeHtml,
  safeHref,
  safeImageSrc,
  textToParagraphs,
} from './richText';

/** What convert reads of a parsed node: the browser's DOM, or the server render's stand-in. */
export interface HtmlNode {
  nodeType: number;
  textContent: string | null;
  tagName?: string;
  childNodes?: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}
type HtmlParser = (html: string) => ArrayLike<HtmlNode>;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

let parseHtml: HtmlParser | null =
  typeof DOMParser === 'undefined'
    ? null
    : (html) => new DOMParser().parseFromString(html, 'text/html').body.childNodes;

/** The server render has no DOMParser: it gives its own (entry-server.tsx), same tree. */
export function setHtmlParser(parser: HtmlParser): void {
  parseHtml = parser;
}

function convert(node: HtmlNode, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return toPersianDigits(node.textContent ?? '');
  if (node.nodeType !== ELEMENT_NODE || !node.tagName) return null;
  const attr = (name: string) => node.getAttribute?.(name) ?? null;
  const tag = node.tagName.toUpperCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes ?? []).map((child, i) =>
    convert(child, `${key}.${i}`),
  );
  const kept = KEPT_TAGS[tag];
  if (!kept) return createElement(Fragment, { key }, ...children);
  if (kept === 'br' || kept === 'hr') return createElement(kept, { key });
  if (kept === 'img') {
    const src = safeImageSrc(attr('src'));
    return src
      ? createElement('img', { key, src, alt: attr('alt') ?? '', loading: 'lazy' })
      : null;
  }
  if (kept === 'a') {
    const href = safeHref(attr('href'));
    if (!href) return createElement(Fragment, { key }, ...children);
    const external = /^https?:/i.test(href);
    return createElement(
      'a',
      { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
      ...children,
    );
  }
  return createElement(kept, { key }, ...children);
}

function render(text: string): ReactNode {
  if (looksLikeHtml(text) && parseHtml)
    return Array.from(parseHtml(text)).map((child, i) => convert(child, String(i)));
  return textToParagraphs(text).map((lines, i) => (
    <p key={i}>
      {lines.map((line, j) => (
        <Fragment key={j}>
          {j > 0 && <br />}
          {toPersianDigits(line)}
        </Fragment>
      ))}
    </p>
  ));
}

/** A staff-written description (HTML or plain text), shown safely in the page's typography. */
export function RichText({ text }: { text: string }) {
  const content = useMemo(() => render(text), [text]);
  return (
    <Box
      sx={{
        lineHeight: 2.1,
        fontSize: { xs: '0.98rem', md: '1.05rem' },
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& p, & div': { my: 0, mb: 1.75 },
        '& > :last-child': { mb: 0 },
        '& h3, & h4, & h5, & h6': { fontWeight: 800, lineHeight: 1.7, mt: 3, mb: 1 },
        '& h3': { fontSize: '1.25rem' },
        '& h4': { fontSize: '1.12rem' },
        '& h5, & h6': { fontSize: '1rem' },
        '& ul, & ol': { paddingInlineStart: 3, paddingInlineEnd: 0, my: 1.5 },
        '& li': { mb: 0.75 },
        '& blockquote': {
          m: 0,
          my: 2,
          px: 2,
          py: 1,
          borderInlineStart: '4px solid',
          borderColor: 'secondary.main',
          bgcolor: 'rgba(217,150,26,0.08)',
          borderRadius: 1,
        },
        '& a': { color: 'primary.main', fontWeight: 600 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 2 },
        '& figure': { m: 0 },
        '& figcaption': { color: 'text.secondary', fontSize: '0.85rem', textAlign: 'center' },
        '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 3 },
      }}
    >
      {content}
    </Box>
  );
}
