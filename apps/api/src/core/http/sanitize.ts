import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import sanitizeHtml from 'sanitize-html';
import { EMBED_SANDBOX, foreignEmbedSrc, toLatinDigits } from '@daneshsara/domain';
import { Nullable } from './nullable';

/**
 * Rich text staff write (posts, contents, topics, media and category descriptions; causes,
 * products, classrooms, units, sessions, tests and questions, which the storefront draws as rich
 * text too): an allow-list
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
 * An embed (a media's iframe_code or script_code): iframes only, always sandboxed; anything else,
 * scripts included, is dropped. A frame's src that is not https loses it here; embedRefusal then
 * refuses a frame without a foreign https address (libs/domain embed.ts).
 */
const EMBED: sanitizeHtml.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: {
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'sandbox', 'loading'],
  },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  transformTags: {
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, sandbox: EMBED_SANDBOX, loading: 'lazy' },
    }),
  },
};

/** Could the text be markup at all? Plain text (no tag) is kept exactly, `&` and `<` included. */
const MARKUP = /<[a-z!?/][\s\S]*>/i;

export function cleanRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const out = (MARKUP.test(html) ? sanitizeHtml(html, RICH) : html).trim();
  return out === '' ? null : out;
}

export function cleanEmbed(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const out = sanitizeHtml(html, EMBED).trim();
  return out === '' ? null : out;
}

/**
 * Why a cleaned embed cannot be kept, in Persian, or null: every frame must point at an absolute
 * https address of another site than `siteHosts` (PUBLIC_URL's and CORS_ORIGINS' hosts).
 */
export function embedRefusal(cleaned: string | null, siteHosts: readonly string[]): string | null {
  if (!cleaned) return null;
  const frames = [...cleaned.matchAll(/<iframe\b([^>]*)>/gi)];
  for (const [, attrs] of frames) {
    const src = /\ssrc="([^"]*)"/i.exec(attrs)?.[1]?.replace(/&amp;/g, '&') ?? null;
    if (!foreignEmbedSrc(src, siteHosts)) {
      return 'کد نمایش باید قابی با نشانی کامل https از وب‌گاهی دیگر باشد؛ نشانی نسبی، بی‌https یا از همین وب‌گاه پذیرفته نیست.';
    }
  }
  return null;
}

/** The host names of the site itself, from its configured addresses. */
export function siteHostsOf(...urls: (string | undefined)[]): string[] {
  const hosts: string[] = [];
  for (const u of urls.flatMap((x) => (x ?? '').split(','))) {
    try {
      if (u.trim()) hosts.push(new URL(u.trim()).hostname);
    } catch {
      /* not an address */
    }
  }
  return hosts;
}

/**
 * Rich text in a module that also trims it and reads its digits as Latin (CleanText): the same
 * then cleaned by the allow-list; empty is null.
 */
export const CleanRichText = () =>
  Transform(({ value }) =>
    typeof value === 'string' ? cleanRichText(toLatinDigits(value)) : value,
  );

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
