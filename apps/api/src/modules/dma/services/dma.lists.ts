import type { ListSpec } from '../../../core/list';

export const CATEGORIES_LIST: ListSpec = {
  resource: 'donation_categories',
  alias: 'c',
  filters: { id: { type: 'int', column: 'c.id' }, title: { type: 'string', column: 'c.title' } },
  search: ['c.title'],
  ordering: { id: 'c.id', title: 'c.title' },
  defaultOrdering: 'id',
};

export const DONATIONS_LIST: ListSpec = {
  resource: 'donations',
  alias: 'd',
  filters: {
    id: { type: 'int', column: 'd.id' },
    category: { type: 'int', column: 'd.category_id' },
    is_active: { type: 'bool', column: 'd.is_active' },
    title: { type: 'string', column: 'd.title' },
  },
  search: ['d.title', 'd.summary'],
  ordering: { id: 'd.id', title: 'd.title', creation_time: 'd.creation_time' },
  defaultOrdering: '-id',
};

export const REGISTRATIONS_LIST: ListSpec = {
  resource: 'registrations',
  alias: 'r',
  filters: {
    id: { type: 'int', column: 'r.id' },
    donation: { type: 'int', column: 'r.donation_id' },
    donation__category: { type: 'int', column: 'd.category_id' },
    owner: { type: 'int', column: 'r.owner_id' },
    amount: { type: 'int', column: 'r.amount' },
    is_private: { type: 'bool', column: 'r.is_private' },
    creation_time: { type: 'date', column: 'r.creation_time' },
  },
  search: ['r.full_name', 'r.mobile_number', 'd.title'],
  ordering: { id: 'r.id', amount: 'r.amount', creation_time: 'r.creation_time' },
  defaultOrdering: '-id',
  params: ['report_type'],
};
