import { Injectable } from '@nestjs/common';
import {
  AnswerBookStatus,
  answerBookDeadline,
  choiceScore,
  isInTime,
  OPEN_BOOK_STATUSES,
  QuestionModelType,
  totalScore,
} from '@daneshsara/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { plainOneBy } from '../../../core/list';
import { checkUpload, Storage } from '../../../core/storage/storage';
import type { AnswerSheetDto, OverallAnswerDto } from '../dto/answer-books.dto';
import { AnswerBook, AnswerSheet, Test, TestQuestion } from '../entities/exams.entities';
import { AnswerBookErrors } from './answer-books.service';
import { AnswerBookView, sheetRow } from './answer-books.view';

const FILE_MAX = 10 * 1024 * 1024;

/** How a book closes: by the learner (SUBMITTED) or by the clock (PASSED_DURATION_DEADLINE). */
type Closing = typeof AnswerBookStatus.SUBMITTED | typeof AnswerBookStatus.PASSED_DURATION_DEADLINE;

/**
 * Closes an open book inside the caller's transaction: every question gets its sheet (a blank one
 * when unanswered, so graders score each question and a choice left blank scores 0), the total
 * follows, and a book with nothing for a grader (only multi-choice, no overall answer) is GRADED.
 */
export async function closeBook(m: EntityManager, book: AnswerBook, how: Closing, end: Date, now: Date): Promise<void> {
  const questions = await m.getRepository(TestQuestion).findBy({ test_id: book.test_id });
  const sheets = await m.getRepository(AnswerSheet).findBy({ answer_book_id: book.id });
  const missing = questions.filter((q) => !sheets.some((s) => s.test_question_id === q.id));
  if (missing.length) {
    const blank = missing.map((q) => ({
      answer_book_id: book.id, test_question_id: q.id, answer_text: null, answer_attachment: null, answer_choice_index: null,
      score: q.model_type === QuestionModelType.MULTI_CHOICE ? 0 : null, scorer_id: null,
      scoring_time: q.model_type === QuestionModelType.MULTI_CHOICE ? now : null, creation_time: now, last_modification_time: now,
    }));
    await m.getRepository(AnswerSheet).insert(blank);
    sheets.push(...(blank as AnswerSheet[]));
  }
  const needsGrader = !!book.overall_answer_attachment || !!book.overall_answer_text || questions.some((q) => q.model_type !== QuestionModelType.MULTI_CHOICE);
  await m.getRepository(AnswerBook).update(
    { id: book.id },
    {
      status: needsGrader ? how : AnswerBookStatus.GRADED,
      attending_end_time: end,
      total_score: totalScore(sheets.map((s) => s.score)),
      grading_time: needsGrader ? null : now,
      last_modification_time: now,
    },
  );
}

