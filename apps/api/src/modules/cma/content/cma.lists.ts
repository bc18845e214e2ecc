import { columnFilters, titledList, type FilterField, type ListSpec } from '../../../core/list';

/** Today (or any instant) in Tehran as YYYY-MM-DD: the day a hadith belongs to. */
export function tehranDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const SQL_OPS: Partial<Record<string, string>> = { eq: '=', gte: '>=', lte: '<=', gt: '>', lt: '<' };

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

/** Posts and contents: a titled, ordered, hideable row in a category, with hashtags. */
const contentList = (resource: string, owner: string, defaultOrdering: string, more: Record<string, FilterField> = {}): ListSpec => ({
  resource,
  alias: 'p',
  filters: {
    ...columnFilters('p', { id: 'int', is_hidden: 'bool', creation_time: 'date' }),
    ...categoryFilters('p'),
    hashtags: hashtagFilter('p', owner),
    ...more,
  },
  search: ['p.title', 'p.summary'],
  ordering: { id: 'p.id', title: 'p.title', order: 'p.order', creation_time: 'p.creation_time' },
  defaultOrdering,
});

export const POSTS_LIST = contentList('posts', 'POST', '-creation_time');
export const CONTENTS_LIST = contentList('contents', 'CONTENT', 'order', columnFilters('p', { is_free: 'bool' }));

export const TOPICS_LIST: ListSpec = {
  resource: 'topics',
  alias: 'p',
  filters: {
    ...columnFilters('p', { id: 'int', content: 'int content_id', creator: 'int creator_id', creation_time: 'date' }),
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
    category: { type: 'int', column: 'm.category_id' },
    creation_time: { type: 'date', column: 'm.creation_time' },
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
    // A day (2027-03-25) or an instant (the console's range sends local midnights), read as the
    // Tehran day it falls on: publish_date is that day's text, compared as text.
    publish_date: {
      type: 'date',
      ops: ['eq', 'gte', 'lte', 'gt', 'lt'],
      apply: (qb, cond, p) => qb.andWhere(`h.publish_date ${SQL_OPS[cond.op]} :${p}`, { [p]: tehranDay(cond.value as Date) }),
    },
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

export const CATEGORIES_LIST = titledList('categories', 'c', columnFilters('c', { parent: 'int parent_id' }));

export const SETTINGS_LIST: ListSpec = {
  resource: 'settings',
  alias: 's',
  filters: { key: { type: 'string', column: 's.key' } },
  search: ['s.key'],
  ordering: { key: 's.key', last_modification_time: 's.last_modification_time' },
  defaultOrdering: 'key',
};
