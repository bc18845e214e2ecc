import type { OtpAction } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { PasswordField } from '../../../components/inputs/PasswordField';
import { useOtpRequest } from '../hooks/useOtpRequest';
import { ContactStepForm } from './ContactStepForm';

/**
 * A form behind an SMS code (sign-up, password reset): the code request, the fields and their
 * errors, and `contactStep`, the step that asks where the code goes (null once it is sent).
 */
export function useCodeForm<F extends string>(
  action: OtpAction,
  initial: Record<F, string>,
  submitLabel: string,
) {
  const otp = useOtpRequest(action);
  const [lastInput, setLastInput] = useState('');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const contactStep: ReactNode = otp.sentTo ? null : (
    <ContactStepForm
      initial={lastInput}
      pending={otp.sending}
      submitLabel={submitLabel}
      onSubmit={(input) => {
        setLastInput(input);
        void otp.send(input);
      }}
    />
  );
  return { otp, values, errors, setErrors, set, contactStep };
}

/** A new password and its repeat (the repeat's error is only ever this form's own). */
export function NewPasswordFields({
  label,
  repeatLabel,
  values,
  onChange,
  error,
  repeatError,
}: {
  label: string;
  repeatLabel: string;
  values: { password: string; repeat: string };
  onChange: (field: 'password' | 'repeat') => (value: string) => void;
  error: string | undefined;
  repeatError: string | undefined;
}) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        value={values.password}
        onChange={onChange('password')}
        autoComplete="new-password"
        required
        error={!!error}
        helperText={error ?? 'دست کم ۸ کاراکتر'}
      />
      <PasswordField
        label={repeatLabel}
        name="repeat"
        value={values.repeat}
        onChange={onChange('repeat')}
        autoComplete="new-password"
        required
        error={!!repeatError}
        helperText={repeatError}
      />
    </>
  );
}
