import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, type ChangeEvent } from 'react';
import { LTR_INPUT_STYLE } from '../../../components/inputs/ltr';
import { formatRialInput, parseRialInput } from '../model';

type RialFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

const DIGIT = /[0-9۰-۹٠-٩]/;

/**
 * An amount in Rials: grouped Persian digits as you type (۱٬۲۵۰٬۰۰۰), any digits accepted, the
 * unit beside it, and the caret kept after the digit just typed.
 */
export function RialField({ value, onChange, slotProps, ...props }: RialFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const caret = el.selectionStart ?? el.value.length;
    const digitsBefore = [...el.value.slice(0, caret)].filter((c) => DIGIT.test(c)).length;
    onChange(parseRialInput(el.value));
    // After React writes the regrouped text: put the caret back after the same digit.
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input || document.activeElement !== input) return;
      const text = input.value;
      let pos = 0;
      for (let seen = 0; pos < text.length && seen < digitsBefore; pos++) {
        if (DIGIT.test(text[pos])) seen++;
      }
      input.setSelectionRange(pos, pos);
    });
  };

  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...props}
      value={formatRialInput(value)}
      onChange={handleChange}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ color: 'text.secondary' }}>
              ریال
            </InputAdornment>
          ),
        },
        htmlInput: {
          inputMode: 'numeric',
          dir: 'ltr',
          autoComplete: 'off',
          ...htmlInput,
          style: { ...LTR_INPUT_STYLE, fontWeight: 600, ...htmlInput.style },
        },
      }}
    />
  );
}
