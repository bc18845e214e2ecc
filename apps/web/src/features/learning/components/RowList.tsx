import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../kit/LoadError';
import { InlineNote } from './PanelParts';

/** A numbered disc at the start of a row. */
function RowNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        // A phone keeps the width for the title.
        display: { xs: 'none', sm: 'grid' },
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: 'rgba(15,94,99,0.08)',
        color: 'primary.main',
        fontWeight: 800,
        fontSize: '0.95rem',
      }}
    >
      {formatNumber(n)}
    </Box>
  );
}

/** The whole row is the link (a list item named by its title). */
const ROW_LINK_SX = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1.5,
  width: '100%',
  textAlign: 'start',
  justifyContent: 'flex-start',
  p: { xs: 1.5, sm: 2 },
  borderRadius: 1,
  border: '1px solid',
  borderColor: 'divider',
  transition: 'border-color 120ms, background-color 120ms',
  '&:hover': { borderColor: 'primary.light', bgcolor: 'rgba(15,94,99,0.03)' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * A numbered row of a classroom's list (a session, a project) that opens its page: the title with
 * its chips, a line under it (when), then the row's own facts.
 */
export function LinkRow({
  to,
  n,
  title,
  badges,
  subtitle,
  children,
}: {
  to: string;
  n: number;
  title: string;
  badges?: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="li" aria-label={title}>
      <ButtonBase component={RouterLink} to={to} sx={ROW_LINK_SX}>
        <RowNumber n={n} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {badges}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
            {subtitle}
          </Typography>
          {children}
        </Box>
        <ChevronLeftRounded
          sx={{
            color: 'text.secondary',
            alignSelf: 'center',
            flexShrink: 0,
            mx: { xs: -0.5, sm: 0 },
          }}
        />
      </ButtonBase>
    </Box>
  );
}

export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 2,
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" height={28} />
            <Skeleton width="70%" />
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Skeleton variant="rounded" width={90} height={26} />
              <Skeleton variant="rounded" width={110} height={26} />
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** What a section's list query holds (react-query's result fits). */
interface RowsQuery<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The body of a classroom page's list section (sessions, projects, teams): a note while the
 * learner may not see it, the load error, a skeleton, a note when there is nothing, else the list.
 */
export function SectionRows<T>({
  query,
  notAllowed,
  notAllowedNote,
  emptyNote,
  loadingLabel,
  skeleton,
  label,
  children,
  footer,
}: {
  query: RowsQuery<T>;
  notAllowed: boolean;
  notAllowedNote: string;
  emptyNote: string;
  /** The skeleton's accessible name: «در حال بارگذاری جلسات». */
  loadingLabel: string;
  skeleton: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** The list items. */
  children: (rows: readonly T[]) => ReactNode;
  /** Under the list. */
  footer?: ReactNode;
}) {
  const rows = query.data;
  if (notAllowed) return <InlineNote>{notAllowedNote}</InlineNote>;
  if (query.isError && !rows) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !rows) {
    return (
      <Box aria-busy="true" aria-label={loadingLabel}>
        {skeleton}
      </Box>
    );
  }
  if (rows.length === 0) return <InlineNote>{emptyNote}</InlineNote>;
  return (
    <>
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children(rows)}
      </Stack>
      {footer}
    </>
  );
}
