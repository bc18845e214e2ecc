import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './theme';
import { createRtlCache } from './rtl';

const rtlCache = createRtlCache();

/**
 * RTL + theme + baseline for a whole app; the html element must carry dir="rtl" lang="fa".
 * A server render passes its own `cache` (one per request, the same key) to collect its styles.
 */
export function ThemeRoot({
  children,
  theme,
  cache,
}: {
  children: ReactNode;
  theme?: Theme;
  cache?: EmotionCache;
}) {
  const value = useMemo(() => theme ?? createAppTheme('light'), [theme]);
  return (
    <CacheProvider value={cache ?? rtlCache}>
      <ThemeProvider theme={value}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
