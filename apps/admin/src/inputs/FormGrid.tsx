import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Inputs side by side in two columns from the `from` breakpoint up, one under another below. */
export function FormGrid({
  from = 'sm',
  maxWidth,
  children,
}: {
  from?: 'sm' | 'md';
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        width: '100%',
        maxWidth,
      }}
    >
      {children}
    </Box>
  );
}
