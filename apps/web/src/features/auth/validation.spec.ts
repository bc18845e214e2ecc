import { describe, expect, it } from 'vitest';
import {
  AuthMessages,
  checkContact,
  checkNewPassword,
  checkOtp,
  formatCountdown,
  onlyDigits,
} from './validation';

describe('auth validation', () => {
  it('accepts a mobile typed with Persian digits and normalises it', () => {
    expect(checkContact('۰۹۳۵ ۱۲۳ ۴۵۶۷')).toEqual({
      ok: true,
      input: { kind: 'mobile', value: '09351234567' },
    });
    expect(checkContact('')).toEqual({ ok: false, error: AuthMessages.inputRequired });
    expect(checkContact('0935')).toEqual({ ok: false, error: AuthMessages.inputInvalid });
  });

  it('reads one-time codes typed in Persian digits', () => {
    expect(onlyDigits('۱۲۳-۴۵۶۷', 6)).toBe('123456');
    expect(checkOtp('')).toBe(AuthMessages.otpRequired);
    expect(checkOtp('12345')).toBe(AuthMessages.otpInvalid);
    expect(checkOtp('123456')).toBeNull();
  });

  it('asks for an 8-character password typed the same twice', () => {
    expect(checkNewPassword('', '')).toEqual({ password: AuthMessages.passwordRequired });
    expect(checkNewPassword('short', 'short')).toEqual({ password: AuthMessages.passwordShort });
    expect(checkNewPassword('longenough', 'longenougH')).toEqual({
      repeat: AuthMessages.passwordMismatch,
    });
    expect(checkNewPassword('longenough', 'longenough')).toEqual({});
  });

  it('shows the countdown in Persian digits', () => {
    expect(formatCountdown(120)).toBe('۲:۰۰');
    expect(formatCountdown(59.2)).toBe('۱:۰۰');
    expect(formatCountdown(5)).toBe('۰:۰۵');
  });
});
