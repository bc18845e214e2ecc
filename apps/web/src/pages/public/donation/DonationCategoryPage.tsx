import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber } from '@daneshsara/domain';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useDonationCategory, useDonations } from '../../../features/donation/api';
import { DonationGrid } from '../../../features/donation/components/DonationGrid';
import { DonationThumb } from '../../../features/donation/components/DonationThumb';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { RichText } from '../../../kit/RichText';
import { CAUSES_PER_PAGE, faText, idParam, pageParam } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';
import { looksLikeHtml } from '../../../kit/richText';

/**
 * One category with its causes: /donation/category/:categoryId, /donation-category/:categoryId
 * and /donation-category/:categoryId/donation all show this page.
 */
export function DonationCategoryPage() {
  const params = useParams();
  const categoryId = idParam(params.categoryId);
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search.get('page'));
  const category = useDonationCategory(categoryId);
  const donations = useDonations(
    { page, per_page: CAUSES_PER_PAGE, category: categoryId ?? undefined },
    categoryId !== null,
  );

  if (categoryId === null || (isApiError(category.error) && category.error.status === 404)) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <PageTitle title="دسته‌بندی یافت نشد" />
        <EmptyState
          framed
          icon={<CategoryOutlined />}
          title="این دسته‌بندی یافت نشد."
          description="ممکن است حذف شده باشد. دسته‌بندی‌های دیگر را ببینید."
          action={
            <Button
              component={RouterLink}
              to={donationPaths.categories}
              variant="contained"
              startIcon={<ArrowForwardRounded />}
            >
              دسته‌بندی‌های نیکوکاری
            </Button>
          }
        />
      </Container>
    );
  }

  const c = category.data;
  const description = c?.description?.trim() ?? '';
  // A short plain description sits under the title; a long or formatted one gets its own block.
  const shortDescription = description && !looksLikeHtml(description) && description.length <= 220;
  return (
    <>
      <PageTitle title={c?.title ?? 'نیکوکاری'} />
      <PageHeader
        crumbs={[
          { label: 'صفحه اصلی', to: paths.home },
          { label: 'نیکوکاری', to: donationPaths.landing },
          { label: 'دسته‌بندی‌ها', to: donationPaths.categories },
          { label: c?.title ?? '…' },
        ]}
        title={c?.title}
        subtitle={
          c
            ? shortDescription
              ? faText(description)
              : `${formatNumber(c.donations_count)} طرح نیکوکاری`
            : undefined
        }
        action={
          c?.thumbnail ? (
            <DonationThumb
              src={c.thumbnail}
              alt={c.title}
              seed={c.id + 2}
              ratio="16 / 9"
              eager
              sx={{
                width: { xs: '100%', sm: 220 },
                borderRadius: 1,
                display: { xs: 'none', sm: 'block' },
              }}
            />
          ) : undefined
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {category.error && !c && (
          <Box sx={{ mb: 3 }}>
            <LoadError error={category.error} onRetry={() => void category.refetch()} />
          </Box>
        )}
        {c && description && !shortDescription && (
          <Box
            sx={{
              mb: 4,
              p: { xs: 2, md: 3 },
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <RichText text={description} />
          </Box>
        )}
        <DonationGrid
          data={donations.data}
          isPending={donations.isPending}
          isFetching={donations.isPlaceholderData}
          error={donations.error}
          onRetry={() => void donations.refetch()}
          page={page}
          onPage={(next) => {
            setSearch(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          showCategory={false}
          skeletons={CAUSES_PER_PAGE}
          empty={{
            title: 'در این دسته‌بندی هنوز طرحی ثبت نشده است.',
            text: 'طرح‌های دیگر نیکوکاری را ببینید.',
            action: (
              <Button component={RouterLink} to={donationPaths.all} variant="outlined">
                مشاهده همه طرح‌ها
              </Button>
            ),
          }}
        />
      </Container>
    </>
  );
}
