/**
 * An event registration's entry pass (issue 28): 10 characters of an alphabet without the look-alikes
 * 0/O, 1/I/L, so a code read aloud or typed from a screen is not mistaken. 31^10 ≈ 8·10^14 codes.
 */
export const PASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PASS_CODE_LENGTH = 10;

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * What a scanner or a person typed, as a code: the `code` of a check-in URL when it is one,
 * Persian/Arabic digits as Latin, upper case, spaces and dashes dropped. Answers '' for nothing.
 */
export function normalizePassCode(input: string): string {
  let s = String(input ?? '').trim();
  const fromUrl = /[?&]code=([^&#\s]+)/i.exec(s);
  if (fromUrl) {
    try {
      s = decodeURIComponent(fromUrl[1]);
    } catch {
      s = fromUrl[1];
    }
  }
  s = s.replace(/[۰-۹٠-٩]/g, (d) => String(Math.max(PERSIAN_DIGITS.indexOf(d), ARABIC_DIGITS.indexOf(d))));
  return s.replace(/[\s\-_‌]/g, '').toUpperCase();
}

/** Whether `code` (normalised) could be a pass code at all. */
export function isPassCode(code: string): boolean {
  if (code.length !== PASS_CODE_LENGTH) return false;
  for (const ch of code) if (!PASS_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/** ABCDE FGHJK: the code in two groups of five, as the ticket shows it. */
export function groupPassCode(code: string): string {
  return code.length === PASS_CODE_LENGTH ? `${code.slice(0, 5)} ${code.slice(5)}` : code;
}
