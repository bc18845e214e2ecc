import { WaitlistStatus } from '@daneshsara/domain';
import { columnFilters, type ListSpec } from '../../../core/list';
import { ownerSearch } from '../../uma';

/** `GET /lma/waitlist`: a line in its order (`classroom=…`), or a learner's own entries. */
export const WAITLIST_LIST: ListSpec = {
  resource: 'waitlist',
  alias: 'w',
  filters: {
    ...columnFilters('w', { id: 'int', classroom: 'int classroom_id', owner: 'int owner_id', creation_time: 'date' }),
    status: { type: 'enum', values: Object.values(WaitlistStatus), column: 'w.status' },
  },
  search: [ownerSearch('w.owner_id')],
  ordering: { id: 'w.id', position: 'w.position', creation_time: 'w.creation_time' },
  defaultOrdering: 'position',
};
