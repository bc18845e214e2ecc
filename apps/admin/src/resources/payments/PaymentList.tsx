import { formatRial, type PaymentRow } from '@daneshsara/domain';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { QuickFilterChips } from '../../components/QuickFilterChips';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { IbanField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { nowrapColumns } from '../../inputs/tableSx';
import {
  PAYMENT_TYPE_COLORS,
  paymentTypeChoices,
  WITHDRAW_STATE_COLORS,
  withdrawStateChoices,
} from './choices';
import { SignedRialField } from './PaymentFields';
import { PENDING_WITHDRAWALS_FILTER } from './withdraw';

const paymentFilters = listFilters({
  choices: [
    { source: 'type', choices: paymentTypeChoices },
    { source: 'withdraw_state', choices: withdrawStateChoices, hidden: true },
  ],
  dateRange: 'creation_time',
  person: { prefix: 'wallet__owner__' },
});

/**
 * Quick filters above the ledger: «همه» and «درخواست‌های برداشت در انتظار» (type WITHDRAW_REQUEST
 * and state PENDING), the queue finance works through; other filters are kept.
 */
const quickFilters = (
  <QuickFilterChips
    allLabel="app.payments.all_filter"
    label="app.payments.pending_filter"
    icon={<HourglassTopOutlinedIcon />}
    filter={PENDING_WITHDRAWALS_FILTER}
    shown="withdraw_state"
  />
);

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<PaymentRow>
      primaryText={(r) => r.wallet_info?.owner_info?.full_name ?? ''}
      secondaryText={(r) =>
        `${translate(`app.payment_type.${r.type}`, { _: r.type })} · ${formatRial(r.amount)}`
      }
      tertiaryText={(r) =>
        r.withdraw_state ? translate(`app.withdraw_state.${r.withdraw_state}`) : ''
      }
      linkType="show"
    />
  );
}

/** GET accounting/payments: the wallets' ledger, with the withdrawal requests finance settles. */
export function PaymentList() {
  return (
    <ConsoleList
      filters={paymentFilters}
      exportXlsx
      header={quickFilters}
      phone={<PhoneList />}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={false}
        sx={nowrapColumns('amount', 'creation_time')}
      >
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="wallet_info.owner_info.full_name" disableSort />
        <DataTable.Col source="type" disableSort>
          <ChipLabelField source="type" labels="app.payment_type" colors={PAYMENT_TYPE_COLORS} />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <SignedRialField />
        </DataTable.Col>
        <DataTable.Col source="withdraw_state" disableSort>
          <ChipLabelField
            source="withdraw_state"
            labels="app.withdraw_state"
            colors={WITHDRAW_STATE_COLORS}
          />
        </DataTable.Col>
        <DataTable.Col source="IBAN" disableSort>
          <IbanField source="IBAN" copy={false} wrap />
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
