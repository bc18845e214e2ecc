import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'success' | 'error' | 'warning';

/**
 * An icon on a soft tile of its tone: a section card's heading (40 px, rounded square), a verdict's
 * seal (the certificate check: larger and round).
 */
export function IconTile({
  children,
  tone = 'primary',
  size = 40,
  round = false,
}: {
  children: ReactNode;
  tone?: Tone;
  size?: number;
  round?: boolean;
}) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: round ? '50%' : 2.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: (t) => (tone === 'primary' ? 'rgba(15,94,99,0.08)' : `${t.palette[tone].main}1f`),
        color: `${tone}.main`,
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}
