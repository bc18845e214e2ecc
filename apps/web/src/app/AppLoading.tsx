import Box from '@mui/material/Box';
import { LogoMark } from '../components/Logo';

/** Shown while the first page's code arrives: the mark, breathing. */
export function AppLoading() {
  return (
    <Box
      role="status"
      aria-label="در حال بارگذاری"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        '@keyframes daneshsara-breathe': {
          '0%, 100%': { opacity: 1, transform: 'scale(1)' },
          '50%': { opacity: 0.55, transform: 'scale(0.94)' },
        },
        '& svg': { animation: 'daneshsara-breathe 1.4s ease-in-out infinite' },
      }}
    >
      <LogoMark size={64} />
    </Box>
  );
}
