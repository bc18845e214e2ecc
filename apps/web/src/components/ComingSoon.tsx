import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A calm drawing of a growing sapling: "this part is on its way". */
function SaplingArt() {
  return (
    <Box component="svg" viewBox="0 0 200 150" aria-hidden sx={{ width: 180, maxWidth: '60%' }}>
      <ellipse cx="100" cy="128" rx="70" ry="10" fill="#e7e2d8" />
      <path d="M74 96h52l-6 32H80z" fill="#d9961a" />
      <rect x="70" y="90" width="60" height="10" rx="4" fill="#b87a0e" />
      <path d="M100 92V52" stroke="#0f5e63" strokeWidth="5" strokeLinecap="round" />
      <path d="M100 66c-18 0-30-10-32-26 18 0 30 8 32 26z" fill="#2f8a8f" />
      <path d="M100 56c16-2 28-14 28-30-18 2-28 12-28 30z" fill="#0f5e63" />
      <circle cx="152" cy="30" r="10" fill="#f3d9a4" />
      <circle cx="44" cy="24" r="4" fill="#cfe3e3" />
      <circle cx="166" cy="70" r="3" fill="#cfe3e3" />
    </Box>
  );
}

interface ComingSoonProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function ComingSoon({ title, description, action }: ComingSoonProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <SaplingArt />
      <Typography
        component="span"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 99,
          bgcolor: 'rgba(217,150,26,0.14)',
          color: '#8a5a00',
          fontWeight: 700,
          fontSize: '0.85rem',
        }}
      >
        به زودی
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480, lineHeight: 1.9 }}>
        {description ??
          'این بخش در حال آماده‌سازی است و به زودی در دسترس قرار می‌گیرد. از شکیبایی شما سپاسگزاریم.'}
      </Typography>
      {action ?? (
        <Button
          component={RouterLink}
          to="/"
          variant="outlined"
          // In RTL "back" points right.
          startIcon={<ArrowForwardRounded />}
          sx={{ mt: 1 }}
        >
          بازگشت به صفحه اصلی
        </Button>
      )}
    </Box>
  );
}
