import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { Messages, type User } from '@daneshsara/domain';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../notify/toast';
import { useUpdateProfile } from '../api/useCurrentUser';
import {
  toProfileUpdate,
  toProfileValues,
  validateProfile,
  type PictureValue,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../model';
import { AddressSection } from './AddressSection';
import { ContactSection } from './ContactSection';
import { EducationSection } from './EducationSection';
import type { ProfileFormState } from './fields';
import { PersonalSection } from './PersonalSection';

function focusFirstError() {
  // After React paints the messages: bring the first refused field into view.
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.focus({ preventScroll: true });
    }
  });
}

/** The whole profile of SPEC section 3 "User", saved with one PUT /uma/users/current. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(user));
  const [picture, setPicture] = useState<PictureValue>({ kind: 'current', url: user.picture });
  const [errors, setErrors] = useState<ProfileErrors>({});

  const set = useCallback(<K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);
  const form: ProfileFormState = { values, errors, set };

  const saved = useMemo(() => toProfileValues(user), [user]);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(saved) ||
    picture.kind === 'new' ||
    picture.url !== user.picture;

  const reset = (from: User) => {
    setValues(toProfileValues(from));
    setPicture({ kind: 'current', url: from.picture });
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values);
    if (errors.picture) found.picture = errors.picture;
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      toast.error('لطفا موارد مشخص‌شده در فرم را اصلاح کنید.');
      focusFirstError();
      return;
    }
    update.mutate(toProfileUpdate(values, picture), {
      onSuccess: (next) => {
        reset(next);
        toast.success(Messages.EDITED);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer: ProfileErrors = {};
        for (const [field, texts] of Object.entries(error.fieldErrors)) {
          fromServer[field as ProfileField] = texts[0];
        }
        setErrors(fromServer);
        focusFirstError();
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="اطلاعات کاربری">
      <Stack spacing={3}>
        <PersonalSection
          form={form}
          picture={picture}
          onPictureChange={setPicture}
          pictureError={errors.picture}
          onPictureError={(message) => setErrors((e) => ({ ...e, picture: message }))}
        />
        <ContactSection form={form} user={user} />
        <EducationSection form={form} />
        <AddressSection form={form} kind="birth" />
        <AddressSection form={form} kind="living" />
      </Stack>
      <Paper
        elevation={0}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, md: 16 },
          mt: 3,
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: '0 8px 30px rgba(8,57,60,0.12)',
          zIndex: 2,
        }}
      >
        <Typography
          sx={{
            flex: 1,
            // On a phone the buttons need the whole row; the state shows in the button itself.
            display: { xs: 'none', sm: 'block' },
            color: dirty ? 'secondary.dark' : 'text.secondary',
            fontSize: '0.92rem',
          }}
          aria-live="polite"
        >
          {dirty ? 'تغییرات ذخیره نشده دارید.' : 'همه تغییرات ذخیره شده است.'}
        </Typography>
        <Button color="inherit" disabled={!dirty || update.isPending} onClick={() => reset(user)}>
          بازنشانی
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          aria-busy={update.isPending}
          startIcon={
            update.isPending ? <CircularProgress size={18} color="inherit" /> : <SaveOutlined />
          }
          sx={{ px: 3, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          ذخیره تغییرات
        </Button>
      </Paper>
    </Box>
  );
}
