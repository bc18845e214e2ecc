import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A calm "nothing here" that says what it is and what to do next (DESIGN.md: every list has
 * one). `framed` draws it as a dashed, amber-toned card for public catalogue pages; plain, it
 * sits inside a panel card in the brand's teal.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  link,
  framed = false,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The usual action: a button to where to start. */
  link?: { to: string; label: string };
  framed?: boolean;
}) {
  return (
    <Box
      data-kit="EmptyState"
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: framed ? 1.5 : 1.25,
        ...(framed && {
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }),
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: framed ? 'rgba(217,150,26,0.12)' : 'rgba(15,94,99,0.08)',
          color: framed ? 'secondary.main' : 'primary.main',
          mb: framed ? 0 : 1,
          '& svg': { fontSize: framed ? 38 : 34 },
        }}
      >
        {icon}
      </Box>
      <Typography
        component="h2"
        sx={{ fontWeight: framed ? 800 : 700, fontSize: framed ? '1.15rem' : '1.1rem' }}
      >
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 460, lineHeight: 1.9 }}>
          {description}
        </Typography>
      )}
      {(action || link) && (
        <Box sx={{ mt: framed ? 1 : 1.5 }}>
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
