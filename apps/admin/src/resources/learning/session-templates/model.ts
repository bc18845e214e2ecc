import type { RaRecord } from 'react-admin';
import { text, toId, type Errors } from '../payload';

type Data = Record<string, unknown>;

/** A session template as GET lma/session_templates answers it. */
export interface TemplateRecord extends RaRecord {
  id: number;
  unit: number;
  title: string;
  description: string | null;
  syllabus: string | null;
  contents: string | null;
  assignment_question: string | null;
  assignment_answer: string | null;
  creation_time: string;
  last_modification_time: string;
}

export const TEMPLATE_TEXT_FIELDS = [
  'description',
  'syllabus',
  'contents',
  'assignment_question',
  'assignment_answer',
] as const;

/** POST/PUT lma/session_templates (SessionTemplateDto): exactly the fields it takes. */
export function toTemplatePayload(data: Data) {
  const out: Data = { unit: toId(data.unit), title: text(data.title) ?? '' };
  for (const field of TEMPLATE_TEXT_FIELDS) out[field] = text(data[field]);
  return out;
}

export function validateTemplate(data: Data): Errors {
  const errors: Errors = {};
  if (toId(data.unit) === null) errors.unit = 'app.sessions.templates.checks.unit_required';
  const title = text(data.title);
  if (!title) errors.title = 'ra.validation.required';
  else if (title.length > 200) {
    errors.title = { message: 'ra.validation.maxLength', args: { max: 200 } };
  }
  return errors;
}

/** The page dialect's `{results}` (or a bare array) as the rows. */
export function templateRows(json: unknown): TemplateRecord[] {
  if (Array.isArray(json)) return json as TemplateRecord[];
  const results = (json as { results?: unknown } | null | undefined)?.results;
  return Array.isArray(results) ? (results as TemplateRecord[]) : [];
}
