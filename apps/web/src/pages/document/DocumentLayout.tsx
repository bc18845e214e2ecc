import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { createWebTheme } from '../../theme/theme';
import { DocThemeContext, type ThemeMode } from './docTheme';

/** SPEC section 2's Document group: developer pages, each a tab here. */
export const DOC_PAGES = [
  { path: '/document/component', label: 'اجزای رابط' },
  { path: '/theme/controls', label: 'نشانه‌های طراحی' },
  { path: '/form-generator', label: 'فرم‌ساز' },
  { path: '/icon-sax', label: 'نمادها' },
  { path: '/debug', label: 'اشکال‌یابی' },
] as const;

/** The developer pages' frame: tabs between them and a light/dark switch that applies live. */
export function DocumentLayout() {
  const [mode, setMode] = useState<ThemeMode>('light');
  const theme = useMemo(() => createWebTheme(mode), [mode]);
  const { pathname } = useLocation();
  const current = DOC_PAGES.find((p) => pathname.startsWith(p.path));
  const context = useMemo(() => ({ mode, setMode }), [mode]);
  return (
    <DocThemeContext.Provider value={context}>
      <ThemeProvider theme={theme}>
        <PageTitle title={current ? `${current.label} · مستندات` : 'مستندات'} />
        <Box
          data-theme-mode={mode}
          sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
        >
          <AppBar position="sticky">
            <Toolbar sx={{ gap: 1.5 }}>
              <Logo inverted={mode === 'dark'} />
              <Typography sx={{ fontWeight: 700, flex: 1, display: { xs: 'none', sm: 'block' } }}>
                مستندات توسعه
              </Typography>
              <Box sx={{ flex: { xs: 1, sm: 0 } }} />
              <Tooltip title={mode === 'light' ? 'پوسته تیره' : 'پوسته روشن'}>
                <IconButton
                  aria-label={mode === 'light' ? 'پوسته تیره' : 'پوسته روشن'}
                  onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}
                >
                  {mode === 'light' ? <DarkModeRounded /> : <LightModeRounded />}
                </IconButton>
              </Tooltip>
            </Toolbar>
            <Tabs
              value={current?.path ?? false}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="صفحه‌های مستندات"
            >
              {DOC_PAGES.map((p) => (
                <Tab
                  key={p.path}
                  value={p.path}
                  label={p.label}
                  component={RouterLink}
                  to={p.path}
                />
              ))}
            </Tabs>
          </AppBar>
          <Container component="main" maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
            <Outlet />
          </Container>
        </Box>
      </ThemeProvider>
    </DocThemeContext.Provider>
  );
}
