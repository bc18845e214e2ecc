import { TranscriptStatus } from './learning';

/**
 * A transcript's certificate (issue 28). Its verification code is made like an event pass's
 * (event-pass.ts: 10 characters of the 31-letter alphabet), so one normaliser reads both.
 */
export enum CertificateStatus {
  VALID = 'VALID',
  REVOKED = 'REVOKED',
}

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  VALID: 'معتبر',
  REVOKED: 'باطل شده',
};

/** The results that earn a certificate: a clean or a conditional pass (docs/domain-rules.md). */
export const CERTIFIED_RESULTS: readonly string[] = [
  TranscriptStatus.CLEAN_PASSED,
  TranscriptStatus.CONDITIONAL_PASSED,
];

/** The storefront page anyone opens to verify a certificate. */
export function certificatePath(code: string): string {
  return `/certificate/${encodeURIComponent(code)}`;
}

/**
 * A national code as a certificate shows it to anyone: the first three and the last two digits,
 * the rest hidden (`001*****45`); null stays null, anything shorter than 6 is hidden whole.
 */
export function maskNationalCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const digits = String(code).trim();
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}
