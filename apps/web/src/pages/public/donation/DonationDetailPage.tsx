import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import type { DonationRow } from '@daneshsara/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useDonation, useDonations } from '../../../features/donation/api';
import { DonationCard } from '../../../features/donation/components/DonationCard';
import { DonationForm } from '../../../features/donation/components/DonationForm';
import { DonationStats } from '../../../features/donation/components/DonationStats';
import { DonationThumb } from '../../../features/donation/components/DonationThumb';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { RichText } from '../../../kit/RichText';
import { SectionTitle } from '../../../kit/SectionTitle';
import { idParam } from '../../../features/donation/model';
import { donationPaths } from '../../../features/donation/paths';
import { PageBreadcrumbs } from '../../../features/donation/components/PageHeader';

const panelSx = {
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1,
} as const;

/** /donation-category/:categoryId/donation/:donationId: one cause and the form to give to it. */
export function DonationDetailPage() {
  const params = useParams();
  const donationId = idParam(params.donationId);
  const { data: donation, isPending, error, refetch } = useDonation(donationId);

  if (donationId === null || (isApiError(error) && error.status === 404)) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <PageTitle title="طرح یافت نشد" />
        <EmptyState
          framed
          icon={<SearchOffRounded />}
          title="این طرح نیکوکاری یافت نشد."
          description="ممکن است به پایان رسیده یا حذف شده باشد. طرح‌های دیگر را ببینید."
          action={
            <Button
              component={RouterLink}
              to={donationPaths.all}
              variant="contained"
              startIcon={<ArrowForwardRounded />}
            >
              همه طرح‌های نیکوکاری
            </Button>
          }
        />
      </Container>
    );
  }
  if (error && !donation) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }

  return (
    <>
      <PageTitle title={donation?.title ?? 'طرح نیکوکاری'} />
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 5, md: 8 } }}>
        <Crumbs donation={donation} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 4 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            // The tall form spans every row: only the last one may grow, so no gaps open above.
            gridTemplateRows: { md: 'auto auto 1fr' },
            gridTemplateAreas: {
              xs: '"media" "head" "give" "body"',
              md: '"media give" "head give" "body give"',
            },
          }}
        >
          <Box sx={{ gridArea: 'media' }}>
            {donation ? (
              <DonationThumb
                src={donation.thumbnail}
                alt={donation.title}
                seed={donation.id}
                eager
                sx={{ borderRadius: 1 }}
              />
            ) : (
              <Skeleton
                variant="rounded"
                sx={{ aspectRatio: '16 / 10', height: 'auto', borderRadius: 1 }}
              />
            )}
          </Box>
          <Box sx={{ gridArea: 'head' }}>
            {donation ? (
              <>
                <Chip
                  component={RouterLink}
                  to={donationPaths.categoryPage(donation.category)}
                  clickable
                  label={donation.category_info?.title ?? 'نیکوکاری'}
                  size="small"
                  sx={{ fontWeight: 700, bgcolor: '#e3f0f0', color: 'primary.dark', mb: 1.5 }}
                />
                <Typography
                  component="h1"
                  sx={{
                    fontWeight: 800,
                    fontSize: { xs: '1.45rem', md: '2rem' },
                    lineHeight: 1.6,
                  }}
                >
                  {donation.title}
                </Typography>
                {donation.summary && (
                  <Typography
                    sx={{
                      mt: 1.5,
                      color: 'text.secondary',
                      fontSize: { xs: '1rem', md: '1.1rem' },
                      lineHeight: 2,
                    }}
                  >
                    {donation.summary}
                  </Typography>
                )}
              </>
            ) : (
              <>
                <Skeleton width={90} height={32} />
                <Skeleton width="70%" height={48} />
                <Skeleton width="100%" />
                <Skeleton width="85%" />
              </>
            )}
          </Box>
          <Box
            sx={{
              gridArea: 'give',
              position: { md: 'sticky' },
              top: { md: 88 },
              ...panelSx,
              p: { xs: 2, sm: 3 },
              boxShadow: { md: '0 12px 32px rgba(15,94,99,0.08)' },
            }}
          >
            {donation ? <GivePanel donation={donation} /> : <GivePanelSkeleton />}
          </Box>
          <Box sx={{ gridArea: 'body' }}>
            {donation?.description?.trim() ? (
              <Box
                component="section"
                aria-labelledby="about-cause"
                sx={{ ...panelSx, p: { xs: 2, md: 3 } }}
              >
                <Typography
                  id="about-cause"
                  component="h2"
                  sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1.5 }}
                >
                  درباره این طرح
                </Typography>
                <RichText text={donation.description} />
              </Box>
            ) : isPending ? (
              <Box sx={{ ...panelSx, p: 3 }}>
                <Skeleton width="40%" height={32} />
                <Skeleton />
                <Skeleton />
                <Skeleton width="60%" />
              </Box>
            ) : null}
          </Box>
        </Box>
        {donation && <MoreCauses donation={donation} />}
      </Container>
    </>
  );
}

function Crumbs({ donation }: { donation: DonationRow | undefined }) {
  return (
    <PageBreadcrumbs
      crumbs={[
        { label: 'صفحه اصلی', to: paths.home },
        { label: 'نیکوکاری', to: donationPaths.landing },
        ...(donation?.category_info
          ? [
              {
                label: donation.category_info.title,
                to: donationPaths.categoryPage(donation.category),
              },
            ]
          : []),
        { label: donation?.title ?? '…' },
      ]}
    />
  );
}

function GivePanel({ donation }: { donation: DonationRow }) {
  return (
    <>
      <DonationStats
        collected={donation.collected_amount}
        donors={donation.donors_count}
        size="large"
      />
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', my: 2.5 }} />
      {donation.is_active === false ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={donationPaths.all} color="inherit" size="small">
              طرح‌های دیگر
            </Button>
          }
        >
          جمع‌آوری کمک برای این طرح به پایان رسیده است. از همراهی شما سپاسگزاریم.
        </Alert>
      ) : (
        <DonationForm key={donation.id} donation={donation} />
      )}
    </>
  );
}

function GivePanelSkeleton() {
  return (
    <Box aria-hidden>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Skeleton variant="rounded" height={76} />
        <Skeleton variant="rounded" height={76} />
      </Box>
      <Skeleton width="50%" height={32} sx={{ mt: 3 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={52} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={52} sx={{ mt: 2 }} />
    </Box>
  );
}

/** Other causes of the same category, so a visitor who is not moved by this one stays. */
function MoreCauses({ donation }: { donation: DonationRow }) {
  const { data } = useDonations({ category: donation.category, per_page: 4, is_active: true });
  const others = data?.results.filter((d) => d.id !== donation.id).slice(0, 3) ?? [];
  if (!others.length) return null;
  return (
    <Box component="section" aria-labelledby="more-causes" sx={{ mt: { xs: 5, md: 8 } }}>
      <SectionTitle
        id="more-causes"
        title="طرح‌های مشابه"
        moreTo={donationPaths.categoryPage(donation.category)}
      />
      <Grid container spacing={2.5}>
        {others.map((d) => (
          <Grid key={d.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <DonationCard donation={d} showCategory={false} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
