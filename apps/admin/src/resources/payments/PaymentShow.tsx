import type { PaymentRow } from '@daneshsara/domain';
import {
  Labeled,
  RecordContextProvider,
  TextField,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { ConsoleShow } from '../../components/ConsoleShow';
import { OwnerSection } from '../../components/OwnerSection';
import { RowLink } from '../../components/RowLink';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { IbanField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { PAYMENT_TYPE_COLORS, WITHDRAW_STATE_COLORS } from './choices';
import { ReceiptField, SignedRialField } from './PaymentFields';
import { ConfirmWithdrawButton, RejectWithdrawButton } from './WithdrawActions';

function InvoiceLink(_: LabelOnlyProps) {
  const record = useRecordContext<PaymentRow>();
  return (
    <RowLink resource="invoices" id={record?.invoice ?? null} text={record?.invoice_info?.title} />
  );
}

function RequestLink(_: LabelOnlyProps) {
  const record = useRecordContext<PaymentRow>();
  return <RowLink resource="payments" id={record?.request ?? null} />;
}

/**
 * For a settled withdrawal request: the row that settled it (WITHDRAW_ADMITTED with the bank
 * receipt, or WITHDRAW_REJECT with the reason), asked for by its `request`.
 */
function Settlement() {
  const record = useRecordContext<PaymentRow>();
  const settled =
    record?.type === 'WITHDRAW_REQUEST' &&
    record.withdraw_state &&
    record.withdraw_state !== 'PENDING';
  const { data } = useGetList<PaymentRow>(
    'payments',
    {
      filter: { request: record?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: Boolean(settled && record?.id) },
  );
  const row = data?.find((p) => p.request === record?.id);
  if (!settled || !row) return null;
  return (
    <RecordContextProvider value={row}>
      <ShowSection title="app.payments.sections.settlement">
        <ShowGrid>
          <ChipLabelField source="type" labels="app.payment_type" colors={PAYMENT_TYPE_COLORS} />
          <JalaliDateField source="creation_time" label="app.payments.settled_at" showTime />
          <TextField
            source="creator_info.full_name"
            label="app.payments.settled_by"
            emptyText="app.empty"
          />
          {row.type === 'WITHDRAW_ADMITTED' && <ReceiptField source="receipt" />}
          <PersianTextField source="description" emptyText="app.empty" />
          <Labeled source="id" label="app.payments.settlement_row">
            <RowLink resource="payments" id={row.id} />
          </Labeled>
        </ShowGrid>
      </ShowSection>
    </RecordContextProvider>
  );
}

function PaymentDetails() {
  const record = useRecordContext<PaymentRow>();
  const isWithdrawal = Boolean(record?.IBAN || record?.withdraw_state || record?.receipt);
  return (
    <>
      <ShowSection title="app.payments.sections.details">
        <ShowGrid>
          <PersianNumberField source="id" />
          <ChipLabelField source="type" labels="app.payment_type" colors={PAYMENT_TYPE_COLORS} />
          <SignedRialField source="amount" />
          <JalaliDateField source="creation_time" showTime />
          <InvoiceLink source="invoice_info.title" />
          <PersianNumberField source="transaction" emptyText="app.empty" />
          {record?.request ? <RequestLink source="request" /> : null}
          <PersianTextField source="description" emptyText="app.empty" />
        </ShowGrid>
      </ShowSection>
      <OwnerSection title="app.payments.sections.owner" source="wallet_info.owner_info">
        <TextField source="creator_info.full_name" emptyText="app.empty" />
      </OwnerSection>
      {isWithdrawal && (
        <ShowSection title="app.payments.sections.withdraw">
          <ShowGrid>
            <ChipLabelField
              source="withdraw_state"
              labels="app.withdraw_state"
              colors={WITHDRAW_STATE_COLORS}
              emptyText="app.empty"
            />
            <IbanField source="IBAN" emptyText="app.empty" />
            {record?.receipt ? <ReceiptField source="receipt" /> : null}
          </ShowGrid>
        </ShowSection>
      )}
      <Settlement />
    </>
  );
}
/** One ledger row; a pending withdrawal request is confirmed with a receipt or rejected here. */
export function PaymentShow() {
  return (
    <ConsoleShow
      title="app.payments.show_title"
      actions={
        <>
          <RejectWithdrawButton />
          <ConfirmWithdrawButton />
        </>
      }
    >
      <PaymentDetails />
    </ConsoleShow>
  );
}
