import {
  parseContactInput,
  toLatinDigits,
  toPersianDigits,
  type ContactInput,
} from '@daneshsara/domain';

/** The existing client's texts (ENDPOINTS.md section 5) plus a few of our own in the same voice. */
export const AuthMessages = {
  credentialsRequired: 'نام کاربری و کلمه عبور را وارد کنید.',
  inputRequired: 'ایمیل یا شماره تلفن همراه را وارد کنید.',
  inputInvalid: 'شماره همراه یا ایمیل وارد شده معتبر نیست.',
  otpRequired: 'کد تایید شماره همراه را وارد نکرده اید',
  otpInvalid: 'کد تایید باید ۶ رقم باشد.',
  firstnameRequired: 'نام را وارد نکرده اید',
  lastnameRequired: 'نام خانوادگی را وارد نکرده اید',
  passwordRequired: 'کلمه عبور را وارد کنید.',
  passwordShort: 'کلمه عبور باید حداقل ۸ کاراکتر باشد.',
  passwordMismatch: 'نام کلمه عبور و تکرار کلمه عبور یکسان نیستند',
} as const;

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** The server refuses a second code for the same input within 120 s (API.md send_otp). */
export const OTP_RESEND_SECONDS = 120;

export type ContactCheck = { ok: true; input: ContactInput } | { ok: false; error: string };

export function checkContact(raw: string): ContactCheck {
  if (!raw.trim()) return { ok: false, error: AuthMessages.inputRequired };
  const input = parseContactInput(raw);
  return input ? { ok: true, input } : { ok: false, error: AuthMessages.inputInvalid };
}

/** Keeps only digits (Persian and Arabic ones become Latin), at most `max` of them. */
export function onlyDigits(raw: string, max?: number): string {
  const digits = toLatinDigits(raw).replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

export function checkOtp(code: string): string | null {
  if (!code) return AuthMessages.otpRequired;
  return code.length === OTP_LENGTH ? null : AuthMessages.otpInvalid;
}

export interface NewPasswordErrors {
  password?: string;
  repeat?: string;
}

export function checkNewPassword(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = AuthMessages.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = AuthMessages.passwordShort;
  if (password && repeat !== password) errors.repeat = AuthMessages.passwordMismatch;
  return errors;
}

/** «۱:۵۸» for the resend countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return toPersianDigits(text);
}
