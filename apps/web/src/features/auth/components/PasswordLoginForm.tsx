import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContactField } from '../../../components/inputs/ContactField';
import { PasswordField } from '../../../components/inputs/PasswordField';
import { paths } from '../../../config/paths';
import { serverFieldError } from '../../../lib/fieldErrors';
import { useLogin } from '../api/useAuthMutations';
import type { TokenResponse } from '@daneshsara/api-client';
import { AuthMessages, checkContact } from '../validation';
import { SubmitButton } from './SubmitButton';

interface Errors {
  input?: string;
  password?: string;
}

export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (res: TokenResponse) => void }) {
  const login = useLogin();
  const [input, setInput] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.trim() || !password) {
      setErrors({
        input: input.trim() ? undefined : AuthMessages.credentialsRequired,
        password: password ? undefined : AuthMessages.credentialsRequired,
      });
      return;
    }
    const contact = checkContact(input);
    if (!contact.ok) {
      setErrors({ input: contact.error });
      return;
    }
    setErrors({});
    login.mutate({ input: contact.input.value, password }, { onSuccess: onLoggedIn });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="ورود با کلمه عبور">
      <Stack spacing={2.5}>
        <ContactField
          value={input}
          onChange={setInput}
          autoFocus
          required
          error={!!(errors.input ?? serverFieldError(login.error, 'input'))}
          helperText={errors.input ?? serverFieldError(login.error, 'input')}
        />
        <Box>
          <PasswordField
            label="کلمه عبور"
            name="password"
            value={password}
            onChange={setPassword}
            required
            error={!!(errors.password ?? serverFieldError(login.error, 'password'))}
            helperText={errors.password ?? serverFieldError(login.error, 'password')}
          />
          <Link
            component={RouterLink}
            to={paths.forgotPassword}
            sx={{ display: 'inline-block', mt: 1, fontSize: '0.9rem' }}
          >
            کلمه عبور را فراموش کرده‌اید؟
          </Link>
        </Box>
        <SubmitButton pending={login.isPending}>ورود</SubmitButton>
      </Stack>
    </Box>
  );
}
