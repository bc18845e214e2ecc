import type { Location } from 'react-router-dom';

/**
 * Menu links may differ only by query (دوره‌ها vs حلقه‌های مباحثه share /all-classrooms), so a
 * link is active when the path matches and so does its `type`.
 */
/** Sections whose pages also live under a sibling path (a cause's category pages are donation pages). */
const ALSO_UNDER: Record<string, string> = { '/donation': '/donation-category' };

export function isLinkActive(to: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const url = new URL(to, 'http://x');
  const under = (base: string) =>
    location.pathname === base || location.pathname.startsWith(`${base}/`);
  const sibling = ALSO_UNDER[url.pathname];
  if (!under(url.pathname) && !(sibling && under(sibling))) {
    return false;
  }
  const current = new URLSearchParams(location.search);
  return (url.searchParams.get('type') ?? null) === (current.get('type') ?? null);
}
