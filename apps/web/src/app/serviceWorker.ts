/**
 * SPEC section 1's start-up: the service worker (public/sw.js) is registered in a built site and a
 * waiting new version is announced with a button that switches to it; the web-version check
 * reloads a page whose built-in version is not the server's last one; losing the connection shows
 * a notice until it is back. The notices' state lives here (outside React) and <AppNotices/>
 * shows it.
 */

/** The storefront's built-in version (SPEC section 7: 1.0.0); raise it with a release. */
export const WEB_VERSION = '1.0.0';
/** The setting that holds the server's last web version (GET /cma/settings/key/LastWebVersion). */
export const WEB_VERSION_KEY = 'LastWebVersion';
const RELOADED_FOR = 'daneshsara:reloaded-for-version';

export interface AppNoticeState {
  /** A new service worker is installed and waiting. */
  update: boolean;
  offline: boolean;
}

let state: AppNoticeState = {
  update: false,
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
};
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<AppNoticeState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const appNotices = {
  get: (): AppNoticeState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The update button: the waiting worker takes over, then the page reloads with the new version. */
  applyUpdate(): void {
    if (!waitingWorker) return window.location.reload();
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waitingWorker.postMessage('SKIP_WAITING');
  },
};

/**
 * Reloads once when the server names a web version other than the built-in one (a stale page
 * after a release); the version reloaded for is remembered for the tab, so a server ahead of its
 * own build never reloads in a loop.
 */
export async function checkWebVersion(): Promise<void> {
  try {
    const res = await fetch(`/api/cma/settings/key/${WEB_VERSION_KEY}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return;
    const { value } = (await res.json()) as { value?: unknown };
    const latest = typeof value === 'string' ? value.trim() : '';
    if (!latest || latest === WEB_VERSION || sessionStorage.getItem(RELOADED_FOR) === latest)
      return;
    sessionStorage.setItem(RELOADED_FOR, latest);
    window.location.reload();
  } catch {
    // Offline or the API away: the page goes on as it is.
  }
}

function watch(registration: ServiceWorkerRegistration): void {
  const waiting = () => {
    // The first install (no controller yet) is not an update.
    if (registration.waiting && navigator.serviceWorker.controller) {
      waitingWorker = registration.waiting;
      set({ update: true });
    }
  };
  waiting();
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', waiting);
  });
  // A tab left open looks for a new /sw.js when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

export function startServiceWorker(): void {
  window.addEventListener('offline', () => set({ offline: true }));
  window.addEventListener('online', () => set({ offline: false }));
  if (!import.meta.env.PROD) return;
  const start = () => {
    void checkWebVersion();
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/sw.js').then(watch, () => undefined);
  };
  // After the page's load, not competing with it; the script itself starts after the first
  // paint (vite.config.mts, startAfterPaint), often once the page has loaded already.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
