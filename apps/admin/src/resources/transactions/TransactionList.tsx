import { formatRial, type TransactionRow } from '@daneshsara/domain';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';
import { TRANSACTION_STATUS_COLORS, transactionStatusChoices } from './choices';

const transactionFilters = listFilters({
  choices: [{ source: 'status', choices: transactionStatusChoices }],
  dateRange: 'creation_time',
  person: { prefix: 'owner__' },
});

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
  return (
    <ConsoleList filters={transactionFilters} exportXlsx phone={<PhoneList />}>
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
        <DataTable.Col source="invoice_info.title" disableSort>
          <PersianTextField source="invoice_info.title" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
