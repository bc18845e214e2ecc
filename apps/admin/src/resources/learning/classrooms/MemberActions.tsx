import { formatRial, fullName, toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import { AutocompleteInput, ReferenceInput, useRecordContext, useTranslate } from 'react-admin';
import { RialInput } from '../../../inputs/RialInput';
import { CANDIDATES_RESOURCE, classroomActionPath } from '../api';
import {
  isActiveMember,
  paidAmountOf,
  toDropPayload,
  validateRefund,
  type MemberInvoice,
} from '../payload';
import { ConfirmButton, DialogButton } from '../shared/buttons';
import { useLmaCall } from '../shared/useLmaCall';

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
  const { submit } = useLmaCall();
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
    <DialogButton
      label="app.learning.members.drop.action"
      color="error"
      icon={<PersonRemoveOutlinedIcon />}
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
      onSubmit={(values) =>
        submit<{ refunded_amount?: number }>(
          classroomActionPath(record.classroom, 'drop'),
          'PUT',
          toDropPayload(record.owner, canRefund ? values.refund_amount : 0),
          (data) =>
            data.refunded_amount
              ? {
                  message: 'app.learning.members.drop.refund_done',
                  args: { amount: formatRial(data.refunded_amount) },
                }
              : { message: 'app.learning.members.drop.done' },
        )
      }
    >
      <Alert severity={canRefund ? 'info' : 'warning'} sx={{ mb: 1 }}>
        {help}
      </Alert>
      <RialInput
        source="refund_amount"
        label="app.learning.members.drop.refund_amount"
        disabled={!canRefund}
      />
    </DialogButton>
  );
}

/**
 * «صدور صورت‌حساب» for a pre-registered member (no seat yet): PUT create_invoice {owner}; a free
 * classroom registers them at once.
 */
export function InvoiceMemberButton() {
  const record = useRecordContext<MemberRow>();
  const { call } = useLmaCall();
  if (!record || record.status !== 'ENROLLED' || record.holds_seat) return null;
  return (
    <ConfirmButton
      label="app.learning.members.invoice.action"
      icon={<ReceiptLongOutlinedIcon />}
      title="app.learning.members.invoice.title"
      content="app.learning.members.invoice.content"
      confirm="app.learning.members.invoice.submit"
      translateOptions={{ name: record.owner_info?.full_name ?? '' }}
      onConfirm={async () => {
        await call(
          classroomActionPath(record.classroom, 'create_invoice'),
          'PUT',
          { owner: record.owner },
          invoiceMessage,
        );
        // The confirmation closes after a failure too (its toast says why).
        return true;
      }}
    />
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
  const { submit } = useLmaCall();
  return (
    <DialogButton
      label="app.learning.members.register.action"
      variant="contained"
      icon={<PersonAddAlt1OutlinedIcon />}
      title="app.learning.members.register.title"
      submitLabel="app.learning.members.register.submit"
      validate={(values) => (values.owner ? {} : { owner: 'app.learning.checks.user_required' })}
      onSubmit={(values) =>
        submit(
          classroomActionPath(classroomId, 'create_invoice'),
          'PUT',
          { owner: Number(values.owner) },
          invoiceMessage,
        )
      }
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
    </DialogButton>
  );
}
