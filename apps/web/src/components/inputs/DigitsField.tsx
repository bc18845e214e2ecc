import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import { LTR_INPUT_STYLE } from './ltr';

type DigitsFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** Latin digits, as sent to the server. */
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Characters besides digits that may stay (e.g. '+' of a phone number). */
  allow?: string;
};

function escapeForClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/**
 * A number-like field (codes, national code, postal code, phones): shows Persian digits, accepts
 * Persian, Arabic or Latin ones, and hands back Latin digits.
 */
export function DigitsField({
  value,
  onChange,
  maxLength,
  allow = '',
  slotProps,
  ...props
}: DigitsFieldProps) {
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  const keep = new RegExp(`[^0-9${escapeForClass(allow)}]`, 'g');
  return (
    <TextField
      {...props}
      value={toPersianDigits(value)}
      onChange={(e) => {
        const next = toLatinDigits(e.target.value).replace(keep, '');
        onChange(maxLength ? next.slice(0, maxLength) : next);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          dir: 'ltr',
          autoComplete: 'off',
          ...htmlInput,
          style: { ...LTR_INPUT_STYLE, ...htmlInput.style },
        },
      }}
    />
  );
}
