import { OtpAction } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { serverFieldError } from '../../../lib/fieldErrors';
import { toast } from '../../notify/toast';
import { useCompleteLogin, useSignUp } from '../api/useAuthMutations';
import { AuthMessages, checkNewPassword, checkOtp } from '../validation';
import { NewPasswordFields, useCodeForm } from './CodeForm';
import { OtpCodeField, ResendCode, SentToNotice } from './OtpFields';
import { SubmitButton } from './SubmitButton';

type Field = 'otp' | 'firstname' | 'lastname' | 'password' | 'repeat';

/** Mobile → code by SMS (send_otp SIGN_UP) → code, name and password → sign_up → logged in. */
export function SignUpForm() {
  const { otp, values, errors, setErrors, set, contactStep } = useCodeForm<Field>(
    OtpAction.SIGN_UP,
    {
      otp: '',
      firstname: '',
      lastname: '',
      password: '',
      repeat: '',
    },
    'دریافت کد تایید',
  );
  const signUp = useSignUp();
  const complete = useCompleteLogin('panel');

  if (!otp.sentTo) return contactStep;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {
      otp: checkOtp(values.otp) ?? undefined,
      firstname: values.firstname.trim() ? undefined : AuthMessages.firstnameRequired,
      lastname: values.lastname.trim() ? undefined : AuthMessages.lastnameRequired,
      ...checkNewPassword(values.password, values.repeat),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !otp.sentTo) return;
    signUp.mutate(
      {
        input: otp.sentTo,
        otp: values.otp,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        password: values.password,
      },
      {
        onSuccess: (res) => {
          toast.success('ثبت نام شما با موفقیت انجام شد.');
          complete(res);
        },
      },
    );
  };

  const errorOf = (field: Field) => errors[field] ?? serverFieldError(signUp.error, field);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="تکمیل ثبت نام">
      <Stack spacing={2.5}>
        <SentToNotice input={otp.sentTo} onEdit={otp.reset} />
        <OtpCodeField value={values.otp} onChange={set('otp')} error={errorOf('otp')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <TextField
            label="نام"
            name="firstname"
            value={values.firstname}
            onChange={(e) => set('firstname')(e.target.value)}
            required
            autoComplete="given-name"
            error={!!errorOf('firstname')}
            helperText={errorOf('firstname')}
          />
          <TextField
            label="نام خانوادگی"
            name="lastname"
            value={values.lastname}
            onChange={(e) => set('lastname')(e.target.value)}
            required
            autoComplete="family-name"
            error={!!errorOf('lastname')}
            helperText={errorOf('lastname')}
          />
        </Box>
        <NewPasswordFields
          label="کلمه عبور"
          repeatLabel="تکرار کلمه عبور"
          values={values}
          onChange={set}
          error={errorOf('password')}
          repeatError={errors.repeat}
        />
        <SubmitButton pending={signUp.isPending}>ثبت نام</SubmitButton>
        <ResendCode remaining={otp.remaining} pending={otp.sending} onResend={otp.resend} />
      </Stack>
    </Box>
  );
}
