import Container from '@mui/material/Container';
import { PageTitle } from '../../../components/PageTitle';
import { useDonationCategories, useDonations } from '../../../features/donation/api';
import { CategoryGrid } from '../../../features/donation/components/CategoryGrid';
import { DonationGrid } from '../../../features/donation/components/DonationGrid';
import { DonationHero } from '../../../features/donation/components/DonationHero';
import { HowItWorks } from '../../../features/donation/components/HowItWorks';
import { donationPaths } from '../../../features/donation/paths';
import { SectionTitle } from '../../../kit/SectionTitle';

/** /donation: why give, the categories of causes, and the newest causes. */
export function DonationLandingPage() {
  const categories = useDonationCategories({ per_page: 8 });
  const featured = useDonations({ per_page: 6, is_active: true });
  const moreCategories = (categories.data?.count ?? 0) > (categories.data?.results.length ?? 0);
  return (
    <>
      <PageTitle title="نیکوکاری" />
      <DonationHero />
      <Container
        component="section"
        maxWidth="lg"
        aria-labelledby="donation-categories-title"
        sx={{ pt: { xs: 5, md: 7 }, pb: { xs: 3, md: 4 } }}
      >
        <SectionTitle
          id="donation-categories-title"
          title="زمینه‌های نیکوکاری"
          subtitle="طرح‌ها بر اساس نیازی که برطرف می‌کنند دسته‌بندی شده‌اند"
          moreTo={moreCategories ? donationPaths.categories : undefined}
        />
        <CategoryGrid
          data={categories.data}
          isPending={categories.isPending}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          to={donationPaths.category}
        />
      </Container>
      <Container
        component="section"
        maxWidth="lg"
        aria-labelledby="donation-featured-title"
        sx={{ pt: { xs: 3, md: 4 }, pb: { xs: 5, md: 8 } }}
      >
        <SectionTitle
          id="donation-featured-title"
          title="تازه‌ترین طرح‌ها"
          subtitle="هر کمکی، هر قدر کوچک، گامی به سوی انجام این طرح‌هاست"
          moreTo={donationPaths.all}
        />
        <DonationGrid
          data={featured.data}
          isPending={featured.isPending}
          error={featured.error}
          onRetry={() => void featured.refetch()}
          empty={{
            title: 'در حال حاضر طرح فعالی وجود ندارد.',
            text: 'طرح‌های تازه به زودی در همین‌جا نمایش داده می‌شوند.',
          }}
        />
      </Container>
      <HowItWorks />
    </>
  );
}
