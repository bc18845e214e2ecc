import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toPersianDigits } from '@daneshsara/domain';
import { LTR_INPUT_STYLE } from './ltr';

/** Only a phone-looking value is shown in Persian digits; an email keeps its Latin letters. */
function display(value: string): string {
  return /^[\d\s+\-()۰-۹٠-٩]*$/.test(value) ? toPersianDigits(value) : value;
}

type ContactFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** «ایمیل یا شماره تلفن همراه»: the `input` of every auth call. */
export function ContactField({
  value,
  onChange,
  slotProps,
  label = 'ایمیل یا شماره تلفن همراه',
  ...props
}: ContactFieldProps) {
  return (
    <TextField
      label={label}
      name="input"
      placeholder="۰۹۱۲۳۴۵۶۷۸۹"
      {...props}
      value={display(value)}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        htmlInput: {
          dir: 'ltr',
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
          style: LTR_INPUT_STYLE,
          ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
        },
      }}
    />
  );
}
