import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AppMenu } from './AppMenu';
import { BrandTitle } from './BrandTitle';

function ConsoleAppBar() {
  return (
    <AppBar color="primary">
      <BrandTitle />
      {/* A phone leaves little room beside the buttons: a smaller title still fits whole. */}
      <TitlePortal sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }} />
    </AppBar>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // min-width 0: wide content (tabs, tables) scrolls inside the page instead of widening it.
    <Layout
      menu={AppMenu}
      appBar={ConsoleAppBar}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
