import { Injectable } from '@nestjs/common';
import {
  ANNOUNCED_TEST_STATUSES,
  answerBookDeadline,
  answerBookFlags,
  ClassroomStatus,
  classroomPhase,
  shownBookStatus,
  testPhase,
  type UserBrief,
} from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { can, type AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { notFound } from '../../../core/http/errors';
import { briefOf, userBriefs } from '../../uma';
import { Classroom } from '../entities/lma.entities';
import { TeachingAccess } from '../services/teaching';
import { AnswerBook, AnswerSheet, Test, TestQuestion } from '../entities/exams.entities';
import { copiedQuestion, totalMark } from './tests.service';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A test question as a book shows it; its right answer only when `revealed`. */
function testQuestionInfo(q: TestQuestion, revealed: boolean) {
  return { id: q.id, test: q.test_id, mark: q.mark, is_extra_mark: q.is_extra_mark, order: q.order, question_info: copiedQuestion(q, revealed) };
}

/** One answer of a book (`answer_sheet_info`, and the answer to saving it); its score only when `revealed`. */
export function sheetRow(s: Pick<AnswerSheet, 'id' | 'answer_book_id' | 'answer_text' | 'answer_attachment' | 'answer_choice_index' | 'score'>, q: TestQuestion, revealed: boolean) {
  return {
    id: s.id,
    answer_book: s.answer_book_id,
    test_question: q.id,
    answer_text: s.answer_text,
    answer_attachment: s.answer_attachment,
    answer_choice_index: s.answer_choice_index,
    score: revealed ? s.score : null,
    test_question_info: testQuestionInfo(q, revealed),
  };
}

/** What a caller may see of a book: its owner, or staff who teach its classroom (anyone else: 404). */
export interface BookAccess {
  /** The caller reads as staff (scores and right answers at any time). */
  staff: boolean;
}

/** How much of a book to show. */
export interface ViewOptions {
  /** Each answer (`answer_sheet_info`); lists leave it out. */
  sheets?: boolean;
  /** The test's questions (`test_info.test_questions_info`), for get_test_questions. */
  questions?: boolean;
}

/**
 * Answer books as the API shows them, a fixed number of queries whatever the number of books:
 * tests, classrooms, test questions, users, and (detail) answer sheets.
 */
@Injectable()
export class AnswerBookView {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly teaching: TeachingAccess,
  ) {}

  /** 404 unless the caller owns the book, manages learning, or teaches (professor, grader) its classroom. */
  async access(me: AuthUser, book: AnswerBook | null, m: EntityManager = this.ds.manager): Promise<BookAccess> {
    if (!book) throw notFound();
    if (book.owner_id === me.id) return { staff: false };
    if (can(me.roles, 'lma.manage')) return { staff: true };
    const test = await m.getRepository(Test).findOneBy({ id: book.test_id });
    if (test && (await this.teaching.teaches(me, test.classroom_id))) return { staff: true };
    throw notFound();
  }

  /** `people`: the owners' and graders' briefs when the caller already has them (a list reads them with its page). */
  async rows(me: AuthUser, books: AnswerBook[], opts: ViewOptions = {}, m: EntityManager = this.ds.manager, people?: Map<number, UserBrief>) {
    if (!books.length) return [];
    const testIds = [...new Set(books.map((b) => b.test_id))];
    // The tests with their classrooms in one query (a list stays at five whatever its size).
    const [{ tests, classrooms }, questions, users, sheets] = await Promise.all([
      m
        .getRepository(Test)
        .createQueryBuilder('t')
        .leftJoinAndMapOne('t.classroom', Classroom, 'c', 'c.id = t.classroom_id')
        .where('t.id IN (:...testIds)', { testIds })
        .getMany()
        .then((rows) => ({ tests: rows, classrooms: rows.flatMap((t) => ((t as Test & { classroom?: Classroom }).classroom ? [(t as Test & { classroom: Classroom }).classroom] : [])) })),
      m.getRepository(TestQuestion).find({ where: { test_id: In(testIds) }, order: { order: 'ASC', id: 'ASC' } }),
      people ?? userBriefs(this.ds, books.flatMap((b) => [b.owner_id, b.grader_id])),
      opts.sheets ? m.getRepository(AnswerSheet).findBy({ answer_book_id: In(books.map((b) => b.id)) }) : Promise.resolve([] as AnswerSheet[]),
    ]);
    const now = this.clock.now();
    return books.map((b) => {
      const t = tests.find((x) => x.id === b.test_id)!;
      const c = classrooms.find((x) => x.id === t.classroom_id);
      const testStatus = testPhase(t, now, !!c && classroomPhase(c, now) === ClassroomStatus.FINISHED);
      const mine = questions.filter((q) => q.test_id === t.id);
      // The owner sees scores and right answers from the announcement on; staff (who passed access) always.
      const owner = b.owner_id === me.id;
      const revealed = !owner || ANNOUNCED_TEST_STATUSES.includes(testStatus);
      const deadline = answerBookDeadline(b.attending_start_time, t.duration_deadline, t.end_time);
      const seconds = deadline && b.attending_start_time ? Math.max(0, (deadline.getTime() - b.attending_start_time.getTime()) / 1000) : t.duration_deadline * 60;
      const remaining = deadline ? Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000)) : null;
      const flags = answerBookFlags(owner ? b : null, owner ? testStatus : '', deadline, now);
      return {
        id: b.id,
        owner: b.owner_id,
        owner_info: briefOf(users, b.owner_id) as UserBrief,
        registration: b.registration_id,
        test: t.id,
        test_info: {
          id: t.id,
          title: t.title,
          status: testStatus,
          classroom: t.classroom_id,
          test_questions_length: mine.length,
          total_mark: totalMark(mine),
          start_time: iso(t.start_time),
          end_time: iso(t.end_time),
          announcement_time: iso(t.announcement_time),
          objection_start_time: iso(t.objection_start_time),
          objection_end_time: iso(t.objection_end_time),
          // The minutes this learner has: the test's duration, cut short by its end (the timer's input).
          duration_deadline: Math.round((seconds / 60) * 1000) / 1000,
          ...(opts.questions ? { test_questions_info: mine.map((q) => testQuestionInfo(q, revealed)) } : {}),
        },
        status: shownBookStatus(b.status, testStatus),
        total_score: revealed ? b.total_score : null,
        grader: b.grader_id,
        grader_info: b.grader_id ? briefOf(users, b.grader_id) : null,
        grader_description: revealed ? b.grader_description : null,
        grading_time: iso(b.grading_time),
        attending_start_time: iso(b.attending_start_time),
        attending_end_time: iso(b.attending_end_time),
        deadline: iso(deadline),
        duration: Math.round(seconds),
        remainingTime: remaining,
        overall_answer_text: b.overall_answer_text,
        overall_answer_attachment: b.overall_answer_attachment,
        objection_request: b.objection_request,
        objection_result: b.objection_result,
        objection_time: iso(b.objection_time),
        ticket: b.ticket_id,
        answer_sheet_info: opts.sheets
          ? sheets
              .filter((s) => s.answer_book_id === b.id)
              .map((s) => ({ s, q: mine.find((q) => q.id === s.test_question_id)! }))
              .filter(({ q }) => !!q)
              .sort((x, y) => x.q.order - y.q.order || x.q.id - y.q.id)
              .map(({ s, q }) => sheetRow(s, q, revealed))
          : [],
        ...flags,
        server_time: now.toISOString(),
        creation_time: b.creation_time.toISOString(),
        last_modification_time: b.last_modification_time.toISOString(),
      };
    });
  }

  async one(me: AuthUser, id: number, opts: ViewOptions = { sheets: true }, m: EntityManager = this.ds.manager) {
    const book = await m.getRepository(AnswerBook).findOneBy({ id });
    await this.access(me, book, m);
    return (await this.rows(me, [book!], opts, m))[0];
  }
}
