import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { ContactField } from '../../../components/inputs/ContactField';
import { checkContact } from '../validation';
import { SubmitButton } from './SubmitButton';

/** First step of sign-up and password reset: where should the code go? */
export function ContactStepForm({
  initial = '',
  pending,
  submitLabel,
  label,
  onSubmit,
}: {
  initial?: string;
  pending: boolean;
  submitLabel: string;
  label?: string;
  onSubmit: (input: string) => void;
}) {
  const [input, setInput] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const contact = checkContact(input);
    if (!contact.ok) {
      setError(contact.error);
      return;
    }
    setError(undefined);
    onSubmit(contact.input.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <ContactField
          label={label}
          value={input}
          onChange={setInput}
          autoFocus
          required
          error={!!error}
          helperText={error}
        />
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </Stack>
    </Box>
  );
}
