import type { Paginated } from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';

/** A category of posts, contents or topics, with its children (ENDPOINTS.md 1.4). */
export interface CmaCategoryRow {
  id: number;
  title: string;
  thumbnail: string | null;
  description: string | null;
  parent: number | null;
  parent_info: { id: number; title: string; parent: number | null } | null;
  children: CmaCategoryRow[];
}

export type MediaType = 'VIDEO' | 'TEXT' | 'SOUND' | 'IMAGE';

export interface MediaRow {
  id: number;
  title: string;
  type: MediaType;
  source_type: 'CONTENT' | 'SETTING';
  url: string | null;
  iframe_code: string | null;
  script_code: string | null;
  is_live_streaming: boolean;
  description: string | null;
  file: string | null;
}

interface Tagged {
  category: number | null;
  category_info: { id: number; title: string; parent: number | null } | null;
  hashtags: number[];
  hashtags_info: { id: number; title: string }[];
  celebrities_info: { id: number; name: string; thumbnail: string | null }[];
  creation_time: string;
}

export interface PostRow extends Tagged {
  id: number;
  title: string;
  text: string | null;
  summary: string | null;
  thumbnail: string | null;
}

export interface ContentRow extends Tagged {
  id: number;
  title: string;
  description: string | null;
  specification: string | null;
  summary: string | null;
  thumbnail: string | null;
  is_free: boolean;
  is_hidden: boolean;
  /** The caller may open the media (free, staff, or bought). */
  is_purchased: boolean;
  medias_info: MediaRow[];
  medias_count: number;
  /** GET /cma/contents/{id} only: the products that open a locked content (empty once open). */
  covering_products_info?: { id: number; title: string; sellable_price: number }[];
}

export interface TopicRow {
  id: number;
  title: string;
  text: string | null;
  thumbnail: string | null;
  content: number | null;
  content_info: { id: number; title: string } | null;
  category: number | null;
  category_info: { id: number; title: string; parent: number | null } | null;
  hashtags_info: { id: number; title: string }[];
  creation_time: string;
}

/** GET /cma/settings/landings: a landing page of the public list, named by its page's `seo`. */
export interface LandingRow {
  slug: string;
  title: string;
  description: string;
  image: string | null;
  last_modification_time: string;
}

export interface HadithRow {
  id: number;
  persian_text: string;
  arabian_text: string | null;
  narrator: string | null;
  source: string | null;
  publish_date: string;
}

/** GET /cma/settings/key/{key}: the value as stored (a page's value is a JSON string). */
export interface PageSettingRow {
  id: string;
  key: string;
  value: unknown;
}

/** cma (content): posts, contents, topics, hadith and the page settings (ENDPOINTS.md 1.4). */
export function createCmaApi(http: HttpClient) {
  const list =
    <T>(path: string) =>
    (params: ListParams = {}, signal?: AbortSignal): Promise<Paginated<T>> =>
      fetchPage<T>(http, path, params, signal);
  const one =
    <T>(path: string) =>
    (id: number, signal?: AbortSignal) =>
      http.get<T>(`${path}/${id}`, undefined, signal);
  return {
    listPosts: list<PostRow>('/cma/posts'),
    getPost: one<PostRow>('/cma/posts'),
    listPostCategories: list<CmaCategoryRow>('/cma/posts/categories'),
    listContents: list<ContentRow>('/cma/contents'),
    getContent: one<ContentRow>('/cma/contents'),
    listContentCategories: list<CmaCategoryRow>('/cma/contents/categories'),
    getContentCategory: one<CmaCategoryRow>('/cma/contents/categories'),
    listTopics: list<TopicRow>('/cma/topics'),
    getTopic: one<TopicRow>('/cma/topics'),
    listTopicCategories: list<CmaCategoryRow>('/cma/topics/categories'),
    listLandings: list<LandingRow>('/cma/settings/landings'),
    listHadithes: list<HadithRow>('/cma/hadithes'),
    getSetting: (key: string, signal?: AbortSignal) =>
      http.get<PageSettingRow>(`/cma/settings/key/${encodeURIComponent(key)}`, undefined, signal),
  };
}
