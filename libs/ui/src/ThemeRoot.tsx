import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './theme';
import { createRtlCache } from './rtl';

const rtlCache = createRtlCache();

/** RTL + theme + baseline for a whole app; the html element must carry dir="rtl" lang="fa". */
export function ThemeRoot({ children, theme }: { children: ReactNode; theme?: Theme }) {
  const value = useMemo(() => theme ?? createAppTheme('light'), [theme]);
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={value}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
