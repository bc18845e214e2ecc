import type { FilterField, ListSpec } from '../../../core/list';

/** `category`, `category__parent`, `category__parent__parent` on a row's category_id. */
export const categoryFilters = (a: string): Record<string, FilterField> => ({
  category: { type: 'int', column: `${a}.category_id` },
  category__parent: {
    type: 'int',
    ops: ['eq'],
    apply: (qb, cond, p) =>
      qb.andWhere(`${a}.category_id IN (SELECT cc.id FROM cma_categories cc WHERE cc.parent_id = :${p})`, { [p]: cond.value }),
  },
  category__parent__parent: {
    type: 'int',
    ops: ['eq'],
    apply: (qb, cond, p) =>
      qb.andWhere(
        `${a}.category_id IN (SELECT cc.id FROM cma_categories cc JOIN cma_categories pc ON pc.id = cc.parent_id WHERE pc.parent_id = :${p})`,
        { [p]: cond.value },
      ),
  },
});

/** `hashtags` / `hashtags__id` (both with `__in`) through the link table. */
const hashtagFilter = (a: string, owner: string): FilterField => ({
  type: 'int',
  ops: ['eq', 'in'],
  apply: (qb, cond, p) =>
    qb.andWhere(
      `${a}.id IN (SELECT l.owner_id FROM cma_links l WHERE l.owner_kind = '${owner}' AND l.tag_kind = 'HASHTAG' AND l.tag_id IN (:...${p}))`,
      { [p]: Array.isArray(cond.value) ? cond.value : [cond.value] },
    ),
});

export const POSTS_LIST: ListSpec = {
  resource: 'posts',
  alias: 'p',
  filters: {
    id: { type: 'int', column: 'p.id' },
    ...categoryFilters('p'),
    is_hidden: { type: 'bool', column: 'p.is_hidden' },
    creation_time: { type: 'date', column: 'p.creation_time' },
    hashtags: hashtagFilter('p', 'POST'),
  },
  search: ['p.title', 'p.summary'],
  ordering: { id: 'p.id', title: 'p.title', order: 'p.order', creation_time: 'p.creation_time' },
  defaultOrdering: '-creation_time',
};

export const CONTENTS_LIST: ListSpec = {
  resource: 'contents',
  alias: 'p',
  filters: {
    id: { type: 'int', column: 'p.id' },
    ...categoryFilters('p'),
    is_hidden: { type: 'bool', column: 'p.is_hidden' },
    is_free: { type: 'bool', column: 'p.is_free' },
    creation_time: { type: 'date', column: 'p.creation_time' },
    hashtags: hashtagFilter('p', 'CONTENT'),
  },
  search: ['p.title', 'p.summary'],
  ordering: { id: 'p.id', title: 'p.title', order: 'p.order', creation_time: 'p.creation_time' },
  defaultOrdering: 'order',
};

export const TOPICS_LIST: ListSpec = {
  resource: 'topics',
  alias: 'p',
  filters: {
    id: { type: 'int', column: 'p.id' },
    content: { type: 'int', column: 'p.content_id' },
    creator: { type: 'int', column: 'p.creator_id' },
    ...categoryFilters('p'),
    hashtags: hashtagFilter('p', 'TOPIC'),
    hashtags__id: hashtagFilter('p', 'TOPIC'),
  },
  search: ['p.title'],
  ordering: { id: 'p.id', title: 'p.title', creation_time: 'p.creation_time' },
  defaultOrdering: 'id',
};

export const MEDIAS_LIST: ListSpec = {
  resource: 'medias',
  alias: 'm',
  filters: {
    id: { type: 'int', column: 'm.id' },
    type: { type: 'enum', values: ['VIDEO', 'TEXT', 'SOUND', 'IMAGE'], column: 'm.type' },
    source_type: { type: 'enum', values: ['CONTENT', 'SETTING'], column: 'm.source_type' },
  },
  search: ['m.title'],
  ordering: { id: 'm.id', title: 'm.title', creation_time: 'm.creation_time' },
  defaultOrdering: '-id',
};

export const HADITHES_LIST: ListSpec = {
  resource: 'hadithes',
  alias: 'h',
  filters: {
    id: { type: 'int', column: 'h.id' },
    publish_date: { type: 'string', column: 'h.publish_date', ops: ['eq', 'gte', 'lte', 'gt', 'lt'] },
    // status is read by the service (it needs today's date).
  },
  search: ['h.persian_text', 'h.arabian_text', 'h.narrator', 'h.source'],
  ordering: { id: 'h.id', publish_date: 'h.publish_date' },
  defaultOrdering: '-publish_date',
  params: ['status'],
};

export const HASHTAGS_LIST: ListSpec = {
  resource: 'hashtags',
  alias: 'h',
  filters: { id: { type: 'int', column: 'h.id' }, title: { type: 'string', column: 'h.title' } },
  search: ['h.title'],
  ordering: { id: 'h.id', title: 'h.title', order: 'h.order' },
  defaultOrdering: 'order',
};

export const CELEBRITIES_LIST: ListSpec = {
  resource: 'celebrities',
  alias: 'h',
  filters: { id: { type: 'int', column: 'h.id' } },
  search: ['h.name'],
  ordering: { id: 'h.id', name: 'h.name' },
  defaultOrdering: 'name',
};

export const CATEGORIES_LIST: ListSpec = {
  resource: 'categories',
  alias: 'c',
  filters: {
    id: { type: 'int', column: 'c.id' },
    parent: { type: 'int', column: 'c.parent_id' },
    title: { type: 'string', column: 'c.title' },
  },
  search: ['c.title'],
  ordering: { id: 'c.id', title: 'c.title' },
  defaultOrdering: 'id',
};

export const SETTINGS_LIST: ListSpec = {
  resource: 'settings',
  alias: 's',
  filters: { key: { type: 'string', column: 's.key' } },
  search: ['s.key'],
  ordering: { key: 's.key', last_modification_time: 's.last_modification_time' },
  defaultOrdering: 'key',
};
