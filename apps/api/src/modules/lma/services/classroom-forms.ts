import { Injectable } from '@nestjs/common';
import { PROFESSOR_CLASSROOM_FIELDS } from '@daneshsara/domain';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { ForbiddenFields, type FieldErrors } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { patched } from '../../../core/routes/patch';
import { ClassroomDto } from '../dto/lma.dto';
import { ClassroomsService } from './classrooms.service';
import { TeachingAccess } from './teaching';

const TEACHING = new Set<string>(PROFESSOR_CLASSROOM_FIELDS);
const NOT_YOURS = 'تغییر این مورد با مدیر آموزش است؛ استاد متن‌های آموزشی کلاس خود را ویرایش می‌کند.';
const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** One value as a form sends it and as the row answers it ('' and null alike, dates by instant). */
function comparable(v: unknown): unknown {
  if (v === undefined || v === '') return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string' && ISO.test(v) && !Number.isNaN(Date.parse(v))) return Date.parse(v);
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
}
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
/** A classroom with no title of its own answers its unit's: sent back unchanged, it is no change. */
const shownAs = (field: string, value: unknown, current: Record<string, unknown>) =>
  field === 'title' && current.title == null && same(value, (current.unit_info as { title?: string } | null)?.title);

/**
 * The form a PUT or PATCH of a classroom saves, by who sends it (docs/domain-rules.md, "A
 * professor's own classroom"). Staff who manage learning save what they send. The classroom's
 * professor (lma.classrooms.teach) changes only its teaching texts: any other field sent with a
 * value other than the classroom's own, or a file, is a 403 naming it, and nothing is saved; the
 * whole form the console sends, unchanged elsewhere, is taken. Another classroom is a 404.
 */
@Injectable()
export class ClassroomForms {
  constructor(
    private readonly classrooms: ClassroomsService,
    private readonly teaching: TeachingAccess,
  ) {}

  async formFor(caller: AuthUser, id: number, sent: Partial<ClassroomDto>, files: Record<string, UploadedFile>, whole: boolean): Promise<ClassroomDto> {
    if (can(caller.roles, 'lma.manage')) return whole ? (sent as ClassroomDto) : patched(ClassroomDto, await this.classrooms.form(caller, id), sent);
    await this.teaching.assertProfesses(caller, id);
    const current = (await this.classrooms.form(caller, id)) as Record<string, unknown>;
    const errors: FieldErrors = {};
    const teaching: Partial<ClassroomDto> = {};
    for (const [field, value] of Object.entries(sent)) {
      if (value === undefined) continue;
      if (TEACHING.has(field)) Object.assign(teaching, { [field]: value });
      else if (!same(value, current[field]) && !shownAs(field, value, current)) errors[field] = [NOT_YOURS];
    }
    for (const name of Object.keys(files)) errors[name] = [NOT_YOURS];
    if (Object.keys(errors).length) throw new ForbiddenFields(errors);
    return patched(ClassroomDto, current, teaching);
  }
}
