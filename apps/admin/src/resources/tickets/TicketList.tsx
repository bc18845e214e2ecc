import {
  formatJalaliDateTime,
  TicketCategoryType,
  toPersianDigits,
  type TicketRow,
} from '@daneshsara/domain';
import { DataTable, SelectField, SimpleList, TextField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { nowrapColumns } from '../../inputs/tableSx';
import {
  TICKET_STATUS_COLORS,
  ticketCategoryTypeChoices,
  ticketSourceChoices,
  ticketStatusChoices,
} from './choices';

const filtersOf = (department: boolean) =>
  listFilters({
    choices: [
      { source: 'status', choices: ticketStatusChoices },
      // A department's own list is fixed to its type; the whole list chooses one.
      ...(department ? [] : [{ source: 'category__type', choices: ticketCategoryTypeChoices }]),
      { source: 'source_type', choices: ticketSourceChoices, hidden: true },
    ],
    dateRange: 'creation_time',
    person: { prefix: 'owner__', fields: ['national_code'], alwaysOn: true },
  });
const departmentFilters = filtersOf(true);
const allFilters = filtersOf(false);

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<TicketRow>
      primaryText={(r) => toPersianDigits(r.title)}
      secondaryText={(r) =>
        `${r.owner_info?.full_name ?? ''} · ${translate(`app.ticket_status.${r.status}`, {
          _: r.status,
        })}`
      }
      tertiaryText={(r) => formatJalaliDateTime(r.last_modification_time)}
      linkType="show"
    />
  );
}

/**
 * The ticket columns (number, title, learner, department or source, status, days): the lists
 * and the ticket tab of a classroom, an event or a circle show the same table.
 */
export function TicketTable({ type }: { type?: TicketCategoryType }) {
  return (
    <DataTable
      rowClick="show"
      bulkActionButtons={false}
      sx={nowrapColumns(
        'creation_time',
        'last_modification_time',
        'owner_info.full_name',
        'owner_info.national_code',
      )}
    >
      <DataTable.Col source="id">
        <PersianNumberField source="id" />
      </DataTable.Col>
      <DataTable.Col source="title" disableSort>
        <PersianTextField source="title" />
      </DataTable.Col>
      <DataTable.Col source="owner_info.full_name" disableSort />
      <DataTable.Col source="owner_info.national_code" disableSort>
        <PersianNumberField source="owner_info.national_code" emptyText="app.empty" />
      </DataTable.Col>
      {type ? null : (
        <DataTable.Col source="category_info.title" disableSort>
          <TextField source="category_info.title" emptyText="app.empty" />
        </DataTable.Col>
      )}
      {type === TicketCategoryType.FINANCIAL ? (
        <DataTable.Col source="source_id" disableSort>
          <PersianNumberField source="source_id" emptyText="app.empty" />
        </DataTable.Col>
      ) : (
        <DataTable.Col source="source_type" disableSort>
          <SelectField
            source="source_type"
            choices={ticketSourceChoices}
            emptyText="app.ticket_source_type.none"
          />
        </DataTable.Col>
      )}
      <DataTable.Col source="status">
        <ChipLabelField source="status" labels="app.ticket_status" colors={TICKET_STATUS_COLORS} />
      </DataTable.Col>
      <DataTable.Col source="creation_time">
        <JalaliDateField source="creation_time" showTime />
      </DataTable.Col>
      <DataTable.Col source="last_modification_time">
        <JalaliDateField source="last_modification_time" showTime />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * GET mma/tickets: the last changed first, by status, department, source, days, the learner's
 * national code and words of the title or name. With a `type`, one department's list (the
 * financial help requests, the educational tickets) whoever looks: admins see every type.
 */
function TicketList({ type }: { type?: TicketCategoryType }) {
  return (
    <ConsoleList
      filter={type ? { category__type: type } : undefined}
      filters={type ? departmentFilters : allFilters}
      create={type ? false : 'app.tickets.create.action'}
      sort={{ field: 'last_modification_time', order: 'DESC' }}
      phone={<PhoneList />}
    >
      <TicketTable type={type} />
    </ConsoleList>
  );
}

export const AllTicketList = () => <TicketList />;
export const FinancialTicketList = () => <TicketList type={TicketCategoryType.FINANCIAL} />;
export const EducationalTicketList = () => <TicketList type={TicketCategoryType.EDUCATIONAL} />;
