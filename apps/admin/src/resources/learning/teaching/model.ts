import { PROFESSOR_CLASSROOM_FIELDS } from '@daneshsara/domain';
import { HttpError } from 'react-admin';
import { htmlToText, liveUrlError, text, type Errors } from '../payload';

/**
 * «کلاس‌های من»: the classrooms the signed-in staff member teaches (GET lma/classrooms?professor=
 * <their id>), and a form of only their teaching texts (PATCH lma/classrooms/{id}, the cell
 * lma.classrooms.teach; docs/domain-rules.md "A professor's own classroom").
 */
export const MY_CLASSROOMS_RESOURCE = 'my-classrooms';

/** What a professor may change in their classroom, in the order libs/domain lists it. */
export const TEACHING_FIELDS = PROFESSOR_CLASSROOM_FIELDS;
export type TeachingField = (typeof TEACHING_FIELDS)[number];

/** The teaching texts written as rich text (HTML, cleaned by the server's allow-list). */
export const RICH_TEACHING_FIELDS = [
  'bulletin',
  'description',
  'specification',
  'rules',
] as const satisfies readonly TeachingField[];

const RICH = new Set<string>(RICH_TEACHING_FIELDS);

/** An editor's empty document (`<p></p>`, a lone `<br>`) is no text; a picture alone is. */
function richText(value: unknown): string | null {
  const html = text(value);
  if (html === null) return null;
  return htmlToText(html) || /<img\b/i.test(html) ? html : null;
}

/**
 * PATCH lma/classrooms/{id}: exactly the seven teaching fields, each as the API takes it (trimmed,
 * empty as null); nothing else of the record (its price, its periods, its professor) is sent.
 */
export function toTeachingPayload(
  data: Record<string, unknown>,
): Record<TeachingField, string | null> {
  const out = {} as Record<TeachingField, string | null>;
  for (const field of TEACHING_FIELDS) {
    out[field] = RICH.has(field) ? richText(data[field]) : text(data[field]);
  }
  return out;
}

/** Before anything is sent: the live link, when there is one, is a web address. */
export function validateTeaching(data: Record<string, unknown>): Errors {
  const errors: Errors = {};
  const url = liveUrlError(data.live_streaming_url);
  if (url) errors.live_streaming_url = url;
  return errors;
}

/**
 * The fields a 403 names (`{"price": ["…"], "detail": "…"}`: what is the educational head's to
 * change), or none for any other failure.
 */
export function forbiddenFieldsOf(error: unknown): string[] {
  if (!(error instanceof HttpError) || error.status !== 403) return [];
  const body = error.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return [];
  return Object.keys(body).filter(
    (key) => !['detail', 'message', 'code', 'errors', 'non_field_errors'].includes(key),
  );
}

/** The first text a 403 gives under one of its fields (why the field is not the caller's). */
function fieldReason(error: unknown, fields: readonly string[]): string {
  const body = (error as HttpError).body as Record<string, unknown>;
  for (const field of fields) {
    const value = body[field];
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string' && first) return first;
  }
  return '';
}

/**
 * The toast of a save that failed: a 403 naming fields lists them all by their Persian labels with
 * the server's reason, anything else is the server's Persian message.
 */
export function teachingErrorToast(
  error: unknown,
  label: (field: string) => string,
): { message: string; args?: Record<string, unknown> } {
  const fields = forbiddenFieldsOf(error);
  const message = error instanceof Error && error.message ? error.message : '';
  if (fields.length) {
    return {
      message: 'app.teaching.forbidden_fields',
      args: { fields: fields.map(label).join('، '), reason: fieldReason(error, fields) || message },
    };
  }
  return { message: message || 'ra.notification.http_error' };
}
