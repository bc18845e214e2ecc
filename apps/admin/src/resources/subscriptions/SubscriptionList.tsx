import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useState } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  Button,
  DataTable,
  ReferenceInput,
  required,
  SimpleList,
  TextInput,
  useListContext,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ActionConfirm, ActionDialog } from '../../inputs/ActionDialog';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ActiveField } from '../../inputs/StatusFields';
import { listFilters } from '../../inputs/listFilters';
import { nowrapColumns } from '../../inputs/tableSx';
import { UNITS_RESOURCE } from '../learning/api';
import { activeChoices } from '../users/choices';
import { listHasRows } from '../../components/list/listRows';

interface SubscriptionRow {
  id: number;
  source_id: number;
  source_info: { id: number; title: string } | null;
  owner_info: { full_name: string; mobile_number: string | null } | null;
  is_enabled: boolean;
  creation_time: string;
}

const filters = [
  <ReferenceInput key="source_id" source="source_id" reference={UNITS_RESOURCE} alwaysOn>
    <AutocompleteInput
      label="resources.subscriptions.fields.source_id"
      optionText="title"
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>,
  ...listFilters({
    choices: [{ source: 'is_enabled', choices: activeChoices }],
    dateRange: 'creation_time',
    person: { prefix: 'owner__', fields: ['national_code'], alwaysOn: true },
  }),
];

/** The list's filters as the API takes them (delete_all clears what the list shows). */
function query(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** «پیام به مشترکان»: POST mma/subscriptions/send_message for the unit the list is filtered by. */
function MessageButton() {
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const unit = filterValues.source_id as number | undefined;
  if (!unit) return null;
  return (
    <>
      <Button label="app.subscriptions.message.action" onClick={() => setOpen(true)}>
        <SendOutlinedIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.subscriptions.message.title"
        submitLabel="app.subscriptions.message.submit"
        defaultValues={{ send_sms: false }}
        action={{
          path: 'mma/subscriptions/send_message',
          method: 'POST',
          body: (v) => ({ ...v, source_id: unit }),
          done: 'app.subscriptions.message.done',
        }}
      >
        <TextInput source="title" label="resources.notices.fields.title" validate={required()} />
        <TextInput source="body" label="resources.notices.fields.body" multiline minRows={3} validate={required()} />
        <BooleanInput source="send_sms" label="resources.notices.fields.send_sms" helperText="app.notices.sms_help" />
      </ActionDialog>
    </>
  );
}

/** «حذف همه»: DELETE mma/subscriptions/delete_all with the list's filters, after a confirmation. */
function ClearButton() {
  const list = useListContext();
  const { filterValues, total } = list;
  const [open, setOpen] = useState(false);
  if (!listHasRows(list)) return null;
  return (
    <>
      <Button label="app.subscriptions.clear.action" onClick={() => setOpen(true)} color="error">
        <DeleteSweepOutlinedIcon />
      </Button>
      <ActionConfirm
        isOpen={open}
        onClose={() => setOpen(false)}
        title="app.subscriptions.clear.title"
        content={total === undefined ? 'app.subscriptions.clear.content_uncounted' : 'app.subscriptions.clear.content'}
        translateOptions={{ count: toPersianDigits(String(total ?? '')) }}
        confirm="app.subscriptions.clear.submit"
        action={{
          path: `mma/subscriptions/delete_all${query(filterValues)}`,
          method: 'DELETE',
          done: 'app.subscriptions.clear.done',
        }}
      />
    </>
  );
}

/**
 * «اشتراک‌ها» (/admin/subscriptions ⇄ GET mma/subscriptions): who follows which unit, by unit,
 * state, days and national code; message a unit's subscribers, export them, clear them.
 */
export function SubscriptionList() {
  return (
    <ConsoleList
      filters={filters}
      exportXlsx
      create={false}
      extraActions={
        <>
          <MessageButton />
          <ClearButton />
        </>
      }
      sort={{ field: 'id', order: 'DESC' }}
      phone={
        <SimpleList<SubscriptionRow>
          primaryText={(r) => r.owner_info?.full_name ?? ''}
          secondaryText={(r) => toPersianDigits(r.source_info?.title ?? '')}
          tertiaryText={(r) => formatJalaliDateTime(r.creation_time)}
          linkType={false}
        />
      }
    >
      <DataTable bulkActionButtons={false} sx={nowrapColumns('creation_time')}>
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="owner_info.full_name" disableSort />
        <DataTable.Col source="owner_info.mobile_number" disableSort>
          <PersianNumberField source="owner_info.mobile_number" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="source_info.title" disableSort>
          <PersianTextField source="source_info.title" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="is_enabled" disableSort>
          <ActiveField source="is_enabled" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
