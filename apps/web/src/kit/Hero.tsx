import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const TEAL = 'linear-gradient(140deg, #0f5e63 0%, #08393c 100%)';
/** Amber light at the top corner, teal at the bottom one, over the brand's deep teal. */
const GLOWS = {
  start: `radial-gradient(circle at 12% 18%, rgba(217,150,26,0.28), transparent 42%), radial-gradient(circle at 90% 90%, rgba(47,138,143,0.55), transparent 45%), ${TEAL}`,
  end: `radial-gradient(circle at 85% 15%, rgba(217,150,26,0.30), transparent 42%), radial-gradient(circle at 10% 90%, rgba(47,138,143,0.55), transparent 45%), ${TEAL}`,
} as const;

type HeroLink = { to: string; label: string };

/**
 * The opening band of a public landing (home, donation): a pill above the page's one h1, a
 * paragraph, a main and a second action, and a drawing beside them on a desktop. `size="large"`
 * is the home page's; the section landings are a step smaller.
 */
export function Hero({
  id,
  eyebrow,
  title,
  text,
  primary,
  secondary,
  art,
  glow = 'start',
  size = 'medium',
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  primary: HeroLink;
  secondary: HeroLink;
  art: ReactNode;
  glow?: keyof typeof GLOWS;
  size?: 'large' | 'medium';
}) {
  const large = size === 'large';
  return (
    <Box
      component="section"
      data-kit="Hero"
      aria-labelledby={id}
      sx={{ color: 'common.white', background: GLOWS[glow], overflow: 'hidden' }}
    >
      <Container maxWidth="lg" sx={{ py: large ? { xs: 6, md: 10 } : { xs: 5, md: 8 } }}>
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
              {eyebrow}
            </Typography>
            <Typography
              id={id}
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: large
                  ? { xs: '1.9rem', sm: '2.4rem', md: '3rem' }
                  : { xs: '1.8rem', sm: '2.3rem', md: '2.8rem' },
                lineHeight: 1.5,
              }}
            >
              {title}
            </Typography>
            <Typography
              sx={{
                mt: 2,
                fontSize: { xs: '1rem', md: large ? '1.15rem' : '1.1rem' },
                lineHeight: 2,
                opacity: large ? 0.88 : 0.9,
                maxWidth: 560,
              }}
            >
              {text}
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={primary.to}
                variant="contained"
                color="secondary"
                size="large"
                // "Onward" in RTL points left.
                endIcon={<ArrowBackRounded />}
                sx={{ px: 3, fontSize: '1rem' }}
              >
                {primary.label}
              </Button>
              <Button
                component={RouterLink}
                to={secondary.to}
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
                {secondary.label}
              </Button>
            </Box>
          </Grid>
          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}
          >
            {art}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
