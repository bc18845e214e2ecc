import { formatRial, type InstalmentRow, type InvoiceRow } from '@daneshsara/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { ArrayField, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { TriStateChipField } from '../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { remainingOf } from './instalmentOffer';

/** What is still owed on the invoice. */
export function RemainingField(_: LabelOnlyProps) {
  const record = useRecordContext<InvoiceRow>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatRial(remainingOf(record))}
    </Typography>
  );
}

/** What the invoice pays for: the item's own title when its module sends one. */
export function ItemField(_: LabelOnlyProps) {
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

/** A read-only table of one of the invoice's lists, with a sentence when it is empty. */
function RowsTable({
  source,
  empty,
  minWidth,
  children,
}: {
  source: string;
  /** i18n key */
  empty: string;
  minWidth: number;
  children: ReactElement[];
}) {
  return (
    <ArrayField source={source}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        size="small"
        empty={<EmptyRows text={empty} />}
        // Wider than a phone: the table scrolls sideways inside its card.
        sx={{
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .MuiTable-root': { minWidth },
        }}
      >
        {children}
      </DataTable>
    </ArrayField>
  );
}

/** The invoice's instalments (`instalments_info`). */
export function InstalmentsTable() {
  return (
    <RowsTable source="instalments_info" empty="app.invoices.instalment.empty" minWidth={560}>
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
      <DataTable.Col source="is_overdue" label="app.invoices.instalment.state_label" disableSort>
        <InstalmentStateField />
      </DataTable.Col>
    </RowsTable>
  );
}

/** The instalment offers made on the invoice (`instalment_offers_info`) and the learner's answer. */
export function OffersTable() {
  return (
    <RowsTable source="instalment_offers_info" empty="app.invoices.offer.empty" minWidth={720}>
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
      <DataTable.Col source="starting_date" label="app.invoices.offer.starting_date" disableSort>
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
      <DataTable.Col source="creation_time" label="app.invoices.offer.creation_time" disableSort>
        <JalaliDateField source="creation_time" />
      </DataTable.Col>
    </RowsTable>
  );
}
