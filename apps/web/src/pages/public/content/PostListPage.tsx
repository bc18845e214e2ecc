import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePostCategories, usePosts } from '../../../features/content/api';
import { ArticleListFrame } from '../../../features/content/components/ArticleListFrame';
import { postArticle } from '../../../features/content/model';
import { contentPaths, POST_KINDS } from '../../../features/content/paths';
import { FilterChips } from '../../../kit/FilterChips';
import { useListSearch } from '../../../kit/Pager';

type Kind = 'all' | keyof typeof POST_KINDS;
const PER_PAGE = 9;

/** /post, /post/news and /post/guide: the posts, newest first, by their top category. */
export function PostListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind: Kind = pathname.endsWith('/news')
    ? 'news'
    : pathname.endsWith('/guide')
      ? 'guide'
      : 'all';
  const list = useListSearch(null);
  const { page } = list;
  const categories = usePostCategories();
  const categoryId = useMemo(
    () =>
      kind === 'all'
        ? undefined
        : categories.data?.results.find((c) => c.title === POST_KINDS[kind])?.id,
    [kind, categories.data],
  );
  const waiting = kind !== 'all' && !categories.data;
  const posts = usePosts({
    page,
    per_page: PER_PAGE,
    ordering: '-creation_time',
    filters: { category: categoryId ?? undefined },
  });
  const title = kind === 'news' ? 'خبرها' : kind === 'guide' ? 'راهنماها' : 'خبرها و راهنماها';
  return (
    <ArticleListFrame
      title={title}
      filter={
        <FilterChips<Kind>
          label="نوع مطلب"
          options={[
            { value: 'all', label: 'همه' },
            { value: 'news', label: 'خبرها' },
            { value: 'guide', label: 'راهنماها' },
          ]}
          value={kind}
          onChange={(next) =>
            navigate(
              next === 'all'
                ? contentPaths.posts
                : next === 'news'
                  ? contentPaths.news
                  : contentPaths.guides,
            )
          }
        />
      }
      query={posts}
      waiting={waiting}
      toArticle={postArticle}
      to={(p) => contentPaths.post(p.id)}
      empty="در این بخش هنوز مطلبی منتشر نشده است."
      list={list}
    />
  );
}
