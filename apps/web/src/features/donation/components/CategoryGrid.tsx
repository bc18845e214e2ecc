import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Grid from '@mui/material/Grid';
import type { DonationCategoryRow, Paginated } from '@daneshsara/domain';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../payments/components/LoadError';

/** Categories of causes as cards; `to` says where a card leads (SPEC has two category routes). */
export function CategoryGrid({
  data,
  isPending,
  error,
  onRetry,
  to,
  skeletons = 4,
}: {
  data: Paginated<DonationCategoryRow> | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  to: (id: number) => string;
  skeletons?: number;
}) {
  if (error && !data) return <LoadError error={error} onRetry={onRetry} />;
  if (!isPending && data && data.results.length === 0) {
    return (
      <EmptyState
        framed
        icon={<CategoryOutlined />}
        title="هنوز دسته‌بندی‌ای ثبت نشده است."
        description="به زودی طرح‌های نیکوکاری در دسته‌بندی‌های مختلف در اینجا نمایش داده می‌شوند."
      />
    );
  }
  // Three categories fill a row of three; four or more make rows of four.
  const md = (data?.results.length ?? skeletons) >= 4 ? 3 : 4;
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2.5 }}>
      {isPending || !data
        ? Array.from({ length: skeletons }, (_, i) => (
            <Grid key={i} size={{ xs: 6, md }}>
              <CategoryCardSkeleton />
            </Grid>
          ))
        : data.results.map((category) => (
            <Grid key={category.id} size={{ xs: 6, md }}>
              <CategoryCard category={category} to={to(category.id)} />
            </Grid>
          ))}
    </Grid>
  );
}
