import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '../config/site';

/** The mark: an open book under a lamp, in the brand's teal and amber. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="#0f5e63" />
      <circle cx="32" cy="17" r="6" fill="#d9961a" />
      <path d="M12 27c7-2 14-1 20 4v21c-6-5-13-6-20-4z" fill="#fff" />
      <path d="M52 27c-7-2-14-1-20 4v21c6-5 13-6 20-4z" fill="#e8f1f1" />
    </Box>
  );
}

interface LogoProps {
  size?: number;
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
  showName?: boolean;
}

export function Logo({ size = 40, inverted = false, showName = true }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${SITE_NAME}، صفحه اصلی`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: inverted ? 'common.white' : 'primary.dark',
        textDecoration: 'none',
        minHeight: 44,
      }}
    >
      <LogoMark size={size} />
      {showName && (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: size > 40 ? '1.6rem' : '1.3rem', lineHeight: 1 }}
        >
          {SITE_NAME}
        </Typography>
      )}
    </Box>
  );
}
