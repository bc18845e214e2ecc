import { useMatches } from 'react-router-dom';

/** What a route tells its page and layout: the Persian title of the place. */
export interface RouteHandle {
  title?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && 'title' in value;
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle) && handle.title) return handle.title;
  }
  return undefined;
}
