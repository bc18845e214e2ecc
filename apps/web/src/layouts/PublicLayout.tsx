import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { useRouteTitle } from '../app/routeHandle';
import { ComposedRoute, usePageSettingRoute } from '../features/content/components/ComposedRoute';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  const pageSetting = usePageSettingRoute();
  const title = useRouteTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flex: 1 }}>
        {/* A route with a page-setting key is drawn with the sections staff composed for it. */}
        {pageSetting ? (
          <ComposedRoute route={pageSetting.route} settingKey={pageSetting.key} title={title} />
        ) : (
          <Outlet />
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}
