import { describe, expect, it } from 'vitest';
import {
  formatIban,
  formatRialInput,
  ibanDigitsFromInput,
  parseRialInput,
  readGatewayResult,
  validateDeposit,
  validateIbanDigits,
  validateWithdraw,
  WalletMessages,
} from './model';

describe('amount input', () => {
  it('reads Persian, Arabic and Latin digits and drops separators', () => {
    expect(parseRialInput('۱٬۲۵۰٬۰۰۰')).toBe(1_250_000);
    expect(parseRialInput('٥٠٠,٠٠٠')).toBe(500_000);
    expect(parseRialInput('2 000 000 ریال')).toBe(2_000_000);
    expect(parseRialInput('')).toBeNull();
    expect(parseRialInput('ریال')).toBeNull();
    expect(parseRialInput('0005')).toBe(5);
  });

  it('caps the digits at twelve', () => {
    expect(parseRialInput('1234567890123456')).toBe(123_456_789_012);
  });

  it('shows the amount grouped in Persian digits', () => {
    expect(formatRialInput(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatRialInput(null)).toBe('');
  });
});

describe('deposit and withdraw checks', () => {
  it('asks for at least the smallest deposit', () => {
    expect(validateDeposit(null)).toBe(WalletMessages.amountRequired);
    expect(validateDeposit(999)).toBe(WalletMessages.depositTooSmall);
    expect(validateDeposit(1000)).toBeUndefined();
  });

  it('never withdraws more than the wallet holds', () => {
    expect(validateWithdraw(100, 0)).toBe(WalletMessages.emptyWallet);
    expect(validateWithdraw(null, 500)).toBe(WalletMessages.amountRequired);
    expect(validateWithdraw(501, 500)).toBe(WalletMessages.withdrawTooLarge);
    expect(validateWithdraw(500, 500)).toBeUndefined();
  });
});

describe('IBAN field', () => {
  it('keeps the 24 digits after IR from whatever was pasted', () => {
    expect(ibanDigitsFromInput('IR06 2960 0000 0010 0324 2000 01')).toBe(
      '062960000000100324200001',
    );
    expect(ibanDigitsFromInput('ir۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱')).toBe('062960000000100324200001');
    expect(ibanDigitsFromInput('0629-6000')).toBe('06296000');
    expect(ibanDigitsFromInput('1'.repeat(30))).toHaveLength(24);
  });

  it('checks length and the mod-97 checksum', () => {
    expect(validateIbanDigits('')).toBe(WalletMessages.ibanRequired);
    expect(validateIbanDigits('0629')).toBe(WalletMessages.ibanLength);
    expect(validateIbanDigits('062960000000100324200002')).toBe(WalletMessages.ibanInvalid);
    expect(validateIbanDigits('062960000000100324200001')).toBeUndefined();
  });

  it('groups an IBAN by four for reading', () => {
    expect(formatIban('IR062960000000100324200001')).toBe('IR06 2960 0000 0010 0324 2000 01');
    expect(formatIban(null)).toBe('');
  });
});

describe('gateway result', () => {
  it('reads status and tracking code from the callback query', () => {
    expect(readGatewayResult(new URLSearchParams('status=true&code=A12'))).toEqual({
      success: true,
      code: 'A12',
    });
    expect(readGatewayResult(new URLSearchParams('status=false&code='))).toEqual({
      success: false,
      code: null,
    });
    expect(readGatewayResult(new URLSearchParams(''))).toBeNull();
  });
});
