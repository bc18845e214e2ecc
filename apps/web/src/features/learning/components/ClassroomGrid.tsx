import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import type { Paginated } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../payments/components/LoadError';
import { Paging } from '../../donation/components/Paging';
import type { LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import { LearningMessages } from '../model';
import { ClassroomCard, ClassroomCardSkeleton } from './ClassroomCard';

const GRID = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Classrooms as a grid of cards, with skeletons while loading, an empty state and paging. */
export function ClassroomGrid({
  kind,
  data,
  isPending,
  isFetching,
  error,
  onRetry,
  page,
  onPage,
  emptyText,
  emptyAction,
  skeletons = 6,
}: {
  kind: LearningKind;
  data: Paginated<ClassroomRow> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  emptyAction?: ReactNode;
  skeletons?: number;
}) {
  if (error && !data) return <LoadError error={error} onRetry={onRetry} />;
  if (!isPending && data && data.results.length === 0) {
    return (
      <EmptyState
        framed
        icon={<SearchOffRounded />}
        title={LearningMessages.EMPTY}
        description={emptyText}
        action={emptyAction}
      />
    );
  }
  return (
    <Box>
      <Box
        aria-busy={isPending || isFetching}
        sx={{ ...GRID, opacity: isFetching && !isPending ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        {isPending || !data
          ? Array.from({ length: skeletons }, (_, i) => <ClassroomCardSkeleton key={i} />)
          : data.results.map((c) => <ClassroomCard key={c.id} classroom={c} kind={kind} />)}
      </Box>
      {data && <Paging count={data.num_pages} page={page} onPage={onPage} />}
    </Box>
  );
}
