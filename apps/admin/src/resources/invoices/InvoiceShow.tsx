import type { InvoiceRow } from '@daneshsara/domain';
import { useRecordContext } from 'react-admin';
import { ConsoleShow } from '../../components/ConsoleShow';
import { OwnerSection } from '../../components/OwnerSection';
import { RowLink } from '../../components/RowLink';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { TICKETS_RESOURCE } from '../tickets/api';
import { INVOICE_STATUS_COLORS, INVOICE_TYPE_COLORS } from './choices';
import { CancelInvoiceButton, OfferInstalmentsButton, RefundButton } from './InvoiceActions';
import { InstalmentsTable, ItemField, OffersTable, RemainingField } from './InvoiceParts';

/** «درخواست مساعدت (تیکت)»: the learner's help ticket on this invoice, opened in the console. */
function TicketLink(_: LabelOnlyProps) {
  const record = useRecordContext<InvoiceRow>();
  return <RowLink resource={TICKETS_RESOURCE} id={record?.ticket} />;
}

function InvoiceDetails() {
  return (
    <>
      <ShowSection title="app.invoices.sections.summary">
        <ShowGrid>
          <PersianTextField source="title" />
          <PersianNumberField source="id" />
          <ItemField source="item_type" label="resources.invoices.fields.item" />
          <ChipLabelField
            source="status"
            labels="app.invoice_status"
            colors={INVOICE_STATUS_COLORS}
          />
          <ChipLabelField source="type" labels="app.invoice_type" colors={INVOICE_TYPE_COLORS} />
          <RialField source="amount" />
          <RialField source="paid_amount" />
          <RemainingField source="remaining" label="resources.invoices.fields.remaining" />
          <JalaliDateField source="creation_time" showTime />
          <JalaliDateField source="expire_time" showTime emptyText="app.empty" />
          <TicketLink source="ticket" />
          <PersianTextField source="description" emptyText="app.empty" />
        </ShowGrid>
      </ShowSection>
      <OwnerSection title="app.invoices.sections.owner">
        <RialField source="wallet_inventory" />
      </OwnerSection>
      <ShowSection title="app.invoices.sections.instalments">
        <InstalmentsTable />
      </ShowSection>
      <ShowSection title="app.invoices.sections.offers">
        <OffersTable />
      </ShowSection>
    </>
  );
}

/** One invoice: summary, owner, instalments and offers; the finance actions in the toolbar. */
export function InvoiceShow() {
  return (
    <ConsoleShow
      title="app.invoices.show_title"
      actions={
        <>
          <OfferInstalmentsButton />
          <RefundButton />
          <CancelInvoiceButton />
        </>
      }
    >
      <InvoiceDetails />
    </ConsoleShow>
  );
}
