import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ACTIVE_REGISTRATION, fullName } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { fieldError, notFound } from '../../../core/http/errors';
import { Jobs } from '../../../core/jobs';
import { paginate, type ListQuery, type ListSpec } from '../../../core/list';
import { User, UserRole } from '../../uma';
import type { CreateNoticeDto } from '../dto/notice.dto';
import { Notice, NoticeReceiver } from '../entities/notice.entity';
import { TicketCategory } from '../entities/ticket.entity';
import { keysetAudience, NoticeAudiences, type AudienceQuery } from './notice-audiences';
import { NoticeSms } from './notice-sms';

export const NOTICES_LIST: ListSpec = {
  resource: 'notices',
  alias: 'n',
  filters: {
    status: { type: 'enum', values: ['DRAFT', 'SENDING', 'SENT'], column: 'n.status' },
    audience: { type: 'enum', values: ['ALL', 'ROLE', 'CLASSROOM', 'TEAM', 'UNIT'], column: 'n.audience' },
    priority: { type: 'enum', values: ['HIGH'], column: 'n.priority' },
    category: { type: 'int', column: 'n.category_id' },
    creation_time: { type: 'date', column: 'n.creation_time' },
  },
  search: ['n.title', 'n.body'],
  ordering: { id: 'n.id', creation_time: 'n.creation_time' },
  defaultOrdering: '-id',
};

/** The field naming an audience's target, and what is said when it is missing. */
const TARGET_FIELD: Partial<Record<string, 'classroom' | 'team' | 'unit'>> = {
  CLASSROOM: 'classroom',
  TEAM: 'team',
  UNIT: 'unit',
};
const TARGET_MISSING = {
  classroom: 'کلاس را انتخاب کنید.',
  team: 'تیم را انتخاب کنید.',
  unit: 'درس را انتخاب کنید.',
};

/** Receiver rows written per statement by the fan-out. */
export const FAN_OUT_BATCH = 500;
const FAN_OUT = 'notice-fan-out';

const queryOf = (n: Notice): AudienceQuery => ({
  role: n.audience_role,
  id: n.audience_id,
  statuses: n.audience_statuses ? n.audience_statuses.split(',') : [...ACTIVE_REGISTRATION],
});

/**
 * Notices staff write (ENDPOINTS.md 1.6 `/mma/notices`): made as a DRAFT with its audience, then
 * sent by one job that inserts the receiver rows in batches. The job is queued under the notice's
 * id (a second send while it runs is the same job), and a unique (notice, user) index with INSERT
 * IGNORE means a retry, which walks the audience again, never writes a receiver twice.
 */
