import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  toPersianDigits,
  type InstalmentRow,
  type InvoiceRow,
} from '@daneshsara/domain';
import { PayInstalmentButton } from '../../instalments/components/PayInstalmentButton';
import { Amount } from '../../payments/components/Amount';
import { DataList, type Column } from '../../payments/components/DataList';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { instalmentBadge, paidInstalments } from '../model';

function Badge({ row }: { row: InstalmentRow }) {
  const badge = instalmentBadge(row);
  return <StatusChip label={badge.label} tone={badge.tone} />;
}

/** The schedule of an invoice paid in instalments, each unpaid one with its pay button. */
export function InstalmentsTable({ invoice }: { invoice: InvoiceRow }) {
  const rows = invoice.instalments_info;
  if (!rows.length) return null;
  const paid = paidInstalments(rows);
  const columns: Column<InstalmentRow>[] = [
    {
      key: 'n',
      label: 'قسط',
      render: (row) => `قسط ${toPersianDigits(rows.indexOf(row) + 1)}`,
      desktopOnly: true,
      nowrap: true,
    },
    { key: 'amount', label: 'مبلغ', render: (row) => <Amount value={row.amount} />, nowrap: true },
    { key: 'due', label: 'سررسید', render: (row) => formatJalaliDate(row.due_date), nowrap: true },
    {
      key: 'paid',
      label: 'زمان پرداخت',
      render: (row) => (row.paid_time ? formatJalaliDateTime(row.paid_time) : '—'),
      nowrap: true,
    },
    { key: 'state', label: 'وضعیت', render: (row) => <Badge row={row} />, desktopOnly: true },
  ];

  return (
    <SectionCard
      id="invoice-instalments-title"
      title="اقساط"
      description={`${toPersianDigits(paid.count)} قسط از ${toPersianDigits(rows.length)} قسط پرداخت شده است.`}
      icon={<EventRepeatOutlined />}
    >
      <Box sx={{ mb: 2.5 }}>
        <LinearProgress
          variant="determinate"
          value={(paid.count / rows.length) * 100}
          aria-label="پیشرفت پرداخت اقساط"
          sx={{ height: 8, borderRadius: 99, bgcolor: 'rgba(15,94,99,0.1)' }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          پرداخت شده: <Amount value={paid.amount} /> از <Amount value={invoice.amount} />
        </Typography>
      </Box>
      <DataList
        label="اقساط صورت حساب"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        cardTitle={(row) => `قسط ${toPersianDigits(rows.indexOf(row) + 1)}`}
        cardAside={(row) => <Badge row={row} />}
        actions={(row) =>
          row.paid_time ? null : (
            <PayInstalmentButton instalment={row} walletInventory={invoice.wallet_inventory} />
          )
        }
        loading={false}
        empty={null}
      />
    </SectionCard>
  );
}
