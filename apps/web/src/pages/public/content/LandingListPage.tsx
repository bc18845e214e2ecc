import { useLandings } from '../../../features/content/api';
import { ArticleListFrame } from '../../../features/content/components/ArticleListFrame';
import { landingArticle } from '../../../features/content/model';
import { contentPaths } from '../../../features/content/paths';
import { useListSearch } from '../../../kit/Pager';

/** /landing: the landing pages staff composed (each a page setting served at /landing/{slug}), newest first. */
export function LandingListPage() {
  const list = useListSearch(null);
  const { page } = list;
  const landings = useLandings({ page, per_page: 9 });
  return (
    <ArticleListFrame
      title="صفحه‌های ویژه"
      lead="جشنواره‌ها، طرح‌های تخفیف و برنامه‌های ویژه دانش‌سرا."
      query={landings}
      toArticle={(l) => landingArticle(l, landings.data?.results.indexOf(l) ?? 0)}
      to={(l) => contentPaths.landing(l.slug)}
      empty="هنوز صفحه ویژه‌ای منتشر نشده است."
      list={list}
    />
  );
}
