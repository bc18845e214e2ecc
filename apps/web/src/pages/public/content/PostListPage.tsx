import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { usePostCategories, usePosts } from '../../../features/content/api';
import { ArticleGrid } from '../../../features/content/components/ArticleGrid';
import { postArticle } from '../../../features/content/model';
import { contentPaths, POST_KINDS } from '../../../features/content/paths';
import { FilterChips } from '../../../kit/FilterChips';
import { Pager, useListSearch } from '../../../kit/Pager';

type Kind = 'all' | keyof typeof POST_KINDS;
const PER_PAGE = 9;

/** /post, /post/news and /post/guide: the posts, newest first, by their top category. */
export function PostListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind: Kind = pathname.endsWith('/news') ? 'news' : pathname.endsWith('/guide') ? 'guide' : 'all';
  const { page, go } = useListSearch(null);
  const categories = usePostCategories();
  const categoryId = useMemo(
    () => (kind === 'all' ? undefined : categories.data?.results.find((c) => c.title === POST_KINDS[kind])?.id),
    [kind, categories.data],
  );
  const waiting = kind !== 'all' && !categories.data;
  const posts = usePosts({ page, per_page: PER_PAGE, ordering: '-creation_time', filters: { category: categoryId ?? undefined } });
  const title = kind === 'news' ? 'خبرها' : kind === 'guide' ? 'راهنماها' : 'خبرها و راهنماها';
  return (
    <>
      <PageTitle title={title} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
          {title}
        </Typography>
        <FilterChips<Kind>
          label="نوع مطلب"
          options={[
            { value: 'all', label: 'همه' },
            { value: 'news', label: 'خبرها' },
            { value: 'guide', label: 'راهنماها' },
          ]}
          value={kind}
          onChange={(next) => navigate(next === 'all' ? contentPaths.posts : next === 'news' ? contentPaths.news : contentPaths.guides)}
        />
        <ArticleGrid
          query={waiting ? { isPending: true, error: null, refetch: () => undefined } : posts}
          toArticle={postArticle}
          to={(p) => contentPaths.post(p.id)}
          empty="در این بخش هنوز مطلبی منتشر نشده است."
          skeletons={6}
        />
        {posts.data && <Pager page={page} pages={posts.data.num_pages} count={posts.data.count} onChange={(p) => go({ page: p })} />}
      </Container>
    </>
  );
}
