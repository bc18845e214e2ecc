import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MuiButton from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useState, type ReactNode } from 'react';
import { Form, Title, useTranslate, type ValidateForm } from 'react-admin';
import { useApiAction } from '../../../inputs/ActionDialog';
import { settingPath, type SettingKey } from '../api';
import { useCanEditSettings, useSetting } from './useSetting';

export interface SettingsCardProps {
  settingKey: SettingKey;
  /** i18n keys */
  title: string;
  help: string;
  /** The stored text as the form's `value`, and back. */
  toForm: (stored: string) => unknown;
  toStored: (value: unknown) => string;
  validate?: ValidateForm;
  maxWidth?: number;
  children: ReactNode;
}

function SubmitButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <MuiButton
      type="submit"
      variant="contained"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
      sx={{ minWidth: 140 }}
    >
      {translate('ra.action.save')}
    </MuiButton>
  );
}

/**
 * One setting on its own page: loaded with GET cma/settings/key/{key}, edited in a small form,
 * saved with PUT {value}; a toast at the end, the server's field message under the input. Staff
 * without the right (only admins change settings) see it read-only with a note.
 */
export function SettingsCard({
  settingKey,
  title,
  help,
  toForm,
  toStored,
  validate,
  maxWidth = 720,
  children,
}: SettingsCardProps) {
  const translate = useTranslate();
  const { data, isPending, error } = useSetting(settingKey);
  const { canEdit, isPending: permissionsPending } = useCanEditSettings();
  const run = useApiAction();
  const [busy, setBusy] = useState(false);
  return (
    <Box sx={{ py: 2, maxWidth, width: '100%' }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
              {translate(title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(help)}
            </Typography>
          </Box>
          {!permissionsPending && !canEdit && (
            <Alert severity="warning">{translate('app.store.settings.forbidden')}</Alert>
          )}
          {error ? (
            <Alert severity="error">
              {error instanceof Error ? translate(error.message, { _: error.message }) : ''}
            </Alert>
          ) : isPending || !data ? (
            <Box>
              <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
              <Skeleton variant="rounded" width={140} height={36} />
            </Box>
          ) : (
            <Form
              key={data.value}
              record={{ value: toForm(data.value) }}
              validate={validate}
              disabled={!canEdit}
              onSubmit={async (values: Record<string, unknown>) => {
                if (busy) return undefined;
                setBusy(true);
                try {
                  const result = await run(
                    settingPath(settingKey),
                    'PUT',
                    { value: toStored(values.value) },
                    'app.store.settings.saved',
                  );
                  return result.ok ? undefined : result.errors;
                } finally {
                  setBusy(false);
                }
              }}
            >
              {children}
              <Box sx={{ mt: 1 }}>
                <SubmitButton busy={busy} disabled={!canEdit} />
              </Box>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
