import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  FilterForm,
  ListBase,
  SearchInput,
  SelectInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { PersianNumberField } from '../../../inputs/PersianNumberField';
import { ShowSection } from '../../../inputs/ShowSection';
import { nowrapColumns } from '../../../inputs/tableSx';
import { ListPagination } from '../../../layout/ListPagination';
import { REGISTRATIONS_RESOURCE } from '../api';
import {
  chipColor,
  INVOICE_STATUS_COLORS,
  REGISTRATION_STATUS_COLORS,
  registrationStatusChoices,
} from '../choices';
import { MemberRecordButton } from '../learner-record';
import { MessageMembersButton } from './MessageMembersButton';
import { memberStatusKey } from '../payload';
import type { ClassroomRecord } from '../shared/fields';
import { ExportButton } from '../shared/buttons';
import { DigitsInput } from '../shared/text';
import { EmptyRows, MutedText, RecordCards, RowButtons, useIsSmall } from '../shared/ui';
import {
  DropMemberButton,
  InvoiceMemberButton,
  RegisterUserButton,
  type MemberRow,
} from './MemberActions';
import { listHasRows } from '../../../components/list/listRows';

const memberFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={registrationStatusChoices} alwaysOn />,
  <DigitsInput key="owner__national_code" source="owner__national_code" alwaysOn resettable />,
];

/** The registration's status, or the transcript's result once there is one. */
function MemberStatusField(_: { source?: string; label?: string }) {
  const record = useRecordContext<MemberRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={chipColor(REGISTRATION_STATUS_COLORS, record.status)}
      variant={record.status === 'ENROLLED' ? 'outlined' : 'filled'}
      label={translate(memberStatusKey(record), { _: record.status })}
    />
  );
}

/** «وضعیت مالی»: the invoice's status; «رایگان» without one. */
function FinancialStatusField(_: { source?: string; label?: string }) {
  const record = useRecordContext<MemberRow>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.invoice_info?.status;
  if (!status) return <MutedText text="app.learning.free" />;
  const color = chipColor(INVOICE_STATUS_COLORS, status);
  return (
    <Chip
      size="small"
      variant={color === 'default' ? 'outlined' : 'filled'}
      color={color}
      label={translate(`app.learning.invoice_status.${status}`, { _: status })}
    />
  );
}

function RowActions(_: { source?: string; label?: string }) {
  return (
    <RowButtons>
      <MemberRecordButton />
      <InvoiceMemberButton />
      <DropMemberButton />
    </RowButtons>
  );
}

function MembersTable() {
  return (
    <DataTable<MemberRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyRows text="app.learning.members.empty" />}
      sx={nowrapColumns('owner_info.national_code', 'status', 'registered_time')}
    >
      <DataTable.Col source="owner_info.full_name" disableSort />
      <DataTable.Col source="owner_info.national_code" disableSort>
        <PersianNumberField source="owner_info.national_code" emptyText="app.empty" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <MemberStatusField />
      </DataTable.Col>
      <DataTable.Col source="invoice_info.status" disableSort>
        <FinancialStatusField />
      </DataTable.Col>
      <DataTable.Col source="registered_time" disableSort>
        <JalaliDateField source="registered_time" showTime emptyText="app.empty" />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <RowActions />
      </DataTable.Col>
    </DataTable>
  );
}

/** On a phone: one small card per member with the same facts and buttons. */
function MemberCards() {
  const { data, isPending } = useListContext<MemberRow>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <EmptyRows text="app.learning.members.empty" />;
  return (
    <RecordCards rows={data}>
      {(row) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {row.owner_info?.full_name}
            </Typography>
            <MemberStatusField />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.learning-registrations.fields.owner_info.national_code')}:{' '}
              {toPersianDigits(row.owner_info?.national_code ?? '—')}
            </Typography>
            <FinancialStatusField />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.learning-registrations.fields.registered_time')}:{' '}
            {row.registered_time ? formatJalaliDateTime(row.registered_time) : '—'}
          </Typography>
          <RowActions />
        </>
      )}
    </RecordCards>
  );
}

function MembersBody() {
  const isSmall = useIsSmall();
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <FilterForm filters={memberFilters} />
      </Box>
      {isSmall ? <MemberCards /> : <MembersTable />}
      <ListPagination />
    </>
  );
}

/** «خروجی اکسل» and «پیام به اعضا» for the members as filtered, and «ثبت نام کاربر». */
function MembersActions({ classroomId }: { classroomId: number }) {
  const list = useListContext();
  const { filterValues, sort } = list;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <ExportButton
        path={REGISTRATIONS_RESOURCE}
        filter={{ ...filterValues, classroom: classroomId }}
        sort={sort}
        disabled={!listHasRows(list)}
      />
      <MessageMembersButton classroomId={classroomId} />
      <RegisterUserButton classroomId={classroomId} />
    </Box>
  );
}

/**
 * «اعضا»: GET lma/registrations?classroom=<id> with status, national code and search filters; per
 * member the admin drop and an invoice for a pre-registered one; «ثبت نام کاربر» above.
 */
export function MembersTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  return (
    <ListBase
      resource={REGISTRATIONS_RESOURCE}
      filter={{ classroom: record.id }}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
    >
      <ShowSection
        title="app.learning.tabs.members"
        action={<MembersActions classroomId={Number(record.id)} />}
      >
        <MembersBody />
      </ShowSection>
    </ListBase>
  );
}
