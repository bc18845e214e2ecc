import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatRial,
  fullName,
  MIN_DONATION_AMOUNT,
  MoneyMessages,
  type DonationRow,
} from '@daneshsara/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { MaskedInput } from '@daneshsara/ui/MaskedInput';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SecureNote } from '../../../kit/WalletPayment';
import { serverFieldError } from '../../../lib/fieldErrors';
import { rememberRedirect } from '../../auth/redirect';
import { useSession } from '../../auth/session';
import { toast } from '../../notify/toast';
import { useCreateDonationInvoice } from '../api';
import {
  DonationMessages,
  initialDonationValues,
  QUICK_AMOUNTS,
  toInvoiceBody,
  tomanHint,
  validateDonation,
  type DonationFormErrors,
  type DonationFormValues,
} from '../model';
import { donationPaths } from '../paths';
import { clearDraft, peekDraft, saveDraft } from '../storage';
import { RialField } from './RialField';

/**
 * The gift: amount (quick picks or any amount from 1,000 Rials), name, mobile and «ناشناس».
 * A guest is sent to Login and comes back here with the form as they left it; a member gets a
 * donation invoice and goes on to pay it in the panel.
 */
export function DonationForm({ donation }: { donation: DonationRow }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateDonationInvoice(donation.id);
  const [values, setValues] = useState<DonationFormValues>(() => {
    const fromAccount = initialDonationValues({
      fullName: user ? fullName(user) : '',
      mobile: user?.mobile_number ?? '',
    });
    // Back from Login: the form as the guest left it, with what the account knows filled in.
    const draft = peekDraft(donation.id);
    return draft
      ? {
          ...draft,
          fullName: draft.fullName || fromAccount.fullName,
          mobile: draft.mobile || fromAccount.mobile,
        }
      : fromAccount;
  });
  useEffect(() => clearDraft(), []);
  const [errors, setErrors] = useState<DonationFormErrors>({});
  const [touched, setTouched] = useState(false);

  const set = <K extends keyof DonationFormValues>(key: K, value: DonationFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once the person has tried to send, messages follow their typing.
    if (touched) setErrors(validateDonation(next, { guest: !user }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validateDonation(values, { guest: !user });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!user) {
      saveDraft(donation.id, values);
      rememberRedirect(`${location.pathname}${location.search}`);
      toast.info(DonationMessages.LOGIN_TO_DONATE);
      navigate(paths.login);
      return;
    }
    create.mutate(toInvoiceBody(values), {
      onSuccess: (invoice) => {
        toast.success(MoneyMessages.INVOICE_CREATED);
        navigate(donationPaths.payment(invoice.id));
      },
    });
  };

  const amountError = errors.amount ?? serverFieldError(create.error, 'amount');
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="فرم کمک نیکوکارانه">
      <Typography
        component="h2"
        sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 0.5, display: 'flex', gap: 1 }}
      >
        <FavoriteRounded sx={{ color: '#c9574a' }} />
        کمک به این طرح
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: 2 }}>
        مبلغ دلخواه خود را انتخاب یا وارد کنید.
      </Typography>

      <Box
        role="group"
        aria-label="مبلغ‌های پیشنهادی"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 2 }}
      >
        {QUICK_AMOUNTS.map((amount) => {
          const selected = values.amount === amount;
          return (
            <Button
              key={amount}
              type="button"
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              aria-label={formatRial(amount)}
              onClick={() => set('amount', amount)}
              sx={{
                px: 0.5,
                flexDirection: 'column',
                lineHeight: 1.4,
                fontWeight: 800,
                borderColor: selected ? undefined : 'divider',
                color: selected ? undefined : 'text.primary',
              }}
            >
              {formatRial(amount, false)}
              <Box component="span" sx={{ fontSize: '0.72rem', fontWeight: 500, opacity: 0.8 }}>
                ریال
              </Box>
            </Button>
          );
        })}
        <Button
          type="button"
          variant="text"
          onClick={() => {
            set('amount', null);
            document.getElementById('donation-amount')?.focus();
          }}
          sx={{ fontWeight: 700, px: 0.5 }}
        >
          مبلغ دیگر
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <FieldLabel htmlFor="donation-amount">مبلغ کمک</FieldLabel>
          <RialField
            id="donation-amount"
            name="amount"
            value={values.amount}
            onChange={(amount) => set('amount', amount)}
            error={!!amountError}
            helperText={
              amountError ??
              (tomanHint(values.amount) || `کمترین مبلغ: ${formatRial(MIN_DONATION_AMOUNT)}`)
            }
          />
        </Box>
        <Box>
          <FieldLabel htmlFor="donation-full-name">نام و نام خانوادگی</FieldLabel>
          <TextField
            id="donation-full-name"
            name="full_name"
            value={values.fullName}
            onChange={(e) => set('fullName', e.target.value)}
            error={!!(errors.fullName ?? serverFieldError(create.error, 'full_name'))}
            helperText={
              errors.fullName ??
              serverFieldError(create.error, 'full_name') ??
              (user ? undefined : 'اگر خالی بماند، پس از ورود از حساب کاربری شما پر می‌شود.')
            }
            autoComplete="name"
          />
        </Box>
        <Box>
          <FieldLabel htmlFor="donation-mobile">شماره تلفن همراه</FieldLabel>
          <MaskedInput
            id="donation-mobile"
            name="mobile_number"
            mask="mobile"
            value={values.mobile}
            onChange={(mobile) => set('mobile', mobile)}
            error={!!(errors.mobile ?? serverFieldError(create.error, 'mobile_number'))}
            helperText={
              errors.mobile ??
              serverFieldError(create.error, 'mobile_number') ??
              'برای ارسال رسید کمک (اختیاری)'
            }
            slotProps={{ htmlInput: { autoComplete: 'tel' } }}
          />
        </Box>
        <FormControlLabel
          sx={{ minHeight: 44, mx: 0, gap: 0.5 }}
          control={
            <Switch
              name="is_private"
              checked={values.isPrivate}
              onChange={(e) => set('isPrivate', e.target.checked)}
            />
          }
          label={
            <Box>
              <Typography sx={{ fontWeight: 600 }}>نمایش نام به صورت ناشناس</Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                نام شما در فهرست نیکوکاران این طرح نمایش داده نمی‌شود.
              </Typography>
            </Box>
          }
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          disabled={create.isPending}
          aria-busy={create.isPending}
          startIcon={
            create.isPending ? <CircularProgress size={18} color="inherit" /> : <FavoriteRounded />
          }
          sx={{ minHeight: 52, fontSize: '1.05rem', fontWeight: 800 }}
        >
          {values.amount && values.amount >= MIN_DONATION_AMOUNT
            ? `پرداخت ${formatRial(values.amount)}`
            : 'ثبت کمک'}
        </Button>
        <SecureNote>
          {user
            ? 'پرداخت از کیف پول یا درگاه امن بانکی'
            : 'برای ثبت کمک ابتدا وارد حساب کاربری خود می‌شوید.'}
        </SecureNote>
      </Box>
    </Box>
  );
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <Typography
      component="label"
      htmlFor={htmlFor}
      sx={{ display: 'block', fontWeight: 600, fontSize: '0.92rem', mb: 0.75 }}
    >
      {children}
    </Typography>
  );
}
