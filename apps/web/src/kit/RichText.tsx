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

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return toPersianDigits(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  const kept = KEPT_TAGS[tag];
  if (!kept) return createElement(Fragment, { key }, ...children);
  if (kept === 'br' || kept === 'hr') return createElement(kept, { key });
  if (kept === 'img') {
    const src = safeImageSrc(element.getAttribute('src'));
    return src
      ? createElement('img', { key, src, alt: element.getAttribute('alt') ?? '', loading: 'lazy' })
      : null;
  }
  if (kept === 'a') {
    const href = safeHref(element.getAttribute('href'));
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
  if (looksLikeHtml(text) && typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return Array.from(doc.body.childNodes).map((child, i) => convert(child, String(i)));
  }
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
