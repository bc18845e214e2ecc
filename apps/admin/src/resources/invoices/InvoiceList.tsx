import { formatRial, toPersianDigits, type InvoiceRow } from '@daneshsara/domain';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';
import {
  INVOICE_STATUS_COLORS,
  INVOICE_TYPE_COLORS,
  invoiceStatusChoices,
  invoiceTypeChoices,
} from './choices';

const invoiceFilters = listFilters({
  choices: [
    { source: 'status', choices: invoiceStatusChoices },
    { source: 'type', choices: invoiceTypeChoices },
  ],
  dateRange: 'creation_time',
  person: { prefix: 'owner__' },
});

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<InvoiceRow>
      primaryText={(r) => toPersianDigits(r.title)}
      secondaryText={(r) => `${r.owner_info?.full_name ?? ''} · ${formatRial(r.amount)}`}
      tertiaryText={(r) => translate(`app.invoice_status.${r.status}`, { _: r.status })}
      linkType="show"
    />
  );
}

/** GET accounting/invoices: every learner's invoices, filtered by status, type, days and owner. */
export function InvoiceList() {
  return (
    <ConsoleList
      filters={invoiceFilters}
      create="app.invoices.create.action"
      exportXlsx
      phone={<PhoneList />}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={false}
        sx={nowrapColumns('amount', 'creation_time', 'owner_info.national_code')}
      >
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort>
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="owner_info.full_name" disableSort />
        <DataTable.Col source="owner_info.national_code" disableSort>
          <PersianNumberField source="owner_info.national_code" />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <RialField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <ChipLabelField source="type" labels="app.invoice_type" colors={INVOICE_TYPE_COLORS} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ChipLabelField
            source="status"
            labels="app.invoice_status"
            colors={INVOICE_STATUS_COLORS}
          />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
