import { UNFINISHED_BOOK_STATUSES, UnitCategoryType } from '@daneshsara/domain';
import { In, Not, type EntityManager } from 'typeorm';
import { Classroom, Unit, UnitCategory } from '../entities/lma.entities';
import { AnswerBook, Test } from '../entities/exams.entities';

/**
 * An event's pre-registration questionnaire (ENDPOINTS.md 1.3, 4.1 step 3): the first of its tests
 * (the lowest id, the first of the event's `tests`). Classrooms of other kinds have none.
 */
export const QuestionnaireErrors = {
  UNANSWERED: 'این رویداد پرسش‌نامه پیش از ثبت نام دارد؛ نخست به پرسش‌نامه پاسخ دهید و آن را ثبت کنید، سپس ثبت نام کنید.',
  CLOSED: 'اکنون امکان ثبت نام در این رویداد وجود ندارد؛ پرسش‌نامه آن تنها برای کسانی باز است که اکنون می‌توانند ثبت نام کنند.',
} as const;


/** Whether the classroom's unit sits in an event category: one query (unit joined to its category). */
export function isEventClassroom(m: EntityManager, c: Pick<Classroom, 'unit_id'>): Promise<boolean> {
  return m
    .getRepository(Unit)
    .createQueryBuilder('u')
    .innerJoin(UnitCategory, 'uc', 'uc.id = u.category_id')
    .where('u.id = :unit AND uc.type = :type', { unit: c.unit_id, type: UnitCategoryType.EVENT })
    .getExists();
}

/** The event's questionnaire, or null (not an event, or an event without tests). */
export async function questionnaireOf(m: EntityManager, c: Pick<Classroom, 'id' | 'unit_id'>): Promise<Test | null> {
  const first = await m.getRepository(Test).findOne({ where: { classroom_id: c.id }, order: { id: 'ASC' } });
  if (!first) return null;
  return (await isEventClassroom(m, c)) ? first : null;
}

/** The learner finished the questionnaire (`isFinishedBook`: confirmed, or closed by its clock, maybe graded since). */
export function hasAnswered(m: EntityManager, testId: number, ownerId: number): Promise<boolean> {
  return m.getRepository(AnswerBook).existsBy({ test_id: testId, owner_id: ownerId, status: Not(In([...UNFINISHED_BOOK_STATUSES])) });
}
