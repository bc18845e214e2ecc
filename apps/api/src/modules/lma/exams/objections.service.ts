import { Injectable } from '@nestjs/common';
import { AnswerBookStatus, TestStatus, testPhase } from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../core/auth';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, notFound } from '../../../core/http/errors';
import { TicketsService } from '../../mma';
import { AnswerBook, Test } from '../entities/exams.entities';
import { TeachingAccess } from '../services/teaching';
import { TranscriptsService } from '../services/transcripts.service';
import { AnswerBookView } from './answer-books.view';
import { refreshTotal } from './grading.service';

export const ObjectionErrors = {
  WINDOW: 'اکنون زمان اعتراض به نتایج این آزمون نیست.',
  ONCE: 'به هر پاسخ‌نامه تنها یک بار می‌توان اعتراض کرد.',
  NOT_GRADED: 'تنها به پاسخ‌نامه تصحیح شده می‌توان اعتراض کرد.',
  NOT_OBJECTED: 'این پاسخ‌نامه اعتراضی در انتظار پاسخ ندارد.',
} as const;

/**
 * Objections (DOMAIN.md 4): the learner objects once, inside the objection window, to a graded book;
 * that opens an EDUCATIONAL ticket tied to the book. The educational staff may change scores
 * (submit_score while OBJECTED) and answer: the book is FINALIZED.
 */
@Injectable()
export class ObjectionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly tickets: TicketsService,
    private readonly teaching: TeachingAccess,
    private readonly view: AnswerBookView,
    private readonly transcripts: TranscriptsService,
  ) {}

  async request(me: AuthUser, id: number, text: string) {
    const book = await this.ds.getRepository(AnswerBook).findOneBy({ id });
    if (!book || book.owner_id !== me.id) throw notFound();
    const test = await this.ds.getRepository(Test).findOneByOrFail({ id: book.test_id });
    if (book.objection_request || book.ticket_id) throw conflict(ObjectionErrors.ONCE);
    if (testPhase(test, this.clock.now()) !== TestStatus.OBJECTION) throw conflict(ObjectionErrors.WINDOW);
    if (book.status !== AnswerBookStatus.GRADED) throw conflict(ObjectionErrors.NOT_GRADED);
    const now = this.clock.now();
    // Claim the objection first (one conditional update): a second request at once is refused.
    const claimed = await this.ds
      .createQueryBuilder()
      .update(AnswerBook)
      .set({ status: AnswerBookStatus.OBJECTED, objection_request: text, objection_time: now, last_modification_time: now })
      .where('id = :id AND status = :graded AND objection_request IS NULL', { id, graded: AnswerBookStatus.GRADED })
      .execute();
    if (!claimed.affected) throw conflict(ObjectionErrors.ONCE);
    let ticket: { id: number };
    try {
      ticket = await this.tickets.create(me, { title: `اعتراض به نتیجه ${test.title}`, body: text, source_type: 'TRAINING_CLASSROOM', source_id: test.classroom_id });
    } catch (err) {
      // No ticket, no objection: the learner may try again.
      await this.ds.getRepository(AnswerBook).update({ id }, { status: AnswerBookStatus.GRADED, objection_request: null, objection_time: null });
      throw err;
    }
    await this.ds.getRepository(AnswerBook).update({ id }, { ticket_id: ticket.id });
    return this.view.one(me, id);
  }

  /** PUT submit_objection_result: the staff's answer (scores changed before through submit_score); FINALIZED. */
  async result(me: AuthUser, id: number, text: string) {
    const book = await this.ds.getRepository(AnswerBook).findOneBy({ id });
    if (!book) throw notFound();
    const test = await this.ds.getRepository(Test).findOneByOrFail({ id: book.test_id });
    if (!(await this.teaching.teaches(me, test.classroom_id))) throw notFound();
    if (book.status !== AnswerBookStatus.OBJECTED) throw conflict(ObjectionErrors.NOT_OBJECTED);
    const now = this.clock.now();
    await this.tx.run(async (m) => {
      await refreshTotal(m, id, now);
      await m.getRepository(AnswerBook).update(
        { id, status: AnswerBookStatus.OBJECTED },
        { status: AnswerBookStatus.FINALIZED, objection_result: text, objection_result_time: now, objection_responder_id: me.id },
      );
    });
    // The total may have changed: transcripts already written take the new best score (issue 11b).
    await this.transcripts.rescore(test.classroom_id);
    return this.view.one(me, id);
  }
}
