import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import { TextInput, type TextInputProps } from 'react-admin';

/** What was typed (Persian or Latin digits, «٫» or «.») as a number; other text as typed. */
export function parseDecimal(text: string): number | string | null {
  if (typeof text !== 'string') return text;
  const latin = toLatinDigits(text).replace('٫', '.').trim();
  if (latin === '') return null;
  // Keep a trailing point while typing (12. → 12.), so the next digit can follow it.
  return /^\d+(\.\d+)?$/.test(latin) ? Number(latin) : latin;
}

export function formatDecimal(value: unknown): string {
  if (value === null || value === undefined) return '';
  return toPersianDigits(String(value)).replace('.', '٫');
}

/** A mark out of 20 (may have a fraction), shown with Persian digits and the Persian decimal point. */
export function DecimalInput(props: Omit<TextInputProps, 'parse' | 'format' | 'type'>) {
  return (
    <TextInput
      {...props}
      parse={parseDecimal}
      format={formatDecimal}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
