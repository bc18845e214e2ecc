import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { useLandings } from '../../../features/content/api';
import { ArticleGrid } from '../../../features/content/components/ArticleGrid';
import { landingArticle } from '../../../features/content/model';
import { contentPaths } from '../../../features/content/paths';
import { Pager, useListSearch } from '../../../kit/Pager';

const PER_PAGE = 9;

/** /landing: the landing pages staff composed (each a page setting served at /landing/{slug}), newest first. */
export function LandingListPage() {
  const { page, go } = useListSearch(null);
  const landings = useLandings({ page, per_page: PER_PAGE });
  return (
    <>
      <PageTitle title="صفحه‌های ویژه" />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}
        >
          صفحه‌های ویژه
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          جشنواره‌ها، طرح‌های تخفیف و برنامه‌های ویژه دانش‌سرا.
        </Typography>
        <ArticleGrid
          query={landings}
          toArticle={(l) => landingArticle(l, landings.data?.results.indexOf(l) ?? 0)}
          to={(l) => contentPaths.landing(l.slug)}
          empty="هنوز صفحه ویژه‌ای منتشر نشده است."
          skeletons={3}
        />
        {landings.data && (
          <Pager
            page={page}
            pages={landings.data.num_pages}
            count={landings.data.count}
            onChange={(p) => go({ page: p })}
          />
        )}
      </Container>
    </>
  );
}
