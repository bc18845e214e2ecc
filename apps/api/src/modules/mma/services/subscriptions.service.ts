import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatJalaliDateTime } from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import { applyListQuery, paginate, type ListQuery, type ListSpec } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { ownerSearch, User, userBriefs } from '../../uma';
import type { SubscribeDto, SubscribersMessageDto, UpdateSubscriptionDto } from '../dto/subscription.dto';
import { Subscription } from '../entities/subscription.entity';
import { NoticeAudiences, keysetAudience } from './notice-audiences';
import { NoticeCampaigns } from './notice-campaigns.service';

export const SUBSCRIPTIONS_LIST: ListSpec = {
  resource: 'subscriptions',
  alias: 's',
  filters: {
    source_type: { type: 'enum', values: ['UNIT'], column: 's.source_type' },
    source_id: { type: 'int', column: 's.source_id' },
    owner: { type: 'int', column: 's.owner_id' },
    is_enabled: { type: 'bool', column: 's.is_enabled' },
    owner__national_code: { type: 'string', column: 'o.national_code' },
    owner__mobile_number: { type: 'string', column: 'o.mobile_number' },
    creation_time: { type: 'date', column: 's.creation_time' },
  },
  search: [ownerSearch('s.owner_id')],
  ordering: { id: 's.id', creation_time: 's.creation_time' },
  defaultOrdering: '-id',
};

/** What a subscription may follow, lent by the module that owns it (lma: units). */
export interface SubscriptionSource {
  /** Null when it exists, else the Persian message saying it does not. */
  check(id: number): Promise<string | null>;
  /** Titles by id, in one query. */
  titles(ids: number[]): Promise<Map<number, string>>;
}

/**
 * Subscriptions (SPEC sections 3 and 7): a learner follows a unit from its classroom page and
 * hears when a new classroom of it opens for enrolment (lma's UnitSubscriberNotices, through the
 * notices' fan-out to the UNIT audience). A learner sees only their own (404 otherwise); staff
 * with mma.subscriptions see, message, export and clear every one.
 */
