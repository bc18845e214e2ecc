import {
  isValidNationalCode,
  isValidPostalCode,
  toLatinDigits,
  toPersianDigits,
} from '@daneshsara/domain';

type Validator = (value: unknown) => string | undefined;

const optional =
  (check: (text: string) => boolean, message: string): Validator =>
  (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    return check(String(value)) ? undefined : message;
  };

export const validNationalCode = optional(isValidNationalCode, 'app.validation.national_code');
export const validPostalCode = optional(isValidPostalCode, 'app.validation.postal_code');

/** `parse` for inputs of digits: what is typed with Persian digits is kept with Latin ones. */
export const latinDigits = (value: string): string =>
  typeof value === 'string' ? toLatinDigits(value) : value;

/** `format` for the same inputs: what is stored with Latin digits shows with Persian ones. */
export const persianDigits = (value: unknown): string =>
  value === null || value === undefined ? '' : toPersianDigits(String(value));
