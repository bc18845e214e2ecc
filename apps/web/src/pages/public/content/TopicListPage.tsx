import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { useTopicCategories, useTopicList } from '../../../features/content/api';
import { ArticleGrid } from '../../../features/content/components/ArticleGrid';
import { descendants, topicArticle } from '../../../features/content/model';
import { contentPaths } from '../../../features/content/paths';
import { FilterChips } from '../../../kit/FilterChips';
import { Pager, useListSearch } from '../../../kit/Pager';

const PER_PAGE = 9;
const CATEGORY = {
  key: 'category',
  read: (v: string | null) => (v && /^\d+$/.test(v) ? v : 'all'),
};

/** /post-topic: the content topics, newest first, narrowed to a topic category and everything under it. */
export function TopicListPage() {
  const { filter, page, go } = useListSearch<string>(CATEGORY);
  const categories = useTopicCategories();
  const roots = useMemo(() => categories.data?.results ?? [], [categories.data]);
  const current =
    filter === 'all' ? undefined : roots.flatMap(descendants).find((c) => String(c.id) === filter);
  // An unknown category asks for it as is (and shows the empty list), never the whole list.
  const narrowed = current
    ? {
        category__in: descendants(current)
          .map((c) => c.id)
          .join(','),
      }
    : filter === 'all'
      ? {}
      : { category: filter };
  const waiting = filter !== 'all' && !categories.data && !categories.error;
  const topics = useTopicList({
    page,
    per_page: PER_PAGE,
    ordering: '-creation_time',
    filters: narrowed,
  });
  const title = current ? `مباحث ${current.title.replace(/^مباحث\s+/, '')}` : 'مباحث';
  const options = [
    { value: 'all', label: 'همه' },
    ...roots.map((c) => ({ value: String(c.id), label: c.title })),
    ...(current && !roots.includes(current) ? [{ value: filter, label: current.title }] : []),
  ];
  return (
    <>
      <PageTitle title={title} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}
        >
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          مباحث درس‌گفتارها و جزوه‌های دانش‌سرا؛ هر مبحث شما را به محتوای آموزشی خودش می‌رساند.
        </Typography>
        {roots.length > 0 && (
          <FilterChips
            label="دسته مباحث"
            options={options}
            value={filter}
            onChange={(next) => go({ filter: next })}
          />
        )}
        <ArticleGrid
          query={waiting ? { isPending: true, error: null, refetch: () => undefined } : topics}
          toArticle={topicArticle}
          to={(t) => contentPaths.topic(t.id)}
          empty="در این دسته هنوز مبحثی نوشته نشده است."
          skeletons={6}
        />
        {topics.data && !waiting && (
          <Pager
            page={page}
            pages={topics.data.num_pages}
            count={topics.data.count}
            onChange={(p) => go({ page: p })}
          />
        )}
      </Container>
    </>
  );
}
