import type { TokenResponse } from '@daneshsara/api-client';
import { OtpAction } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { ContactField } from '../../../components/inputs/ContactField';
import { serverFieldError } from '../../../lib/fieldErrors';
import { useLoginOtp } from '../api/useAuthMutations';
import { useOtpRequest } from '../hooks/useOtpRequest';
import { checkContact, checkOtp } from '../validation';
import { OtpCodeField, ResendCode, SentToNotice } from './OtpFields';
import { SubmitButton } from './SubmitButton';

/** Login without a password: a code by SMS (send_otp LOGIN), then login_otp. */
export function OtpLoginForm({ onLoggedIn }: { onLoggedIn: (res: TokenResponse) => void }) {
  const otp = useOtpRequest(OtpAction.LOGIN);
  const loginOtp = useLoginOtp();
  const [input, setInput] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const requestCode = async (e: FormEvent) => {
    e.preventDefault();
    const contact = checkContact(input);
    if (!contact.ok) {
      setError(contact.error);
      return;
    }
    setError(undefined);
    setCode('');
    await otp.send(contact.input.value);
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkOtp(code);
    setError(problem ?? undefined);
    if (problem || !otp.sentTo) return;
    loginOtp.mutate({ input: otp.sentTo, otp: code }, { onSuccess: onLoggedIn });
  };

  if (!otp.sentTo) {
    return (
      <Box component="form" noValidate onSubmit={requestCode} aria-label="ورود با کد یک‌بار مصرف">
        <Stack spacing={2.5}>
          <ContactField
            value={input}
            onChange={setInput}
            autoFocus
            required
            error={!!error}
            helperText={error}
          />
          <SubmitButton pending={otp.sending}>دریافت کد ورود</SubmitButton>
        </Stack>
      </Box>
    );
  }

  const codeError = error ?? serverFieldError(loginOtp.error, 'otp');
  return (
    <Box component="form" noValidate onSubmit={verify} aria-label="ورود با کد یک‌بار مصرف">
      <Stack spacing={2.5}>
        <SentToNotice input={otp.sentTo} onEdit={otp.reset} />
        <OtpCodeField value={code} onChange={setCode} error={codeError} />
        <SubmitButton pending={loginOtp.isPending}>ورود</SubmitButton>
        <ResendCode remaining={otp.remaining} pending={otp.sending} onResend={otp.resend} />
      </Stack>
    </Box>
  );
}
