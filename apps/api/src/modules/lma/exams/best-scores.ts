import { SCORED_BOOK_STATUSES } from '@daneshsara/domain';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { AnswerBook, Test, TestQuestion } from '../entities/exams.entities';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A book's total on the transcript's 0..20 scale: total / the test's full mark (extra-mark questions not counted) × 20, at most 20. */
export function onTwenty(total: number, fullMark: number): number {
  if (!(fullMark > 0)) return 0;
  return round2(Math.min(20, Math.max(0, (total / fullMark) * 20)));
}

/**
 * DOMAIN.md 3: each learner's best test score in a classroom, out of 20, among its tests whose
 * results are announced (announcement time passed) and their scored books (GRADED, OBJECTED,
 * OBJECTION_RESPONDED, FINALIZED). Keyed by the learner (one registration per classroom). Three
 * queries whatever the number of tests and learners.
 */
export async function bestTestScores(m: EntityManager, classroomId: number, now: Date): Promise<Map<number, number>> {
  const best = new Map<number, number>();
  const tests = await m.getRepository(Test).find({ where: { classroom_id: classroomId, announcement_time: LessThanOrEqual(now) }, select: ['id'] });
  if (!tests.length) return best;
  const ids = tests.map((t) => t.id);
  const [books, questions] = await Promise.all([
    m.getRepository(AnswerBook).find({ where: { test_id: In(ids), status: In([...SCORED_BOOK_STATUSES]) }, select: ['id', 'test_id', 'owner_id', 'total_score'] }),
    m.getRepository(TestQuestion).find({ where: { test_id: In(ids), is_extra_mark: false }, select: ['id', 'test_id', 'mark'] }),
  ]);
  const fullMark = new Map<number, number>();
  for (const q of questions) fullMark.set(q.test_id, (fullMark.get(q.test_id) ?? 0) + q.mark);
  for (const b of books) {
    const score = onTwenty(b.total_score ?? 0, fullMark.get(b.test_id) ?? 0);
    best.set(b.owner_id, Math.max(best.get(b.owner_id) ?? 0, score));
  }
  return best;
}
