import { ThemeRoot } from '@daneshsara/ui/ThemeRoot';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToasterGate } from '../features/notify/ToasterGate';
import { createWebTheme } from '../theme/theme';
import { queryClient } from './queryClient';
import { router } from './router';

export function App() {
  const theme = useMemo(() => createWebTheme(), []);
  return (
    <ThemeRoot theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToasterGate />
      </QueryClientProvider>
    </ThemeRoot>
  );
}
