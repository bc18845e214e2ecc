import type { Location } from 'react-router-dom';

/**
 * Menu links may differ only by query (دوره‌ها vs حلقه‌های مباحثه share /all-classrooms), so a
 * link is active when the path matches and so does its `type`.
 */
export function isLinkActive(to: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const url = new URL(to, 'http://x');
  if (location.pathname !== url.pathname && !location.pathname.startsWith(`${url.pathname}/`)) {
    return false;
  }
  const current = new URLSearchParams(location.search);
  return (url.searchParams.get('type') ?? null) === (current.get('type') ?? null);
}
