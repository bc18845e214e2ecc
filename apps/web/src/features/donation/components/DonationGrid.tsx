import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { DonationRow, Paginated } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { DonationCard, DonationCardSkeleton } from './DonationCard';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../payments/components/LoadError';
import { Paging } from './Paging';

interface DonationGridProps {
  data: Paginated<DonationRow> | undefined;
  isPending: boolean;
  /** A new page is on its way while the old one stays on screen. */
  isFetching?: boolean;
  error: unknown;
  onRetry: () => void;
  page?: number;
  onPage?: (page: number) => void;
  skeletons?: number;
  showCategory?: boolean;
  empty?: { title: string; text?: string; action?: ReactNode };
}

/** Causes as a responsive grid of cards, with skeletons, an empty state and paging. */
export function DonationGrid({
  data,
  isPending,
  isFetching = false,
  error,
  onRetry,
  page,
  onPage,
  skeletons = 6,
  showCategory = true,
  empty,
}: DonationGridProps) {
  if (error && !data) return <LoadError error={error} onRetry={onRetry} />;
  if (!isPending && data && data.results.length === 0) {
    return (
      <EmptyState
        framed
        icon={<SearchOffRounded />}
        title={empty?.title ?? 'طرحی یافت نشد.'}
        description={empty?.text}
        action={empty?.action}
      />
    );
  }
  return (
    <Box>
      <Grid
        container
        spacing={2.5}
        aria-busy={isPending || isFetching}
        sx={{ opacity: isFetching && !isPending ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        {isPending || !data
          ? Array.from({ length: skeletons }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <DonationCardSkeleton />
              </Grid>
            ))
          : data.results.map((donation) => (
              <Grid key={donation.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <DonationCard donation={donation} showCategory={showCategory} />
              </Grid>
            ))}
      </Grid>
      {onPage && data && (
        <Paging count={data.num_pages} page={page ?? data.current} onPage={onPage} />
      )}
    </Box>
  );
}
