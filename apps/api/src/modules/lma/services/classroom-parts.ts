import { classroomPhase, fullName, UnitCategoryType } from '@daneshsara/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { joinedRow, selectJoined } from '../../../core/database/joined-row';
import { Invoice, type DescribeJoin } from '../../accounting';
import { User } from '../../uma';
import {
  Classroom,
  Registration,
  Unit,
  UnitCategory,
  UnitPrerequisite,
} from '../entities/lma.entities';
import { Test } from '../entities/exams.entities';

export type UnitWithParts = Unit & { category_x?: UnitCategory | null; prerequisites_x?: Unit[] };
export type ClassroomWithParts = Classroom & {
  unit_x?: UnitWithParts | null;
  professor_x?: User | null;
  /** Its tests (ids in `tests`; an event's first one is its questionnaire). */
  tests_x?: Test[];
};
export type RegistrationWithInvoice = Registration & { invoice_x?: Invoice | null };

/** A unit as lists show it, from the unit, its category and its prerequisite units. */
export function unitRow(u: Unit, cat: UnitCategory | null | undefined, prerequisites: Pick<Unit, 'id' | 'title'>[]) {
  const pre = [...prerequisites].sort((a, b) => a.id - b.id);
  return {
    id: u.id,
    title: u.title,
    category: u.category_id,
    category_info: cat ? { id: cat.id, title: cat.title, type: cat.type } : null,
    default_session_count: u.default_session_count,
    prerequisites: pre.map((p) => p.id),
    prerequisites_info: pre.map((p) => ({ id: p.id, title: p.title })),
    rules: u.rules,
    codes: u.codes,
    session_templates_count: 0,
  };
}

export type UnitInfo = ReturnType<typeof unitRow>;

/** A classroom's professor as its rows show them. */
export function professorInfo(p: Pick<User, 'id' | 'firstname' | 'lastname' | 'picture'> | null | undefined) {
  return p ? { id: p.id, firstname: p.firstname, lastname: p.lastname, full_name: fullName(p), picture: p.picture } : null;
}

/** A classroom of a discussion-circles unit is a DISCUSSION_CIRCLE, any other a CLASSROOM. */
export function itemTypeOf(unit: UnitInfo | null | undefined): 'DISCUSSION_CIRCLE' | 'CLASSROOM' {
  return unit?.category_info?.type === UnitCategoryType.DISCUSSION_CIRCLES ? 'DISCUSSION_CIRCLE' : 'CLASSROOM';
}

/** The title a classroom shows: its own, else its unit's. */
export const shownTitle = (c: Pick<Classroom, 'title'>, unit: UnitInfo | null | undefined): string => c.title ?? unit?.title ?? '';

/**
 * Classrooms with their unit (its category and prerequisite units) and professor, in one query
 * whatever their number (issue 15: a list reads its related rows together, not a table at a time).
 */
export async function classroomsWithParts(
  ds: DataSource,
  ids: number[],
): Promise<ClassroomWithParts[]> {
  if (!ids.length) return [];
  return partsQuery(ds).where('pc.id IN (:...ids)', { ids }).getMany();
}

/**
 * One classroom with its unit and the unit's category, in one query: its shown title and whether
 * it is an event (an entry pass, a confirmation notice).
 */
export async function classroomWithUnit(db: DataSource | EntityManager, id: number): Promise<ClassroomWithParts | null> {
  return db
    .getRepository(Classroom)
    .createQueryBuilder('kc')
    .leftJoinAndMapOne('kc.unit_x', Unit, 'ku', 'ku.id = kc.unit_id')
    .leftJoinAndMapOne('ku.category_x', UnitCategory, 'kcat', 'kcat.id = ku.category_id')
    .where('kc.id = :id', { id })
    .getOne();
}

function partsQuery(ds: DataSource) {
  const prerequisites = ds.getRepository(UnitPrerequisite).metadata.tableName;
  return ds
    .getRepository(Classroom)
    .createQueryBuilder('pc')
    .leftJoinAndMapOne('pc.unit_x', Unit, 'pu', 'pu.id = pc.unit_id')
    .leftJoinAndMapOne('pu.category_x', UnitCategory, 'pcat', 'pcat.id = pu.category_id')
    .leftJoinAndMapMany(
      'pu.prerequisites_x',
      Unit,
      'ppre',
      `ppre.id IN (SELECT pp.prerequisite_id FROM ${prerequisites} pp WHERE pp.unit_id = pu.id)`,
    )
    .leftJoinAndMapOne('pc.professor_x', User, 'pprof', 'pprof.id = pc.professor_id')
    .leftJoinAndMapMany('pc.tests_x', Test, 'ptest', 'ptest.classroom_id = pc.id')
    .orderBy('pc.id', 'ASC')
    .addOrderBy('ppre.id', 'ASC')
    .addOrderBy('ptest.id', 'ASC');
}

/** A user's registrations in these classrooms, newest first, each with its invoice: one query. */
export function registrationsOf(
  ds: DataSource,
  classroomIds: number[],
  ownerId: number,
): Promise<RegistrationWithInvoice[]> {
  return ds
    .getRepository(Registration)
    .createQueryBuilder('mr')
    .leftJoinAndMapOne('mr.invoice_x', Invoice, 'mri', 'mri.id = mr.invoice_id')
    .where('mr.classroom_id IN (:...classroomIds)', { classroomIds })
    .andWhere('mr.owner_id = :ownerId', { ownerId })
    .orderBy('mr.id', 'DESC')
    .getMany();
}

