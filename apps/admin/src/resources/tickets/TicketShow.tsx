import {
  formatJalaliDateTime,
  TicketStatus,
  toPersianDigits,
  type InvoiceRow,
  type TicketRow,
} from '@daneshsara/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import {
  Button,
  FileField,
  Form,
  RecordContextProvider,
  SelectField,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleShow } from '../../components/ConsoleShow';
import { RowLink } from '../../components/RowLink';
import { ActionConfirm, useApiAction } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { INVOICE_STATUS_COLORS } from '../invoices/choices';
import { OfferInstalmentsButton } from '../invoices/InvoiceActions';
import { OffersTable, RemainingField } from '../invoices/InvoiceParts';
import { canDeleteReplies } from './access';
import { replyPath, ticketActionPath } from './api';
import { TICKET_STATUS_COLORS, ticketSourceChoices } from './choices';
import { conversationOf, replyPayload, validateReply, type TicketMessage } from './ticketBody';

const EMPTY_RECORD = {};

/** «بستن درخواست»: PUT mma/tickets/{id}/close after a confirmation; gone once closed. */
function CloseTicketButton() {
  const record = useRecordContext<TicketRow>();
  const [open, setOpen] = useState(false);
  if (!record || record.status === TicketStatus.CLOSED) return null;
  return (
    <>
      <Button label="app.tickets.close.action" onClick={() => setOpen(true)} color="warning">
        <LockOutlinedIcon />
      </Button>
      <ActionConfirm
        isOpen={open}
        onClose={() => setOpen(false)}
        title="app.tickets.close.title"
        content="app.tickets.close.content"
        confirm="app.tickets.close.submit"
        action={{
          path: ticketActionPath(record.id, 'close'),
          method: 'PUT',
          done: 'app.tickets.close.done',
        }}
      />
    </>
  );
}

/** The trash button on a reply (admin and the superuser only): DELETE mma/replies/{id}. */
function DeleteReplyButton({ replyId }: { replyId: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.tickets.reply.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ActionConfirm
        isOpen={open}
        onClose={() => setOpen(false)}
        title="app.tickets.reply.delete_title"
        content="app.tickets.reply.delete_content"
        confirm="ra.action.delete"
        action={{ path: replyPath(replyId), method: 'DELETE', done: 'app.tickets.reply.deleted' }}
      />
    </>
  );
}

/**
 * One message: the learner's on the start side (right), staff's on the end side (left) in the
 * primary tint; the author, their side, the Jalali time, and the text line by line.
 */
function MessageBubble({ message, canDelete }: { message: TicketMessage; canDelete: boolean }) {
  const translate = useTranslate();
  const { staff } = message;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '94%', sm: '80%' },
          minWidth: { xs: '60%', sm: 280 },
          px: 2,
          py: 1.5,
          borderRadius: '16px',
          [staff ? 'borderStartEndRadius' : 'borderStartStartRadius']: '4px',
          border: 1,
          borderColor: staff ? alpha(theme.palette.primary.main, 0.35) : 'divider',
          bgcolor: staff
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.07)
            : 'background.default',
        })}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
            {message.author?.full_name || translate('app.empty')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={staff ? 'primary' : 'default'}
            label={translate(staff ? 'app.tickets.staff' : 'app.tickets.learner')}
            sx={{ height: 22 }}
          />
          <Box sx={{ flex: 1 }} />
          <Typography variant="caption" color="text.secondary" component="span">
            {formatJalaliDateTime(message.time)}
          </Typography>
          {canDelete && message.replyId !== null && <DeleteReplyButton replyId={message.replyId} />}
        </Stack>
        <Typography
          variant="body2"
          component="div"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
        >
          {message.lines.map((line, i) => (
            <Box component="p" key={i} sx={{ m: 0, minHeight: '1.9em' }}>
              {toPersianDigits(line)}
            </Box>
          ))}
        </Typography>
      </Box>
    </Box>
  );
}

/** The reply box under the conversation: PUT mma/tickets/{id}/reply; off once closed. */
function ReplyForm({ ticket }: { ticket: TicketRow }) {
  const translate = useTranslate();
  const run = useApiAction();
  // A new form after each reply sent, so the box starts empty again.
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const closed = ticket.status === TicketStatus.CLOSED;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {closed && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {translate('app.tickets.reply.closed')}
        </Alert>
      )}
      <Form
        key={round}
        record={EMPTY_RECORD}
        defaultValues={{ body: '' }}
        validate={validateReply}
        onSubmit={async (values: Record<string, unknown>) => {
          if (busy || closed) return undefined;
          setBusy(true);
          const result = await run(
            ticketActionPath(ticket.id, 'reply'),
            'PUT',
            replyPayload(values),
            'app.tickets.reply.done',
          );
          setBusy(false);
          if (result.ok) {
            setRound((n) => n + 1);
            return undefined;
          }
          return result.errors;
        }}
      >
        <TextInput
          source="body"
          label="app.tickets.reply.body"
          multiline
          minRows={3}
          fullWidth
          disabled={closed}
          helperText={closed ? false : 'app.tickets.reply.help'}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <MuiButton
            type="submit"
            variant="contained"
            disabled={closed || busy}
            startIcon={
              busy ? (
                <CircularProgress size={16} color="inherit" />
              ) : (
                <SendOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />
              )
            }
            sx={{ minWidth: 140, minHeight: 44 }}
          >
            {translate('app.tickets.reply.submit')}
          </MuiButton>
        </Stack>
      </Form>
    </Box>
  );
}

