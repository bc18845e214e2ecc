import { formatRial, type InstalmentRow, type InvoiceRow } from '@daneshsara/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ArrayField,
  DataTable,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChipLabelField, TriStateChipField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { INVOICE_STATUS_COLORS, INVOICE_TYPE_COLORS } from './choices';
import { CancelInvoiceButton, OfferInstalmentsButton, RefundButton } from './InvoiceActions';
import { remainingOf } from './instalmentOffer';

function InvoiceShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}>
      <ListButton />
      <OfferInstalmentsButton />
      <RefundButton />
      <CancelInvoiceButton />
    </TopToolbar>
  );
}

function RemainingField() {
  const record = useRecordContext<InvoiceRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatRial(remainingOf(record))}
    </Typography>
  );
}

/** What the invoice pays for: the item's own title when its module sends one. */
function ItemField() {
  const record = useRecordContext<InvoiceRow>();
  const translate = useTranslate();
  if (!record) return null;
  const title = typeof record.item_info?.title === 'string' ? record.item_info.title : null;
  const kind = translate(`app.invoice_type.${record.item_type}`, { _: record.item_type });
  return (
    <Typography component="span" variant="body2">
      {title ? `${kind}: ${title}` : kind}
    </Typography>
  );
}

/** An instalment's state: paid, overdue or waiting. */
function InstalmentStateField() {
  const record = useRecordContext<InstalmentRow>();
  const translate = useTranslate();
  if (!record) return null;
  const state = record.paid_time ? 'paid' : record.is_overdue ? 'overdue' : 'waiting';
  const color = state === 'paid' ? 'success' : state === 'overdue' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={state === 'waiting' ? 'outlined' : 'filled'}
      label={translate(`app.invoices.instalment.state.${state}`)}
    />
  );
}

function EmptyRows({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate(text)}
    </Typography>
  );
}

function InvoiceDetails() {
  return (
    <>
      <ShowSection title="app.invoices.sections.summary">
        <ShowGrid>
          <Labeled source="title">
            <TextField source="title" />
          </Labeled>
          <Labeled source="id">
            <PersianNumberField source="id" />
          </Labeled>
          <Labeled source="item_type" label="resources.invoices.fields.item">
            <ItemField />
          </Labeled>
          <Labeled source="status">
            <ChipLabelField
              source="status"
              labels="app.invoice_status"
              colors={INVOICE_STATUS_COLORS}
            />
          </Labeled>
          <Labeled source="type">
            <ChipLabelField source="type" labels="app.invoice_type" colors={INVOICE_TYPE_COLORS} />
          </Labeled>
          <Labeled source="amount">
            <RialField source="amount" />
          </Labeled>
          <Labeled source="paid_amount">
            <RialField source="paid_amount" />
          </Labeled>
          <Labeled source="remaining" label="resources.invoices.fields.remaining">
            <RemainingField />
          </Labeled>
          <Labeled source="creation_time">
            <JalaliDateField source="creation_time" showTime />
          </Labeled>
          <Labeled source="expire_time">
            <JalaliDateField source="expire_time" showTime emptyText="app.empty" />
          </Labeled>
          <Labeled source="ticket">
            <PersianNumberField source="ticket" emptyText="app.empty" />
          </Labeled>
          <Labeled source="description">
            <PersianTextField source="description" emptyText="app.empty" />
          </Labeled>
        </ShowGrid>
      </ShowSection>
      <ShowSection title="app.invoices.sections.owner">
        <ShowGrid>
          <Labeled source="owner_info.full_name">
            <TextField source="owner_info.full_name" />
          </Labeled>
          <Labeled source="owner_info.mobile_number">
            <PersianNumberField source="owner_info.mobile_number" emptyText="app.empty" />
          </Labeled>
          <Labeled source="owner_info.national_code">
            <PersianNumberField source="owner_info.national_code" emptyText="app.empty" />
          </Labeled>
          <Labeled source="wallet_inventory">
            <RialField source="wallet_inventory" />
          </Labeled>
        </ShowGrid>
      </ShowSection>
      <ShowSection title="app.invoices.sections.instalments">
        <ArrayField source="instalments_info">
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            size="small"
            empty={<EmptyRows text="app.invoices.instalment.empty" />}
            sx={{ '& .MuiTable-root': { minWidth: 560 } }}
          >
            <DataTable.Col source="id" label="app.invoices.instalment.id" disableSort>
              <PersianNumberField source="id" />
            </DataTable.Col>
            <DataTable.Col source="amount" label="app.invoices.instalment.amount" disableSort>
              <RialField source="amount" />
            </DataTable.Col>
            <DataTable.Col source="due_date" label="app.invoices.instalment.due_date" disableSort>
              <JalaliDateField source="due_date" />
            </DataTable.Col>
            <DataTable.Col source="paid_time" label="app.invoices.instalment.paid_time" disableSort>
              <JalaliDateField source="paid_time" showTime emptyText="app.empty" />
            </DataTable.Col>
            <DataTable.Col
              source="is_overdue"
              label="app.invoices.instalment.state_label"
              disableSort
            >
              <InstalmentStateField />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </ShowSection>
      <ShowSection title="app.invoices.sections.offers">
        <ArrayField source="instalment_offers_info">
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            size="small"
            empty={<EmptyRows text="app.invoices.offer.empty" />}
            sx={{ '& .MuiTable-root': { minWidth: 720 } }}
          >
            <DataTable.Col source="amount" label="app.invoices.offer.amount" disableSort>
              <RialField source="amount" />
            </DataTable.Col>
            <DataTable.Col source="count" label="app.invoices.offer.count" disableSort>
              <PersianNumberField source="count" />
            </DataTable.Col>
            <DataTable.Col
              source="due_date_interval"
              label="app.invoices.offer.due_date_interval"
              disableSort
            >
              <PersianNumberField source="due_date_interval" />
            </DataTable.Col>
            <DataTable.Col
              source="starting_date"
              label="app.invoices.offer.starting_date"
              disableSort
            >
              <JalaliDateField source="starting_date" />
            </DataTable.Col>
            <DataTable.Col source="is_accepted" label="app.invoices.offer.is_accepted" disableSort>
              <TriStateChipField
                source="is_accepted"
                labels={{
                  true: 'app.invoices.offer.accepted',
                  false: 'app.invoices.offer.rejected',
                  null: 'app.invoices.offer.waiting',
                }}
              />
            </DataTable.Col>
            <DataTable.Col
              source="creator_info.full_name"
              label="app.invoices.offer.creator"
              disableSort
            />
            <DataTable.Col
              source="creation_time"
              label="app.invoices.offer.creation_time"
              disableSort
            >
              <JalaliDateField source="creation_time" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </ShowSection>
    </>
  );
}

/** One invoice: summary, owner, instalments and offers; the finance actions in the toolbar. */
function InvoiceTitle() {
  const record = useRecordContext<InvoiceRow>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.invoices.show_title', { id: record.id })}</>;
}

export function InvoiceShow() {
  return (
    <Show actions={<InvoiceShowActions />} component="div" title={<InvoiceTitle />}>
      <InvoiceDetails />
    </Show>
  );
}
