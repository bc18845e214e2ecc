import type { PaymentRow } from '@daneshsara/domain';
import Typography from '@mui/material/Typography';
import {
  Labeled,
  Link,
  ListButton,
  RecordContextProvider,
  Show,
  TextField,
  TopToolbar,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { IbanField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { PAYMENT_TYPE_COLORS, WITHDRAW_STATE_COLORS } from './choices';
import { ReceiptField, SignedRialField } from './PaymentFields';
import { ConfirmWithdrawButton, RejectWithdrawButton } from './WithdrawActions';

function PaymentShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      <ListButton />
      <RejectWithdrawButton />
      <ConfirmWithdrawButton />
    </TopToolbar>
  );
}

/** A link to another row of the console (the invoice, the settled request), by its number. */
function RowLink({
  resource,
  id,
  text,
}: {
  resource: string;
  id: number | null;
  text?: string | null;
}) {
  const translate = useTranslate();
  if (!id) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.empty')}
      </Typography>
    );
  }
  return (
    <Link to={`/${resource}/${id}/show`} variant="body2">
      {text || translate('app.row_number', { id })}
    </Link>
  );
}

function InvoiceLink() {
  const record = useRecordContext<PaymentRow>();
  return (
    <RowLink resource="invoices" id={record?.invoice ?? null} text={record?.invoice_info?.title} />
  );
}

function RequestLink() {
  const record = useRecordContext<PaymentRow>();
  return <RowLink resource="payments" id={record?.request ?? null} />;
}

/**
 * For a settled withdrawal request: the row that settled it (WITHDRAW_ADMITTED with the bank
 * receipt, or WITHDRAW_REJECT with the reason), found among its wallet's settlement rows.
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
      filter: { wallet: record?.wallet, type: SETTLEMENT_TYPES },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: Boolean(settled && record?.wallet) },
  );
  const row = data?.find((p) => p.request === record?.id);
  if (!settled || !row) return null;
  return (
    <ShowSection title="app.payments.sections.settlement">
      <RecordContextProvider value={row}>
        <ShowGrid>
          <Labeled source="type">
            <ChipLabelField source="type" labels="app.payment_type" colors={PAYMENT_TYPE_COLORS} />
          </Labeled>
          <Labeled source="creation_time" label="app.payments.settled_at">
            <JalaliDateField source="creation_time" showTime />
          </Labeled>
          <Labeled source="creator_info.full_name" label="app.payments.settled_by">
            <TextField source="creator_info.full_name" emptyText="app.empty" />
          </Labeled>
          {row.type === 'WITHDRAW_ADMITTED' && (
            <Labeled source="receipt">
              <ReceiptField source="receipt" />
            </Labeled>
          )}
          <Labeled source="description">
            <PersianTextField source="description" emptyText="app.empty" />
          </Labeled>
          <Labeled source="id" label="app.payments.settlement_row">
            <RowLink resource="payments" id={row.id} />
          </Labeled>
        </ShowGrid>
      </RecordContextProvider>
    </ShowSection>
  );
}

const SETTLEMENT_TYPES = ['WITHDRAW_ADMITTED', 'WITHDRAW_REJECT'];

function PaymentDetails() {
  const record = useRecordContext<PaymentRow>();
  const isWithdrawal = Boolean(record?.IBAN || record?.withdraw_state || record?.receipt);
  return (
    <>
      <ShowSection title="app.payments.sections.details">
        <ShowGrid>
          <Labeled source="id">
            <PersianNumberField source="id" />
          </Labeled>
          <Labeled source="type">
            <ChipLabelField source="type" labels="app.payment_type" colors={PAYMENT_TYPE_COLORS} />
          </Labeled>
          <Labeled source="amount">
            <SignedRialField />
          </Labeled>
          <Labeled source="creation_time">
            <JalaliDateField source="creation_time" showTime />
          </Labeled>
          <Labeled source="invoice_info.title">
            <InvoiceLink />
          </Labeled>
          <Labeled source="transaction">
            <PersianNumberField source="transaction" emptyText="app.empty" />
          </Labeled>
          {record?.request ? (
            <Labeled source="request">
              <RequestLink />
            </Labeled>
          ) : null}
          <Labeled source="description">
            <PersianTextField source="description" emptyText="app.empty" />
          </Labeled>
        </ShowGrid>
      </ShowSection>
      <ShowSection title="app.payments.sections.owner">
        <ShowGrid>
          <Labeled source="wallet_info.owner_info.full_name">
            <TextField source="wallet_info.owner_info.full_name" />
          </Labeled>
          <Labeled source="wallet_info.owner_info.mobile_number">
            <PersianNumberField
              source="wallet_info.owner_info.mobile_number"
              emptyText="app.empty"
            />
          </Labeled>
          <Labeled source="wallet_info.owner_info.national_code">
            <PersianNumberField
              source="wallet_info.owner_info.national_code"
              emptyText="app.empty"
            />
          </Labeled>
          <Labeled source="creator_info.full_name">
            <TextField source="creator_info.full_name" emptyText="app.empty" />
          </Labeled>
        </ShowGrid>
      </ShowSection>
      {isWithdrawal && (
        <ShowSection title="app.payments.sections.withdraw">
          <ShowGrid>
            <Labeled source="withdraw_state">
              <ChipLabelField
                source="withdraw_state"
                labels="app.withdraw_state"
                colors={WITHDRAW_STATE_COLORS}
                emptyText="app.empty"
              />
            </Labeled>
            <Labeled source="IBAN">
              <IbanField source="IBAN" emptyText="app.empty" />
            </Labeled>
            {record?.receipt ? (
              <Labeled source="receipt">
                <ReceiptField source="receipt" />
              </Labeled>
            ) : null}
          </ShowGrid>
        </ShowSection>
      )}
      <Settlement />
    </>
  );
}

/** One ledger row; a pending withdrawal request is confirmed with a receipt or rejected here. */
function PaymentTitle() {
  const record = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  return record ? <>{translate('app.payments.show_title', { id: record.id })}</> : null;
}

export function PaymentShow() {
  return (
    <Show actions={<PaymentShowActions />} component="div" title={<PaymentTitle />}>
      <PaymentDetails />
    </Show>
  );
}
