import type { DataSource } from 'typeorm';
import { Invoice } from '../../accounting';
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
export function unitRow(u: Unit, cat: UnitCategory | null | undefined, prerequisites: Unit[]) {
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

/** The registrations of these ids and their classrooms (with parts, as above): one query. */
export async function registrationsWithClassrooms(
  ds: DataSource,
  registrationIds: number[],
): Promise<{ registrations: Registration[]; classrooms: ClassroomWithParts[] }> {
  if (!registrationIds.length) return { registrations: [], classrooms: [] };
  const classrooms = (await partsQuery(ds)
    .innerJoinAndMapMany('pc.registrations_x', Registration, 'preg', 'preg.classroom_id = pc.id')
    .where('preg.id IN (:...registrationIds)', { registrationIds })
    .getMany()) as (ClassroomWithParts & { registrations_x?: Registration[] })[];
  return { registrations: classrooms.flatMap((c) => c.registrations_x ?? []), classrooms };
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
