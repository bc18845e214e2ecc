import { ForbiddenException, Injectable } from '@nestjs/common';
import { RegistrationStatus } from '@daneshsara/domain';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import {
  applyListQuery,
  paginateRaw,
  parseListQuery,
  type FilterField,
  type ListSpec,
} from '../../../core/list';
import { briefFromRaw, briefSelects, User } from '../../uma';
import {
  Classroom,
  Project,
  ProjectAttendanceSheet,
  Session,
  SessionAttendanceSheet,
  Unit,
  UnitCategory,
} from '../entities/lma.entities';

/** What a session sheet or a project hand-in is while it waits for staff to verify it. */
export const WAITING_ASSIGNMENT = 'SENT';
export const WAITING_PROJECT_ANSWER = 'SENT';

const ASSIGNMENT = ['NOT_SENT', 'SENT', 'VERIFIED', 'NOT_VERIFIED'];
const nationalCode = (): FilterField => ({
  type: 'string',
  ops: ['eq'],
  apply: (qb, cond, p) => qb.andWhere(`u.national_code = :${p}`, { [p]: String(cond.value) }),
});
const inTeam: FilterField = {
  type: 'int',
  ops: ['eq'],
  apply: (qb, cond, p) =>
    qb.andWhere(
      `EXISTS (SELECT 1 FROM lma_team_registrations tr WHERE tr.registration_id = sh.registration_id AND tr.team_id = :${p})`,
      { [p]: Number(cond.value) },
    ),
};

/**
 * GET session_attendance_sheets/session_sheets without `session`: the sheets of every session the
 * caller works on. `assignment_status=SENT` is exactly the assignments waiting for verification.
 */
export const ALL_SESSION_SHEETS_LIST: ListSpec = {
  resource: 'session_attendance_sheets',
  alias: 'sh',
  filters: {
    id: { type: 'int', column: 'sh.id' },
    assignment_status: {
      type: 'enum',
      values: ASSIGNMENT,
      column: 'sh.assignment_status',
      ops: ['eq', 'in'],
    },
    session__classroom: { type: 'int', column: 's.classroom_id', ops: ['eq'] },
    owner__national_code: nationalCode(),
    registration__teams__id: inTeam,
  },
  ordering: {
    id: 'sh.id',
    answer_time: 'sh.answer_time',
    assignment_status: 'sh.assignment_status',
  },
  defaultOrdering: 'answer_time',
};

/** GET project_attendance_sheets/project_sheets without `project`; `answer_status=SENT` waits for verification. */
export const ALL_PROJECT_SHEETS_LIST: ListSpec = {
  resource: 'project_attendance_sheets',
  alias: 'sh',
  filters: {
    id: { type: 'int', column: 'sh.id' },
    answer_status: {
      type: 'enum',
      values: [...ASSIGNMENT, 'REVIEWED'],
      column: 'sh.answer_status',
      ops: ['eq', 'in'],
    },
    project__classroom: { type: 'int', column: 'p.classroom_id', ops: ['eq'] },
    owner__national_code: nationalCode(),
    registration__teams__id: inTeam,
  },
  ordering: { id: 'sh.id', answer_time: 'sh.answer_time', answer_status: 'sh.answer_status' },
  defaultOrdering: 'answer_time',
};

type Kind = 'session' | 'project';

/** A query parameter as either dialect sends it: `?session=3`, or inside react-admin's `filter` JSON. */
export function askedFor(raw: Record<string, unknown>, name: string): boolean {
  const plain = raw[name];
  if (plain !== undefined && plain !== '') return true;
  if (typeof raw.filter !== 'string') return false;
  try {
    const f = JSON.parse(raw.filter) as Record<string, unknown> | null;
    return (
      !!f && typeof f === 'object' && f[name] !== undefined && f[name] !== null && f[name] !== ''
    );
  } catch {
    return false;
  }
}

/**
 * Which list a GET session_sheets / project_sheets is: one session's (or project's) learners, or,
 * without it but with a status filter, every classroom's handed-in sheets the caller works on.
 */
export function crossClassroom(raw: Record<string, unknown>, kind: Kind): boolean {
  return (
    !askedFor(raw, kind) &&
    askedFor(raw, kind === 'session' ? 'assignment_status' : 'answer_status')
  );
}

/**
 * The session sheets and project hand-ins across every classroom the caller works on (lma.sheets:
 * the educational staff every classroom; a professor or grader their own), for the «برگه‌های در
 * انتظار بررسی» list and the dashboard's count of it. Only sheets of REGISTERED learners, as the
 * per-session and per-project lists. Two queries a page (count, page with the learner, the session
 * or project and its classroom joined), nothing per row.
 */
