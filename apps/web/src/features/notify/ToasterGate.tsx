import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

const hasToasts = () => getToasts().length > 0;

/** Loads the toast UI with the first toast: most first visits never need it. */
export function ToasterGate() {
  const waiting = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const [needed, setNeeded] = useState(false);
  if (waiting && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