@Injectable()
export class Subscriptions implements OnModuleInit {
  private readonly sources = new Map<string, SubscriptionSource>();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audiences: NoticeAudiences,
    private readonly campaigns: NoticeCampaigns,
    private readonly exports: Exports,
  ) {}

  registerSource(type: string, source: SubscriptionSource): void {
    this.sources.set(type, source);
  }

  onModuleInit(): void {
    this.registerExport();
    const subscribers = (q: { id: number | null }) =>
      this.ds
        .getRepository(Subscription)
        .createQueryBuilder('s')
        .where('s.source_type = :type AND s.source_id = :id AND s.is_enabled = :on', {
          type: 'UNIT',
          id: q.id,
          on: true,
        });
    this.audiences.register(
      'UNIT',
      keysetAudience(subscribers, 's.owner_id', async (q) =>
        (await this.sources.get('UNIT')?.check(q.id ?? 0)) ?? null,
      ),
    );
  }

  private scoped(caller: AuthUser) {
    const qb = this.ds
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .innerJoin(User, 'o', 'o.id = s.owner_id');
    return can(caller.roles, 'mma.subscriptions.manage')
      ? qb
      : qb.where('s.owner_id = :me', { me: caller.id });
  }

  async list(caller: AuthUser, lq: ListQuery) {
    const { rows, count } = await paginate(this.scoped(caller), lq, SUBSCRIPTIONS_LIST);
    return { rows: await this.mapMany(rows), count };
  }

  async get(caller: AuthUser, id: number) {
    const s = await this.scoped(caller).andWhere('s.id = :id', { id }).getOne();
    if (!s) throw notFound();
    return (await this.mapMany([s]))[0];
  }

  /** Follows the source; following it again turns a stopped subscription back on. */
  async subscribe(caller: AuthUser, dto: SubscribeDto) {
    const problem = await this.sources.get(dto.source_type)?.check(dto.source_id);
    if (problem) throw fieldError('source_id', problem);
    const repo = this.ds.getRepository(Subscription);
    const now = this.clock.now();
    const key = { owner_id: caller.id, source_type: dto.source_type, source_id: dto.source_id };
    await repo
      .createQueryBuilder()
      .insert()
      .values({ ...key, is_enabled: true, creation_time: now, last_modification_time: now })
      .orIgnore()
      .execute();
    await repo.update({ ...key, is_enabled: false }, { is_enabled: true, last_modification_time: now });
    const row = await repo.findOneByOrFail(key);
    return (await this.mapMany([row]))[0];
  }

  /** The owner turns it on or off (staff may too); anyone else gets 404. */
  async update(caller: AuthUser, id: number, dto: UpdateSubscriptionDto) {
    const s = await this.scoped(caller).andWhere('s.id = :id', { id }).getOne();
    if (!s) throw notFound();
    if (dto.is_enabled !== undefined && dto.is_enabled !== s.is_enabled) {
      await this.ds
        .getRepository(Subscription)
        .update({ id }, { is_enabled: dto.is_enabled, last_modification_time: this.clock.now() });
    }
    return this.get(caller, id);
  }

  /** DELETE delete_all: every subscription the list's filters match (all when none). */
  async deleteAll(caller: AuthUser, lq: ListQuery): Promise<{ count: number }> {
    const ids = (
      await applyListQuery(this.scoped(caller), { ...lq, order: [] }, SUBSCRIPTIONS_LIST)
        .select('s.id', 'id')
        .getRawMany<{ id: number | string }>()
    ).map((r) => Number(r.id));
    for (let i = 0; i < ids.length; i += 500) {
      await this.ds.getRepository(Subscription).delete(ids.slice(i, i + 500));
    }
    return { count: ids.length };
  }

  /** A notice to the unit's subscribers, sent by the notices' fan-out (and SMS) job. */
  sendMessage(caller: AuthUser, dto: SubscribersMessageDto) {
    const { source_id, ...notice } = dto;
    return this.campaigns.announce(caller.id, { ...notice, audience: 'UNIT', unit: source_id });
  }

  /** GET /mma/subscriptions/export_report: the list as staff filter it, through the one export mechanism. */
  private registerExport(): void {
    type Row = Awaited<ReturnType<Subscriptions['list']>>['rows'][number];
    this.exports.register<Row>({
      name: 'subscriptions',
      file: 'subscriptions',
      sheet: 'اشتراک‌ها',
      spec: SUBSCRIPTIONS_LIST,
      entity: Subscription,
      list: (caller, lq) => this.list(caller, lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'شماره همراه', width: 14, value: (r) => r.owner_info?.mobile_number },
        { header: 'درس', width: 28, value: (r) => r.source_info?.title },
        { header: 'وضعیت', width: 12, value: (r) => (r.is_enabled ? 'فعال' : 'غیر فعال') },
        { header: 'تاریخ اشتراک', width: 22, value: (r) => formatJalaliDateTime(r.creation_time) },
      ],
    });
  }

  private async mapMany(rows: Subscription[]) {
    const unitIds = [...new Set(rows.filter((s) => s.source_type === 'UNIT').map((s) => s.source_id))];
    const [owners, titles] = await Promise.all([
      userBriefs(this.ds, rows.map((s) => s.owner_id)),
      unitIds.length && this.sources.get('UNIT')
        ? this.sources.get('UNIT')!.titles(unitIds)
        : new Map<number, string>(),
    ]);
    return rows.map((s) => ({
      id: s.id,
      source_type: s.source_type,
      source_id: s.source_id,
      source_info: titles.has(s.source_id) ? { id: s.source_id, title: titles.get(s.source_id)! } : null,
      owner: s.owner_id,
      owner_info: owners.get(s.owner_id) ?? null,
      is_enabled: s.is_enabled,
      creation_time: s.creation_time.toISOString(),
      last_modification_time: s.last_modification_time.toISOString(),
    }));
  }
}
