import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { LTR_INPUT_STYLE } from './ltr';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** `new-password` on sign-up and reset so managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
};

export function PasswordField({
  value,
  onChange,
  autoComplete = 'current-password',
  slotProps,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...slotProps,
        htmlInput: { dir: 'ltr', autoComplete, style: LTR_INPUT_STYLE },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? 'پنهان کردن کلمه عبور' : 'نمایش کلمه عبور'}
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
