import { formatRial, toLatinDigits } from '@daneshsara/domain';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';

export type RialInputProps = Pick<
  InputProps,
  'source' | 'label' | 'validate' | 'helperText' | 'defaultValue' | 'disabled' | 'readOnly'
> & { fullWidth?: boolean };

/** What a person typed (Persian or Latin digits, separators) as integer Rials, or null. */
export function parseRial(text: string): number | null {
  const digits = toLatinDigits(text).replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** An amount in integer Rials, shown grouped with Persian digits and the ریال unit. */
export function RialInput(props: RialInputProps) {
  const { label, helperText, disabled, readOnly, fullWidth = true } = props;
  const resource = useResourceContext();
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ ...props });
  const error = fieldState.error?.message;
  const value: unknown = field.value;
  const shown =
    typeof value === 'number' || typeof value === 'string' ? formatRial(value, false) : '';
  return (
    <TextField
      id={id}
      className={`ra-input ra-input-${props.source}`}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(e) => field.onChange(parseRial(e.target.value))}
      onBlur={field.onBlur}
      disabled={disabled}
      label={
        <FieldTitle
          label={label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">{translate('app.currency.rial')}</InputAdornment>
          ),
        },
      }}
    />
  );
}
