import type { ContentRow, PostRow } from '@daneshsara/api-client';
import type { Article } from './components/ArticleCard';

export const postArticle = (p: PostRow): Article => ({
  id: p.id,
  title: p.title,
  summary: p.summary,
  body: p.text,
  thumbnail: p.thumbnail,
  category: p.category_info?.title ?? null,
  date: p.creation_time,
});

export const contentArticle = (c: ContentRow): Article => ({
  id: c.id,
  title: c.title,
  summary: c.summary,
  body: c.description,
  thumbnail: c.thumbnail,
  category: c.category_info?.title ?? null,
  date: c.creation_time,
  locked: !c.is_purchased,
});
