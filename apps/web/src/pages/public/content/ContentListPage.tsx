import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRouteTitle } from '../../../app/routeHandle';
import { useContentCategories, useContents } from '../../../features/content/api';
import { ArticleListFrame } from '../../../features/content/components/ArticleListFrame';
import { contentArticle, descendants } from '../../../features/content/model';
import { contentPaths } from '../../../features/content/paths';
import { useListSearch } from '../../../kit/Pager';

const PER_PAGE = 9;

/**
 * /content, /content_category/parent/parent and /content_category/…/{id}: contents, narrowed to a
 * category and everything under it; titled by the category, else by the route («دسته‌های محتوا» on
 * the categories' own page).
 */
export function ContentListPage() {
  const categoryId = Number(useParams().categoryId) || null;
  const routeTitle = useRouteTitle();
  const list = useListSearch(null);
  const { page } = list;
  const tree = useContentCategories();
  const all = useMemo(() => (tree.data?.results ?? []).flatMap(descendants), [tree.data]);
  const current = categoryId ? all.find((c) => c.id === categoryId) : undefined;
  const ids = current ? descendants(current).map((c) => c.id) : undefined;
  const contents = useContents({
    page,
    per_page: PER_PAGE,
    ordering: 'order',
    filters: { category__in: ids?.join(',') },
  });
  const waiting = categoryId !== null && !tree.data;
  const title = current?.title ?? routeTitle ?? 'محتوای آموزشی';
  const chips = current ? current.children : (tree.data?.results ?? []);
  const parent = current?.parent ? all.find((c) => c.id === current.parent) : undefined;
  return (
    <ArticleListFrame
      title={title}
      lead="درس‌گفتارها، جزوه‌ها و فیلم‌های آموزشی؛ محتوای ویژه با خرید محصول مرتبط از فروشگاه باز می‌شود."
      filter={
        <Box
          component="nav"
          aria-label="دسته‌های محتوا"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
        >
          {current && (
            <Chip
              clickable
              component={RouterLink}
              to={parent ? contentPaths.category(parent.id) : contentPaths.contents}
              label={parent ? `بازگشت به ${parent.title}` : 'همه محتوا'}
              variant="outlined"
            />
          )}
          {chips.map((c) => (
            <Chip
              key={c.id}
              clickable
              component={RouterLink}
              to={contentPaths.category(c.id)}
              label={c.title}
              color="primary"
              variant="outlined"
            />
          ))}
        </Box>
      }
      query={contents}
      waiting={waiting}
      toArticle={contentArticle}
      to={(c) => contentPaths.content(c.id)}
      empty="در این دسته هنوز محتوایی نیست."
      list={list}
    />
  );
}
