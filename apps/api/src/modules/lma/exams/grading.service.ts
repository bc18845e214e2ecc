import { Injectable } from '@nestjs/common';
import { AnswerBookStatus, totalScore, WAITING_BOOK_STATUSES } from '@daneshsara/domain';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { can, type AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { AnswerBook, AnswerSheet, Test, TestQuestion } from '../entities/exams.entities';
import { TeachingAccess } from '../services/teaching';
import { AnswerBookView } from './answer-books.view';

export const GradingErrors = {
  TAKEN: 'این پاسخ‌نامه را مصحح دیگری برداشته است.',
  NOT_WAITING: 'این پاسخ‌نامه در انتظار تصحیح نیست.',
  NOT_GRADING: 'این پاسخ‌نامه در حال تصحیح شما نیست.',
  ABOVE_MARK: (mark: number) => `نمره نمی‌تواند بیشتر از بارم سوال (${mark}) باشد.`,
  UNSCORED: 'نمره همه پاسخ‌ها را وارد کنید.',
} as const;

/** The book's total from its sheets (after a score changes). */
export async function refreshTotal(m: EntityManager, bookId: number, now: Date): Promise<void> {
  const sheets = await m.getRepository(AnswerSheet).find({ where: { answer_book_id: bookId }, select: ['score'] });
  await m.getRepository(AnswerBook).update({ id: bookId }, { total_score: totalScore(sheets.map((s) => s.score)), last_modification_time: now });
}

/**
 * Graders (DOMAIN.md 4, ENDPOINTS 4.2): a grader of the book's classroom (or the educational staff)
 * takes a closed book, scores each answer up to its mark, notes, and confirms or marks it ungradable.
 */
@Injectable()
export class GradingService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly teaching: TeachingAccess,
    private readonly view: AnswerBookView,
  ) {}

  /** The book, when the caller grades its classroom (404 otherwise). */
  private async gradable(me: AuthUser, id: number) {
    const book = await this.ds.getRepository(AnswerBook).findOneBy({ id });
    if (!book) throw notFound();
    const test = await this.ds.getRepository(Test).findOneByOrFail({ id: book.test_id });
    if (!(await this.teaching.teaches(me, test.classroom_id))) throw notFound();
    return { book, test };
  }

  /** PUT set_grader_to_me: one conditional update, so of two graders at once exactly one wins. */
  async takeBook(me: AuthUser, id: number) {
    const { book } = await this.gradable(me, id);
    if (book.grader_id === me.id && book.status === AnswerBookStatus.GRADING) return this.view.one(me, id);
    if (!WAITING_BOOK_STATUSES.includes(book.status)) throw conflict(book.grader_id ? GradingErrors.TAKEN : GradingErrors.NOT_WAITING);
    const now = this.clock.now();
    const won = await this.ds
      .createQueryBuilder()
      .update(AnswerBook)
      .set({ grader_id: me.id, status: AnswerBookStatus.GRADING, last_modification_time: now })
      .where('id = :id AND grader_id IS NULL AND status IN (:...waiting)', { id, waiting: WAITING_BOOK_STATUSES })
      .execute();
    if (!won.affected) throw conflict(GradingErrors.TAKEN);
    return this.view.one(me, id);
  }

  /**
   * The book while the caller may change its scores: its grader while GRADING, or the educational
   * staff answering an objection (OBJECTED).
   */
  private assertScoring(me: AuthUser, book: AnswerBook) {
    const grading = book.status === AnswerBookStatus.GRADING && book.grader_id === me.id;
    const objection = book.status === AnswerBookStatus.OBJECTED && can(me.roles, 'lma.answer_books.objection');
    if (!grading && !objection) throw conflict(GradingErrors.NOT_GRADING);
  }

  /** PUT answer_sheets/{id}/submit_score: never above the question's mark; the total follows. */
  async score(me: AuthUser, sheetId: number, score: number) {
    const sheet = await this.ds.getRepository(AnswerSheet).findOneBy({ id: sheetId });
    if (!sheet) throw notFound();
    const { book } = await this.gradable(me, sheet.answer_book_id);
    this.assertScoring(me, book);
    const q = await this.ds.getRepository(TestQuestion).findOneByOrFail({ id: sheet.test_question_id });
    if (score > q.mark) throw fieldError('score', GradingErrors.ABOVE_MARK(q.mark));
    const now = this.clock.now();
    await this.tx.run(async (m) => {
      await m.getRepository(AnswerSheet).update({ id: sheetId }, { score, scorer_id: me.id, scoring_time: now, last_modification_time: now });
      await refreshTotal(m, book.id, now);
    });
    const shown = await this.view.one(me, book.id);
    return shown.answer_sheet_info.find((s) => s.id === sheetId);
  }

  async describe(me: AuthUser, id: number, text: string | null | undefined) {
    const { book } = await this.gradable(me, id);
    this.assertScoring(me, book);
    await this.ds.getRepository(AnswerBook).update({ id }, { grader_description: text ?? null, last_modification_time: this.clock.now() });
    return this.view.one(me, id);
  }

  /** PUT confirm_scores: every answer scored, the book is GRADED. */
  async confirmScores(me: AuthUser, id: number) {
    const { book } = await this.gradable(me, id);
    if (book.status !== AnswerBookStatus.GRADING || book.grader_id !== me.id) throw conflict(GradingErrors.NOT_GRADING);
    if (await this.ds.getRepository(AnswerSheet).existsBy({ answer_book_id: id, score: IsNull() })) throw conflict(GradingErrors.UNSCORED);
    await this.finish(id, AnswerBookStatus.GRADED);
    return this.view.one(me, id);
  }

  /** PUT confirm_ungradable: the grader cannot grade it (a broken file...): UNGRADABLE, for the staff to sort out. */
  async confirmUngradable(me: AuthUser, id: number) {
    const { book } = await this.gradable(me, id);
    if (book.status !== AnswerBookStatus.GRADING || book.grader_id !== me.id) throw conflict(GradingErrors.NOT_GRADING);
    await this.finish(id, AnswerBookStatus.UNGRADABLE);
    return this.view.one(me, id);
  }

  private async finish(id: number, status: string) {
    const now = this.clock.now();
    await this.tx.run(async (m) => {
      await refreshTotal(m, id, now);
      await m.getRepository(AnswerBook).update({ id, status: AnswerBookStatus.GRADING }, { status, grading_time: now });
    });
  }
}
