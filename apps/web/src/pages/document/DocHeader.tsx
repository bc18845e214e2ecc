import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a document page: its name, what it is for, and an action at its end. */
export function DocHeader({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 3 }}>
      <Box sx={{ flex: '1 1 280px' }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.8rem' } }}
        >
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9 }}>{text}</Typography>
      </Box>
      {action}
    </Box>
  );
}
