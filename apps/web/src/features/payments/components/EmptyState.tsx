import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An empty list that says what it is and what to do next (DESIGN.md "Every list"). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  link,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The usual action: a button to where to start. */
  link?: { to: string; label: string };
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
      {(action || link) && (
        <Box sx={{ mt: 1.5 }}>
          {action ??
            (link && (
              <Button component={RouterLink} to={link.to} variant="contained">
                {link.label}
              </Button>
            ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The empty state of a list under filter chips: unfiltered, its `title` and where to start;
 * filtered, `filteredTitle` and a way back to the whole list.
 */
export function FilteredEmptyState({
  icon,
  filtered,
  title,
  filteredTitle,
  description,
  start,
  showAll,
  onShowAll,
}: {
  icon: ReactNode;
  filtered: boolean;
  title: string;
  filteredTitle: string;
  description: string;
  /** The link of an unfiltered empty list. */
  start: { to: string; label: string };
  /** The button of a filtered one: «نمایش همه …». */
  showAll: string;
  onShowAll: () => void;
}) {
  return (
    <EmptyState
      icon={icon}
      title={filtered ? filteredTitle : title}
      description={description}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onShowAll}>
            {showAll}
          </Button>
        ) : undefined
      }
      link={start}
    />
  );
}
