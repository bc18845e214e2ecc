import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Beside the title: a status chip, say. */
  badge?: ReactNode;
  /** At the end of the row on wide screens, under the text on phones. */
  actions?: ReactNode;
  back?: { to: string; label: string };
}

/** The heading block every money page starts with (tab title included). */
export function PageHeader({ title, description, badge, actions, back }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <PageTitle title={title} />
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          size="small"
          color="inherit"
          // In RTL "back" points right.
          startIcon={<ArrowForwardRounded />}
          sx={{ color: 'text.secondary', mb: 1, px: 1, mx: -1, minHeight: 36 }}
        >
          {back.label}
        </Button>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', md: '1.75rem' }, lineHeight: 1.6 }}
            >
              {title}
            </Typography>
            {badge}
          </Box>
          {description && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>
        )}
      </Box>
    </Box>
  );
}
