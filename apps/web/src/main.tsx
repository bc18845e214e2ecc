import './theme/fonts';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
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

/** The browser draws the page itself, replacing whatever is in #root. */
function draw(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} client={queryClient} />
    </StrictMode>,
  );
}

if (drawn) {
  // The server drew this page: take its answers and its route's code, then hydrate its markup,
  // as a transition: the page is already on screen, so React hydrates it in slices between which
  // the browser answers input, instead of one long task.
  Promise.all([import('./app/serverRender'), loadMatchedRoutes()]).then(
    ([{ hydrate }]) => {
      hydrate(queryClient, drawn.queries);
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App router={createAppRouter(drawn.router)} client={queryClient} />
          </StrictMode>,
        );
      });
    },
    // The route's code did not arrive: drawn by the browser, whose router shows the error page.
    () => draw(container),
  );
} else {
  // Drawn for another address (or not at all).
  draw(container);
}

startServiceWorker();
