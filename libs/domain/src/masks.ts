import { toLatinDigits } from './text';

/**
 * SPEC section 5's input masks as data: `#` stands for one digit, every other character is
 * written by the mask itself. The inputs draw them with an input-mask library (libs/ui's
 * MaskedInput turns them into its pattern with `toImaskPattern`); `applyMask` formats a value the
 * same way for display and tests, and `unmask` gives back the digits a form sends.
 */
export const Masks = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '(###) ### - ####',
  card: '#### #### #### ####',
  iban: 'IR## #### #### #### #### #### ##',
  mobile: '#### ### ####',
} as const;

export type MaskName = keyof typeof Masks;
export const MASK_NAMES = /* @__PURE__ */ Object.keys(Masks) as MaskName[];

/** How many digits a mask holds. */
export function maskDigitCount(mask: string): number {
  return mask.split('').filter((c) => c === '#').length;
}

/** The digits of a value (Persian and Arabic ones read as Latin), without the mask's characters. */
export function unmask(value: string, mask?: string): string {
  let v = toLatinDigits(String(value ?? ''));
  if (mask) {
    const prefix = /^[^#]*/.exec(mask)?.[0].replace(/[^A-Za-z]/g, '') ?? '';
    if (prefix && v.toUpperCase().startsWith(prefix.toUpperCase())) v = v.slice(prefix.length);
  }
  return v.replace(/\D/g, '');
}

/**
 * The value as the mask writes it while it is typed: digits fill the `#`s in order, a fixed
 * character appears once a digit follows it, and digits past the mask are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = unmask(value, mask);
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    if (ch === '#') out += digits[next++];
    else out += ch;
  }
  return out;
}

/** Whether the value fills the whole mask. */
export function isMaskComplete(value: string, mask: string): boolean {
  return unmask(value, mask).length === maskDigitCount(mask);
}

/** The mask in imask's pattern language: `0` for a digit, imask's own symbols escaped. */
export function toImaskPattern(mask: string): string {
  return mask
    .split('')
    .map((c) => (c === '#' ? '0' : /[0a*[\]{}`\\]/.test(c) ? `\\${c}` : c))
    .join('');
}
