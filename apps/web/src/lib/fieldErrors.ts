import { isApiError } from '@daneshsara/api-client';

/** The server's message for one field of a refused form (400), if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldError(field) : undefined;
}
