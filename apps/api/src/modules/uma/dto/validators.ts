import { isValidNationalCode, normalizeMobile } from '@daneshsara/domain';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { UmaErrors } from '../uma.errors';

function rule(name: string, message: string, test: (v: unknown) => boolean) {
  return (options?: ValidationOptions) => (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      options: { message, ...options },
      validator: { validate: (v: unknown) => v === null || v === undefined || test(v) },
    });
}

export const IsNationalCode = rule('isNationalCode', UmaErrors.NATIONAL_CODE_INVALID, (v) =>
  typeof v === 'string' ? isValidNationalCode(v) : false,
);
export const IsMobile = rule('isMobile', UmaErrors.MOBILE_INVALID, (v) =>
  typeof v === 'string' ? normalizeMobile(v) === v : false,
);
export const IsPostalCode = rule('isPostalCode', UmaErrors.POSTAL_CODE_INVALID, (v) =>
  typeof v === 'string' ? /^\d{10}$/.test(v) : false,
);
/** A real calendar day, YYYY-MM-DD, not in the future and not before 1900. */
export const IsBirthdate = rule('isBirthdate', UmaErrors.BIRTHDATE_INVALID, (v) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && d.getTime() <= Date.now();
});
