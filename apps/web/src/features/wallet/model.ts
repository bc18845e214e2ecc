import {
  formatRial,
  isValidIban,
  MIN_DEPOSIT_AMOUNT,
  toLatinDigits,
  toPersianDigits,
} from '@daneshsara/domain';

/** Ready-made deposit amounts offered beside the field, in Rials. */
export const QUICK_DEPOSIT_AMOUNTS = [500_000, 1_000_000, 2_000_000, 5_000_000] as const;

/** Twelve digits: a hundred billion Rials, far beyond any real deposit, and a safe integer. */
export const MAX_AMOUNT_DIGITS = 12;

/** Digits of an Iranian IBAN after its IR prefix. */
export const IBAN_DIGITS = 24;

export const WalletMessages = {
  amountRequired: 'مبلغ را وارد کنید.',
  depositTooSmall: `کمترین مبلغ افزایش موجودی ${formatRial(MIN_DEPOSIT_AMOUNT)} است.`,
  withdrawTooLarge: 'مبلغ برداشت بیشتر از موجودی کیف پول است.',
  emptyWallet: 'موجودی کیف پول شما برای برداشت کافی نیست.',
  ibanRequired: 'شماره شبا را وارد کنید.',
  ibanLength: `شماره شبا باید ${toPersianDigits(IBAN_DIGITS)} رقم (بعد از IR) باشد.`,
  ibanInvalid: 'شماره شبا معتبر نیست؛ آن را دوباره با کارت یا دفترچه حساب مقایسه کنید.',
} as const;

/** What a person typed in an amount field (Persian, Arabic or Latin digits, any separators). */
export function parseRialInput(raw: string): number | null {
  const digits = toLatinDigits(raw)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  return Number(digits.slice(0, MAX_AMOUNT_DIGITS));
}

/** ۱٬۲۵۰٬۰۰۰ for the field itself (no unit: the field shows «ریال» beside it). */
export function formatRialInput(amount: number | null): string {
  return amount === null ? '' : formatRial(amount, false);
}

export function validateDeposit(amount: number | null): string | undefined {
  if (!amount) return WalletMessages.amountRequired;
  if (amount < MIN_DEPOSIT_AMOUNT) return WalletMessages.depositTooSmall;
  return undefined;
}

export function validateWithdraw(amount: number | null, inventory: number): string | undefined {
  if (inventory <= 0) return WalletMessages.emptyWallet;
  if (!amount) return WalletMessages.amountRequired;
  if (amount > inventory) return WalletMessages.withdrawTooLarge;
  return undefined;
}

/**
 * The 24 digits after IR from whatever was typed or pasted: Persian digits, spaces, dashes and a
 * leading IR are all fine.
 */
export function ibanDigitsFromInput(raw: string): string {
  const text = toLatinDigits(raw).toUpperCase().replace(/[\s-]/g, '');
  return text.replace(/^IR/, '').replace(/\D/g, '').slice(0, IBAN_DIGITS);
}

export function ibanFromDigits(digits: string): string {
  return `IR${digits}`;
}

export function validateIbanDigits(digits: string): string | undefined {
  if (!digits) return WalletMessages.ibanRequired;
  if (digits.length !== IBAN_DIGITS) return WalletMessages.ibanLength;
  if (!isValidIban(ibanFromDigits(digits))) return WalletMessages.ibanInvalid;
  return undefined;
}

/** IR06 2960 0000 … in groups of four, as printed on cards and bank books. */
export function formatIban(iban: string | null | undefined): string {
  if (!iban) return '';
  const compact = iban.replace(/\s/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface GatewayResult {
  success: boolean;
  /** The bank's reference (tracking) code, when it gave one. */
  code: string | null;
}

/**
 * The query the bank callback leaves on the page (`?status=true|false&code=`), or null when the
 * page was opened normally.
 */
export function readGatewayResult(search: URLSearchParams): GatewayResult | null {
  const status = search.get('status');
  if (status === null) return null;
  const code = search.get('code')?.trim();
  return { success: status === 'true', code: code ? code : null };
}
