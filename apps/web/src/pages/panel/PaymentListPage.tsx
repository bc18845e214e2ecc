import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, type PaymentRow } from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePayments } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { DataList, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../features/payments/components/EmptyState';
import { FilterChips } from '../../features/payments/components/FilterChips';
import { LoadError } from '../../features/payments/components/LoadError';
import { MoneyTabs } from '../../features/payments/components/MoneyTabs';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { Pager } from '../../features/payments/components/Pager';
import { PaymentTypeLabel } from '../../features/payments/components/PaymentTypeLabel';
import {
  LEDGER_FILTERS,
  ledgerFilterParams,
  paymentSummary,
  readLedgerFilter,
  signedAmount,
  type LedgerFilter,
} from '../../features/payments/model';
import { readPage } from '../../features/payments/params';
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
  const [search, setSearch] = useSearchParams();
  const filter = readLedgerFilter(search.get('type'));
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch, isPlaceholderData } = usePayments({
    ...ledgerFilterParams(filter),
    page,
  });

  const go = (next: { type?: LedgerFilter; page?: number }) => {
    const params = new URLSearchParams();
    const type = next.type ?? filter;
    if (type !== 'all') params.set('type', type);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="پرداخت‌ها"
        description="گردش کیف پول شما: واریزها، پرداخت صورت حساب‌ها و برداشت‌ها."
      />
      <MoneyTabs />
      <FilterChips
        label="نوع تراکنش"
        options={LEDGER_FILTERS}
        value={filter}
        onChange={(type) => go({ type })}
      />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <DataList
            label="گردش کیف پول"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            rowHref={(row) => moneyPaths.payment(row.id)}
            cardTitle={(row) => <PaymentTypeLabel type={row.type} />}
            cardAside={(row) => <Amount value={signedAmount(row)} signed />}
            loading={isPending}
            empty={
              <EmptyState
                icon={<SwapVertRounded />}
                title="هنوز گردشی در کیف پول شما ثبت نشده است"
                description="با افزایش موجودی یا پرداخت یک صورت حساب، ریز آن اینجا نمایش داده می‌شود."
                action={
                  <Button component={RouterLink} to={moneyPaths.wallet} variant="contained">
                    افزایش موجودی
                  </Button>
                }
              />
            }
          />
          {data && (
            <Pager
              page={page}
              pages={data.num_pages}
              count={data.count}
              onChange={(p) => go({ page: p })}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
