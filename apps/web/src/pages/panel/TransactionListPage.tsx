import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  toPersianDigits,
  TRANSACTION_STATUS_LABELS,
  type TransactionRow,
  type TransactionStatus,
} from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ChipTone } from '../../features/invoice/model';
import { useTransactions } from '../../features/payments/api/useMoney';
import { Amount } from '../../features/payments/components/Amount';
import { DataList, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../features/payments/components/EmptyState';
import { LoadError } from '../../features/payments/components/LoadError';
import { MoneyTabs } from '../../features/payments/components/MoneyTabs';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { Pager } from '../../features/payments/components/Pager';
import { StatusChip } from '../../features/payments/components/StatusChip';
import { readPage } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';

const TONE: Record<TransactionStatus, ChipTone> = {
  SUCCESS: 'success',
  FAILED: 'error',
  ERRORED: 'error',
  CANCELED: 'default',
  UNKNOWN: 'default',
  IN_PROGRESS: 'info',
  VERIFYING: 'warning',
};

function Status({ status }: { status: TransactionStatus }) {
  return <StatusChip label={TRANSACTION_STATUS_LABELS[status]} tone={TONE[status]} />;
}

const columns: Column<TransactionRow>[] = [
  {
    key: 'amount',
    label: 'مبلغ',
    render: (row) => <Amount value={row.amount} />,
    desktopOnly: true,
  },
  {
    key: 'code',
    label: 'کد پیگیری',
    render: (row) =>
      row.reference_code ? (
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, letterSpacing: 0.3 }}>
          {toPersianDigits(row.reference_code)}
        </Box>
      ) : (
        '—'
      ),
    nowrap: true,
  },
  {
    key: 'for',
    label: 'بابت',
    render: (row) =>
      row.invoice_info ? (
        <Link component={RouterLink} to={moneyPaths.invoice(row.invoice_info.id)}>
          {row.invoice_info.title}
        </Link>
      ) : (
        <Typography component="span" variant="body2">
          افزایش موجودی کیف پول
        </Typography>
      ),
  },
  {
    key: 'time',
    label: 'زمان',
    render: (row) => formatJalaliDateTime(row.creation_time),
    nowrap: true,
  },
  {
    key: 'status',
    label: 'وضعیت',
    render: (row) => <Status status={row.status} />,
    desktopOnly: true,
  },
];

/** /panel/payment/transactions: «تاریخچه اتصال به درگاه بانک» (ENDPOINTS.md 4.4). */
export function TransactionListPage() {
  const [search, setSearch] = useSearchParams();
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useTransactions({ page });

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="پرداخت‌ها"
        description="هر بار که برای پرداخت به درگاه بانک رفته‌اید، نتیجه و کد پیگیری آن اینجا ثبت است."
      />
      <MoneyTabs />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <DataList
            label="تاریخچه اتصال به درگاه بانک"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            cardTitle={(row) => <Amount value={row.amount} />}
            cardAside={(row) => <Status status={row.status} />}
            loading={isPending}
            empty={
              <EmptyState
                icon={<AccountBalanceOutlined />}
                title="هنوز به درگاه بانک متصل نشده‌اید"
                description="پس از نخستین افزایش موجودی یا پرداخت بانکی، نتیجه آن اینجا نمایش داده می‌شود."
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
              onChange={(p) => {
                setSearch(p > 1 ? { page: String(p) } : {});
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