@Injectable()
export class SheetsToVerify {
  constructor(private readonly ds: DataSource) {}

  /** 403 (Persian) for anyone outside the lma.sheets cell: a learner has no sheets to verify. */
  assertMay(me: AuthUser) {
    if (!can(me.roles, 'lma.sheets.verify'))
      throw new ForbiddenException('بررسی برگه‌ها ویژه کارکنان آموزش، استادان و مصححان است.');
  }

  private scoped(me: AuthUser, kind: Kind): SelectQueryBuilder<ObjectLiteral> {
    const entity = kind === 'session' ? SessionAttendanceSheet : ProjectAttendanceSheet;
    const parent = kind === 'session' ? Session : Project;
    const alias = kind === 'session' ? 's' : 'p';
    const qb = this.ds
      .getRepository<ObjectLiteral>(entity)
      .createQueryBuilder('sh')
      .innerJoin(parent, alias, `${alias}.id = sh.${kind}_id`)
      .innerJoin('lma_registrations', 'r', 'r.id = sh.registration_id AND r.status = :registered', {
        registered: RegistrationStatus.REGISTERED,
      })
      .innerJoin(Classroom, 'c', `c.id = ${alias}.classroom_id`)
      .leftJoin(User, 'u', 'u.id = sh.owner_id');
    if (can(me.roles, 'lma.manage')) return qb;
    return qb.andWhere(
      `(c.professor_id = :me OR c.id IN (SELECT g.classroom_id FROM lma_classroom_graders g WHERE g.grader_id = :me))`,
      { me: me.id },
    );
  }

  async list(me: AuthUser, kind: Kind, raw: Record<string, unknown>, maxPageSize: number) {
    this.assertMay(me);
    const spec = kind === 'session' ? ALL_SESSION_SHEETS_LIST : ALL_PROJECT_SHEETS_LIST;
    const lq = parseListQuery(raw, spec, maxPageSize);
    const alias = kind === 'session' ? 's' : 'p';
    const qb = this.scoped(me, kind)
      .leftJoin(Unit, 'un', 'un.id = c.unit_id')
      .leftJoin(UnitCategory, 'uc', 'uc.id = un.category_id')
      .addSelect(`${alias}.title`, 'parent_title')
      .addSelect('c.id', 'classroom_id')
      // A classroom without its own title goes by its unit's (as the classroom lists show it).
      .addSelect('COALESCE(c.title, un.title)', 'classroom_title')
      .addSelect('uc.type', 'category_type');
    if (kind === 'project') qb.addSelect('p.type', 'project_type');
    briefSelects(qb, 'u', 'owner');
    const { rows, raw: extra, count } = await paginateRaw(qb, lq, spec);
    return { lq, spec, count, rows: rows.map((sh, i) => this.row(kind, sh, extra[i])) };
  }

  /** The list's total under `filter` (the dashboard's count: the same scope and filter code as the list). */
  count(me: AuthUser, kind: Kind, filter: Record<string, string>): Promise<number> {
    const spec = kind === 'session' ? ALL_SESSION_SHEETS_LIST : ALL_PROJECT_SHEETS_LIST;
    return applyListQuery(this.scoped(me, kind), parseListQuery(filter, spec, 1), spec)
      .orderBy()
      .getCount();
  }

  private row(kind: Kind, sh: ObjectLiteral, raw: Record<string, unknown> | undefined) {
    const classroom_info = {
      id: Number(raw?.classroom_id),
      title: (raw?.classroom_title ?? null) as string | null,
      category_type: (raw?.category_type ?? null) as string | null,
    };
    const common = {
      id: sh.id as number,
      registration: sh.registration_id as number,
      owner: sh.owner_id as number,
      owner_info: briefFromRaw(raw, 'owner', sh.owner_id),
      answer_text: sh.answer_text as string | null,
      answer_attachment: sh.answer_attachment as string | null,
      answer_time: (sh.answer_time as Date | null)?.toISOString() ?? null,
      classroom: classroom_info.id,
      classroom_info,
    };
    if (kind === 'session') {
      return {
        ...common,
        session: sh.session_id,
        session_info: {
          id: sh.session_id,
          title: raw?.parent_title ?? null,
          classroom: classroom_info.id,
        },
        assignment_status: sh.assignment_status,
      };
    }
    return {
      ...common,
      project: sh.project_id,
      project_info: {
        id: sh.project_id,
        title: raw?.parent_title ?? null,
        type: raw?.project_type ?? null,
        classroom: classroom_info.id,
      },
      team: sh.team_id,
      answer_status: sh.answer_status,
      is_answer_verified: sh.is_answer_verified,
      notation: sh.notation,
    };
  }
}
