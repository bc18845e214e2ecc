import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isApiError } from '@daneshsara/api-client';
import {
  formatJalaliDateTime,
  toPersianDigits,
  type InvoiceRow,
  type TicketRow,
} from '@daneshsara/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { InstalmentOffers } from '../../features/invoice/components/InstalmentOffers';
import { AttachmentLink } from '../../features/learning/components/PanelParts';
import { InstalmentsTable } from '../../features/invoice/components/InstalmentsTable';
import { InvoiceSummaryCard } from '../../features/invoice/components/InvoiceSummaryCard';
import { canAnswerOffer } from '../../features/invoice/model';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { EmptyState } from '../../kit/EmptyState';
import { InfoRows } from '../../kit/InfoRows';
import { LoadError } from '../../kit/LoadError';
import { PageHeader } from '../../kit/PageHeader';
import { SectionCard } from '../../kit/SectionCard';
import { parseId } from '../../features/payments/params';
import { moneyPaths } from '../../features/payments/paths';
import { useCloseTicket, useTicket } from '../../features/support/api/useTickets';
import { TicketConversation } from '../../features/support/components/TicketConversation';
import { TicketReplyForm } from '../../features/support/components/TicketReplyForm';
import { TicketStatusChip } from '../../features/support/components/TicketStatusChip';
import { canReply } from '../../features/support/model';

export type TicketScope = 'invoice' | 'all';

const BACK: Record<TicketScope, { to: string; label: string }> = {
  invoice: { to: moneyPaths.invoiceTickets, label: 'درخواست‌های مساعدت' },
  all: { to: moneyPaths.tickets, label: 'تیکت‌ها' },
};

function NotFound({ scope }: { scope: TicketScope }) {
  return (
    <Card>
      <EmptyState
        icon={<ForumOutlined />}
        title="این درخواست پیدا نشد"
        description="ممکن است نشانی اشتباه باشد یا این درخواست متعلق به حساب دیگری باشد."
        action={
          <Button component={RouterLink} to={BACK[scope].to} variant="contained">
            {scope === 'invoice' ? 'فهرست درخواست‌های مساعدت' : 'فهرست تیکت‌ها'}
          </Button>
        }
      />
    </Card>
  );
}

function CloseTicketButton({ ticket }: { ticket: TicketRow }) {
  const close = useCloseTicket(ticket.id);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<LockOutlined />}
        disabled={close.isPending}
        onClick={() => setConfirm(true)}
        sx={{ borderColor: 'divider', color: 'text.secondary', minHeight: 44 }}
      >
        بستن درخواست
      </Button>
      <ConfirmDialog
        open={confirm}
        title="بستن درخواست"
        message="پس از بستن، امکان ارسال پاسخ تازه در این درخواست نیست. آیا مطمئن هستید؟"
        confirmLabel="بله، بسته شود"
        pending={close.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirm(false) })}
      />
    </>
  );
}

function TicketInfoCard({ ticket }: { ticket: TicketRow }) {
  return (
    <SectionCard id="ticket-info-title" title="مشخصات درخواست" icon={<InfoOutlined />}>
      <InfoRows
        items={[
          { label: 'شماره درخواست', value: toPersianDigits(ticket.id) },
          {
            label: 'دسته',
            value: ticket.category_info?.title,
            hidden: !ticket.category_info,
          },
          { label: 'زمان ثبت', value: formatJalaliDateTime(ticket.creation_time) },
          {
            label: 'پیوست',
            value: <AttachmentLink url={ticket.attachment} label="مشاهده پیوست" />,
            hidden: !ticket.attachment,
          },
          {
            label: 'آخرین تغییر',
            value: formatJalaliDateTime(ticket.last_modification_time),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The invoice this help request is about, with the way back to pay it. */
function InvoiceCard({ invoice }: { invoice: InvoiceRow }) {
  return (
    <InvoiceSummaryCard
      invoice={invoice}
      wide={false}
      title="صورت حساب"
      footer={
        <Button
          component={RouterLink}
          to={moneyPaths.invoice(invoice.id)}
          variant="outlined"
          startIcon={<ReceiptLongOutlined />}
          fullWidth
        >
          مشاهده صورت حساب
        </Button>
      }
    />
  );
}

function Loading() {
  return (
    <Box
      aria-busy="true"
      aria-label="در حال بارگذاری درخواست"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Skeleton variant="rounded" height={420} />
      <Stack spacing={3}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    </Box>
  );
}

/**
 * /panel/invoice/ticket/:id and /panel/ticket/:id: a ticket as a conversation, with the invoice it
 * is about and finance's instalment offers on it (ENDPOINTS.md 4.5), a reply box and closing.
 */
function TicketDetail({ scope }: { scope: TicketScope }) {
  const id = parseId(useParams().id);
  const { data: ticket, isPending, isError, error, refetch } = useTicket(id);

  if (id === null || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
        <PageHeader title="درخواست" back={BACK[scope]} />
        <NotFound scope={scope} />
      </Box>
    );
  }

  const invoice = ticket?.source_type === 'INVOICE' ? ticket.source : null;
  const open = ticket ? canReply(ticket.status) : true;
  // An offer waiting for the learner's answer is the next thing to do: it goes first.
  const offersFirst =
    !!invoice && invoice.instalment_offers_info.some((o) => canAnswerOffer(o, invoice.status));

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={ticket?.title ?? 'درخواست'}
        badge={ticket && <TicketStatusChip status={ticket.status} />}
        back={BACK[scope]}
        actions={ticket && open ? <CloseTicketButton ticket={ticket} /> : undefined}
      />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !ticket ? (
        <Loading />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {offersFirst && invoice && <InstalmentOffers invoice={invoice} />}
            <SectionCard
              id="ticket-conversation-title"
              title="گفتگو"
              description={
                open
                  ? 'پاسخ کارشناس در همین صفحه می‌آید؛ هر پرسشی دارید همین‌جا بنویسید.'
                  : undefined
              }
              icon={<ForumOutlined />}
            >
              <TicketConversation ticket={ticket} />
              <Divider sx={{ my: 3 }} />
              <TicketReplyForm ticketId={ticket.id} closed={!open} />
            </SectionCard>
            {!offersFirst && invoice && <InstalmentOffers invoice={invoice} />}
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <TicketInfoCard ticket={ticket} />
            {invoice && <InvoiceCard invoice={invoice} />}
          </Stack>
          {/* Once an offer is accepted, its schedule: as wide as on the invoice page. */}
          {invoice && (
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <InstalmentsTable invoice={invoice} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

export function InvoiceTicketDetailPage() {
  return <TicketDetail scope="invoice" />;
}

export function TicketDetailPage() {
  return <TicketDetail scope="all" />;
}