@Injectable()
export class NoticeCampaigns implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly audiences: NoticeAudiences,
    private readonly sms: NoticeSms,
  ) {}

  onModuleInit(): void {
    const active = () =>
      this.ds
        .getRepository(User)
        .createQueryBuilder('u')
        .where('u.is_active = :yes AND u.is_deleted = :no', { yes: true, no: false });
    this.audiences.register('ALL', keysetAudience(active, 'u.id'));
    const withRole = (q: AudienceQuery) =>
      active().innerJoin(UserRole, 'ur', 'ur.user_id = u.id AND ur.role = :role', { role: q.role });
    this.audiences.register('ROLE', keysetAudience(withRole, 'u.id'));
    this.jobs.handle(FAN_OUT, (data) => this.fanOut(Number(data.notice)));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.resumeUnfinished();
  }

  /**
   * Queues again every notice left SENDING (the process that ran its job died; in-process jobs die
   * with it). On Redis the job is usually still there and this adds nothing: same id.
   */
  async resumeUnfinished(): Promise<number> {
    const left = await this.ds
      .getRepository(Notice)
      .find({ where: { status: 'SENDING' }, select: ['id'] });
    for (const { id } of left) await this.jobs.add(FAN_OUT, { notice: id }, { id: `notice-${id}` });
    const texting = await this.ds
      .getRepository(Notice)
      .find({ where: { status: 'SENT', sms_status: 'SENDING' }, select: ['id'] });
    for (const { id } of texting) await this.sms.queue(id);
    return left.length + texting.length;
  }

  private scoped(caller: AuthUser) {
    const qb = this.ds
      .getRepository(Notice)
      .createQueryBuilder('n')
      .where('n.audience IS NOT NULL');
    if (can(caller.roles, 'mma.notices.manage')) return qb;
    // A learner reaches only the staff notices they received.
    return qb
      .andWhere('n.status = :sent', { sent: 'SENT' })
      .innerJoin(NoticeReceiver, 'r', 'r.notice_id = n.id AND r.user_id = :me', { me: caller.id });
  }

  async list(caller: AuthUser, lq: ListQuery) {
    const { rows, count } = await paginate(this.scoped(caller), lq, NOTICES_LIST);
    return { rows: await this.mapMany(rows, can(caller.roles, 'mma.notices.manage')), count };
  }

  async get(caller: AuthUser, id: number) {
    const n = await this.scoped(caller).andWhere('n.id = :id', { id }).getOne();
    if (!n) throw notFound();
    return (await this.mapMany([n], can(caller.roles, 'mma.notices.manage')))[0];
  }

  async create(caller: AuthUser, dto: CreateNoticeDto) {
    return this.get(caller, await this.draft(caller.id, dto));
  }

  /**
   * A notice written elsewhere (a classroom's members messaged from lma) sent at once by the same
   * fan-out; answered as staff see it (progress, counts) whatever the caller's notice rights.
   */
  async announce(creatorId: number | null, dto: CreateNoticeDto) {
    const id = await this.draft(creatorId, dto);
    await this.queue(id);
    const n = await this.ds.getRepository(Notice).findOneByOrFail({ id });
    return (await this.mapMany([n], true))[0];
  }

  /** Checks the notice and its audience, and stores it as a DRAFT; answers its id. */
  private async draft(creatorId: number | null, dto: CreateNoticeDto): Promise<number> {
    if (
      dto.category &&
      !(await this.ds.getRepository(TicketCategory).existsBy({ id: dto.category }))
    ) {
      throw fieldError('category', 'دسته انتخاب شده وجود ندارد.');
    }
    if (dto.audience === 'ROLE' && !dto.role)
      throw fieldError('role', 'نقش گیرندگان را انتخاب کنید.');
    const targetField = TARGET_FIELD[dto.audience] ?? null;
    const targetId = targetField ? (dto[targetField] ?? null) : null;
    if (targetField && !targetId)
      throw fieldError(targetField, TARGET_MISSING[targetField]);
    const source = this.audiences.get(dto.audience);
    if (!source) throw fieldError('audience', 'گیرندگان را انتخاب کنید.');
    const statuses =
      dto.audience === 'CLASSROOM' && dto.registration_statuses?.length
        ? [...new Set(dto.registration_statuses)]
        : null;
    const problem = await source.check?.({ role: null, id: targetId, statuses: statuses ?? [] });
    if (problem && targetField) throw fieldError(targetField, problem);
    const now = this.clock.now();
    const saved = await this.ds.getRepository(Notice).save({
      title: dto.title,
      body: dto.body,
      url: dto.url ?? null,
      type: 'IN_APP',
      priority: dto.priority ?? null,
      category_id: dto.category ?? null,
      status: 'DRAFT',
      audience: dto.audience,
      audience_role: dto.audience === 'ROLE' ? dto.role! : null,
      audience_id: targetId,
      audience_statuses: statuses ? statuses.join(',') : null,
      receivers_count: 0,
      delivered_count: 0,
      sent_time: null,
      sms_status: dto.send_sms ? 'DRAFT' : null,
      sms_sent_count: 0,
      creator_id: creatorId,
      creation_time: now,
      last_modification_time: now,
    });
    return saved.id;
  }

  /** Queues the fan-out once; sending again while it runs, or after, delivers nothing more. */
  async send(caller: AuthUser, id: number) {
    const n = await this.scoped(caller).andWhere('n.id = :id', { id }).getOne();
    if (!n) throw notFound();
    if (n.status !== 'SENT') await this.queue(id);
    return this.get(caller, id);
  }

  private async queue(id: number): Promise<void> {
    await this.ds
      .getRepository(Notice)
      .update(
        { id, status: 'DRAFT' },
        { status: 'SENDING', last_modification_time: this.clock.now() },
      );
    await this.jobs.add(FAN_OUT, { notice: id }, { id: `notice-${id}` });
  }

  /** The job: receivers in batches of the audience in id order (keyset pages); idempotent. */
  async fanOut(id: number, batch = FAN_OUT_BATCH): Promise<void> {
    const repo = this.ds.getRepository(Notice);
    const n = await repo.findOneBy({ id });
    if (!n || n.status !== 'SENDING' || !n.audience) return;
    const source = this.audiences.get(n.audience);
    if (!source) throw new Error(`no audience ${n.audience}`);
    const q = queryOf(n);
    await repo.update({ id }, { receivers_count: await source.count(q) });
    // From the start every time: rows a dead run already wrote are skipped by the unique index.
    let after = 0;
    for (;;) {
      const users = await source.page(q, after, batch);
      if (users.length) {
        const now = this.clock.now();
        await this.tx.run(async (em) => {
          await em
            .createQueryBuilder()
            .insert()
            .into(NoticeReceiver)
            .values(
              users.map((user_id) => ({
                notice_id: id,
                user_id,
                is_seen: false,
                seen_time: null,
                creation_time: now,
              })),
            )
            .orIgnore()
            .execute();
          const delivered = await em.countBy(NoticeReceiver, { notice_id: id });
          await em.update(Notice, { id }, { delivered_count: delivered });
        });
        after = users[users.length - 1];
      }
      if (users.length < batch) break;
    }
    const now = this.clock.now();
    await repo.update(
      { id, status: 'SENDING' },
      {
        status: 'SENT',
        sent_time: now,
        last_modification_time: now,
        ...(n.sms_status === 'DRAFT' ? { sms_status: 'SENDING' } : {}),
      },
    );
    if (n.sms_status === 'DRAFT' || n.sms_status === 'SENDING') await this.sms.queue(id);
  }

  private async mapMany(rows: Notice[], staff: boolean) {
    const creatorIds = [
      ...new Set(rows.map((n) => n.creator_id).filter((x): x is number => x !== null)),
    ];
    const categoryIds = [
      ...new Set(rows.map((n) => n.category_id).filter((x): x is number => x !== null)),
    ];
    const [creators, categories] = await Promise.all([
      creatorIds.length
        ? this.ds
            .getRepository(User)
            .find({ where: { id: In(creatorIds) }, select: ['id', 'firstname', 'lastname'] })
        : [],
      categoryIds.length
        ? this.ds.getRepository(TicketCategory).findBy({ id: In(categoryIds) })
        : [],
    ]);
    return rows.map((n) => {
      const creator = creators.find((u) => u.id === n.creator_id);
      const category = categories.find((c) => c.id === n.category_id);
      const shared = {
        id: n.id,
        title: n.title,
        body: n.body,
        url: n.url,
        priority: n.priority,
        category: n.category_id,
        category_info: category
          ? { id: category.id, title: category.title, type: category.type }
          : null,
        creator_info: creator ? { id: creator.id, full_name: fullName(creator) } : null,
        is_sent: n.status === 'SENT',
        creation_time: n.creation_time.toISOString(),
        last_modification_time: n.last_modification_time.toISOString(),
      };
      if (!staff) return shared;
      return {
        ...shared,
        status: n.status,
        audience: n.audience,
        role: n.audience_role,
        classroom: n.audience === 'CLASSROOM' ? n.audience_id : null,
        team: n.audience === 'TEAM' ? n.audience_id : null,
        unit: n.audience === 'UNIT' ? n.audience_id : null,
        registration_statuses: n.audience === 'CLASSROOM' ? queryOf(n).statuses : null,
        receivers_count: n.receivers_count,
        delivered_count: n.delivered_count,
        progress:
          n.status === 'SENT'
            ? 100
            : n.receivers_count
              ? Math.min(99, Math.floor((n.delivered_count / n.receivers_count) * 100))
              : 0,
        sent_time: n.sent_time?.toISOString() ?? null,
        send_sms: n.sms_status !== null,
        sms_status: n.sms_status,
        sms_sent_count: n.sms_sent_count,
      };
    });
  }
}
