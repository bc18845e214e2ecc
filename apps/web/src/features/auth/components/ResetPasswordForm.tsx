import { OtpAction } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/inputs/PasswordField';
import { serverFieldError } from '../../../lib/fieldErrors';
import { toast } from '../../notify/toast';
import { useCompleteLogin, useSetPassword } from '../api/useAuthMutations';
import { useOtpRequest } from '../hooks/useOtpRequest';
import { checkNewPassword, checkOtp } from '../validation';
import { ContactStepForm } from './ContactStepForm';
import { OtpCodeField, ResendCode, SentToNotice } from './OtpFields';
import { SubmitButton } from './SubmitButton';

type Field = 'otp' | 'password' | 'repeat';

/** Input → code (send_otp FORGOT_PASSWORD) → code and new password → set_password → logged in. */
export function ResetPasswordForm() {
  const otp = useOtpRequest(OtpAction.FORGOT_PASSWORD);
  const setPassword = useSetPassword();
  const complete = useCompleteLogin('panel');
  const [lastInput, setLastInput] = useState('');
  const [values, setValues] = useState<Record<Field, string>>({
    otp: '',
    password: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  if (!otp.sentTo) {
    return (
      <ContactStepForm
        initial={lastInput}
        pending={otp.sending}
        submitLabel="ارسال کد بازیابی"
        onSubmit={(input) => {
          setLastInput(input);
          void otp.send(input);
        }}
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      otp: checkOtp(values.otp) ?? undefined,
      ...checkNewPassword(values.password, values.repeat),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !otp.sentTo) return;
    setPassword.mutate(
      { input: otp.sentTo, otp: values.otp, password: values.password },
      {
        onSuccess: (res) => {
          toast.success('کلمه عبور شما با موفقیت تغییر کرد.');
          complete(res);
        },
      },
    );
  };

  const errorOf = (field: Field) => errors[field] ?? serverFieldError(setPassword.error, field);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="تعیین کلمه عبور تازه">
      <Stack spacing={2.5}>
        <SentToNotice input={otp.sentTo} onEdit={otp.reset} />
        <OtpCodeField value={values.otp} onChange={set('otp')} error={errorOf('otp')} />
        <PasswordField
          label="کلمه عبور تازه"
          name="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          required
          error={!!errorOf('password')}
          helperText={errorOf('password') ?? 'دست کم ۸ کاراکتر'}
        />
        <PasswordField
          label="تکرار کلمه عبور تازه"
          name="repeat"
          value={values.repeat}
          onChange={set('repeat')}
          autoComplete="new-password"
          required
          error={!!errors.repeat}
          helperText={errors.repeat}
        />
        <SubmitButton pending={setPassword.isPending}>ذخیره کلمه عبور و ورود</SubmitButton>
        <ResendCode remaining={otp.remaining} pending={otp.sending} onResend={otp.resend} />
      </Stack>
    </Box>
  );
}
