import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useDelete,
  useList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { nowrapColumns } from '../../../inputs/tableSx';
import { TextButton } from '../shared/TextButton';
import { faDigits } from '../shared/text';
import { EmptyRows, LoadingRows, RecordCards, RowButtons, useIsSmall } from '../shared/ui';
import { SESSION_RESOURCE, sessionEditRoute, sheetsRoute } from './api';
import {
  AssignmentCountsField,
  AttendanceCountsField,
  SessionChips,
  SessionTimeField,
  useSessionTimeText,
} from './fields';
import { LinkButton } from './LinkButton';
import type { SessionRecord } from './model';

export interface SessionsTableProps {
  sessions: SessionRecord[] | undefined;
  isPending: boolean;
  /** The list's failed load: its text instead of the table. */
  error?: unknown;
  /** The classroom's resource (classrooms, events ...): the sheets screen opens under it. */
  classroomResource: string;
  /** Where the edit form returns to (this tab or this list). */
  back: string;
  /** What to say when the classroom has no session yet. */
  empty: string;
}

/** «حذف»: DELETE lma/sessions/{id} after a confirmation; a 409 (sheets exist) shows its text. */
export function DeleteSessionButton() {
  const record = useRecordContext<SessionRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<SessionRecord>();
  if (!record) return null;
  return (
    <>
      <TextButton
        label="app.sessions.delete.action"
        color="error"
        icon={<DeleteOutlineOutlinedIcon />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.sessions.delete.title', { title: faDigits(record.title) })}
        content="app.sessions.delete.content"
        confirm="app.sessions.delete.action"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() =>
          deleteOne(
            SESSION_RESOURCE,
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('app.sessions.delete.done', { type: 'success' });
                refresh();
              },
              onError: (error) => {
                setOpen(false);
                notify(
                  error instanceof Error && error.message
                    ? error.message
                    : 'ra.notification.http_error',
                  { type: 'error' },
                );
              },
            },
          )
        }
      />
    </>
  );
}

function SheetsButton({ classroomResource }: { classroomResource: string }) {
  const record = useRecordContext<SessionRecord>();
  if (!record) return null;
  return (
    <LinkButton
      label="app.sessions.sheets_link"
      variant="outlined"
      icon={<FactCheckOutlinedIcon />}
      to={sheetsRoute(classroomResource, record.classroom, record.id)}
    />
  );
}

function EditSessionButton({ back }: { back: string }) {
  const record = useRecordContext<SessionRecord>();
  if (!record) return null;
  return (
    <LinkButton
      label="app.sessions.edit"
      icon={<EditOutlinedIcon />}
      to={sessionEditRoute(record.id, back)}
    />
  );
}

function RowActions({ classroomResource, back }: { classroomResource: string; back: string }) {
  return (
    <RowButtons>
      <SheetsButton classroomResource={classroomResource} />
      <EditSessionButton back={back} />
      <DeleteSessionButton />
    </RowButtons>
  );
}

/** The title, «اجباری» when it is, and the phase chip. */
function TitleField(_: { source?: string; label?: string }) {
  const record = useRecordContext<SessionRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {faDigits(record.title)}
      </Typography>
      <SessionChips session={record} />
    </Box>
  );
}

/** The row number in order of the sessions (جلسه ۱، ۲ ...), not the database id. */
function OrderField({ order }: { source?: string; label?: string; order: Map<number, number> }) {
  const record = useRecordContext<SessionRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {faDigits(order.get(record.id) ?? '')}
    </Typography>
  );
}

function SessionCards({
  sessions,
  classroomResource,
  back,
  order,
}: {
  sessions: SessionRecord[];
  classroomResource: string;
  back: string;
  order: Map<number, number>;
}) {
  const timeText = useSessionTimeText();
  const translate = useTranslate();
  return (
    <RecordCards rows={sessions}>
      {(session) => (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              {faDigits(order.get(session.id) ?? '')}
            </Typography>
            <TitleField />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {timeText(session)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('resources.session.fields.attendance')}
              </Typography>
              <AttendanceCountsField />
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('resources.session.fields.assignment')}
              </Typography>
              <AssignmentCountsField />
            </Box>
          </Box>
          <RowActions classroomResource={classroomResource} back={back} />
        </>
      )}
    </RecordCards>
  );
}

/**
 * A classroom's sessions (on its «جلسات» tab and on the sessions list): the order, title with its
 * phase, the Jalali times, how many attended and handed in the assignment, and per session the
 * attendance sheets, edit and delete. A table on a wide screen, cards on a phone.
 */
export function SessionsTable({
  sessions,
  isPending,
  error,
  classroomResource,
  back,
  empty,
}: SessionsTableProps) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const order = new Map((sessions ?? []).map((s, i) => [s.id, i + 1]));
  const listContext = useList<SessionRecord>({
    data: sessions,
    isPending,
    perPage: 1000,
    resource: SESSION_RESOURCE,
  });
  if (error) {
    return (
      <Typography color="error" variant="body2">
        {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
      </Typography>
    );
  }
  if (isPending) return <LoadingRows height={56} />;
  if (!sessions?.length) return <EmptyRows text={empty} />;
  return (
    <ResourceContextProvider value={SESSION_RESOURCE}>
      <ListContextProvider value={listContext}>
        {isSmall ? (
          <SessionCards
            sessions={sessions}
            classroomResource={classroomResource}
            back={back}
            order={order}
          />
        ) : (
          <DataTable<SessionRecord>
            bulkActionButtons={false}
            rowClick={false}
            sx={nowrapColumns('order', 'time')}
          >
            <DataTable.Col source="order" label="app.sessions.order" disableSort>
              <OrderField order={order} />
            </DataTable.Col>
            <DataTable.Col source="title" disableSort>
              <TitleField />
            </DataTable.Col>
            <DataTable.Col source="time" disableSort>
              <SessionTimeField />
            </DataTable.Col>
            <DataTable.Col source="attendance" disableSort>
              <AttendanceCountsField />
            </DataTable.Col>
            <DataTable.Col source="assignment" disableSort>
              <AssignmentCountsField />
            </DataTable.Col>
            <DataTable.Col source="actions" disableSort>
              <RowActions classroomResource={classroomResource} back={back} />
            </DataTable.Col>
          </DataTable>
        )}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
