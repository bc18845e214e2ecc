import { useMemo } from 'react';
import { useTopicCategories, useTopicList } from '../../../features/content/api';
import { ArticleListFrame } from '../../../features/content/components/ArticleListFrame';
import { descendants, topicArticle } from '../../../features/content/model';
import { contentPaths } from '../../../features/content/paths';
import { FilterChips } from '../../../kit/FilterChips';
import { useListSearch } from '../../../kit/Pager';

const PER_PAGE = 9;
const CATEGORY = {
  key: 'category',
  read: (v: string | null) => (v && /^\d+$/.test(v) ? v : 'all'),
};

/** /post-topic: the content topics, newest first, narrowed to a topic category and everything under it. */
export function TopicListPage() {
  const list = useListSearch<string>(CATEGORY);
  const { filter, page, go } = list;
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
  const topics = useTopicList({
    page,
    per_page: PER_PAGE,
    ordering: '-creation_time',
    filters: narrowed,
  });
  const options = [
    { value: 'all', label: 'همه' },
    ...roots.map((c) => ({ value: String(c.id), label: c.title })),
    ...(current && !roots.includes(current) ? [{ value: filter, label: current.title }] : []),
  ];
  return (
    <ArticleListFrame
      title={current ? `مباحث ${current.title.replace(/^مباحث\s+/, '')}` : 'مباحث'}
      lead="مباحث درس‌گفتارها و جزوه‌های دانش‌سرا؛ هر مبحث شما را به محتوای آموزشی خودش می‌رساند."
      filter={
        roots.length > 0 && (
          <FilterChips
            label="دسته مباحث"
            options={options}
            value={filter}
            onChange={(next) => go({ filter: next })}
          />
        )
      }
      query={topics}
      waiting={filter !== 'all' && !categories.data && !categories.error}
      toArticle={topicArticle}
      to={(t) => contentPaths.topic(t.id)}
      empty="در این دسته هنوز مبحثی نوشته نشده است."
      list={list}
    />
  );
}
