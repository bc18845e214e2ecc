import AddRounded from '@mui/icons-material/AddRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { formatJalaliDateTime, type TicketRow } from '@daneshsara/domain';
import { ListPage, numberColumn, titleColumn, type Column } from '../../kit/DataList';
import { FilteredEmptyState } from '../../kit/EmptyState';
import { useListSearch } from '../../kit/Pager';
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
  numberColumn(),
  titleColumn(),
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
      'پرسشی از بخش آموزش، مالی، پژوهش یا هر بخش دیگر دارید؟ «تیکت جدید» را بزنید؛ از صفحه هر دوره هم می‌شود تیکت فرستاد.',
  },
};

const FILTERED_EMPTY: Record<Exclude<TicketFilter, 'all'>, string> = {
  waiting: 'درخواستی در انتظار پاسخ کارشناس ندارید.',
  answered: 'درخواستی که کارشناس به آن پاسخ داده باشد و منتظر شما باشد ندارید.',
  closed: 'درخواست بسته شده‌ای ندارید.',
};

/** /panel/invoice/ticket and /panel/ticket: my tickets, the latest activity first. */
function TicketList({ scope }: { scope: TicketScope }) {
  const search = useListSearch({ key: 'status', read: readTicketFilter });
  const { filter, go } = search;
  const query = useTickets({
    ...ticketFilterParams(filter),
    ...(scope === 'invoice' ? { source_type: 'INVOICE' as const } : {}),
    ordering: '-last_modification_time',
    page: search.page,
  });
  const text = TEXT[scope];

  return (
    <ListPage
      header={{
        title: text.title,
        description: text.description,
        back: scope === 'invoice' ? { to: moneyPaths.invoices, label: 'صورت حساب‌ها' } : undefined,
        actions:
          scope === 'all' ? (
            <Button
              component={RouterLink}
              to={moneyPaths.newTicket()}
              variant="contained"
              startIcon={<AddRounded />}
            >
              تیکت جدید
            </Button>
          ) : undefined,
      }}
      filters={{ label: 'وضعیت درخواست', options: TICKET_FILTERS }}
      search={search}
      query={query}
      label={text.label}
      columns={columns}
      rowKey={(row) => row.id}
      rowHref={(row) =>
        scope === 'invoice' ? moneyPaths.invoiceTicket(row.id) : moneyPaths.ticket(row.id)
      }
      cardTitle={(row) => row.title}
      cardAside={(row) => <TicketStatusChip status={row.status} />}
      empty={
        <FilteredEmptyState
          icon={<ForumOutlined />}
          filtered={filter !== 'all'}
          title={text.emptyTitle}
          filteredTitle="درخواستی با این وضعیت نیست"
          description={filter === 'all' ? text.empty : FILTERED_EMPTY[filter]}
          start={
            scope === 'all'
              ? { to: moneyPaths.newTicket(), label: 'تیکت جدید' }
              : { to: moneyPaths.invoices, label: 'صورت حساب‌های من' }
          }
          showAll="نمایش همه درخواست‌ها"
          onShowAll={() => go({ filter: 'all' })}
        />
      }
    />
  );
}

export function InvoiceTicketListPage() {
  return <TicketList scope="invoice" />;
}

export function TicketListPage() {
  return <TicketList scope="all" />;
}
