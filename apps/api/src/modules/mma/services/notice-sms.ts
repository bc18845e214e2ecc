import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Jobs } from '../../../core/jobs';
import { SmsSender } from '../../../core/sms/sms';
import { User } from '../../uma';
import { Notice, NoticeReceiver } from '../entities/notice.entity';

/** Mobiles per provider call (Kavenegar takes up to 200 receptors in one sms/send). */
export const SMS_BATCH = 100;
const NOTICE_SMS = 'notice-sms';

/** The SMS text of a notice: its title, then its text, in one line. */
export const smsText = (n: Pick<Notice, 'title' | 'body'>) => `${n.title}: ${n.body}`;

/**
 * A notice's SMS (the staff chose «ارسال پیامک»): one job per notice, queued when its in-app
 * fan-out ends, sending to its receivers through the SMS port in batches. Each receiver row is
 * marked (sms_time) before its batch goes out and unmarked when the provider refuses the batch,
 * so a retried job sends only what no earlier try handed over: a receiver gets the text at most
 * once (a process killed between marking and sending loses that batch rather than sending twice).
 */
@Injectable()
export class NoticeSms implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly sms: SmsSender,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(NOTICE_SMS, (data) => this.sendBatches(Number(data.notice)));
  }

  queue(noticeId: number): Promise<void> {
    return this.jobs.add(NOTICE_SMS, { notice: noticeId }, { id: `notice-sms-${noticeId}` });
  }

  async sendBatches(id: number, batch = SMS_BATCH): Promise<void> {
    const notices = this.ds.getRepository(Notice);
    const receivers = this.ds.getRepository(NoticeReceiver);
    const n = await notices.findOneBy({ id });
    if (!n || n.status !== 'SENT' || n.sms_status !== 'SENDING') return;
    const text = smsText(n);
    for (;;) {
      const rows = await receivers
        .createQueryBuilder('r')
        .innerJoin(User, 'u', 'u.id = r.user_id')
        .select(['r.id AS id', 'u.mobile_number AS mobile'])
        .where('r.notice_id = :id AND r.sms_time IS NULL', { id })
        .orderBy('r.id', 'ASC')
        .limit(batch)
        .getRawMany<{ id: number | string; mobile: string | null }>();
      if (!rows.length) break;
      const ids = rows.map((r) => Number(r.id));
      await receivers.update({ id: In(ids), sms_time: IsNull() }, { sms_time: this.clock.now() });
      const mobiles = rows.map((r) => r.mobile).filter((m): m is string => !!m);
      try {
        if (mobiles.length) await this.sms.sendText(mobiles, text);
      } catch (err) {
        await receivers.update({ id: In(ids) }, { sms_time: null });
        throw err;
      }
      await notices.increment({ id }, 'sms_sent_count', mobiles.length);
      if (rows.length < batch) break;
    }
    await notices.update(
      { id, sms_status: 'SENDING' },
      { sms_status: 'SENT', last_modification_time: this.clock.now() },
    );
  }
}
