import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SCORED_BOOK_STATUSES } from '@daneshsara/domain';
import { DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Jobs } from '../../../core/jobs';
import { NoticesService } from '../../mma';
import { AnswerBook, Test } from '../entities/exams.entities';
import { TranscriptsService } from '../services/transcripts.service';

/** How often the job looks for tests whose announcement time has come. */
export const TEST_RESULTS_EVERY_MS = 60_000;
const BATCH = 50;
/**
 * When a test's announcement time passes: its examinees with a score hear of it (one notice), and
 * transcripts already written for the classroom take the new best score. A conditional update
 * marks the test first, so each test is published once however many replicas run the tick.
 */
@Injectable()
export class TestResultsJob implements OnModuleInit {
  private readonly logger = new Logger('TestResults');

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly transcripts: TranscriptsService,
    private readonly notices: NoticesService,
  ) {}

  onModuleInit(): void {
    this.jobs.every('test-results', TEST_RESULTS_EVERY_MS, async () => {
      const n = await this.sweep();
      if (n) this.logger.log(`${n} test result(s) announced`);
    });
  }

  /** One pass: the tests whose results are due and not published yet; answers how many it published. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const repo = this.ds.getRepository(Test);
    const due = await repo.find({ where: { results_announced_time: IsNull(), announcement_time: LessThanOrEqual(now) }, order: { id: 'ASC' }, take: BATCH });
    let published = 0;
    for (const t of due) {
      const claimed = await repo.update({ id: t.id, results_announced_time: IsNull() }, { results_announced_time: now });
      if (!claimed.affected) continue;
      try {
        await this.publish(t);
        published++;
      } catch (err) {
        // Not published: the next tick tries this test again.
        await repo.update({ id: t.id }, { results_announced_time: null });
        throw err;
      }
    }
    return published;
  }

  private async publish(t: Test): Promise<void> {
    const books = await this.ds.getRepository(AnswerBook).find({ where: { test_id: t.id, status: In([...SCORED_BOOK_STATUSES]) }, select: ['id', 'owner_id'] });
    await this.notices.send([...new Set(books.map((b) => b.owner_id))], {
      title: `نتیجه آزمون «${t.title}» اعلام شد`,
      body: `نمره شما در آزمون «${t.title}» اعلام شد؛ نمره هر سوال و مهلت اعتراض را در صفحه آزمون ببینید.`,
      url: `/panel/profile/test/${t.id}`,
    });
    await this.transcripts.rescore(t.classroom_id);
  }
}
