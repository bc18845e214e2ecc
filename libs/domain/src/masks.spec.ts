import { describe, expect, it } from 'vitest';
import { NamedChecks } from './checks';
import { applyMask, isMaskComplete, Masks, toImaskPattern, unmask } from './masks';

describe('masks of SPEC section 5', () => {
  it('keep the shapes the SPEC names', () => {
    expect(Masks.date).toBe('####/##/##');
    expect(Masks.time).toBe('##:##');
    expect(Masks.fulltime).toBe('##:##:##');
    expect(Masks.phone).toBe('(###) ### - ####');
    expect(Masks.card).toBe('#### #### #### ####');
  });
  it('write digits into each mask, Persian digits included', () => {
    expect(applyMask('14030115', Masks.date)).toBe('1403/01/15');
    expect(applyMask('۱۴۰۳۰۱۱۵۰۹۳۰', Masks.datetime)).toBe('1403/01/15 09:30');
    expect(applyMask('0930', Masks.time)).toBe('09:30');
    expect(applyMask('093015', Masks.fulltime)).toBe('09:30:15');
    expect(applyMask('0211234567', Masks.phone)).toBe('(021) 123 - 4567');
    expect(applyMask('6037991234567893', Masks.card)).toBe('6037 9912 3456 7893');
    expect(applyMask('062960000000100324200001', Masks.iban)).toBe(
      'IR06 2960 0000 0010 0324 2000 01',
    );
    expect(applyMask('09121234567', Masks.mobile)).toBe('0912 123 4567');
  });
  it('stop at the last digit typed and drop digits past the mask', () => {
    expect(applyMask('14030', Masks.date)).toBe('1403/0');
    expect(applyMask('1403', Masks.date)).toBe('1403');
    expect(applyMask('', Masks.card)).toBe('');
    expect(applyMask('12345', Masks.time)).toBe('12:34');
  });
  it('unmask gives the digits back, the IBAN without its IR', () => {
    expect(unmask('6037 9912 3456 7893')).toBe('6037991234567893');
    expect(unmask('IR06 2960 0000 0010 0324 2000 01', Masks.iban)).toBe('062960000000100324200001');
    expect(unmask('(۰۲۱) ۱۲۳ - ۴۵۶۷')).toBe('0211234567');
  });
  it('a full mask is what its named check accepts', () => {
    expect(isMaskComplete('1403/01/1', Masks.date)).toBe(false);
    expect(isMaskComplete('1403/01/15', Masks.date)).toBe(true);
    const pairs: [keyof typeof Masks, keyof typeof NamedChecks, string][] = [
      ['date', 'date', '14031230'],
      ['datetime', 'datetime', '140301152359'],
      ['time', 'time', '2359'],
      ['fulltime', 'fulltime', '235959'],
      ['phone', 'phone', '0211234567'],
      ['card', 'card', '6037991234567893'],
      ['iban', 'iban', '062960000000100324200001'],
      ['mobile', 'mobile', '09121234567'],
    ];
    for (const [mask, check, digits] of pairs) {
      expect(NamedChecks[check](applyMask(digits, Masks[mask]))).toBe(true);
    }
  });
  it('turn into the input library pattern', () => {
    expect(toImaskPattern(Masks.date)).toBe('0000/00/00');
    expect(toImaskPattern(Masks.phone)).toBe('(000) 000 - 0000');
    expect(toImaskPattern(Masks.iban)).toBe('IR00 0000 0000 0000 0000 0000 00');
  });
});