/** The ticket's title over its conversation, then the reply box. */
function Conversation() {
  const record = useRecordContext<TicketRow>();
  const { permissions } = usePermissions<string[]>();
  if (!record) return null;
  const canDelete = canDeleteReplies(permissions);
  return (
    <ShowSection
      title={<>{toPersianDigits(record.title)}</>}
      action={
        <ChipLabelField source="status" labels="app.ticket_status" colors={TICKET_STATUS_COLORS} />
      }
    >
      <Stack component="ol" sx={{ gap: 1.5, m: 0, p: 0 }}>
        {conversationOf(record).map((message) => (
          <MessageBubble key={message.key} message={message} canDelete={canDelete} />
        ))}
      </Stack>
      <ReplyForm ticket={record} />
    </ShowSection>
  );
}

function TicketDetails() {
  return (
    <ShowSection title="app.tickets.sections.ticket">
      <ShowGrid side>
        <PersianNumberField source="id" />
        <TextField source="category_info.title" emptyText="app.empty" />
        <SelectField
          source="source_type"
          choices={ticketSourceChoices}
          emptyText="app.ticket_source_type.none"
        />
        <TextField source="owner_info.full_name" emptyText="app.empty" />
        <PersianNumberField source="owner_info.mobile_number" emptyText="app.empty" />
        <PersianNumberField source="owner_info.national_code" emptyText="app.empty" />
        <JalaliDateField source="creation_time" showTime />
        <JalaliDateField source="last_modification_time" showTime />
        <FileField
          source="attachment"
          title="app.tickets.attachment"
          target="_blank"
          emptyText="app.empty"
        />
      </ShowGrid>
    </ShowSection>
  );
}

function InvoiceTitleLink(_: LabelOnlyProps) {
  const invoice = useRecordContext<InvoiceRow>();
  return <RowLink resource="invoices" id={invoice?.id} text={invoice?.title} />;
}

/** The invoice the learner asks help with: its figures, a link to it, and its offers. */
function RelatedInvoice({ part }: { part: 'summary' | 'offers' }) {
  const record = useRecordContext<TicketRow>();
  if (!record?.source) return null;
  return (
    <RecordContextProvider value={record.source}>
      {part === 'summary' ? (
        <ShowSection title="app.tickets.sections.invoice">
          <ShowGrid side>
            <InvoiceTitleLink source="title" label="resources.invoices.fields.title" />
            <ChipLabelField
              source="status"
              label="resources.invoices.fields.status"
              labels="app.invoice_status"
              colors={INVOICE_STATUS_COLORS}
            />
            <RialField source="amount" label="resources.invoices.fields.amount" />
            <RialField source="paid_amount" label="resources.invoices.fields.paid_amount" />
            <RemainingField source="remaining" label="resources.invoices.fields.remaining" />
          </ShowGrid>
        </ShowSection>
      ) : (
        <ShowSection title="app.invoices.sections.offers" action={<OfferInstalmentsButton />}>
          <OffersTable />
        </ShowSection>
      )}
    </RecordContextProvider>
  );
}

function TicketLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
        gridTemplateAreas: {
          xs: '"conversation" "details" "invoice" "offers"',
          lg: '"conversation details" "conversation invoice" "offers offers"',
        },
        gridTemplateRows: { lg: 'auto 1fr auto' },
      }}
    >
      <Box sx={{ gridArea: 'conversation', minWidth: 0 }}>
        <Conversation />
      </Box>
      <Box sx={{ gridArea: 'details', minWidth: 0 }}>
        <TicketDetails />
      </Box>
      <Box sx={{ gridArea: 'invoice', minWidth: 0 }}>
        <RelatedInvoice part="summary" />
      </Box>
      <Box sx={{ gridArea: 'offers', minWidth: 0 }}>
        <RelatedInvoice part="offers" />
      </Box>
    </Box>
  );
}

/**
 * One ticket of any department: the conversation with the reply box, who asked, when and about
 * what; for a help request, the invoice it is about with its instalment offers (a new offer from
 * here while it is unpaid); and closing it.
 */
export function TicketShow() {
  return (
    <ConsoleShow title="app.tickets.show_title" actions={<CloseTicketButton />}>
      <TicketLayout />
    </ConsoleShow>
  );
}
