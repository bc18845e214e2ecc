import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm "nothing here" that says what to do next (DESIGN.md: every list has one). */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
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
        gap: 1.5,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(217,150,26,0.12)',
          color: 'secondary.main',
          '& svg': { fontSize: 38 },
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {text && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 460, lineHeight: 1.9 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
