import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { toPersianDigits, TransactionStatus } from '@daneshsara/domain';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Jobs } from '../../../core/jobs';
import { Transaction } from '../entities/transaction.entity';
import { AUTHORITY_LIFETIME_MS } from '../gateway/payment-gateway';
import { TransactionsService } from './transactions.service';

/** A bank trip is left to its payer (and the callback) this long before the job asks the bank. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** The job's tick. */
export const RECONCILE_EVERY_MS = 60_000;
/** Transactions looked at per run, oldest first (the next tick takes the rest). */
const BATCH = 200;
/** Bank trips still waiting for the bank's word. */
export const WAITING_STATUSES = [TransactionStatus.IN_PROGRESS, TransactionStatus.VERIFYING, TransactionStatus.UNKNOWN];

export const ReconcileNotes = {
  credited: (code: number) => `تایید خودکار: بانک پرداخت را تایید کرد (کد ${toPersianDigits(String(code))}) و مبلغ یک بار به کیف پول افزوده شد.`,
  settledMeanwhile: 'تایید خودکار: پرداخت پیش‌تر تسویه شده بود؛ چیزی دوباره افزوده نشد.',
  expired: 'منقضی شد: مهلت پرداخت در بانک گذشت و بانک پرداختی ثبت نکرد.',
  waiting: 'بانک هنوز پرداختی ثبت نکرده است؛ تا پایان مهلت پرداخت دوباره بررسی می‌شود.',
  unreadable: (message: string) => `پاسخ بانک خوانده نشد (${message})؛ دوباره بررسی می‌شود.`.slice(0, 255),
};

export interface ReconcileReport {
  checked: number;
  credited: number;
  expired: number;
  waiting: number;
}

/**
 * Payments reconcile themselves (issue 17): a payer who paid and never came back (closed tab, lost
 * network, the API killed between the bank's verify and our commit) is credited by this job, and a
 * bank trip never paid expires. Every minute (once per tick across replicas, Jobs port) it asks the
 * bank about every transaction still waiting RECONCILE_AFTER_MS after it started: paid → credited
 * and settled exactly once (Zarinpal answers 100, then 101 for one verified before; the crediting
 * itself is a conditional flip); not paid and past the authority's life → CANCELED; else it waits.
 * Each transaction keeps a note of what the job did, for finance.
 */
@Injectable()
export class PaymentReconciler implements OnModuleInit {
  private readonly logger = new Logger('Reconcile');

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly transactions: TransactionsService,
  ) {}

  onModuleInit(): void {
    this.jobs.every('payment-reconcile', RECONCILE_EVERY_MS, async () => {
      const r = await this.run();
      if (r.credited || r.expired) this.logger.log(`${r.credited} credited, ${r.expired} expired, ${r.waiting} waiting`);
      return r;
    });
  }

  async run(): Promise<ReconcileReport> {
    const now = this.clock.now();
    const due = await this.ds.getRepository(Transaction).find({
      where: { status: In(WAITING_STATUSES), creation_time: LessThanOrEqual(new Date(now.getTime() - RECONCILE_AFTER_MS)) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    const report: ReconcileReport = { checked: due.length, credited: 0, expired: 0, waiting: 0 };
    for (const txn of due) {
      const outcome = await this.transactions.verify(txn);
      if (outcome.kind === 'paid') {
        const code = outcome.alreadyVerified ? 101 : 100;
        const credited = await this.transactions.settle(txn, outcome.referenceCode, outcome.alreadyVerified, ReconcileNotes.credited(code));
        if (credited) report.credited++;
        else await this.note(txn.id, ReconcileNotes.settledMeanwhile);
        continue;
      }
      const expired = now.getTime() - txn.creation_time.getTime() >= AUTHORITY_LIFETIME_MS;
      if (outcome.kind === 'unpaid' && expired) {
        await this.transactions.markIf(txn.id, TransactionStatus.CANCELED, outcome.code, ReconcileNotes.expired);
        report.expired++;
        continue;
      }
      report.waiting++;
      await this.note(txn.id, outcome.kind === 'unpaid' ? ReconcileNotes.waiting : ReconcileNotes.unreadable(outcome.message));
    }
    return report;
  }

  private async note(id: number, note: string): Promise<void> {
    const now = this.clock.now();
    await this.ds.getRepository(Transaction).update({ id }, { reconcile_note: note, reconciled_time: now });
  }
}
