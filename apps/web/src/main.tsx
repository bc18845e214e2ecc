import './theme/fonts';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { startServiceWorker } from './app/serviceWorker';

/** What the server's render of this page hands over (apps/api/src/modules/cma/ssr.ts). */
interface ServerRender {
  /** The address it was drawn for (the service worker's offline shell is the home's). */
  path: string;
  queries: DehydratedState;
  router: HydrationState;
  /** The files of the page's route code (apps/api/src/modules/cma/ssr.ts). */
  preload?: string[];
}

function serverRender(): ServerRender | null {
  const text = document.getElementById('daneshsara-ssr')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRender;
  } catch {
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('root element missing from index.html');
const served = container.firstElementChild ? serverRender() : null;
const drawn =
  served?.path === `${window.location.pathname}${window.location.search}` ? served : null;

declare global {
  interface Window {
    /** apps/web/start.js: the buttons pressed before React took the page over. */
    daneshsaraEarly?: { take(): HTMLButtonElement[] };
  }
}

/** Presses again, once the page has hydrated, a button pressed before it had. */
function PressEarlyButton({ buttons }: { buttons: HTMLButtonElement[] }) {
  useEffect(() => {
    for (const button of buttons) if (button.isConnected) button.click();
  }, [buttons]);
  return null;
}

/** The browser draws the page itself, replacing whatever is in #root. */
function draw(root: HTMLElement): void {
  // Whatever was pressed is gone with the markup it was pressed on.
  window.daneshsaraEarly?.take();
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} client={queryClient} />
    </StrictMode>,
  );
}

/** The rest of the work in a task of its own: the browser paints and answers input between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Requests started in one task: each costs the page's thread a little (71 on the home page). */
const PRELOADS_PER_TASK = 12;

/**
 * Starts fetching the route's code a few files per task. The route's `lazy` then finds each file
 * already asked for (Vite's preload skips an address a modulepreload link has) instead of
 * starting them all at once.
 */
async function preloadRouteCode(files: string[]): Promise<void> {
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    await nextTask();
  }
}

async function hydrateDrawn(page: ServerRender, root: HTMLElement): Promise<void> {
  // The server drew this page: take its answers and its route's code, then hydrate its markup.
  // Each step starts a task of its own (a phone would otherwise spend one long task on them all),
  // and hydration runs as a transition: the page is already on screen, so React hydrates it in
  // slices between which the browser answers input.
  await nextTask();
  await preloadRouteCode(page.preload ?? []);
  let hydrate: typeof import('./app/serverRender').hydrate;
  try {
    [{ hydrate }] = await Promise.all([import('./app/serverRender'), loadMatchedRoutes()]);
  } catch {
    // The route's code did not arrive: drawn by the browser, whose router shows the error page.
    draw(root);
    return;
  }
  hydrate(queryClient, page.queries);
  await nextTask();
  const router = createAppRouter(page.router);
  // From here React answers presses itself (on the part not hydrated yet, by hydrating it first).
  const pressed = window.daneshsaraEarly?.take() ?? [];
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} client={queryClient} />
        <PressEarlyButton buttons={pressed} />
      </StrictMode>,
    );
  });
}

if (drawn) void hydrateDrawn(drawn, container);
// Drawn for another address (or not at all).
else draw(container);

startServiceWorker();
