import { useState } from 'react';

/**
 * True from the first time `open` is true, forever after: lazily loaded drawers, menus and
 * dialogs are fetched on first use and then stay mounted so they can animate closed.
 */
export function useMountedOnce(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted;
}
