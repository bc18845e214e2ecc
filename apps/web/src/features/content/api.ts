import { createCmaApi, type ListParams } from '@daneshsara/api-client';
import type { Paginated } from '@daneshsara/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { takeFirstPaintAnswer } from '../../lib/firstPaint';
import { useSession } from '../auth/session';
import { readPageValue } from './pageSetting';

export const cma = createCmaApi(api.http);

/** Public content changes rarely; a minute of freshness spares the API on back-and-forth. */
const PUBLIC_STALE = 60_000;

export const contentKeys = {
  setting: (key: string) => ['cma', 'setting', key] as const,
  posts: (params: ListParams) => ['cma', 'posts', params] as const,
  post: (id: number) => ['cma', 'post', id] as const,
  postCategories: ['cma', 'post-categories'] as const,
  contents: (viewer: number, params: ListParams) => ['cma', 'contents', viewer, params] as const,
  content: (viewer: number, id: number) => ['cma', 'content', viewer, id] as const,
  contentCategories: ['cma', 'content-categories'] as const,
  topics: (content: number) => ['cma', 'topics', content] as const,
  topicList: (params: ListParams) => ['cma', 'topic-list', params] as const,
  topic: (id: number) => ['cma', 'topic', id] as const,
  topicCategories: ['cma', 'topic-categories'] as const,
  landings: (params: ListParams) => ['cma', 'landings', params] as const,
  todayHadith: ['cma', 'hadith', 'TODAY'] as const,
};

/** A page setting (ENDPOINTS.md 1.4.1), its value parsed; `null` when the key is not set (404). */
export function usePageSetting(key: string) {
  return useQuery({
    queryKey: contentKeys.setting(key),
    queryFn: async ({ signal }) => {
      try {
        return readPageValue((await cma.getSetting(key, signal)).value);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    staleTime: PUBLIC_STALE,
    retry: false,
  });
}

/** A page of a public list: fresh for a minute, the page shown kept while the next one loads. */
function usePublicList<T>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<Paginated<T>>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: PUBLIC_STALE,
    placeholderData: keepPreviousData,
  });
}

export function usePosts(params: ListParams) {
  return usePublicList(contentKeys.posts(params), (signal) => cma.listPosts(params, signal));
}

export function usePost(id: number) {
  return useQuery({
    queryKey: contentKeys.post(id),
    queryFn: ({ signal }) => cma.getPost(id, signal),
    // The post's HTML carries it (first load only); a missing post still asks (and gets its 404).
    initialData: () => {
      const answer = takeFirstPaintAnswer(`/api/cma/posts/${id}`);
      return answer?.status === 200
        ? (answer.body as Awaited<ReturnType<typeof cma.getPost>>)
        : undefined;
    },
    staleTime: PUBLIC_STALE,
  });
}

/** A category tree from its roots (each with its children): trees are small, one page holds them. */
function useCategoryTree(queryKey: readonly unknown[], list: typeof cma.listPostCategories) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => list({ per_page: 100, filters: { parent__isnull: true } }, signal),
    staleTime: PUBLIC_STALE,
  });
}

export function usePostCategories() {
  return useCategoryTree(contentKeys.postCategories, cma.listPostCategories);
}

/** Who is asking changes what a content shows (its media open for buyers). */
function useViewer(): number {
  return useSession().user?.user_id ?? 0;
}

export function useContents(params: ListParams) {
  return usePublicList(contentKeys.contents(useViewer(), params), (signal) =>
    cma.listContents(params, signal),
  );
}

export function useContent(id: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: contentKeys.content(viewer, id),
    queryFn: ({ signal }) => cma.getContent(id, signal),
  });
}

export function useContentCategories() {
  return useCategoryTree(contentKeys.contentCategories, cma.listContentCategories);
}

export function useTopics(content: number) {
  return useQuery({
    queryKey: contentKeys.topics(content),
    queryFn: ({ signal }) =>
      cma.listTopics({ per_page: 100, ordering: 'id', filters: { content } }, signal),
    staleTime: PUBLIC_STALE,
  });
}

/** The topics list at /post-topic (any content's). */
export function useTopicList(params: ListParams) {
  return usePublicList(contentKeys.topicList(params), (signal) => cma.listTopics(params, signal));
}

export function useTopic(id: number) {
  return useQuery({
    queryKey: contentKeys.topic(id),
    queryFn: ({ signal }) => cma.getTopic(id, signal),
    staleTime: PUBLIC_STALE,
  });
}

export function useTopicCategories() {
  return useCategoryTree(contentKeys.topicCategories, cma.listTopicCategories);
}

export function useLandings(params: ListParams) {
  return usePublicList(contentKeys.landings(params), (signal) => cma.listLandings(params, signal));
}

export function useTodayHadith() {
  return useQuery({
    queryKey: contentKeys.todayHadith,
    queryFn: ({ signal }) =>
      cma.listHadithes({ per_page: 1, filters: { status: 'TODAY' } }, signal),
    select: (page) => page.results[0] ?? null,
    staleTime: PUBLIC_STALE,
  });
}
