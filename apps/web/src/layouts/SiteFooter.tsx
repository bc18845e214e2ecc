import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../components/Logo';
import {
  FOOTER_LINKS,
  MAIN_MENU,
  SITE_NAME,
  SITE_SLOGAN,
  SOCIAL_LINKS,
  type SocialNetwork,
} from '../config/site';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  telegram: <TelegramIcon />,
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
};

function currentJalaliYear(): string {
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric' }).format(new Date());
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      sx={{ fontWeight: 700, fontSize: '1rem', mb: 2, color: 'common.white' }}
    >
      {children}
    </Typography>
  );
}

const linkSx = {
  color: 'rgba(255,255,255,0.78)',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  '&:hover': { color: 'common.white' },
} as const;

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.78)', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 3 }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo inverted size={44} />
            <Typography sx={{ mt: 2, fontWeight: 600, color: 'common.white' }}>
              {SITE_SLOGAN}
            </Typography>
            <Typography sx={{ mt: 1, lineHeight: 2, fontSize: '0.92rem', maxWidth: 420 }}>
              {SITE_NAME} خانه‌ای برای یادگیری و هم‌اندیشی است: دوره‌های آموزشی و حلقه‌های مباحثه،
              رویدادها، کتاب و محتوای فرهنگی، و طرح‌های نیکوکاری که با همراهی شما به ثمر می‌نشینند.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <FooterHeading>دسترسی سریع</FooterHeading>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {MAIN_MENU.slice(0, 5).map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <FooterHeading>راهنما</FooterHeading>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <FooterHeading>همراه ما باشید</FooterHeading>
            <Stack direction="row" spacing={1}>
              {SOCIAL_LINKS.map((social) => (
                <IconButton
                  key={social.network}
                  component="a"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  sx={{
                    color: 'common.white',
                    bgcolor: 'rgba(255,255,255,0.08)',
                    '&:hover': { bgcolor: 'secondary.main', color: '#1f1500' },
                  }}
                >
                  {SOCIAL_ICONS[social.network]}
                </IconButton>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: { xs: 4, md: 6 },
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.12)',
            textAlign: 'center',
            fontSize: '0.85rem',
          }}
        >
          © {currentJalaliYear()} {SITE_NAME}. همه حقوق محفوظ است.
        </Box>
      </Container>
    </Box>
  );
}
