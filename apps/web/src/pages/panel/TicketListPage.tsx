import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, toPersianDigits, type TicketRow } from '@daneshsara/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataList, type Column } from '../../features/payments/components/DataList';
import { EmptyState } from '../../features/payments/components/EmptyState';
import { FilterChips } from '../../features/payments/components/FilterChips';
import { LoadError } from '../../features/payments/components/LoadError';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { Pager } from '../../features/payments/components/Pager';
import { readPage } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';
import { useTickets } from '../../features/support/api/useTickets';
import { TicketStatusChip } from '../../features/support/components/TicketStatusChip';
import {
  readTicketFilter,
  TICKET_FILTERS,
  ticketFilterParams,
  type TicketFilter,
} from '../../features/support/model';
import type { TicketScope } from './TicketDetailPage';

const columns: Column<TicketRow>[] = [
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
  {
    key: 'category',
    label: 'دسته',
    render: (row) => row.category_info?.title ?? '—',
    nowrap: true,
  },
  {
    key: 'updated',
    label: 'آخرین تغییر',
    render: (row) => formatJalaliDateTime(row.last_modification_time),
    nowrap: true,
  },
  {
    key: 'status',
    label: 'وضعیت',
    render: (row) => <TicketStatusChip status={row.status} />,
    desktopOnly: true,
  },
];

const TEXT: Record<
  TicketScope,
  { title: string; description: string; label: string; emptyTitle: string; empty: string }
> = {
  invoice: {
    title: 'درخواست‌های مساعدت',
    description:
      'درخواست‌هایی که برای پرداخت صورت حساب‌ها فرستاده‌اید، با پاسخ کارشناس مالی و پیشنهادهای اقساط.',
    label: 'فهرست درخواست‌های مساعدت',
    emptyTitle: 'هنوز درخواست مساعدتی نفرستاده‌اید',
    empty:
      'اگر پرداخت یکجای صورت حسابی برایتان دشوار است، در صفحه آن صورت حساب «درخواست مساعدت» را بزنید.',
  },
  all: {
    title: 'تیکت‌ها',
    description: 'درخواست‌های شما از پشتیبانی و پاسخ کارشناسان.',
    label: 'فهرست تیکت‌ها',
    emptyTitle: 'هنوز تیکتی ندارید',
    empty:
      'درخواست مساعدت برای پرداخت صورت حساب‌ها از صفحه همان صورت حساب فرستاده می‌شود و اینجا می‌آید.',
  },
};

const FILTERED_EMPTY: Record<Exclude<TicketFilter, 'all'>, string> = {
  waiting: 'درخواستی در انتظار پاسخ کارشناس ندارید.',
  answered: 'درخواستی که کارشناس به آن پاسخ داده باشد و منتظر شما باشد ندارید.',
  closed: 'درخواست بسته شده‌ای ندارید.',
};

/** /panel/invoice/ticket and /panel/ticket: my tickets, the latest activity first. */
function TicketList({ scope }: { scope: TicketScope }) {
  const [search, setSearch] = useSearchParams();
  const filter = readTicketFilter(search.get('status'));
  const page = readPage(search.get('page'));
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useTickets({
    ...ticketFilterParams(filter),
    ...(scope === 'invoice' ? { source_type: 'INVOICE' as const } : {}),
    ordering: '-last_modification_time',
    page,
  });
  const text = TEXT[scope];
  const href = (row: TicketRow) =>
    scope === 'invoice' ? moneyPaths.invoiceTicket(row.id) : moneyPaths.ticket(row.id);

  const go = (next: { status?: TicketFilter; page?: number }) => {
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
        title={text.title}
        description={text.description}
        back={scope === 'invoice' ? { to: moneyPaths.invoices, label: 'صورت حساب‌ها' } : undefined}
      />
      <FilterChips
        label="وضعیت درخواست"
        options={TICKET_FILTERS}
        value={filter}
        onChange={(status) => go({ status })}
      />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <DataList
            label={text.label}
            rows={data?.results}
            columns={columns}
            rowKey={(row) => row.id}
            rowHref={href}
            cardTitle={(row) => row.title}
            cardAside={(row) => <TicketStatusChip status={row.status} />}
            loading={isPending}
            empty={
              <EmptyState
                icon={<ForumOutlined />}
                title={filter === 'all' ? text.emptyTitle : 'درخواستی با این وضعیت نیست'}
                description={filter === 'all' ? text.empty : FILTERED_EMPTY[filter]}
                action={
                  filter === 'all' ? (
                    <Button component={RouterLink} to={moneyPaths.invoices} variant="contained">
                      صورت حساب‌های من
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => go({ status: 'all' })}>
                      نمایش همه درخواست‌ها
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

export function InvoiceTicketListPage() {
  return <TicketList scope="invoice" />;
}

export function TicketListPage() {
  return <TicketList scope="all" />;
}
