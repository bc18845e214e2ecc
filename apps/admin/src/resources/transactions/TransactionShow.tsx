import type { TransactionRow } from '@daneshsara/domain';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { ConsoleShow } from '../../components/ConsoleShow';
import { OwnerSection } from '../../components/OwnerSection';
import { RowLink } from '../../components/RowLink';
import { useApiAction } from '../../inputs/ActionDialog';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import type { LabelOnlyProps } from '../../inputs/fieldUtils';
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

function InvoiceLink(_: LabelOnlyProps) {
  const record = useRecordContext<TransactionRow>();
  return <RowLink resource="invoices" id={record?.invoice} text={record?.invoice_info?.title} />;
}

/** One gateway attempt with both bank codes; an unconfirmed one can be asked about again. */
export function TransactionShow() {
  return (
    <ConsoleShow title="app.transactions.show_title" actions={<ReVerifyButton />}>
      <ShowSection title="app.transactions.sections.details">
        <ShowGrid>
          <PersianNumberField source="id" />
          <ChipLabelField
            source="status"
            labels="app.transaction_status"
            colors={TRANSACTION_STATUS_COLORS}
          />
          <RialField source="amount" />
          <CodeField source="reference_code" copy emptyText="app.empty" />
          <CodeField source="authority_code" copy emptyText="app.empty" />
          <InvoiceLink source="invoice_info.title" />
          <JalaliDateField source="creation_time" showTime />
          <JalaliDateField source="last_modification_time" showTime />
          <PersianTextField source="description" emptyText="app.empty" />
          <PersianTextField source="reconcile_note" emptyText="app.empty" />
          <JalaliDateField source="reconciled_time" showTime emptyText="app.empty" />
        </ShowGrid>
      </ShowSection>
      <OwnerSection title="app.transactions.sections.owner" />
    </ConsoleShow>
  );
}
