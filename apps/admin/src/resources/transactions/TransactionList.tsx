import { formatRial, type TransactionRow } from '@daneshsara/domain';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import { useState } from 'react';
import { Button, DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { QuickFilterChips } from '../../components/QuickFilterChips';
import { useApiAction } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';
import { RECONCILE_PATH, WAITING_FILTER } from './api';
import { TRANSACTION_STATUS_COLORS, transactionStatusChoices } from './choices';

const transactionFilters = listFilters({
  choices: [{ source: 'status', choices: transactionStatusChoices }],
  dateRange: 'creation_time',
  person: { prefix: 'owner__' },
});

/** «بررسی خودکار اکنون»: runs the reconcile job at once (it also runs every minute). */
function ReconcileButton() {
  const run = useApiAction();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label="app.transactions.reconcile"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await run(RECONCILE_PATH, 'POST', undefined, 'app.transactions.reconcile_done');
        setBusy(false);
      }}
    >
      <SyncOutlinedIcon />
    </Button>
  );
}

/** «همه» and «در انتظار بانک»: the trips the reconcile job still asks the bank about. */
const quickFilters = (
  <QuickFilterChips
    allLabel="app.transactions.all_filter"
    label="app.transactions.waiting_filter"
    icon={<HourglassTopOutlinedIcon />}
    filter={WAITING_FILTER}
  />
);

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<TransactionRow>
      primaryText={(r) => r.owner_info?.full_name ?? ''}
      secondaryText={(r) => formatRial(r.amount)}
      tertiaryText={(r) =>
        [translate(`app.transaction_status.${r.status}`, { _: r.status }), r.reconcile_note]
          .filter(Boolean)
          .join(' · ')
      }
      linkType="show"
    />
  );
}

/**
 * GET accounting/transactions: every bank gateway attempt, searchable by its codes; those still
 * waiting for the bank, what the reconcile job did to each, and the job on a button.
 */
export function TransactionList() {
  return (
    <ConsoleList
      filters={transactionFilters}
      exportXlsx
      header={quickFilters}
      toolbar={<ReconcileButton />}
      phone={<PhoneList />}
    >
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
        <DataTable.Col source="reconcile_note" disableSort>
          <PersianTextField source="reconcile_note" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
