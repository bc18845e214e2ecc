import { Nullable } from '../../../core/http/nullable';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text staff write (posts, contents, topics, media and category descriptions): an allow-list
 * of tags and attributes, links only to http(s), mail and phone, pictures only from http(s) or our
 * own uploads. No script, no event handler, no style, no javascript: URL survives.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'h1',
    'h2',
    'span',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * An embed (a media's iframe_code or script_code): one iframe from an https address, always
 * sandboxed; anything else, scripts included, is dropped.
 */
const EMBED: sanitizeHtml.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: { iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'sandbox'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  allowedIframeHostnames: undefined,
  transformTags: {
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, sandbox: 'allow-scripts allow-same-origin allow-presentation', loading: 'lazy' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};
EMBED.allowedAttributes = { iframe: [...(EMBED.allowedAttributes as Record<string, string[]>).iframe, 'loading'] };

export function cleanRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const out = sanitizeHtml(html, RICH).trim();
  return out === '' ? null : out;
}

export function cleanEmbed(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const out = sanitizeHtml(html, EMBED).trim();
  return out === '' ? null : out;
}

/** An optional rich-text body field: text, at most `max` characters, sanitised on the way in. */
export const RichText = (max: number) =>
  applyDecorators(
    Nullable(),
    IsString(),
    MaxLength(max, { message: `متن نباید بیشتر از ${max.toLocaleString('fa-IR')} نویسه باشد.` }),
    Transform(({ value }) => (typeof value === 'string' ? cleanRichText(value) : value)),
  );

/** An optional embed field (iframe_code, script_code). */
export const EmbedCode = () =>
  applyDecorators(
    IsOptional(),
    IsString(),
    MaxLength(5000),
    Transform(({ value }) => (typeof value === 'string' ? cleanEmbed(value) : value)),
  );
