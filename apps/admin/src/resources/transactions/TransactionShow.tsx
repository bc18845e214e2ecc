import type { TransactionRow } from '@daneshsara/domain';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  Labeled,
  Link,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useApiAction } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { CodeField } from '../../inputs/LtrFields';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { ShowGrid, ShowSection } from '../../inputs/ShowSection';
import { canReVerify, reVerifyPath } from './api';
import { TRANSACTION_STATUS_COLORS } from './choices';

/** «استعلام مجدد»: asks the bank again; a payment it now confirms is credited once. */
function ReVerifyButton() {
  const record = useRecordContext<TransactionRow>();
  const run = useApiAction();
  const [busy, setBusy] = useState(false);
  if (!record || !canReVerify(record.status)) return null;
  return (
    <Button
      label="app.transactions.re_verify"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await run(reVerifyPath(record.id), 'PUT', undefined, 'app.transactions.re_verify_done');
        setBusy(false);
      }}
    >
      <ManageSearchOutlinedIcon />
    </Button>
  );
}

function InvoiceLink() {
  const record = useRecordContext<TransactionRow>();
  const translate = useTranslate();
  if (!record?.invoice) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.empty')}
      </Typography>
    );
  }
  return (
    <Link to={`/invoices/${record.invoice}/show`} variant="body2">
      {record.invoice_info?.title || translate('app.row_number', { id: record.invoice })}
    </Link>
  );
}

function TransactionTitle() {
  const record = useRecordContext<TransactionRow>();
  const translate = useTranslate();
  return record ? <>{translate('app.transactions.show_title', { id: record.id })}</> : null;
}

/** One gateway attempt with both bank codes; an unconfirmed one can be asked about again. */
export function TransactionShow() {
  return (
    <Show
      component="div"
      title={<TransactionTitle />}
      actions={
        <TopToolbar>
          <ListButton />
          <ReVerifyButton />
        </TopToolbar>
      }
    >
      <ShowSection title="app.transactions.sections.details">
        <ShowGrid>
          <Labeled source="id">
            <PersianNumberField source="id" />
          </Labeled>
          <Labeled source="status">
            <ChipLabelField
              source="status"
              labels="app.transaction_status"
              colors={TRANSACTION_STATUS_COLORS}
            />
          </Labeled>
          <Labeled source="amount">
            <RialField source="amount" />
          </Labeled>
          <Labeled source="reference_code">
            <CodeField source="reference_code" copy emptyText="app.empty" />
          </Labeled>
          <Labeled source="authority_code">
            <CodeField source="authority_code" copy emptyText="app.empty" />
          </Labeled>
          <Labeled source="invoice_info.title">
            <InvoiceLink />
          </Labeled>
          <Labeled source="creation_time">
            <JalaliDateField source="creation_time" showTime />
          </Labeled>
          <Labeled source="last_modification_time">
            <JalaliDateField source="last_modification_time" showTime />
          </Labeled>
          <Labeled source="description">
            <PersianTextField source="description" emptyText="app.empty" />
          </Labeled>
        </ShowGrid>
      </ShowSection>
      <ShowSection title="app.transactions.sections.owner">
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
        </ShowGrid>
      </ShowSection>
    </Show>
  );
}
