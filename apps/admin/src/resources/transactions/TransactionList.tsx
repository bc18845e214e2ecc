import { formatRial, type TransactionRow } from '@daneshsara/domain';
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
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { listSx, nowrapColumns } from '../../inputs/tableSx';
import { ListPagination } from '../../layout/ListPagination';
import { latinDigits, persianDigits } from '../users/validators';
import { TRANSACTION_STATUS_COLORS, transactionStatusChoices } from './choices';

const transactionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={transactionStatusChoices} alwaysOn />,
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

function TransactionListActions() {
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
    <SimpleList<TransactionRow>
      primaryText={(r) => r.owner_info?.full_name ?? ''}
      secondaryText={(r) => formatRial(r.amount)}
      tertiaryText={(r) => translate(`app.transaction_status.${r.status}`, { _: r.status })}
      linkType="show"
    />
  );
}

/** GET accounting/transactions: every bank gateway attempt, searchable by its codes. */
export function TransactionList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={transactionFilters}
      actions={<TransactionListActions />}
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
          sx={nowrapColumns('amount', 'creation_time', 'reference_code')}
        >
          <DataTable.Col source="id">
            <PersianNumberField source="id" />
          </DataTable.Col>
          <DataTable.Col source="owner_info.full_name" disableSort />
          <DataTable.Col source="amount">
            <RialField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <ChipLabelField
              source="status"
              labels="app.transaction_status"
              colors={TRANSACTION_STATUS_COLORS}
            />
          </DataTable.Col>
          <DataTable.Col source="reference_code" disableSort>
            <CodeField source="reference_code" />
          </DataTable.Col>
          <DataTable.Col source="invoice_info.title" disableSort />
          <DataTable.Col source="creation_time">
            <JalaliDateField source="creation_time" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
