import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { LogoMark } from '../components/Logo';
import { PageTitle } from '../components/PageTitle';

/**
 * Last resort when a page fails to render or its code cannot be fetched (often a new release
 * replaced the old files): say so in Persian and offer a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <PageTitle title="خطا" />
      <LogoMark size={56} />
      <Typography component="h1" variant="h5">
        نمایش این صفحه ممکن نشد
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420, lineHeight: 1.9 }}>
        ممکن است نسخه تازه‌ای از سامانه منتشر شده باشد یا اتصال اینترنت قطع شده باشد. لطفا صفحه را
        دوباره بارگذاری کنید.
      </Typography>
      {/* A plain button: this page ships with every first load, MUI's Button does not need to. */}
      <Box
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={{
          font: 'inherit',
          fontWeight: 600,
          minHeight: 44,
          px: 3,
          border: 0,
          borderRadius: '10px',
          cursor: 'pointer',
          color: 'common.white',
          bgcolor: 'primary.main',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        بارگذاری دوباره
      </Box>
    </Box>
  );
}
