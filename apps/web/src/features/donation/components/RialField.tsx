import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toLatinDigits } from '@daneshsara/domain';
import { useLayoutEffect, useRef } from 'react';
import { LTR_INPUT_STYLE } from '../../../components/inputs/ltr';
import { formatRialInput, parseRialInput } from '../model';

type RialFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

/** Where the caret goes in `formatted` to stand after `digits` digits. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(toLatinDigits(formatted[i]))) seen++;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * An amount in Rials: shown grouped in Persian digits (۵۰٬۰۰۰) while typing, accepts Persian,
 * Arabic or Latin digits, hands back a whole number (or null when empty). The caret stays after
 * the digit just typed even though separators come and go.
 */
export function RialField({ value, onChange, slotProps, ...props }: RialFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const shown = formatRialInput(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const at = caretAfterDigits(shown, caretDigits.current);
    caretDigits.current = null;
    input.setSelectionRange(at, at);
  }, [shown]);

  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...props}
      inputRef={inputRef}
      value={shown}
      onChange={(e) => {
        const raw = e.target.value;
        const caret = e.target.selectionStart ?? raw.length;
        caretDigits.current = toLatinDigits(raw.slice(0, caret)).replace(/\D/g, '').length;
        onChange(parseRialInput(raw));
      }}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: <InputAdornment position="end">ریال</InputAdornment>,
          ...(typeof slotProps?.input === 'object' ? slotProps.input : {}),
        },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          dir: 'ltr',
          ...htmlInput,
          style: { ...LTR_INPUT_STYLE, fontWeight: 700, fontSize: '1.1rem', ...htmlInput.style },
        },
      }}
    />
  );
}
