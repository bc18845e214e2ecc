/** The public content routes (SPEC section 2). */
export const contentPaths = {
  posts: '/post',
  news: '/post/news',
  guides: '/post/guide',
  post: (id: number) => `/post/${id}`,
  contents: '/content',
  content: (id: number) => `/content/${id}`,
  category: (id: number) => `/content_category/${id}`,
  /** The content categories from the top (SPEC section 2's bare `content_category/parent/parent`). */
  categories: '/content_category/parent/parent',
  topics: '/post-topic',
  topic: (id: number) => `/post-topic/${id}`,
  landings: '/landing',
  landing: (slug: string) => `/landing/${encodeURIComponent(slug)}`,
};

/** Post categories the lists at /post/news and /post/guide show, by their titles in the demo and the console. */
export const POST_KINDS = { news: 'اخبار', guide: 'راهنما' } as const;
