import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { SITE_SLOGAN } from '../config/site';

/** SPEC section 2: auth screens stand alone, without the site's header and footer. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 3, sm: 6 },
        background:
          'radial-gradient(circle at 100% 0%, rgba(15,94,99,0.12), transparent 45%), radial-gradient(circle at 0% 100%, rgba(217,150,26,0.14), transparent 45%), #f6f4ef',
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Logo size={48} />
        <Typography sx={{ color: 'text.secondary', mt: 1, fontSize: '0.9rem' }}>
          {SITE_SLOGAN}
        </Typography>
      </Box>
      <Paper
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 2.5, sm: 4 },
          border: '1px solid #e7e2d8',
          boxShadow: '0 12px 40px rgba(8,57,60,0.08)',
        }}
      >
        <Outlet />
      </Paper>
      <Button
        component={RouterLink}
        to="/"
        color="inherit"
        startIcon={<ArrowForwardRounded />}
        sx={{ mt: 2, color: 'text.secondary' }}
      >
        بازگشت به صفحه اصلی
      </Button>
    </Box>
  );
}
