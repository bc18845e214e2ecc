import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ANSWER_BOOK_STATUS_LABELS, AnswerBookStatus, answerBookDeadline, formatJalaliDateTime, isInTime, OPEN_BOOK_STATUSES, type AnswerBookStatus as Status } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { Exports } from '../../../core/exports';
import { Jobs } from '../../../core/jobs';
import { AnswerBook, Test } from '../entities/exams.entities';
import { ANSWER_BOOKS_LIST, AnswerBooksService } from './answer-books.service';
import { closeBook } from './attempts.service';

/** How often the close-out sweep runs; a book is closed at most this long after its deadline. */
export const CLOSE_OUT_EVERY_MS = 60_000;

/**
 * The close-out sweep (DOMAIN.md 4): a book still open past its deadline plus the grace (the
 * learner went away) closes as PASSED_DURATION_DEADLINE with what was saved, its end recorded as
 * the deadline, not the sweep's time. Idempotent: a book is re-read under lock and closed once.
 * Also registers the answer books' export (GET answer_books/export_report).
 */
@Injectable()
export class AnswerBookCloser implements OnModuleInit {
  private readonly logger = new Logger('AnswerBookCloser');

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly exports: Exports,
    private readonly books: AnswerBooksService,
  ) {}

  onModuleInit(): void {
    this.jobs.every('answer-books-close', CLOSE_OUT_EVERY_MS, async () => {
      const n = await this.closeOverdue();
      if (n) this.logger.log(`${n} answer book(s) closed at their deadline`);
    });
    this.exports.register<Awaited<ReturnType<AnswerBooksService['list']>>['rows'][number]>({
      name: 'answer-books',
      file: 'answer-books',
      sheet: 'پاسخ‌نامه‌ها',
      spec: ANSWER_BOOKS_LIST,
      entity: AnswerBook,
      list: (caller, lq) => this.books.list(caller, lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'تلفن همراه', width: 14, value: (r) => r.owner_info?.mobile_number },
        { header: 'آزمون', width: 24, value: (r) => r.test_info.title },
        { header: 'وضعیت', width: 18, value: (r) => ANSWER_BOOK_STATUS_LABELS[r.status as Status] ?? r.status },
        { header: 'نمره کل', width: 10, value: (r) => r.total_score },
        { header: 'مصحح', width: 20, value: (r) => r.grader_info?.full_name ?? '' },
        { header: 'آغاز پاسخ‌گویی', width: 20, value: (r) => formatJalaliDateTime(r.attending_start_time) },
        { header: 'پایان پاسخ‌گویی', width: 20, value: (r) => formatJalaliDateTime(r.attending_end_time) },
        { header: 'اعتراض', width: 30, value: (r) => r.objection_request ?? '' },
      ],
    });
  }

  /** Closes every open book whose deadline plus the grace has passed; answers how many it closed. */
  async closeOverdue(): Promise<number> {
    const now = this.clock.now();
    const open = await this.ds.getRepository(AnswerBook).findBy({ status: In(OPEN_BOOK_STATUSES as string[]) });
    if (!open.length) return 0;
    const tests = await this.ds.getRepository(Test).findBy({ id: In([...new Set(open.map((b) => b.test_id))]) });
    let closed = 0;
    for (const b of open) {
      const t = tests.find((x) => x.id === b.test_id)!;
      const deadline = answerBookDeadline(b.attending_start_time, t.duration_deadline, t.end_time);
      if (!deadline || isInTime(deadline, now)) continue;
      closed += await this.tx.run(async (m) => {
        const still = await m.getRepository(AnswerBook).findOne({ where: { id: b.id }, ...this.tx.lockMode() });
        if (!still || !OPEN_BOOK_STATUSES.includes(still.status)) return 0;
        await closeBook(m, still, AnswerBookStatus.PASSED_DURATION_DEADLINE, deadline, now);
        return 1;
      });
    }
    return closed;
  }
}
