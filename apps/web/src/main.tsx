import './theme/fonts';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { startServiceWorker } from './app/serviceWorker';

/** What the server's render of this page hands over (apps/api/src/modules/cma/ssr.ts). */
interface ServerRender {
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
const drawn = container.firstElementChild ? serverRender() : null;

if (drawn) {
  // The server drew this page: take its answers and its route's code, then hydrate its markup.
  hydrate(queryClient, drawn.queries);
  void loadMatchedRoutes().then(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter(drawn.router)} client={queryClient} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} client={queryClient} />
    </StrictMode>,
  );
}

startServiceWorker();
