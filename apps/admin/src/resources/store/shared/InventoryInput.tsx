import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { formatInteger, parseInteger } from '../../../inputs/IntegerInput';
import { UNLIMITED_INVENTORY } from './price';

/**
 * The stock of a product or package: a «موجودی نامحدود» switch (stored as -1) and, when it is
 * off, the count in the warehouse with Persian digits. Turning the switch off brings back the
 * last count typed (or 0).
 */
export function InventoryInput(props: Pick<InputProps, 'source' | 'validate'>) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ ...props });
  const lastCount = useRef<number | string | null>(null);
  const unlimited = field.value === UNLIMITED_INVENTORY;
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={unlimited}
            onChange={(e) => {
              if (e.target.checked) {
                lastCount.current = field.value === UNLIMITED_INVENTORY ? null : field.value;
                field.onChange(UNLIMITED_INVENTORY);
              } else {
                field.onChange(lastCount.current ?? 0);
              }
            }}
            name={`${field.name}_unlimited`}
          />
        }
        label={translate('app.store.inventory.unlimited_switch')}
      />
      {unlimited ? (
        <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', px: 1.5, mb: 1 }}>
          {translate('app.store.inventory.unlimited_help')}
        </Box>
      ) : (
        <TextField
          id={id}
          className={`ra-input ra-input-${props.source}`}
          name={field.name}
          inputRef={field.ref}
          value={formatInteger(field.value)}
          onChange={(e) => field.onChange(parseInteger(e.target.value))}
          onBlur={field.onBlur}
          label={<FieldTitle source={props.source} resource={resource} isRequired={isRequired} />}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText="app.store.inventory.count_help" />}
          fullWidth
          sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    </Box>
  );
}
