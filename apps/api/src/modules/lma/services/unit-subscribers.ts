import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Brackets, DataSource, In, IsNull } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Jobs } from '../../../core/jobs';
import { NoticeCampaigns, Subscription, Subscriptions } from '../../mma';
import { Classroom, Unit } from '../entities/lma.entities';

const BATCH = 100;
/** How often the sweep looks for classrooms that opened (a tick per minute is quick enough). */
export const UNIT_SUBSCRIBERS_EVERY_MS = 60_000;

/**
 * Units as what a learner subscribes to (mma's Subscriptions), and the notice they earn: when a
 * published classroom of the unit opens for enrolment (its enrolment or else its registration
 * period has begun and not ended), its subscribers hear of it once. A scheduled job marks the
 * classroom (a conditional update: one replica wins) and hands the notice to the notices' fan-out
 * job, whose audience UNIT is the unit's live subscriptions.
 */
@Injectable()
export class UnitSubscriberNotices implements OnModuleInit {
  private readonly logger = new Logger('UnitSubscriberNotices');

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly subscriptions: Subscriptions,
    private readonly campaigns: NoticeCampaigns,
  ) {}

  onModuleInit(): void {
    const units = this.ds.getRepository(Unit);
    this.subscriptions.registerSource('UNIT', {
      check: async (id) => ((await units.existsBy({ id })) ? null : 'درس یافت نشد.'),
      titles: async (ids) =>
        new Map(
          (await units.find({ where: { id: In(ids) }, select: ['id', 'title'] })).map((u) => [
            u.id,
            u.title,
          ]),
        ),
    });
    this.jobs.every('unit-subscribers', UNIT_SUBSCRIBERS_EVERY_MS, async () => {
      const n = await this.sweep();
      if (n) this.logger.log(`${n} new classroom notice(s) to unit subscribers`);
    });
  }

  /** One pass over classrooms that opened and were not told of yet; answers how many notices left. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const opened = await this.ds
      .getRepository(Classroom)
      .createQueryBuilder('c')
      .where('c.subscribers_notice_time IS NULL')
      .andWhere('c.publish_time IS NOT NULL AND c.publish_time <= :now', { now })
      .andWhere(
        new Brackets((b) =>
          b
            .where(
              'c.beginning_enrollment_period <= :now AND (c.ending_enrollment_period IS NULL OR c.ending_enrollment_period > :now)',
            )
            .orWhere(
              'c.beginning_registration_period <= :now AND (c.ending_registration_period IS NULL OR c.ending_registration_period > :now)',
            ),
        ),
      )
      .orderBy('c.id', 'ASC')
      .limit(BATCH)
      .getMany();
    if (!opened.length) return 0;
    const unitIds = [...new Set(opened.map((c) => c.unit_id))];
    const [units, followed] = await Promise.all([
      this.ds.getRepository(Unit).find({ where: { id: In(unitIds) }, select: ['id', 'title'] }),
      this.ds
        .getRepository(Subscription)
        .createQueryBuilder('s')
        .select('DISTINCT s.source_id', 'id')
        .where('s.source_type = :t AND s.source_id IN (:...ids) AND s.is_enabled = :on', {
          t: 'UNIT',
          ids: unitIds,
          on: true,
        })
        .getRawMany<{ id: number | string }>(),
    ]);
    const withSubscribers = new Set(followed.map((r) => Number(r.id)));
    let sent = 0;
    for (const c of opened) {
      const claimed = await this.ds
        .getRepository(Classroom)
        .update({ id: c.id, subscribers_notice_time: IsNull() }, { subscribers_notice_time: now });
      if (!claimed.affected || !withSubscribers.has(c.unit_id)) continue;
      const unit = units.find((u) => u.id === c.unit_id)?.title ?? '';
      const title = c.title || unit;
      try {
        await this.campaigns.announce(null, {
          title: `ثبت نام «${title}» آغاز شد`,
          body: `دوره تازه‌ای از درس «${unit}» که مشترک آن هستید ثبت نام می‌پذیرد.`,
          url: `/classroom/${c.id}`,
          audience: 'UNIT',
          unit: c.unit_id,
        });
        sent++;
      } catch (err) {
        // Not told yet: the next tick tries this classroom again.
        await this.ds
          .getRepository(Classroom)
          .update({ id: c.id }, { subscribers_notice_time: null });
        throw err;
      }
    }
    return sent;
  }
}
