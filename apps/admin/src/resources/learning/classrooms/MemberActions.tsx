import { formatRial, fullName, toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import {
  AutocompleteInput,
  Confirm,
  ReferenceInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionDialog } from '../../../inputs/ActionDialog';
import { RialInput } from '../../../inputs/RialInput';
import { CANDIDATES_RESOURCE, classroomActionPath } from '../api';
import {
  isActiveMember,
  paidAmountOf,
  toDropPayload,
  validateRefund,
  type MemberInvoice,
} from '../payload';
import { TextButton } from '../shared/TextButton';
import { useLearningAction } from '../shared/useLearningAction';

/** A row of GET lma/registrations. */
export interface MemberRow {
  id: number;
  status: string;
  holds_seat: boolean;
  owner: number;
  owner_info: {
    id: number;
    full_name: string;
    national_code: string | null;
    mobile_number: string | null;
  } | null;
  classroom: number;
  invoice_info: (MemberInvoice & { id: number }) | null;
  transcript_sheet_info: { status?: string | null } | null;
  registered_time: string | null;
  creation_time: string;
}

/** What create_invoice answered: a PAYING invoice, or the registration when nothing is to pay. */
function invoiceMessage(data: { status?: string }) {
  return {
    message:
      data.status === 'REGISTERED'
        ? 'app.learning.members.registered'
        : 'app.learning.members.invoiced',
  };
}

/** «حذف از دوره»: PUT drop {owner, refund_amount}, the refund 0..paid, only for a live member. */
export function DropMemberButton() {
  const record = useRecordContext<MemberRow>();
  const translate = useTranslate();
  const run = useLearningAction();
  const [open, setOpen] = useState(false);
  if (!record || !isActiveMember(record.status)) return null;
  const paid = paidAmountOf(record.invoice_info);
  const unpaid = record.invoice_info && paid === 0;
  const name = record.owner_info?.full_name ?? '';
  const help = !record.invoice_info
    ? translate('app.learning.members.drop.free')
    : unpaid
      ? translate('app.learning.members.drop.unpaid')
      : paid === null
        ? translate('app.learning.members.drop.partly_paid')
        : translate('app.learning.members.drop.paid', { paid: formatRial(paid) });
  const canRefund = paid === null || (paid ?? 0) > 0;
  return (
    <>
      <TextButton
        label="app.learning.members.drop.action"
        color="error"
        icon={<PersonRemoveOutlinedIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      />
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.learning.members.drop.title', { name })}
        submitLabel="app.learning.members.drop.submit"
        submitColor="error"
        maxWidth="xs"
        defaultValues={{ refund_amount: 0 }}
        validate={(values) => {
          const error = validateRefund(values.refund_amount, paid);
          if (!error) return {};
          return {
            refund_amount:
              typeof error === 'string'
                ? error
                : { ...error, args: { max: formatRial(Number(error.args.max)) } },
          };
        }}
        onSubmit={async (values) => {
          const result = await run<{ refunded_amount?: number }>(
            classroomActionPath(record.classroom, 'drop'),
            toDropPayload(record.owner, canRefund ? values.refund_amount : 0),
            (data) =>
              data.refunded_amount
                ? {
                    message: 'app.learning.members.drop.refund_done',
                    args: { amount: formatRial(data.refunded_amount) },
                  }
                : { message: 'app.learning.members.drop.done' },
          );
          return result.ok ? undefined : (result.errors ?? { root: '' });
        }}
      >
        <Alert severity={canRefund ? 'info' : 'warning'} sx={{ mb: 1 }}>
          {help}
        </Alert>
        <RialInput
          source="refund_amount"
          label="app.learning.members.drop.refund_amount"
          disabled={!canRefund}
        />
      </ActionDialog>
    </>
  );
}

/**
 * «صدور صورت‌حساب» for a pre-registered member (no seat yet): PUT create_invoice {owner}; a free
 * classroom registers them at once.
 */
export function InvoiceMemberButton() {
  const record = useRecordContext<MemberRow>();
  const translate = useTranslate();
  const run = useLearningAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'ENROLLED' || record.holds_seat) return null;
  const name = record.owner_info?.full_name ?? '';
  return (
    <>
      <TextButton
        label="app.learning.members.invoice.action"
        icon={<ReceiptLongOutlinedIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.learning.members.invoice.title', { name })}
        content="app.learning.members.invoice.content"
        confirm="app.learning.members.invoice.submit"
        onConfirm={async () => {
          setBusy(true);
          await run(
            classroomActionPath(record.classroom, 'create_invoice'),
            { owner: record.owner },
            invoiceMessage,
          );
          setBusy(false);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

interface Candidate {
  id: number;
  firstname?: string;
  lastname?: string;
  full_name?: string;
  mobile_number?: string | null;
  national_code?: string | null;
}

/** How a user reads in the picker: the name, then the mobile and national code. */
export function candidateText(user: Candidate | undefined | null): string {
  if (!user) return '';
  const name = user.full_name || fullName(user) || '';
  const extras = [user.mobile_number, user.national_code]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => toPersianDigits(v));
  return [name, ...extras].filter(Boolean).join(' · ');
}

/** What the picker sends as the search (`q`): Persian digits as Latin ones. */
export function candidateSearch(typed: string): { q?: string } {
  const q = toLatinDigits(typed ?? '').trim();
  return q ? { q } : {};
}

/**
 * «ثبت نام کاربر»: a user not in the classroom yet (GET uma/users/unregistered_users_in_classroom),
 * then PUT create_invoice {owner}: registered at once when free, else billed.
 */
export function RegisterUserButton({ classroomId }: { classroomId: number | string }) {
  const translate = useTranslate();
  const run = useLearningAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton
        label="app.learning.members.register.action"
        variant="contained"
        icon={<PersonAddAlt1OutlinedIcon />}
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.learning.members.register.title"
        submitLabel="app.learning.members.register.submit"
        validate={(values) => (values.owner ? {} : { owner: 'app.learning.checks.user_required' })}
        onSubmit={async (values) => {
          const result = await run(
            classroomActionPath(classroomId, 'create_invoice'),
            { owner: Number(values.owner) },
            invoiceMessage,
          );
          return result.ok ? undefined : (result.errors ?? { root: '' });
        }}
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.learning.members.register.help')}
        </Alert>
        <ReferenceInput
          source="owner"
          reference={CANDIDATES_RESOURCE}
          filter={{ registered_classes__classroom__ne: classroomId }}
          perPage={20}
        >
          <AutocompleteInput
            label="app.learning.members.register.user"
            optionText={candidateText}
            filterToQuery={candidateSearch}
            helperText="app.learning.members.register.user_help"
            noOptionsText="app.learning.members.register.no_users"
            isRequired
          />
        </ReferenceInput>
      </ActionDialog>
    </>
  );
}
