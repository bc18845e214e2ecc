import { Messages } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { toApiError } from './errors';

describe('toApiError', () => {
  it('hides every 5xx behind the generic Persian message', () => {
    const err = toApiError(500, { detail: 'QueryFailedError: SQLITE_CONSTRAINT' });
    expect(err.status).toBe(500);
    expect(err.message).toBe(Messages.SERVER_ERROR);
    expect(toApiError(502, '<html>Bad gateway</html>').message).toBe(Messages.SERVER_ERROR);
  });

  it('shows a 404 detail, or "nothing found" without one', () => {
    expect(toApiError(404, { detail: 'دوره یافت نشد.' }).message).toBe('دوره یافت نشد.');
    expect(toApiError(404, {}).message).toBe(Messages.NOT_FOUND);
    expect(toApiError(404, undefined).message).toBe(Messages.NOT_FOUND);
  });

  it('prefers the 400 summary and keeps the field messages for the form', () => {
    const err = toApiError(400, {
      national_code: ['کد ملی معتبر نیست.'],
      detail: 'کد ملی معتبر نیست.',
      message: 'کد ملی معتبر نیست.',
    });
    expect(err.message).toBe('کد ملی معتبر نیست.');
    expect(err.fieldErrors).toEqual({ national_code: ['کد ملی معتبر نیست.'] });
    expect(err.fieldError('national_code')).toBe('کد ملی معتبر نیست.');
  });

  it('joins "field: text" lines with Persian field names when a 400 has no summary', () => {
    const err = toApiError(400, {
      non_field_errors: ['نام کاربری یا کلمه عبور اشتباه است.'],
      password: ['کلمه عبور باید حداقل ۸ کاراکتر باشد.'],
    });
    expect(err.message).toBe(
      'نام کاربری یا کلمه عبور اشتباه است.\nکلمه عبور: کلمه عبور باید حداقل ۸ کاراکتر باشد.',
    );
    expect(err.nonFieldErrors).toEqual(['نام کاربری یا کلمه عبور اشتباه است.']);
    expect(err.fieldErrors).toEqual({ password: ['کلمه عبور باید حداقل ۸ کاراکتر باشد.'] });
  });

  it('reads `message` when `detail` is missing (console-style bodies)', () => {
    expect(toApiError(409, { message: 'این شماره قبلا ثبت شده است.' }).message).toBe(
      'این شماره قبلا ثبت شده است.',
    );
  });

  it('falls back to Persian texts for 401, 403 and 429 without detail', () => {
    expect(toApiError(401, {}).message).toBe(Messages.UNAUTHORIZED);
    expect(toApiError(403, {}).message).toBe(Messages.FORBIDDEN);
    expect(toApiError(429, {}).message).toBe(Messages.TOO_MANY_REQUESTS);
    expect(toApiError(429, { detail: 'کد قبلا ارسال شده است.' }).message).toBe(
      'کد قبلا ارسال شده است.',
    );
  });
});

describe('a repeated register or checkout', () => {
  it('keeps the invoice the 409 names, and no field error for it', () => {
    const err = toApiError(409, { detail: 'شما قبلا در این دوره ثبت نام کرده‌اید.', invoice: 12, invoice_info: { id: 12, title: 'ث' } });
    expect(err.existingInvoice).toBe(12);
    expect(err.fieldErrors).toEqual({});
    expect(toApiError(409, { detail: 'x', invoice: null }).existingInvoice).toBeNull();
    expect(toApiError(400, { detail: 'x', invoice: 3 }).existingInvoice).toBeNull();
  });
});

describe('a 400 on the invoice field', () => {
  it('is still a field error', () => {
    expect(toApiError(400, { invoice: ['صورت حساب یافت نشد.'] }).fieldError('invoice')).toBe('صورت حساب یافت نشد.');
  });
});
