import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDate,
  INVOICE_TYPE_LABELS,
  toPersianDigits,
  type InvoiceRow,
} from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useInvoices } from '../../features/invoice/api/useInvoices';
import { InvoiceStatusChip } from '../../features/invoice/components/InvoiceStatusChip';
import {
  INVOICE_FILTERS,
  invoiceFilterParams,
  readInvoiceFilter,
  type InvoiceFilter,
} from '../../features/invoice/filters';
import { readPage } from '../../features/payments/params';
import { Amount } from '../../features/payments/components/Amount';
import { DataList, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../features/payments/components/EmptyState';
import { FilterChips } from '../../features/payments/components/FilterChips';
import { LoadError } from '../../features/payments/components/LoadError';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { Pager } from '../../features/payments/components/Pager';
import { moneyPaths } from '../../features/payments/paths';

const columns: Column<InvoiceRow>[] = [
  {
    key: 'number',
    label: 'شماره',
    render: (row) => toPersianDigits(row.id),
    desktopOnly: true,
    width: 72,
  },
  {
    key: 'title',
    label: 'عنوان',
    render: (row) => <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>,
    desktopOnly: true,
  },
  { key: 'type', label: 'بخش', render: (row) => INVOICE_TYPE_LABELS[row.type], nowrap: true },
  { key: 'amount', label: 'مبلغ', render: (row) => <Amount value={row.amount} />, nowrap: true },
  {
    key: 'date',
    label: 'تاریخ صدور',
    render: (row) => formatJalaliDate(row.creation_time),
    nowrap: true,
  },
  {
    key: 'status',
    label: 'وضعیت',
    render: (row) => <InvoiceStatusChip status={row.status} />,
    desktopOnly: true,
  },
];

const EMPTY_TEXT: Record<InvoiceFilter, string> = {
  all: 'صورت حساب‌های ثبت نام در دوره‌ها، رویدادها، خریدها و نیکوکاری‌های شما اینجا می‌آید.',
  paying: 'صورت حسابی در انتظار پرداخت ندارید.',
  instalment: 'صورت حسابی که به صورت اقساطی پرداخت شود ندارید.',
  paid: 'هنوز صورت حسابی پرداخت نکرده‌اید.',
  canceled: 'صورت حساب لغو شده‌ای ندارید.',
};

/** /panel/invoice: my invoices, newest first, filtered by where they stand. */
export function InvoiceListPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readInvoiceFilter(search.get('status'));
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useInvoices({
    ...invoiceFilterParams(filter),
    page,
  });

  const go = (next: { status?: InvoiceFilter; page?: number }) => {
    const params = new URLSearchParams();
    const status = next.status ?? filter;
    if (status !== 'all') params.set('status', status);
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="صورت حساب‌ها"
        description="صورت حساب‌های خود را ببینید، پرداخت کنید یا درخواست پرداخت اقساطی بدهید."
        actions={
          <Button
            component={RouterLink}
            to={moneyPaths.invoiceTickets}
            variant="outlined"
            startIcon={<ForumOutlined />}
            sx={{ minHeight: 44 }}
          >
            درخواست‌های مساعدت
          </Button>
        }
      />
      <FilterChips
        label="وضعیت صورت حساب"
        options={INVOICE_FILTERS}
        value={filter}
        onChange={(status) => go({ status })}
      />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <DataList
            label="فهرست صورت حساب‌ها"
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            rowHref={(row) => moneyPaths.invoice(row.id)}
            cardTitle={(row) => row.title}
            cardAside={(row) => <InvoiceStatusChip status={row.status} />}
            loading={isPending}
            empty={
              <EmptyState
                icon={<ReceiptLongOutlined />}
                title={filter === 'all' ? 'هنوز صورت حسابی ندارید' : 'صورت حسابی با این وضعیت نیست'}
                description={EMPTY_TEXT[filter]}
                action={
                  filter === 'all' ? (
                    <Button component={RouterLink} to={paths.allClassrooms} variant="contained">
                      مشاهده دوره‌ها
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => go({ status: 'all' })}>
                      نمایش همه صورت حساب‌ها
                    </Button>
                  )
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
