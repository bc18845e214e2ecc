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
import { InfoRows } from '../../../kit/InfoRows';
import { SectionCard } from '../../../kit/SectionCard';
import { invoiceClassroom } from '../model';
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
  const classroom = invoiceClassroom(invoice);
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
            label: invoice.type === 'EVENT' ? 'رویداد' : 'دوره',
            value: toPersianDigits(classroom?.title ?? ''),
            hidden: !classroom?.title,
          },
          { label: 'استاد', value: classroom?.professor, hidden: !classroom?.professor },
          {
            label: 'قیمت',
            value: <Amount value={classroom?.price ?? 0} />,
            hidden: classroom?.price === null || classroom?.price === undefined,
          },
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
