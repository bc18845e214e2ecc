import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFieldValue, useTranslate } from 'react-admin';
import type { ConsoleFieldProps } from './fieldUtils';

/** A user's roles as chips with their Persian names (app.roles.*). */
export function RolesField({ source }: ConsoleFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const roles = Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          variant={role === 'user' ? 'outlined' : 'filled'}
          color={role === 'user' ? 'default' : 'primary'}
          label={translate(`app.roles.${role}`, { _: role })}
        />
      ))}
    </Stack>
  );
}
