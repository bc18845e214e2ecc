import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { formatJalaliDate, INVOICE_TYPE_LABELS, type InvoiceRow } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useInvoices } from '../../features/invoice/api/useInvoices';
import { InvoiceStatusChip } from '../../features/invoice/components/InvoiceStatusChip';
import {
  INVOICE_FILTERS,
  invoiceFilterParams,
  readInvoiceFilter,
  type InvoiceFilter,
} from '../../features/invoice/filters';
import { Amount } from '../../features/payments/components/Amount';
import {
  ListPage,
  numberColumn,
  titleColumn,
  type Column,
} from '../../features/payments/components/DataList';
import { FilteredEmptyState } from '../../kit/EmptyState';
import { useListSearch } from '../../features/payments/components/Pager';
import { moneyPaths } from '../../features/payments/paths';

const columns: Column<InvoiceRow>[] = [
  numberColumn(),
  titleColumn(),
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
  const search = useListSearch({ key: 'status', read: readInvoiceFilter });
  const { filter, go } = search;
  const query = useInvoices({ ...invoiceFilterParams(filter), page: search.page });

  return (
    <ListPage
      header={{
        title: 'صورت حساب‌ها',
        description: 'صورت حساب‌های خود را ببینید، پرداخت کنید یا درخواست پرداخت اقساطی بدهید.',
        actions: (
          <Button
            component={RouterLink}
            to={moneyPaths.invoiceTickets}
            variant="outlined"
            startIcon={<ForumOutlined />}
            sx={{ minHeight: 44 }}
          >
            درخواست‌های مساعدت
          </Button>
        ),
      }}
      filters={{ label: 'وضعیت صورت حساب', options: INVOICE_FILTERS }}
      search={search}
      query={query}
      label="فهرست صورت حساب‌ها"
      columns={columns}
      rowKey={(row) => row.id}
      rowHref={(row) => moneyPaths.invoice(row.id)}
      cardTitle={(row) => row.title}
      cardAside={(row) => <InvoiceStatusChip status={row.status} />}
      empty={
        <FilteredEmptyState
          icon={<ReceiptLongOutlined />}
          filtered={filter !== 'all'}
          title="هنوز صورت حسابی ندارید"
          filteredTitle="صورت حسابی با این وضعیت نیست"
          description={EMPTY_TEXT[filter]}
          start={{ to: paths.allClassrooms, label: 'مشاهده دوره‌ها' }}
          showAll="نمایش همه صورت حساب‌ها"
          onShowAll={() => go({ filter: 'all' })}
        />
      }
    />
  );
}
