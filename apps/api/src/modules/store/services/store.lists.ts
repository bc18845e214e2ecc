import { PhysicalType } from '@daneshsara/domain';
import { columnFilters, ownedIndex, titledList, type FilterField, type ListSpec } from '../../../core/list';

/** An order's words: its postal code and its buyer's (core/list/search-index.ts `owner`). */
export const BASKETS_SEARCH = ownedIndex('store_baskets', ['postal_code']);

const sellableFilters = (a: string): Record<string, FilterField> => ({
  id: { type: 'int', column: `${a}.id` },
  title: { type: 'string', column: `${a}.title` },
  unit_price: { type: 'int', column: `${a}.unit_price` },
  sellable_price: { type: 'int', column: `${a}.sellable_price` },
  inventory: {
    type: 'int',
    // In stock = unlimited (-1) or at least the asked number.
    apply: (qb, cond, p) => {
      if (cond.op === 'gte' || cond.op === 'gt') {
        const min = Number(cond.value) + (cond.op === 'gt' ? 1 : 0);
        qb.andWhere(`(${a}.inventory = -1 OR ${a}.inventory >= :${p})`, { [p]: min });
      } else if (cond.op === 'eq') qb.andWhere(`${a}.inventory = :${p}`, { [p]: cond.value });
      else if (cond.op === 'lte' || cond.op === 'lt') {
        qb.andWhere(`${a}.inventory <> -1 AND ${a}.inventory ${cond.op === 'lt' ? '<' : '<='} :${p}`, { [p]: cond.value });
      }
    },
    ops: ['eq', 'gte', 'gt', 'lte', 'lt'],
  },
  store_category: { type: 'int', column: `${a}.store_category_id` },
  content_category: { type: 'int', column: `${a}.content_category_id` },
  is_hidden: { type: 'bool', column: `${a}.is_hidden` },
  is_physical: { type: 'bool', column: `${a}.is_physical` },
  creation_time: { type: 'date', column: `${a}.creation_time` },
});

const sellableOrdering = (a: string) => ({
  id: `${a}.id`,
  title: `${a}.title`,
  unit_price: `${a}.unit_price`,
  sellable_price: `${a}.sellable_price`,
  sold_count: `${a}.sold_count`,
  inventory: `${a}.inventory`,
  creation_time: `${a}.creation_time`,
});

export const PRODUCTS_LIST: ListSpec = {
  resource: 'products',
  alias: 'p',
  filters: {
    ...sellableFilters('p'),
    physical_type: { type: 'enum', values: Object.values(PhysicalType), column: 'p.physical_type' },
    /** Media types arrive with the content issue; accepted so the storefront's filter does not break. */
    medias__type: { type: 'string', ops: ['in', 'eq'], apply: () => undefined },
  },
  search: ['p.title', 'p.description'],
  ordering: sellableOrdering('p'),
  defaultOrdering: '-sold_count',
  params: ['sort'],
};

export const PACKAGES_LIST: ListSpec = {
  resource: 'packages',
  alias: 'p',
  filters: sellableFilters('p'),
  search: ['p.title', 'p.description'],
  ordering: sellableOrdering('p'),
  defaultOrdering: '-sold_count',
  params: ['sort'],
};

export const CATEGORIES_LIST = titledList('categories', 'c', columnFilters('c', { parent: 'int parent_id' }));

export const ORDERS_LIST: ListSpec = {
  resource: 'baskets',
  alias: 'b',
  filters: {
    id: { type: 'int', column: 'b.id' },
    owner: { type: 'int', column: 'b.owner_id' },
    status: { type: 'enum', values: ['OPEN', 'CANCELED', 'CLOSED', 'PAID', 'SENT'], column: 'b.status' },
    order_type: {
      type: 'enum',
      values: ['PHYSICAL', 'VIRTUAL', 'PHYSICAL_VIRTUAL', 'CONTAIN_PHYSICAL'],
      apply: (qb, cond, p) => {
        const list = (Array.isArray(cond.value) ? cond.value : [cond.value]).flatMap((v) =>
          v === 'CONTAIN_PHYSICAL' ? ['PHYSICAL', 'PHYSICAL_VIRTUAL'] : [String(v)],
        );
        qb.andWhere(`b.order_type IN (:...${p})`, { [p]: list });
      },
    },
    order_time: { type: 'date', column: 'b.order_time' },
    creation_time: { type: 'date', column: 'b.creation_time' },
    owner__national_code: { type: 'string', column: 'o.national_code' },
    owner__mobile_number: { type: 'string', column: 'o.mobile_number' },
  },
  search: [{ index: BASKETS_SEARCH, key: 'b.id' }],
  ordering: { id: 'b.id', order_time: 'b.order_time', overall_order_price: 'b.overall_order_price', status: 'b.status' },
  defaultOrdering: '-order_time',
  params: ['report_type'],
};
