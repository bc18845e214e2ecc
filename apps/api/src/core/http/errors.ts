import { BadRequestException, ConflictException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { Messages } from '@daneshsara/domain';

export type FieldErrors = Record<string, string[]>;

/** 400 with `{field: [message]}`; the filter adds `detail`/`message` for the clients. */
export class FieldValidationException extends BadRequestException {
  constructor(readonly fields: FieldErrors) {
    super({ fields });
  }
}

/** 403 with `{field: [message]}`: fields the caller may read but not change (their values stay). */
export class ForbiddenFields extends ForbiddenException {
  constructor(readonly fields: FieldErrors) {
    super({ fields });
  }
}

export function fieldError(field: string, message: string): FieldValidationException {
  return new FieldValidationException({ [field]: [message] });
}

export function nonFieldError(message: string): FieldValidationException {
  return new FieldValidationException({ non_field_errors: [message] });
}

export function notFound(message: string = Messages.NOT_FOUND): NotFoundException {
  return new NotFoundException(message);
}

export function conflict(message: string): ConflictException {
  return new ConflictException(message);
}

/** An answer kept under an `Idempotency-Key`, replayed as it was (the filter sends it untouched). */
export class ReplayedAnswer extends HttpException {
  constructor(readonly answer: { status: number; body: string }) {
    super('replay', answer.status);
  }
}

/**
 * 409 whose body also names what the caller already has (`{invoice, invoice_info}` for a repeated
 * register or checkout), so a client can lead the person there.
 */
export class ConflictWith extends ConflictException {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}
