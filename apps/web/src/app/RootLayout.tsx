import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppNotices } from './AppNotices';

/**
 * A thin amber bar while the next page's code or data arrives. Drawn with CSS alone: this file
 * is part of every first load.
 */
function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="در حال بارگذاری"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: 2000,
        overflow: 'hidden',
        bgcolor: 'rgba(217,150,26,0.25)',
        '@keyframes daneshsara-progress': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: 'daneshsara-progress 1.1s ease-in-out infinite',
        },
      }}
    />
  );
}

/**
 * Every page: scroll to top on navigation (SPEC section 2), a thin bar while a page loads, and the
 * start-up notices (update ready, offline).
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <NavigationProgress />}
      <ScrollRestoration />
      <Outlet />
      <AppNotices />
    </>
  );
}
