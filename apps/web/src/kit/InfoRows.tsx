import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Leave the row out (no «—» for things that do not apply). */
  hidden?: boolean;
  /** Across the whole row (a long title). */
  wide?: boolean;
}

/**
 * Label and value pairs of a detail card: side by side, stacking on a phone; `pairs`: two to a
 * row even on a phone (short values: chips, dates).
 */
export function InfoRows({
  items,
  columns = 2,
  pairs = false,
}: {
  items: InfoItem[];
  columns?: 1 | 2 | 3;
  pairs?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 2, sm: 2.5 },
        gridTemplateColumns: pairs
          ? 'repeat(2, minmax(0, 1fr))'
          : {
              xs: '1fr',
              sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
              lg: `repeat(${columns}, minmax(0, 1fr))`,
            },
      }}
    >
      {items
        .filter((item) => !item.hidden)
        .map((item) => (
          <InfoPair key={item.label} label={item.label} value={item.value} wide={item.wide} />
        ))}
    </Box>
  );
}

/** One label and its value inside a <dl> grid; `wide` spans the whole row. */
function InfoPair({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
