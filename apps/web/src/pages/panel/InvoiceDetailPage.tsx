import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isApiError } from '@daneshsara/api-client';
import { formatJalaliDateTime, MoneyMessages } from '@daneshsara/domain';
import { useParams } from 'react-router-dom';
import { useInvoice } from '../../features/invoice/api/useInvoices';
import { HelpTicketLink } from '../../features/invoice/components/HelpTicketLink';
import { InstalmentOffers } from '../../features/invoice/components/InstalmentOffers';
import { InstalmentsTable } from '../../features/invoice/components/InstalmentsTable';
import { InvoicePaymentCard } from '../../features/invoice/components/InvoicePaymentCard';
import { InvoiceStatusChip } from '../../features/invoice/components/InvoiceStatusChip';
import { InvoiceSummaryCard } from '../../features/invoice/components/InvoiceSummaryCard';
import { isPayable, showsPaymentCard } from '../../features/invoice/model';
import { EmptyState } from '../../kit/EmptyState';
import { LoadError } from '../../features/payments/components/LoadError';
import { PageHeader } from '../../features/payments/components/PageHeader';
import { parseId } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';

const BACK = { to: moneyPaths.invoices, label: 'صورت حساب‌ها' };

function NotFound() {
  return (
    <Card>
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title="صورت حساب پیدا نشد"
        description="ممکن است نشانی اشتباه باشد یا این صورت حساب متعلق به حساب دیگری باشد."
        link={{ to: moneyPaths.invoices, label: 'فهرست صورت حساب‌ها' }}
      />
    </Card>
  );
}

/** /panel/invoice/:id: the invoice, its payment, help, instalment offers and instalments. */
export function InvoiceDetailPage() {
  const id = parseId(useParams().id);
  const { data: invoice, isPending, isError, error, refetch } = useInvoice(id);

  if (id === null) {
    return (
      <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
        <PageHeader title="صورت حساب" back={BACK} />
        <NotFound />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={invoice?.title ?? 'صورت حساب'}
        badge={invoice && <InvoiceStatusChip status={invoice.status} />}
        back={BACK}
      />
      {isError ? (
        isApiError(error) && error.status === 404 ? (
          <NotFound />
        ) : (
          <LoadError error={error} onRetry={() => void refetch()} />
        )
      ) : isPending || !invoice ? (
        <Stack spacing={3} aria-busy="true" aria-label="در حال بارگذاری صورت حساب">
          <Skeleton variant="rounded" height={72} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
            <Skeleton variant="rounded" height={260} />
            <Skeleton variant="rounded" height={260} />
          </Box>
        </Stack>
      ) : (
        <Stack spacing={3}>
          {isPayable(invoice.status) && (
            <Alert
              severity="warning"
              icon={<AccessTimeRounded />}
              sx={{ lineHeight: 1.9, alignItems: 'flex-start' }}
            >
              {invoice.expire_time && (
                <AlertTitle sx={{ fontWeight: 700 }}>
                  مهلت پرداخت: {formatJalaliDateTime(invoice.expire_time)}
                </AlertTitle>
              )}
              {MoneyMessages.INVOICE_AUTO_CANCEL}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                md: showsPaymentCard(invoice.status) ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr',
              },
            }}
          >
            <InvoiceSummaryCard
              invoice={invoice}
              wide={!showsPaymentCard(invoice.status)}
              footer={
                // Where no payment card shows the link to the help ticket, the summary does.
                !showsPaymentCard(invoice.status) && invoice.ticket !== null ? (
                  <HelpTicketLink ticket={invoice.ticket} />
                ) : undefined
              }
            />
            {showsPaymentCard(invoice.status) && <InvoicePaymentCard invoice={invoice} />}
          </Box>
          <InstalmentOffers invoice={invoice} />
          <InstalmentsTable invoice={invoice} />
        </Stack>
      )}
    </Box>
  );
}
