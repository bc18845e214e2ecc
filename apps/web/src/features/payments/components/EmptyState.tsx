import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty list that says what it is and what to do next (DESIGN.md "Every list"). */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.25,
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(15,94,99,0.08)',
          color: 'primary.main',
          mb: 1,
          '& svg': { fontSize: 34 },
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 440, lineHeight: 1.9 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
