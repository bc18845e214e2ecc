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
  if (!/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname) return null;
  if (siteHosts.some((site) => sameSite(url.hostname, site))) return null;
  return url.href;
}