/** The learner's attempt: saving answers, the overall answer file, finishing. Every step on the server clock. */
@Injectable()
export class AttemptsService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly view: AnswerBookView,
  ) {}

  /** The owner's book and its test; 404 for anyone else's. */
  private async ownBook(me: AuthUser, id: number | undefined) {
    const book = id ? await plainOneBy(this.ds, AnswerBook, { id }) : null;
    if (!book || book.owner_id !== me.id) throw notFound();
    const test = await plainOneBy(this.ds, Test, { id: book.test_id });
    if (!test) throw notFound();
    return { book, test };
  }

  /**
   * Runs `write` on the locked, still open book when it is in time; past the deadline plus the grace
   * the book is closed at its deadline instead and the caller gets the Persian refusal.
   */
  private async whileOpen<T>(bookId: number, test: Test, write: (m: EntityManager, book: AnswerBook, now: Date) => Promise<T>): Promise<T> {
    const outcome = await this.tx.run(async (m) => {
      const book = await plainOneBy(this.ds, AnswerBook, { id: bookId }, { em: m, lock: true });
      if (!book) throw notFound();
      if (book.status === AnswerBookStatus.CREATED) return { refused: AnswerBookErrors.NOT_STARTED };
      if (!OPEN_BOOK_STATUSES.includes(book.status)) return { refused: AnswerBookErrors.CLOSED };
      const now = this.clock.now();
      const deadline = answerBookDeadline(book.attending_start_time, test.duration_deadline, test.end_time)!;
      if (!isInTime(deadline, now)) {
        await closeBook(m, book, AnswerBookStatus.PASSED_DURATION_DEADLINE, deadline, now);
        return { refused: AnswerBookErrors.LATE };
      }
      return { value: await write(m, book, now) };
    });
    if ('refused' in outcome) throw conflict(outcome.refused!);
    return outcome.value as T;
  }

  /** POST answer_sheets: one answer of an open book; saving the same question again replaces it. */
  async saveAnswer(me: AuthUser, dto: AnswerSheetDto, file?: UploadedFile) {
    const { book, test } = await this.ownBook(me, dto.answer_book);
    const q = dto.test_question ? await plainOneBy(this.ds, TestQuestion, { id: dto.test_question, test_id: book.test_id }) : null;
    if (!q) throw fieldError('test_question', 'این سوال در این آزمون نیست.');
    const multi = q.model_type === QuestionModelType.MULTI_CHOICE;
    const choices = q.choices ? (JSON.parse(q.choices) as unknown[]) : [];
    const choice = dto.answer_choice_index ?? null;
    if (multi && (choice === null || choice < 0 || choice >= choices.length)) throw fieldError('answer_choice_index', 'یکی از گزینه‌ها را انتخاب کنید.');
    if (!multi && !dto.answer_text && !file) throw fieldError('answer_text', 'متن پاسخ یا تصویر آن را بفرستید.');
    const attachment = file && !multi ? await this.storage.save('answers', file, checkUpload('answer_attachment', file, ['image'], FILE_MAX)) : null;
    let replaced: string | null = null;
    try {
      const sheet = await this.whileOpen(book.id, test, async (m, open, now) => {
        const repo = m.getRepository(AnswerSheet);
        const current = await plainOneBy(this.ds, AnswerSheet, { answer_book_id: open.id, test_question_id: q.id }, { em: m });
        const answer = {
          answer_text: multi ? null : (dto.answer_text ?? null),
          answer_attachment: attachment ?? current?.answer_attachment ?? null,
          answer_choice_index: multi ? choice : null,
          // A choice is graded at once; an open answer waits for a grader.
          score: multi ? choiceScore(choice, q.correct_choice_index, q.mark) : null,
          scoring_time: multi ? now : null,
          last_modification_time: now,
        };
        if (attachment && current?.answer_attachment) replaced = current.answer_attachment;
        if (open.status === AnswerBookStatus.FETCHED) await m.getRepository(AnswerBook).update({ id: open.id }, { status: AnswerBookStatus.ONGOING, last_modification_time: now });
        if (current) {
          await repo.update({ id: current.id }, answer);
          return { ...answer, id: current.id, answer_book_id: open.id };
        }
        const saved = await repo.insert({ ...answer, answer_book_id: open.id, test_question_id: q.id, scorer_id: null, creation_time: now });
        return { ...answer, id: saved.identifiers[0].id as number, answer_book_id: open.id };
      });
      if (replaced) await this.storage.remove(replaced);
      // The book is open, so its test is under way: the learner sees no score and no right answer yet.
      return sheetRow(sheet, q, false);
    } catch (err) {
      if (attachment) await this.storage.remove(attachment);
      throw err;
    }
  }

  /** POST answer_books/{id}/submit_overall_answer: the whole answer as one PDF (and/or a text). */
  async overallAnswer(me: AuthUser, id: number, dto: OverallAnswerDto, file?: UploadedFile) {
    const { book, test } = await this.ownBook(me, id);
    if (!file && !dto.overall_answer_text) throw fieldError('overall_answer_attachment', 'فایل پاسخ (PDF) را بفرستید.');
    const attachment = file ? await this.storage.save('answers', file, checkUpload('overall_answer_attachment', file, ['pdf'], FILE_MAX)) : null;
    try {
      const old = await this.whileOpen(book.id, test, async (m, open, now) => {
        await m.getRepository(AnswerBook).update(
          { id: open.id },
          {
            overall_answer_text: dto.overall_answer_text ?? open.overall_answer_text,
            overall_answer_attachment: attachment ?? open.overall_answer_attachment,
            status: AnswerBookStatus.ONGOING,
            last_modification_time: now,
          },
        );
        return attachment ? open.overall_answer_attachment : null;
      });
      if (old) await this.storage.remove(old);
    } catch (err) {
      if (attachment) await this.storage.remove(attachment);
      throw err;
    }
    return this.view.one(me, id);
  }

  /** PUT confirm_answers: the learner finishes (SUBMITTED); late, the clock's closing stands. Again: the book as it is. */
  async confirm(me: AuthUser, id: number) {
    const { book, test } = await this.ownBook(me, id);
    await this.tx.run(async (m) => {
      const open = await m.getRepository(AnswerBook).findOneOrFail({ where: { id: book.id }, ...this.tx.lockMode() });
      if (open.status === AnswerBookStatus.CREATED) throw conflict(AnswerBookErrors.NOT_STARTED);
      if (!OPEN_BOOK_STATUSES.includes(open.status)) return;
      const now = this.clock.now();
      const deadline = answerBookDeadline(open.attending_start_time, test.duration_deadline, test.end_time)!;
      if (isInTime(deadline, now)) await closeBook(m, open, AnswerBookStatus.SUBMITTED, new Date(Math.min(now.getTime(), deadline.getTime())), now);
      else await closeBook(m, open, AnswerBookStatus.PASSED_DURATION_DEADLINE, deadline, now);
    });
    return this.view.one(me, id);
  }
}
