import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useDonationCategories } from '../../../features/donation/api';
import { CategoryGrid } from '../../../features/donation/components/CategoryGrid';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { Paging } from '../../../features/donation/components/Paging';
import { pageParam } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';

const CATEGORIES_PER_PAGE = 12;

/** /donation-category: every category of causes. */
export function DonationCategoryListPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search.get('page'));
  const categories = useDonationCategories({ page, per_page: CATEGORIES_PER_PAGE });
  return (
    <>
      <PageTitle title="دسته‌بندی‌های نیکوکاری" />
      <PageHeader
        crumbs={[
          { label: 'صفحه اصلی', to: paths.home },
          { label: 'نیکوکاری', to: donationPaths.landing },
          { label: 'دسته‌بندی‌ها' },
        ]}
        title="دسته‌بندی‌های نیکوکاری"
        subtitle="زمینه‌ای را که می‌خواهید در آن سهیم باشید انتخاب کنید و طرح‌های آن را ببینید."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <CategoryGrid
          data={categories.data}
          isPending={categories.isPending}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          to={donationPaths.categoryPage}
          skeletons={8}
        />
        {categories.data && (
          <Paging
            count={categories.data.num_pages}
            page={page}
            onPage={(next) => {
              setSearch(next > 1 ? { page: String(next) } : {});
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      </Container>
    </>
  );
}
