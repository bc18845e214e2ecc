import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatRial, MoneyMessages, toPersianDigits } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage, toast } from '../../notify/toast';
import { SectionCard } from '../../../kit/SectionCard';
import { useRequestWithdraw } from '../api/useWallet';
import {
  IBAN_DIGITS,
  ibanDigitsFromInput,
  ibanFromDigits,
  validateIbanDigits,
  validateWithdraw,
} from '../model';
import { RialField } from './RialField';

interface Errors {
  amount?: string;
  iban?: string;
}

/** «برداشت وجه»: an amount (or all of it) to a Sheba number; finance pays it out. */
export function WithdrawCard({ inventory }: { inventory: number | undefined }) {
  const [amount, setAmount] = useState<number | null>(null);
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const withdraw = useRequestWithdraw();
  const available = inventory ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      amount: validateWithdraw(amount, available),
      iban: validateIbanDigits(iban),
    };
    setErrors(found);
    if (found.amount || found.iban || amount === null) return;
    withdraw.mutate(
      { IBAN: ibanFromDigits(iban), amount },
      {
        onSuccess: () => {
          toast.success(MoneyMessages.WITHDRAW_REQUESTED);
          setDone(true);
          setAmount(null);
          setErrors({});
        },
        onError: (error) => {
          const fromServer: Errors = isApiError(error)
            ? { amount: error.fieldError('amount'), iban: error.fieldError('IBAN') }
            : {};
          if (!fromServer.amount && !fromServer.iban) toast.error(errorMessage(error));
          setErrors(fromServer);
        },
      },
    );
  };

  return (
    <SectionCard
      id="wallet-withdraw-title"
      title="برداشت وجه"
      description="مبلغ پس از تایید کارشناس مالی به حساب شما واریز می‌شود."
      icon={<AccountBalanceOutlined />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="wallet-withdraw-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
      >
        {done && (
          <Alert severity="success" onClose={() => setDone(false)} sx={{ lineHeight: 1.9 }}>
            {MoneyMessages.WITHDRAW_REQUESTED}
          </Alert>
        )}
        <Box>
          <RialField
            id="withdraw-amount"
            name="withdraw_amount"
            label="مبلغ برداشت"
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setDone(false);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            error={!!errors.amount}
            helperText={errors.amount}
            disabled={withdraw.isPending}
          />
          <Box
            sx={{
              mt: 0.75,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              قابل برداشت: {formatRial(available)}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                setAmount(available > 0 ? available : null);
                setDone(false);
                setErrors((e) => ({ ...e, amount: undefined }));
              }}
              disabled={available <= 0 || withdraw.isPending}
              sx={{ minHeight: 36, fontWeight: 700 }}
            >
              برداشت همه
            </Button>
          </Box>
        </Box>
        <TextField
          id="withdraw-iban"
          name="iban"
          label="شماره شبا"
          value={toPersianDigits(iban)}
          onChange={(e) => {
            setIban(ibanDigitsFromInput(e.target.value));
            setDone(false);
            setErrors((er) => ({ ...er, iban: undefined }));
          }}
          error={!!errors.iban}
          helperText={
            errors.iban ??
            `${toPersianDigits(iban.length)} از ${toPersianDigits(IBAN_DIGITS)} رقم؛ حساب باید به نام خود شما باشد.`
          }
          placeholder="۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱"
          disabled={withdraw.isPending}
          slotProps={{
            input: {
              // After the digits in DOM order, so on the left of an LTR number: IR06…
              endAdornment: (
                <InputAdornment position="end">
                  <Typography component="span" dir="ltr" sx={{ fontWeight: 700 }}>
                    IR
                  </Typography>
                </InputAdornment>
              ),
            },
            htmlInput: {
              inputMode: 'numeric',
              dir: 'ltr',
              autoComplete: 'off',
              // Inline so the RTL style plugin leaves it alone: digits sit right after «IR».
              style: { direction: 'ltr', textAlign: 'left', letterSpacing: '0.06em' },
            },
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="outlined"
          size="large"
          disabled={withdraw.isPending || available <= 0}
          aria-busy={withdraw.isPending}
          startIcon={
            withdraw.isPending ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <SendRounded sx={{ transform: 'scaleX(-1)' }} />
            )
          }
        >
          ثبت درخواست برداشت
        </Button>
      </Box>
    </SectionCard>
  );
}
