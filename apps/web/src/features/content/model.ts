import type {
  CmaCategoryRow,
  ContentRow,
  LandingRow,
  PostRow,
  TopicRow,
} from '@daneshsara/api-client';
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

export const topicArticle = (t: TopicRow): Article => ({
  id: t.id,
  title: t.title,
  summary: null,
  body: t.text,
  thumbnail: t.thumbnail,
  category: t.category_info?.title ?? null,
  date: t.creation_time,
});

export const landingArticle = (l: LandingRow, i: number): Article => ({
  id: i,
  title: l.title,
  summary: l.description || null,
  body: null,
  thumbnail: l.image,
  category: null,
  date: l.last_modification_time,
});

/** A category and everything under it, as a flat list. */
export function descendants(c: CmaCategoryRow): CmaCategoryRow[] {
  return [c, ...c.children.flatMap(descendants)];
}
