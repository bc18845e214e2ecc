import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDateTime,
  INVOICE_TYPE_LABELS,
  toPersianDigits,
  type InvoiceRow,
} from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Amount } from '../../payments/components/Amount';
import { InfoRows } from '../../payments/components/InfoRows';
import { SectionCard } from '../../../kit/SectionCard';
import { InvoiceStatusChip } from './InvoiceStatusChip';

/** What the invoice is for, how much, and where it stands; `footer` goes under it (links). */
export function InvoiceSummaryCard({
  invoice,
  wide,
  title = 'مشخصات صورت حساب',
  footer,
}: {
  invoice: InvoiceRow;
  wide: boolean;
  title?: string;
  footer?: ReactNode;
}) {
  return (
    <SectionCard id="invoice-summary-title" title={title} icon={<DescriptionOutlined />}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          mb: 2.5,
          pb: 2.5,
          borderBottom: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>مبلغ:</Typography>
        <Amount
          value={invoice.amount}
          sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' }, fontWeight: 800 }}
        />
      </Box>
      <InfoRows
        columns={wide ? 3 : 2}
        items={[
          { label: 'شماره صورت حساب', value: toPersianDigits(invoice.id) },
          { label: 'بخش', value: INVOICE_TYPE_LABELS[invoice.type] },
          { label: 'وضعیت', value: <InvoiceStatusChip status={invoice.status} /> },
          { label: 'زمان صدور', value: formatJalaliDateTime(invoice.creation_time) },
          {
            label: 'پرداخت شده تا کنون',
            value: <Amount value={invoice.paid_amount} />,
            hidden: !invoice.paid_amount,
          },
          {
            label: 'توضیحات',
            value: invoice.description,
            hidden: !invoice.description,
          },
        ]}
      />
      {footer && <Box sx={{ mt: 3, display: 'flex', gap: 1.25, flexWrap: 'wrap' }}>{footer}</Box>}
    </SectionCard>
  );
}
