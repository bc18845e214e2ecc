import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './IconTile';

/**
 * A titled card (icon, heading, one line of help) holding one part of a page or a form (the
 * profile form's sections, the wallet's deposit and withdrawal, a classroom's sessions).
 */
export function SectionCard({
  id,
  title,
  description,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  /** At the end of the heading row. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      data-kit="SectionCard"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2.5 }}>
        <IconTile>{icon}</IconTile>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={id}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.6 }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Box>
      {children}
    </Card>
  );
}
