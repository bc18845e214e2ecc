import {
  formatJalaliDateTime,
  TicketCategoryType,
  toPersianDigits,
  type TicketRow,
} from '@daneshsara/domain';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { nowrapColumns } from '../../inputs/tableSx';
import { TICKET_STATUS_COLORS, ticketStatusChoices } from './choices';

/** Only the financial tickets, whoever looks (admin and the superuser see every type). */
const FINANCIAL_ONLY = { category__type: TicketCategoryType.FINANCIAL };

const ticketFilters = listFilters({
  choices: [{ source: 'status', choices: ticketStatusChoices }],
  dateRange: 'creation_time',
  person: { prefix: 'owner__', fields: ['national_code'], alwaysOn: true },
});

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
 * GET mma/tickets (category type FINANCIAL): the learners' help requests, the last changed
 * first, by status, days, the learner's national code and words of the title or name.
 */
export function TicketList() {
  return (
    <ConsoleList
      filter={FINANCIAL_ONLY}
      filters={ticketFilters}
      filterButton={false}
      sort={{ field: 'last_modification_time', order: 'DESC' }}
      phone={<PhoneList />}
    >
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
        <DataTable.Col source="source_id" disableSort>
          <PersianNumberField source="source_id" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <ChipLabelField
            source="status"
            labels="app.ticket_status"
            colors={TICKET_STATUS_COLORS}
          />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
        <DataTable.Col source="last_modification_time">
          <JalaliDateField source="last_modification_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
