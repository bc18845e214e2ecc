import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, type PaymentRow } from '@daneshsara/domain';
import { usePayments } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { ListPage, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../kit/EmptyState';
import { MoneyTabs } from '../../features/payments/components/MoneyTabs';
import { useListSearch } from '../../features/payments/components/Pager';
import { PaymentTypeLabel } from '../../features/payments/components/PaymentTypeLabel';
import {
  LEDGER_FILTERS,
  ledgerFilterParams,
  paymentSummary,
  readLedgerFilter,
  signedAmount,
} from '../../features/payments/model';
import { moneyPaths } from '../../features/payments/paths';

const columns: Column<PaymentRow>[] = [
  {
    key: 'type',
    label: 'نوع',
    render: (row) => <PaymentTypeLabel type={row.type} />,
    desktopOnly: true,
  },
  {
    key: 'summary',
    label: 'شرح',
    render: (row) => (
      <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
        {paymentSummary(row)}
      </Typography>
    ),
  },
  {
    key: 'amount',
    label: 'مبلغ',
    render: (row) => <Amount value={signedAmount(row)} signed />,
    desktopOnly: true,
    nowrap: true,
  },
  {
    key: 'time',
    label: 'زمان',
    render: (row) => formatJalaliDateTime(row.creation_time),
    nowrap: true,
  },
];

/** /panel/payment: every movement of my wallet, deposits in green and withdrawals in red. */
export function PaymentListPage() {
  const search = useListSearch({ key: 'type', read: readLedgerFilter });
  const query = usePayments({ ...ledgerFilterParams(search.filter), page: search.page });

  return (
    <ListPage
      header={{
        title: 'پرداخت‌ها',
        description: 'گردش کیف پول شما: واریزها، پرداخت صورت حساب‌ها و برداشت‌ها.',
      }}
      tabs={<MoneyTabs />}
      filters={{ label: 'نوع تراکنش', options: LEDGER_FILTERS }}
      search={search}
      query={query}
      label="گردش کیف پول"
      columns={columns}
      rowKey={(row) => row.id}
      rowHref={(row) => moneyPaths.payment(row.id)}
      cardTitle={(row) => <PaymentTypeLabel type={row.type} />}
      cardAside={(row) => <Amount value={signedAmount(row)} signed />}
      empty={
        <EmptyState
          icon={<SwapVertRounded />}
          title="هنوز گردشی در کیف پول شما ثبت نشده است"
          description="با افزایش موجودی یا پرداخت یک صورت حساب، ریز آن اینجا نمایش داده می‌شود."
          link={{ to: moneyPaths.wallet, label: 'افزایش موجودی' }}
        />
      }
    />
  );
}
