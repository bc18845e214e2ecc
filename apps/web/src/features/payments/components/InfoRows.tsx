import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Leave the row out (no «—» for things that do not apply). */
  hidden?: boolean;
}

/** Label and value pairs of a detail card: side by side, stacking on a phone. */
export function InfoRows({ items, columns = 2 }: { items: InfoItem[]; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 2, sm: 2.5 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {items
        .filter((item) => !item.hidden)
        .map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
