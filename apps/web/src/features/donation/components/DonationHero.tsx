import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { donationPaths } from '../paths';

/** Two open hands holding a heart, drawn in the brand's teal and amber. */
function GivingArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 260"
      aria-hidden
      sx={{ width: '100%', maxWidth: 360, height: 'auto' }}
    >
      <circle cx="160" cy="130" r="118" fill="rgba(255,255,255,0.06)" />
      <circle cx="160" cy="130" r="84" fill="rgba(255,255,255,0.07)" />
      <path
        d="M160 150c-30-20-58-40-58-68 0-18 14-30 30-30 12 0 22 7 28 17 6-10 16-17 28-17 16 0 30 12 30 30 0 28-28 48-58 68z"
        fill="#e2a941"
      />
      <path
        d="M132 62c-10 0-18 8-18 20"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M40 170c20-6 42-2 62 10l40 22c10 6 8 20-4 20H96"
        stroke="#f6f4ef"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M280 170c-20-6-42-2-62 10l-40 22c-10 6-8 20 4 20h42"
        stroke="#cfe3e3"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="62" cy="60" r="5" fill="rgba(255,255,255,0.5)" />
      <circle cx="262" cy="48" r="4" fill="rgba(255,255,255,0.45)" />
      <circle cx="276" cy="110" r="3" fill="rgba(255,255,255,0.4)" />
    </Box>
  );
}

/** The donation landing's opening: why give here, and where to start. */
export function DonationHero() {
  return (
    <Box
      component="section"
      aria-labelledby="donation-hero-title"
      sx={{
        color: 'common.white',
        background:
          'radial-gradient(circle at 85% 15%, rgba(217,150,26,0.30), transparent 42%), radial-gradient(circle at 10% 90%, rgba(47,138,143,0.55), transparent 45%), linear-gradient(140deg, #0f5e63 0%, #08393c 100%)',
        overflow: 'hidden',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
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
              نیکوکاری در دانش‌سرا
            </Typography>
            <Typography
              id="donation-hero-title"
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '1.8rem', sm: '2.3rem', md: '2.8rem' },
                lineHeight: 1.5,
              }}
            >
              با هم، گره‌ای از کار دیگران بگشاییم
            </Typography>
            <Typography
              sx={{
                mt: 2,
                fontSize: { xs: '1rem', md: '1.1rem' },
                lineHeight: 2,
                opacity: 0.9,
                maxWidth: 560,
              }}
            >
              طرحی را که به دلتان نزدیک‌تر است انتخاب کنید و با هر مبلغی که می‌توانید در آن سهیم
              شوید. کمک‌ها مستقیم به همان طرح می‌رسد و گزارش آن را می‌بینید.
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={donationPaths.all}
                variant="contained"
                color="secondary"
                size="large"
                endIcon={<ArrowBackRounded />}
                sx={{ px: 3, fontSize: '1rem' }}
              >
                مشاهده همه طرح‌ها
              </Button>
              <Button
                component={RouterLink}
                to={donationPaths.categories}
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
                دسته‌بندی طرح‌ها
              </Button>
            </Box>
          </Grid>
          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}
          >
            <GivingArt />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
