import { TicketSourceType } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import { ReferenceManyField, useResourceContext, useTranslate } from 'react-admin';
import { ListPagination } from '../../layout/ListPagination';
import { classroomKindOf, type LearningKind } from '../learning/api';
import { ALL_TICKETS_RESOURCE } from './api';
import { TicketTable } from './TicketList';

/** The ticket source type of each kind of classroom page (SPEC section 6). */
const SOURCE_OF: Record<LearningKind, TicketSourceType> = {
  training: TicketSourceType.TRAINING_CLASSROOM,
  circles: TicketSourceType.DISCUSSION_CIRCLE_CLASSROOM,
  events: TicketSourceType.EVENT,
};

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('app.tickets.tab_empty')}
    </Typography>
  );
}

/**
 * «تیکت‌ها» on a classroom's, an event's, a circle's or (with `source`) a content's page: the
 * tickets learners opened from it
 * (GET mma/tickets?source_type=&source_id=), in the ticket lists' own table; a row opens the ticket.
 */
export function TicketsTab({ source }: { label?: false; source?: TicketSourceType }) {
  const resource = useResourceContext();
  const sourceType = source ?? SOURCE_OF[classroomKindOf(resource)];
  return (
    <ReferenceManyField
      reference={ALL_TICKETS_RESOURCE}
      target="source_id"
      filter={{ source_type: sourceType }}
      sort={{ field: 'last_modification_time', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination />}
      empty={<Empty />}
    >
      <TicketTable />
    </ReferenceManyField>
  );
}
