import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import type { Paginated } from '@daneshsara/domain';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { ArticleCard, ArticleCardSkeleton, articleGrid, type Article } from './ArticleCard';

/** A grid of post or content cards with its loading, empty and failed states. */
export function ArticleGrid<T>({
  query,
  toArticle,
  to,
  empty,
  skeletons = 3,
}: {
  query: { data?: Paginated<T>; isPending: boolean; error: unknown; refetch: () => unknown };
  toArticle: (row: T) => Article;
  to: (row: T) => string;
  empty: string;
  skeletons?: number;
}) {
  if (query.error && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data && query.data.results.length === 0) return <EmptyState framed icon={<SearchOffRounded />} title="موردی یافت نشد." description={empty} />;
  return (
    <Box sx={articleGrid}>
      {query.data
        ? query.data.results.map((row) => {
            const a = toArticle(row);
            return <ArticleCard key={a.id} article={a} to={to(row)} />;
          })
        : Array.from({ length: skeletons }, (_, i) => <ArticleCardSkeleton key={i} />)}
    </Box>
  );
}
