import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { notFound } from '../../../core/http/errors';
import type { NoticeInput } from '../../../core/notifier';
import { type ListQuery, type ListSpec, paginate } from '../../../core/list';
import { Notice, NoticeReceiver } from '../entities/notice.entity';

export const NOTICE_RECEIVERS_LIST: ListSpec = {
  resource: 'notice_receivers',
  alias: 'r',
  filters: {
    is_seen: { type: 'bool', column: 'r.is_seen' },
    notice__type: { type: 'enum', values: ['IN_APP'], column: 'n.type' },
    creation_time: { type: 'date', column: 'r.creation_time' },
  },
  search: ['n.title', 'n.body'],
  ordering: { id: 'r.id', creation_time: 'r.creation_time' },
  defaultOrdering: '-id',
};

export type { NoticeInput };

/**
 * In-app notices (DOMAIN.md section 7): one notice, one receiver row per user; a user reads only
 * their own; marking seen is idempotent. Other modules send through `send` (in their transaction
 * when they pass its manager), at a fixed number of queries however many receive it.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async send(userIds: number[], input: NoticeInput, em: EntityManager = this.ds.manager): Promise<number> {
    const users = [...new Set(userIds)];
    if (!users.length) return 0;
    await this.create(users, input, false, em);
    return users.length;
  }

  /**
   * One notice that also goes out by SMS: it is written SENDING its SMS, and the notice-sms job
   * (NoticeSms.queue with the id answered, once the caller's transaction has committed; or the
   * resume at start-up) sends the text once.
   */
  async sendWithSms(userIds: number[], input: NoticeInput, em: EntityManager = this.ds.manager): Promise<number> {
    return (await this.create([...new Set(userIds)], input, true, em)).id;
  }

  private async create(users: number[], input: NoticeInput, sms: boolean, em: EntityManager): Promise<Notice> {
    const now = this.clock.now();
    const notice = await em.save(
      em.create(Notice, {
        title: input.title,
        body: input.body,
        url: input.url ?? null,
        type: 'IN_APP',
        creator_id: null,
        creation_time: now,
        last_modification_time: now,
        status: 'SENT',
        sent_time: now,
        receivers_count: users.length,
        delivered_count: users.length,
        sms_status: sms ? 'SENDING' : null,
      }),
    );
    await em.insert(
      NoticeReceiver,
      users.map((user_id) => ({ notice_id: notice.id, user_id, is_seen: false, seen_time: null, creation_time: now })),
    );
    return notice;
  }

  private mine(userId: number) {
    return this.ds
      .getRepository(NoticeReceiver)
      .createQueryBuilder('r')
      .innerJoinAndMapOne('r.notice', Notice, 'n', 'n.id = r.notice_id')
      .where('r.user_id = :me', { me: userId });
  }

  private map(r: NoticeReceiver & { notice?: Notice }) {
    const n = r.notice!;
    return {
      id: r.id,
      notice: n.id,
      notice_info: { id: n.id, title: n.title, body: n.body, url: n.url, type: n.type, creation_time: n.creation_time.toISOString() },
      is_seen: r.is_seen,
      seen_time: r.seen_time?.toISOString() ?? null,
      creation_time: r.creation_time.toISOString(),
    };
  }

  async list(userId: number, lq: ListQuery) {
    const { rows, count } = await paginate(this.mine(userId), lq, NOTICE_RECEIVERS_LIST);
    return { rows: rows.map((r) => this.map(r as NoticeReceiver & { notice?: Notice })), count };
  }

  async get(userId: number, id: number) {
    const r = await this.mine(userId).andWhere('r.id = :id', { id }).getOne();
    if (!r) throw notFound();
    return this.map(r as NoticeReceiver & { notice?: Notice });
  }

  /** Marks one of the caller's notices seen; again is a no-op (the first time is kept). */
  async read(userId: number, id: number) {
    if (!(await this.ds.getRepository(NoticeReceiver).existsBy({ id, user_id: userId }))) throw notFound();
    await this.ds.getRepository(NoticeReceiver).update({ id, user_id: userId, is_seen: false }, { is_seen: true, seen_time: this.clock.now() });
    return this.get(userId, id);
  }

  async unseenCount(userId: number) {
    return { count: await this.ds.getRepository(NoticeReceiver).countBy({ user_id: userId, is_seen: false }) };
  }
}
