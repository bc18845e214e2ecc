import { OtpAction } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { serverFieldError } from '../../../lib/fieldErrors';
import { toast } from '../../notify/toast';
import { useCompleteLogin, useSetPassword } from '../api/useAuthMutations';
import { checkNewPassword, checkOtp } from '../validation';
import { NewPasswordFields, useCodeForm } from './CodeForm';
import { OtpCodeField, ResendCode, SentToNotice } from './OtpFields';
import { SubmitButton } from './SubmitButton';

type Field = 'otp' | 'password' | 'repeat';

/** Input → code (send_otp FORGOT_PASSWORD) → code and new password → set_password → logged in. */
export function ResetPasswordForm() {
  const { otp, values, errors, setErrors, set, contactStep } = useCodeForm<Field>(
    OtpAction.FORGOT_PASSWORD,
    { otp: '', password: '', repeat: '' },
    'ارسال کد بازیابی',
  );
  const setPassword = useSetPassword();
  const complete = useCompleteLogin('panel');

  if (!otp.sentTo) return contactStep;

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
        <NewPasswordFields
          label="کلمه عبور تازه"
          repeatLabel="تکرار کلمه عبور تازه"
          values={values}
          onChange={set}
          error={errorOf('password')}
          repeatError={errors.repeat}
        />
        <SubmitButton pending={setPassword.isPending}>ذخیره کلمه عبور و ورود</SubmitButton>
        <ResendCode remaining={otp.remaining} pending={otp.sending} onResend={otp.resend} />
      </Stack>
    </Box>
  );
}
