import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { FieldValidationException, type FieldErrors } from './errors';

/** Persian text for each class-validator constraint we use. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  whitelistValidation: 'این فیلد مجاز نیست.',
  isDefined: 'این فیلد الزامی است.',
  isNotEmpty: 'این فیلد الزامی است.',
  isString: 'باید متن باشد.',
  isInt: 'باید عدد صحیح باشد.',
  isNumber: 'باید عدد باشد.',
  isPositive: 'باید عددی مثبت باشد.',
  isBoolean: 'باید بله یا خیر باشد.',
  isEmail: 'ایمیل معتبر نیست.',
  isIn: 'مقدار انتخاب شده معتبر نیست.',
  isEnum: 'مقدار انتخاب شده معتبر نیست.',
  isArray: 'باید فهرست باشد.',
  arrayUnique: 'موارد تکراری مجاز نیست.',
  minLength: 'کوتاه‌تر از حد مجاز است.',
  maxLength: 'طولانی‌تر از حد مجاز است.',
  length: 'طول آن معتبر نیست.',
  min: 'کمتر از حد مجاز است.',
  max: 'بیشتر از حد مجاز است.',
  matches: 'قالب آن درست نیست.',
  isDateString: 'تاریخ معتبر نیست.',
  isISO8601: 'تاریخ معتبر نیست.',
  isUrl: 'نشانی معتبر نیست.',
};

const PERSIAN = /[\u0600-\u06FF]/;
/** class-validator's own English templates ("property x should not exist", "x must be …"). */
const TEMPLATE = /\b(must|should|property)\b/;

/**
 * A DTO's own message is Persian; the validator's template only looks Persian when it quotes a
 * Persian field name or value («property عنوان should not exist»), so it is replaced too.
 */
function ownText(text: string | undefined): text is string {
  return !!text && PERSIAN.test(text) && !TEMPLATE.test(text);
}

function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  // A missing value fails every rule of its field ("too long", "must be text"...): say only that it
  // is required, in the field's own words when it has them.
  const missing = error.value === undefined || error.value === null || error.value === '';
  if (missing && Object.keys(constraints).length && !constraints.whitelistValidation) {
    const own = [constraints.isNotEmpty, constraints.isDefined].find(ownText);
    return [own ?? CONSTRAINT_MESSAGES.isDefined];
  }
  return Object.entries(constraints).map(([name, text]) =>
    ownText(text) ? text : (CONSTRAINT_MESSAGES[name] ?? 'مقدار وارد شده معتبر نیست.'),
  );
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    const msgs = messagesOf(e);
    if (msgs.length) out[key] = msgs;
    if (e.children?.length) Object.assign(out, flattenValidationErrors(e.children, key));
  }
  return out;
}

/** Whitelist + refuse unknown fields; every message in Persian. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The value is kept for the message (a missing one is reported as required); never sent out.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new FieldValidationException(flattenValidationErrors(errors)),
  });
}
