import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { ALL_ROWS_PAGE_SIZE } from '@daneshsara/api-client';
import { formatNumber } from '@daneshsara/domain';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useDonationCategories, useDonations } from '../../../features/donation/api';
import { DonationGrid } from '../../../features/donation/components/DonationGrid';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { CAUSES_PER_PAGE, idParam, pageParam } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';

/** /donation/all: every cause, a page at a time, narrowed by category (kept in the URL). */
export function DonationAllPage() {
  const [search, setSearch] = useSearchParams();
  const category = idParam(search.get('category'));
  const page = pageParam(search.get('page'));
  const categories = useDonationCategories({ per_page: ALL_ROWS_PAGE_SIZE });
  const donations = useDonations({
    page,
    per_page: CAUSES_PER_PAGE,
    category: category ?? undefined,
  });

  const go = (nextCategory: number | null, nextPage: number) => {
    const url = new URL(donationPaths.allFiltered(nextCategory, nextPage), window.location.origin);
    setSearch(url.searchParams);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const count = donations.data?.count;
  return (
    <>
      <PageTitle title="همه طرح‌های نیکوکاری" />
      <PageHeader
        crumbs={[
          { label: 'صفحه اصلی', to: paths.home },
          { label: 'نیکوکاری', to: donationPaths.landing },
          { label: 'همه طرح‌ها' },
        ]}
        title="همه طرح‌های نیکوکاری"
        subtitle={
          count === undefined ? undefined : count > 0 ? `${formatNumber(count)} طرح` : undefined
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          role="group"
          aria-label="دسته‌بندی طرح‌ها"
          sx={{
            display: 'flex',
            gap: 1,
            mb: 3,
            overflowX: 'auto',
            pb: 0.5,
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            flexWrap: { sm: 'wrap' },
            scrollbarWidth: 'none',
          }}
        >
          <FilterChip label="همه" selected={category === null} onClick={() => go(null, 1)} />
          {categories.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" width={96} height={40} sx={{ flexShrink: 0 }} />
              ))
            : categories.data?.results.map((c) => (
                <FilterChip
                  key={c.id}
                  label={c.title}
                  selected={category === c.id}
                  onClick={() => go(c.id, 1)}
                />
              ))}
        </Box>
        <DonationGrid
          data={donations.data}
          isPending={donations.isPending}
          isFetching={donations.isPlaceholderData}
          error={donations.error}
          onRetry={() => void donations.refetch()}
          page={page}
          onPage={(next) => go(category, next)}
          showCategory={category === null}
          skeletons={CAUSES_PER_PAGE}
          empty={
            category
              ? {
                  title: 'در این دسته‌بندی طرحی یافت نشد.',
                  text: 'دسته‌بندی دیگری را انتخاب کنید یا همه طرح‌ها را ببینید.',
                  action: (
                    <Button variant="outlined" onClick={() => go(null, 1)}>
                      مشاهده همه طرح‌ها
                    </Button>
                  ),
                }
              : {
                  title: 'هنوز طرحی ثبت نشده است.',
                  text: 'طرح‌های نیکوکاری به زودی در اینجا نمایش داده می‌شوند.',
                }
          }
        />
      </Container>
    </>
  );
}

function FilterChip({
  label,
  selected,
  onClick,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={label}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      sx={{
        height: 40,
        px: 0.5,
        flexShrink: 0,
        fontWeight: 600,
        fontSize: '0.92rem',
        bgcolor: selected ? undefined : 'background.paper',
      }}
    />
  );
}
