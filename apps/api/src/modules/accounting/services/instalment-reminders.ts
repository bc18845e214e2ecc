import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Between, DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { Jobs } from '../../../core/jobs';
import { Notifier, type NoticeInput } from '../../../core/notifier';
import { AccNotices } from '../accounting.notices';
import { Instalment } from '../entities/instalment.entity';
import { Invoice } from '../entities/invoice.entity';

const DAY = 86_400_000;
/** How far ahead an unpaid instalment earns its "falls due soon" notice (DOMAIN.md section 7). */
export const DUE_SOON_DAYS = 3;
const BATCH = 500;

type Kind = 'due_soon_notice_time' | 'overdue_notice_time';

/**
 * Tells owners of unpaid instalments that one falls due within 3 days, and that one is overdue:
 * each kind once per instalment. The mark and the notice share a transaction and the mark is a
 * conditional update, so a tick retried after a crash, or run twice at once, sends nothing twice.
 */
@Injectable()
export class InstalmentReminders implements OnModuleInit {
  private readonly logger = new Logger('InstalmentReminders');

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every('instalment-reminders', 600_000, async () => {
      const n = await this.remind();
      if (n) this.logger.log(`${n} instalment reminder(s) sent`);
    });
  }

  /** One sweep: at most 500 of each kind; the next tick takes the rest. Answers how many were sent. */
  async remind(): Promise<number> {
    const now = this.clock.now();
    const repo = this.ds.getRepository(Instalment);
    const [soon, overdue] = await Promise.all([
      repo.find({
        where: {
          paid_time: IsNull(),
          due_soon_notice_time: IsNull(),
          due_date: Between(now, new Date(now.getTime() + DUE_SOON_DAYS * DAY)),
        },
        order: { id: 'ASC' },
        take: BATCH,
      }),
      repo.find({
        where: {
          paid_time: IsNull(),
          overdue_notice_time: IsNull(),
          due_date: LessThanOrEqual(now),
        },
        order: { id: 'ASC' },
        take: BATCH,
      }),
    ]);
    const ids = [...new Set([...soon, ...overdue].map((it) => it.invoice_id))];
    const invoices = new Map(
      ids.length
        ? (
            await this.ds
              .getRepository(Invoice)
              .find({ where: { id: In(ids) }, select: ['id', 'title'] })
          ).map((i) => [i.id, i])
        : [],
    );
    let sent = 0;
    for (const it of soon) {
      if (
        await this.once(
          it,
          'due_soon_notice_time',
          AccNotices.instalmentDueSoon(it, invoices.get(it.invoice_id) ?? { title: '' }),
        )
      )
        sent++;
    }
    for (const it of overdue) {
      if (
        await this.once(
          it,
          'overdue_notice_time',
          AccNotices.instalmentOverdue(it, invoices.get(it.invoice_id) ?? { title: '' }),
        )
      )
        sent++;
    }
    return sent;
  }

  private once(it: Instalment, kind: Kind, notice: NoticeInput): Promise<boolean> {
    return this.tx.run(async (em) => {
      const res = await em
        .createQueryBuilder()
        .update(Instalment)
        .set({ [kind]: this.clock.now() })
        .where(`id = :id AND paid_time IS NULL AND ${kind} IS NULL`, { id: it.id })
        .execute();
      if ((res.affected ?? 0) !== 1) return false;
      await this.notifier.send([it.owner_id], notice, em);
      return true;
    });
  }
}
