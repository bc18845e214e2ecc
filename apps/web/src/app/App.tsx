import type { EmotionCache } from '@emotion/cache';
import { ThemeRoot } from '@daneshsara/ui/ThemeRoot';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToasterGate } from '../features/notify/ToasterGate';
import { createWebTheme } from '../theme/theme';
import type { AppRouter } from './router';

/** What every page sits in, in the browser and in the server render (entry-server.tsx). */
export function AppShell({
  client,
  cache,
  children,
}: {
  client: QueryClient;
  cache?: EmotionCache;
  children: ReactNode;
}) {
  const theme = useMemo(() => createWebTheme(), []);
  return (
    <ThemeRoot theme={theme} cache={cache}>
      <QueryClientProvider client={client}>
        {children}
        <ToasterGate />
      </QueryClientProvider>
    </ThemeRoot>
  );
}

export function App({ router, client }: { router: AppRouter; client: QueryClient }) {
  return (
    <AppShell client={client}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