// ---------- an invoice's item_info ----------

const REGISTRATION_COLUMNS = ['id', 'status'] as const;
const CLASSROOM_COLUMNS = [
  'id',
  'title',
  'thumbnail',
  'price',
  'professor_id',
  'holding_type',
  'holding_year',
  'holding_month',
  'audience_gender_type',
  'unit_id',
  'publish_time',
  'beginning_enrollment_period',
  'ending_enrollment_period',
  'beginning_registration_period',
  'ending_registration_period',
  'beginning_drop_add_period',
  'ending_drop_add_period',
  'is_ongoing',
] as const;
const UNIT_COLUMNS = ['id', 'title', 'category_id', 'default_session_count', 'rules', 'codes'] as const;
const CATEGORY_COLUMNS = ['id', 'title', 'type'] as const;
const PROFESSOR_COLUMNS = ['id', 'firstname', 'lastname', 'picture'] as const;

/**
 * A unit's prerequisite units as one JSON array `[{id, title}]` (null or `[]` when none): a to-many
 * read inside the invoice statement without multiplying its rows.
 */
function prerequisitesJson(qb: SelectQueryBuilder<Invoice>, unitAlias: string, a: string): string {
  const ds = qb.connection;
  const links = ds.getMetadata(UnitPrerequisite).tableName;
  const units = ds.getMetadata(Unit).tableName;
  const mysql = ds.options.type === 'mysql' || ds.options.type === 'mariadb';
  const item = `${mysql ? 'JSON_OBJECT' : 'json_object'}('id', ${a}q.id, 'title', ${a}q.title)`;
  const list = mysql ? `JSON_ARRAYAGG(${item})` : `json_group_array(${item})`;
  return `(SELECT ${list} FROM ${links} ${a}qp INNER JOIN ${units} ${a}q ON ${a}q.id = ${a}qp.prerequisite_id WHERE ${a}qp.unit_id = ${unitAlias}.id)`;
}

/** The JSON `prerequisitesJson` read: text (SQLite, MariaDB), already parsed (MySQL's JSON), or null. */
function prerequisitesFrom(value: unknown): Pick<Unit, 'id' | 'title'>[] {
  if (value === null || value === undefined) return [];
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as { id: unknown; title: unknown }[];
  return list.map((p) => ({ id: Number(p.id), title: String(p.title) }));
}

/**
 * `item_info` of CLASSROOM/EVENT invoices (their item is the registration they pay for), read by
 * the invoice statement itself (accounting's `describeJoin`): the classroom summary the invoice
 * page shows (title, thumbnail, price, professor, holding type, unit with its category and
 * prerequisites, phase) and the registration. No statement of its own, whatever the page holds.
 */
export function classroomItemJoin(ds: DataSource, now: () => Date): DescribeJoin {
  return {
    join: (qb, a, on) => {
      qb.leftJoin(Registration, a, on)
        .leftJoin(Classroom, `${a}c`, `${a}c.id = ${a}.classroom_id`)
        .leftJoin(Unit, `${a}u`, `${a}u.id = ${a}c.unit_id`)
        .leftJoin(UnitCategory, `${a}k`, `${a}k.id = ${a}u.category_id`)
        .leftJoin(User, `${a}p`, `${a}p.id = ${a}c.professor_id`);
      selectJoined(qb, a, a, REGISTRATION_COLUMNS);
      selectJoined(qb, `${a}c`, `${a}c`, CLASSROOM_COLUMNS);
      selectJoined(qb, `${a}u`, `${a}u`, UNIT_COLUMNS);
      selectJoined(qb, `${a}k`, `${a}k`, CATEGORY_COLUMNS);
      selectJoined(qb, `${a}p`, `${a}p`, PROFESSOR_COLUMNS);
      qb.addSelect(prerequisitesJson(qb, `${a}u`, a), `${a}_prerequisites`);
    },
    fromRaw: (r, a) => {
      const reg = joinedRow(ds, Registration, r, a, REGISTRATION_COLUMNS);
      const c = joinedRow(ds, Classroom, r, `${a}c`, CLASSROOM_COLUMNS);
      if (!reg || !c) return null;
      const u = joinedRow(ds, Unit, r, `${a}u`, UNIT_COLUMNS);
      const unit = u ? unitRow(u, joinedRow(ds, UnitCategory, r, `${a}k`, CATEGORY_COLUMNS), prerequisitesFrom(r[`${a}_prerequisites`])) : null;
      return {
        id: c.id,
        title: shownTitle(c, unit),
        thumbnail: c.thumbnail,
        price: c.price,
        professor: c.professor_id,
        professor_info: professorInfo(joinedRow(ds, User, r, `${a}p`, PROFESSOR_COLUMNS)),
        holding_type: c.holding_type,
        holding_year: c.holding_year,
        holding_month: c.holding_month,
        audience_gender_type: c.audience_gender_type,
        unit: c.unit_id,
        unit_info: unit,
        item_type: itemTypeOf(unit),
        status: classroomPhase(c, now()),
        registration: reg.id,
        registration_status: reg.status,
      };
    },
  };
}
