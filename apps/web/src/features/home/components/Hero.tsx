import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE_NAME, SITE_SLOGAN } from '../../../config/site';
import { useSession } from '../../auth/session';
import { HeroArt } from './HeroArt';

export function Hero() {
  const { user } = useSession();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        background:
          'radial-gradient(circle at 12% 18%, rgba(217,150,26,0.28), transparent 42%), radial-gradient(circle at 90% 90%, rgba(47,138,143,0.55), transparent 45%), linear-gradient(140deg, #0f5e63 0%, #08393c 100%)',
        overflow: 'hidden',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              component="p"
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                mb: 2,
                borderRadius: 99,
                bgcolor: 'rgba(255,255,255,0.12)',
                fontSize: '0.85rem',
                fontWeight: 600,
              }}
            >
              {SITE_NAME}؛ خانه یادگیری و هم‌اندیشی
            </Typography>
            <Typography
              id="hero-title"
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '1.9rem', sm: '2.4rem', md: '3rem' },
                lineHeight: 1.5,
              }}
            >
              {SITE_SLOGAN}
            </Typography>
            <Typography
              sx={{
                mt: 2,
                fontSize: { xs: '1rem', md: '1.15rem' },
                lineHeight: 2,
                opacity: 0.88,
                maxWidth: 560,
              }}
            >
              در دوره‌های آموزشی و حلقه‌های مباحثه شرکت کنید، رویدادها را از دست ندهید، کتاب و
              محتوای ارزشمند تهیه کنید و در طرح‌های نیکوکاری سهیم شوید.
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={paths.allClassrooms}
                variant="contained"
                color="secondary"
                size="large"
                // "Onward" in RTL points left.
                endIcon={<ArrowBackRounded />}
                sx={{ px: 3, fontSize: '1rem' }}
              >
                مشاهده دوره‌ها
              </Button>
              <Button
                component={RouterLink}
                to={user ? paths.panel.root : paths.signUp}
                variant="outlined"
                size="large"
                sx={{
                  px: 3,
                  fontSize: '1rem',
                  color: 'common.white',
                  borderColor: 'rgba(255,255,255,0.5)',
                  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
                }}
              >
                {user ? 'ورود به پنل کاربری' : 'ثبت نام رایگان'}
              </Button>
            </Box>
          </Grid>
          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}
          >
            <HeroArt />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
