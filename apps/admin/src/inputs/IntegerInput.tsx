import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';
import { TextInput, type TextInputProps } from 'react-admin';

/** What a person typed (Persian or Latin digits) as a whole number, '' while empty. */
export function parseInteger(text: string): number | string | null {
  if (typeof text !== 'string') return text;
  const latin = toLatinDigits(text).trim();
  if (latin === '') return null;
  return /^\d+$/.test(latin) ? Number(latin) : latin;
}

export function formatInteger(value: unknown): string {
  return value === null || value === undefined ? '' : toPersianDigits(String(value));
}

/**
 * A whole number (a count, days, a percent) shown with Persian digits; the browser's number
 * input would show Latin ones. Non-digits are kept as typed so validation can point at them.
 */
export function IntegerInput(props: Omit<TextInputProps, 'parse' | 'format' | 'type'>) {
  return (
    <TextInput
      {...props}
      parse={parseInteger}
      format={formatInteger}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
