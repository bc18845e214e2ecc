import { formatRial, type InvoiceRow } from '@daneshsara/domain';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportXlsxButton } from '../../components/ExportXlsxButton';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { JalaliDateFilterInput } from '../../inputs/JalaliDateFilterInput';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { listSx, nowrapColumns } from '../../inputs/tableSx';
import { ListPagination } from '../../layout/ListPagination';
import { latinDigits, persianDigits } from '../users/validators';
import {
  INVOICE_STATUS_COLORS,
  INVOICE_TYPE_COLORS,
  invoiceStatusChoices,
  invoiceTypeChoices,
} from './choices';

const invoiceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={invoiceStatusChoices} alwaysOn />,
  <SelectInput key="type" source="type" choices={invoiceTypeChoices} alwaysOn />,
  <JalaliDateFilterInput key="creation_time_gte" source="creation_time_gte" alwaysOn />,
  <JalaliDateFilterInput key="creation_time_lt" source="creation_time_lt" end alwaysOn />,
  <TextInput
    key="owner__national_code"
    source="owner__national_code"
    parse={latinDigits}
    format={persianDigits}
  />,
  <TextInput
    key="owner__mobile_number"
    source="owner__mobile_number"
    parse={latinDigits}
    format={persianDigits}
  />,
  <TextInput key="owner__firstname" source="owner__firstname" />,
  <TextInput key="owner__lastname" source="owner__lastname" />,
];

function InvoiceListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportXlsxButton />
    </TopToolbar>
  );
}

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<InvoiceRow>
      primaryText={(r) => r.title}
      secondaryText={(r) => `${r.owner_info?.full_name ?? ''} · ${formatRial(r.amount)}`}
      tertiaryText={(r) => translate(`app.invoice_status.${r.status}`, { _: r.status })}
      linkType="show"
    />
  );
}

/** GET accounting/invoices: every learner's invoices, filtered by status, type, days and owner. */
export function InvoiceList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={invoiceFilters}
      actions={<InvoiceListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination />}
      exporter={false}
      sx={listSx}
    >
      {isSmall ? (
        <PhoneList />
      ) : (
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          sx={nowrapColumns('amount', 'creation_time', 'owner_info.national_code')}
        >
          <DataTable.Col source="id">
            <PersianNumberField source="id" />
          </DataTable.Col>
          <DataTable.Col source="title" disableSort />
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
      )}
    </List>
  );
}
