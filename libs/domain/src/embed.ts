/**
 * Embeds (a media's iframe_code): a video host's player (Aparat, YouTube, ...) runs its own
 * scripts and keeps its own storage, so its frame needs `allow-scripts allow-same-origin`. That
 * pair is safe only for a foreign origin: a frame of this site's own origin with both could
 * reach into the page and lift its own sandbox. So an embed is drawn only from an absolute https
 * address on another site (docs/domain-rules.md "Embeds"): the server refuses any other, and the
 * storefront and the console check again before drawing (a row stored before the rule, or a site
 * moved to another address).
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** Is `host` this site, a subdomain of it, or a parent of it (cookies can cross all three)? */
function sameSite(host: string, site: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const s = site.toLowerCase().replace(/\.$/, '');
  return !!s && (h === s || h.endsWith(`.${s}`) || s.endsWith(`.${h}`));
}

/**
 * The address an embed may be framed from: an absolute https URL whose host is not one of
 * `siteHosts` (the site's own host names); null for a relative, non-https or same-site address.
 */
export function foreignEmbedSrc(
  src: string | null | undefined,
  siteHosts: readonly string[],
): string | null {
  const raw = src?.trim() ?? '';
  // No URL class here (this library runs without DOM or Node types): the authority by hand, and
  // anything a browser would read differently (spaces, escapes, backslashes) refused.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  const authority = /^https:\/\/([^/?#\\]*)/i.exec(raw)?.[1];
  if (!authority) return null;
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  if (!/^[a-z0-9.-]+$/i.test(host) || !/[a-z0-9]/i.test(host)) return null;
  if (siteHosts.some((site) => sameSite(host, site))) return null;
  return raw;
}
