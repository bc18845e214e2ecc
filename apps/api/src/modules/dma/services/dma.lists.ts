import { columnFilters, titledList, type ListSpec } from '../../../core/list';

export const CATEGORIES_LIST = titledList('donation_categories', 'c');

export const DONATIONS_LIST: ListSpec = {
  resource: 'donations',
  alias: 'd',
  filters: columnFilters('d', { id: 'int', category: 'int category_id', is_active: 'bool', title: 'string' }),
  search: ['d.title', 'd.summary'],
  ordering: { id: 'd.id', title: 'd.title', creation_time: 'd.creation_time' },
  defaultOrdering: '-id',
};

export const REGISTRATIONS_LIST: ListSpec = {
  resource: 'registrations',
  alias: 'r',
  filters: columnFilters('r', {
    id: 'int',
    donation: 'int donation_id',
    donation__category: 'int d.category_id',
    owner: 'int owner_id',
    amount: 'int',
    is_private: 'bool',
    creation_time: 'date',
  }),
  search: ['r.full_name', 'r.mobile_number', 'd.title'],
  ordering: { id: 'r.id', amount: 'r.amount', creation_time: 'r.creation_time' },
  defaultOrdering: '-id',
  params: ['report_type'],
};
