import { describe, expect, it } from 'vitest';
import { groupPassCode, isPassCode, normalizePassCode, PASS_CODE_ALPHABET } from './event-pass';

describe('event pass codes', () => {
  it('has no look-alike characters', () => {
    for (const ch of '01OIL') expect(PASS_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(PASS_CODE_ALPHABET).size).toBe(PASS_CODE_ALPHABET.length);
  });

  it('reads what a person types or a scanner returns as the code', () => {
    expect(normalizePassCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizePassCode('AB۲۳۴ ٥6789')).toBe('AB23456789');
    expect(normalizePassCode('https://site.example/admin/check-in?code=ab23c&x=1')).toBe('AB23C');
    expect(normalizePassCode('')).toBe('');
  });

  it('knows a code by its length and alphabet, and groups it in fives', () => {
    expect(isPassCode('ABCDEFGHJK')).toBe(true);
    expect(isPassCode('ABCDEFGHJ')).toBe(false);
    expect(isPassCode('ABCDEFGHJ0')).toBe(false);
    expect(groupPassCode('ABCDEFGHJK')).toBe('ABCDE FGHJK');
  });
});
