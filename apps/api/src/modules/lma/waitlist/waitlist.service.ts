import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  classroomPhase,
  formatJalaliDateTime,
  LIVE_WAITLIST,
  RegistrationStatus,
  UnitCategoryType,
  WAITLIST_OFFER_HOURS,
  WAITLIST_STATUS_LABELS,
  WaitlistStatus,
} from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { Jobs } from '../../../core/jobs';
import { paginate, type ListQuery } from '../../../core/list';
import { NoticeSms, NoticesService } from '../../mma';
import { User, userBrief } from '../../uma';
import { Classroom, Registration } from '../entities/lma.entities';
import { WaitlistEntry } from '../entities/waitlist.entity';
import { addingOpen, ClassroomsService, LmaErrors } from '../services/classrooms.service';
import { classroomsWithParts, classroomWithUnit } from '../services/classroom-parts';
import { queueOffers, WAITLIST_OFFERS } from './waitlist-hooks';
import { entryBrief, latestEntry, mayJoin, placeOf } from './waitlist-info';
import { WAITLIST_LIST } from './waitlist.list';

type EntryRow = WaitlistEntry & { owner_x?: User | null; registration_x?: Registration | null };

const SWEEP = 'waitlist-sweep';
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 50;

export const WaitlistErrors = {
  CANNOT_JOIN: 'اکنون امکان پیوستن به صف انتظار این دوره وجود ندارد؛ تنها وقتی ظرفیت تکمیل است و ثبت نام باز است می‌توانید در صف بمانید.',
  ALREADY: 'شما هم‌اکنون در صف انتظار این دوره هستید.',
  SEATED: 'شما در این دوره ثبت نام کرده‌اید.',
  NOT_IN_LINE: 'شما در صف انتظار این دوره نیستید.',
  NOT_WAITING: 'تنها کسی که هنوز در صف است جابه‌جا یا حذف می‌شود؛ برای پس گرفتن جای پیشنهادشده، ثبت نام او را حذف کنید.',
} as const;

/**
 * Waitlists (issue 28, docs/domain-rules.md «Waitlists»). A learner joins the line of a full
 * classroom while adding is open; every freed or added seat is offered, by the `waitlist-offers`
 * job (queued when a drop or a larger capacity frees one, and swept every minute for the rest), to
 * the first WAITING entry: the seat is taken with the same conditional increment as a register and
 * the entry flips WAITING → OFFERED by a conditional update, in one transaction, so however many
 * replicas run the job there are never more seats than capacity nor two offers for one seat.
 */
@Injectable()
export class WaitlistService implements OnModuleInit {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly classrooms: ClassroomsService,
    private readonly notices: NoticesService,
    private readonly noticeSms: NoticeSms,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(WAITLIST_OFFERS, async (data) => {
      const n = await this.offerSeats(Number(data.classroom));
      if (n) this.logger.log(`${n} seat(s) offered from the line of classroom ${data.classroom}`);
    });
    this.jobs.every(SWEEP, SWEEP_EVERY_MS, async () => {
      const n = await this.sweep();
      if (n) this.logger.log(`${n} seat(s) offered by the sweep`);
    });
  }

  // ---------- the learner ----------

  async join(caller: AuthUser, id: number) {
    const { c, reg, phase } = await this.classrooms.classroomFor(caller, id);
    const entry = await latestEntry(this.ds, id, caller.id);
    if (entry && LIVE_WAITLIST.includes(entry.status)) throw conflict(WaitlistErrors.ALREADY);
    const live = reg && (reg.status === RegistrationStatus.ENROLLED || reg.status === RegistrationStatus.REGISTERED) ? reg : null;
    if (live && (live.status === RegistrationStatus.REGISTERED || live.holds_seat)) throw conflict(WaitlistErrors.SEATED);
    if (!mayJoin(c, addingOpen(c, phase), live, null)) throw conflict(WaitlistErrors.CANNOT_JOIN);
    await this.classrooms.checkEligible(caller, c);
    await this.classrooms.checkQuestionnaire(c, caller.id);
    const now = this.clock.now();
    await this.tx.run(async (em) => {
      const last = await em
        .getRepository(WaitlistEntry)
        .createQueryBuilder('w')
        .select('MAX(w.position)', 'max')
        .where('w.classroom_id = :id', { id })
        .getRawOne<{ max: number | string | null }>();
      try {
        await em.insert(WaitlistEntry, {
          classroom_id: id,
          owner_id: caller.id,
          active_owner_id: caller.id,
          status: WaitlistStatus.WAITING,
          position: Number(last?.max ?? 0) + 1,
          registration_id: null,
          offered_time: null,
          offer_expire_time: null,
          creation_time: now,
          last_modification_time: now,
        });
      } catch (err) {
        if (/UNIQUE|Duplicate/i.test(String((err as Error).message))) throw conflict(WaitlistErrors.ALREADY);
        throw err;
      }
      await this.countWaiting(em, id, +1);
    });
    // A seat may have freed between the page and the press: the line gets it at once.
    await queueOffers(this.jobs, this.clock, id);
    return { ...(await this.classrooms.get(caller, id)), detail: 'به صف انتظار پیوستید؛ وقتی جایی خالی شود با پیامک و اعلان خبرتان می‌کنیم.' };
  }

  /** Leaves the line; an offered seat not paid yet is given up (its invoice cancelled, the seat to the next). */
  async leave(caller: AuthUser, id: number) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id }))) throw notFound();
    const entry = await latestEntry(this.ds, id, caller.id);
    if (!entry || !LIVE_WAITLIST.includes(entry.status)) throw conflict(WaitlistErrors.NOT_IN_LINE);
    await this.tx.run((em) => this.end(em, entry, WaitlistStatus.LEFT));
    if (entry.status === WaitlistStatus.OFFERED) await queueOffers(this.jobs, this.clock, id);
    return { ...(await this.classrooms.get(caller, id)), detail: 'از صف انتظار خارج شدید.' };
  }

  /** Ends a live entry once (a conditional update); an OFFERED one gives its seat back. */
  private async end(em: EntityManager, entry: WaitlistEntry, status: WaitlistStatus.LEFT | WaitlistStatus.REMOVED): Promise<void> {
    const res = await em
      .createQueryBuilder()
      .update(WaitlistEntry)
      .set({ status, active_owner_id: null, last_modification_time: this.clock.now() })
      .where('id = :id AND status = :was', { id: entry.id, was: entry.status })
      .execute();
    if ((res.affected ?? 0) !== 1) throw conflict(WaitlistErrors.NOT_IN_LINE);
    if (entry.status === WaitlistStatus.WAITING) return this.countWaiting(em, entry.classroom_id, -1);
    const reg = entry.registration_id ? await em.findOneBy(Registration, { id: entry.registration_id }) : null;
    if (reg) await this.classrooms.giveUpOffer(em, reg);
  }

  private async countWaiting(em: EntityManager, classroomId: number, by: 1 | -1): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Classroom)
      .set({ waiting_count: () => (by > 0 ? 'waiting_count + 1' : 'waiting_count - 1') })
      .where(by > 0 ? 'id = :id' : 'id = :id AND waiting_count > 0', { id: classroomId })
      .execute();
  }

  // ---------- staff ----------

  /** Staff see every line (filter `classroom`); anyone else their own entries. Four queries a page. */
  async list(caller: AuthUser, lq: ListQuery) {
    const qb = this.entries();
    if (!can(caller.roles, 'lma.manage')) qb.where('w.owner_id = :me', { me: caller.id });
    const { rows, count } = await paginate(qb, lq, WAITLIST_LIST);
    return { rows: await this.mapRows(rows), count };
  }

  /** Entries with their owner and the registration an offer made (both to-one: one row each). */
  private entries() {
    return this.ds
      .getRepository(WaitlistEntry)
      .createQueryBuilder('w')
      .leftJoinAndMapOne('w.owner_x', User, 'wo', 'wo.id = w.owner_id')
      .leftJoinAndMapOne('w.registration_x', Registration, 'wr', 'wr.id = w.registration_id');
  }

  private async mapRows(rows: EntryRow[]) {
    if (!rows.length) return [];
    const classroomIds = [...new Set(rows.map((r) => r.classroom_id))];
    const [lines, classrooms] = await Promise.all([
      // Every WAITING entry of these lines, to number each row's place (lines are short).
      this.ds.getRepository(WaitlistEntry).find({
        where: { classroom_id: In(classroomIds), status: WaitlistStatus.WAITING },
        select: ['id', 'classroom_id', 'position'],
        order: { position: 'ASC', id: 'ASC' },
      }),
      classroomsWithParts(this.ds, classroomIds),
    ]);
    return rows.map((r) => {
      const c = classrooms.find((x) => x.id === r.classroom_id);
      const line = lines.filter((l) => l.classroom_id === r.classroom_id);
      const place = r.status === WaitlistStatus.WAITING ? line.findIndex((l) => l.id === r.id) + 1 || null : null;
      const reg = r.registration_x;
      const type = c?.unit_x?.category_x?.type;
      const itemType = type === UnitCategoryType.EVENT ? 'EVENT' : type === UnitCategoryType.DISCUSSION_CIRCLES ? 'DISCUSSION_CIRCLE' : 'CLASSROOM';
      return {
        ...entryBrief(r, place, reg?.invoice_id ?? null),
        status_label: WAITLIST_STATUS_LABELS[r.status as WaitlistStatus] ?? r.status,
        position: r.position,
        owner: r.owner_id,
        owner_info: r.owner_x ? userBrief(r.owner_x) : null,
        classroom: r.classroom_id,
        classroom_info: c
          ? { id: c.id, title: c.title ?? c.unit_x?.title ?? '', capacity: c.capacity, used_capacity: c.used_capacity, waiting_count: c.waiting_count, item_type: itemType }
          : null,
        registration: r.registration_id,
        registration_status: reg?.status ?? null,
        offered_time: r.offered_time?.toISOString() ?? null,
        creation_time: r.creation_time.toISOString(),
      };
    });
  }

  private async staffEntry(id: number): Promise<EntryRow> {
    const entry = await this.entries().where('w.id = :id', { id }).getOne();
    if (!entry) throw notFound();
    return entry;
  }

  private async row(id: number) {
    return (await this.mapRows([await this.staffEntry(id)]))[0];
  }

  /**
   * Staff move a WAITING entry to `place` (1 = first) in its line: the line is renumbered 1..n in
   * one transaction, so two moves at once leave a line in one of the two orders, never a mix.
   */
  async move(id: number, place: number) {
    const entry = await this.staffEntry(id);
    if (entry.status !== WaitlistStatus.WAITING) throw conflict(WaitlistErrors.NOT_WAITING);
    await this.tx.run(async (em) => {
      const line = await em.find(WaitlistEntry, {
        where: { classroom_id: entry.classroom_id, status: WaitlistStatus.WAITING },
        order: { position: 'ASC', id: 'ASC' },
        ...this.tx.lockMode(),
      } as Parameters<EntityManager['find']>[1]);
      const at = line.findIndex((e) => e.id === id);
      if (at < 0) throw conflict(WaitlistErrors.NOT_WAITING);
      if (place > line.length) throw fieldError('place', `جایگاه باید بین ۱ و ${line.length} باشد.`);
      const [moved] = line.splice(at, 1);
      line.splice(place - 1, 0, moved);
      const now = this.clock.now();
      for (const [i, e] of line.entries()) {
        if (e.position !== i + 1) await em.update(WaitlistEntry, { id: e.id }, { position: i + 1, last_modification_time: now });
      }
    });
    return { ...(await this.row(id)), detail: 'جایگاه در صف تغییر کرد.' };
  }

  /** Staff take someone out of the line (WAITING only; an offer is withdrawn by dropping its registration). */
  async remove(id: number) {
    const entry = await this.staffEntry(id);
    if (entry.status !== WaitlistStatus.WAITING) throw conflict(WaitlistErrors.NOT_WAITING);
    await this.tx.run((em) => this.end(em, entry, WaitlistStatus.REMOVED));
    return { ...(await this.row(id)), detail: 'از صف انتظار حذف شد.' };
  }

  // ---------- the offers ----------

  /** Classrooms with people in line and a seat to give, a few per tick. */
  async sweep(): Promise<number> {
    const due = await this.ds
      .getRepository(Classroom)
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where('c.waiting_count > 0 AND (c.capacity = 0 OR c.used_capacity < c.capacity)')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: number | string }>();
    let n = 0;
    for (const { id } of due) n += await this.offerSeats(Number(id));
    return n;
  }

  /** The job: offers the classroom's free seats to the first in line, one seat per transaction. */
  async offerSeats(classroomId: number): Promise<number> {
    let offered = 0;
    for (;;) {
      const step = await this.offerOne(classroomId);
      if (step === 'done') return offered;
      if (step === 'offered') offered++;
    }
  }

  private async offerOne(classroomId: number): Promise<'offered' | 'skipped' | 'done'> {
    const c = await classroomWithUnit(this.ds, classroomId);
    if (!c?.unit_x?.category_x || !c.waiting_count) return 'done';
    if (!addingOpen(c, classroomPhase(c, this.clock.now()))) return 'done';
    if (c.capacity !== 0 && c.used_capacity >= c.capacity) return 'done';
    const first = await this.ds.getRepository(WaitlistEntry).findOne({
      where: { classroom_id: classroomId, status: WaitlistStatus.WAITING },
      order: { position: 'ASC', id: 'ASC' },
    });
    if (!first) return 'done';
    const unit = c.unit_x;
    const category = c.unit_x.category_x;
    const now = this.clock.now();
    const outcome = await this.tx
      .run(async (em) => {
        const flip = await em
          .createQueryBuilder()
          .update(WaitlistEntry)
          .set({ status: WaitlistStatus.OFFERED, offered_time: now, last_modification_time: now })
          .where('id = :id AND status = :waiting', { id: first.id, waiting: WaitlistStatus.WAITING })
          .execute();
        if ((flip.affected ?? 0) !== 1) return 'skipped' as const;
        await this.countWaiting(em, classroomId, -1);
        const reg = await em.findOne(Registration, { where: { classroom_id: classroomId, owner_id: first.owner_id }, order: { id: 'DESC' } });
        if (reg && (reg.status === RegistrationStatus.REGISTERED || (reg.status === RegistrationStatus.ENROLLED && reg.holds_seat))) {
          // Staff registered them meanwhile: nothing to offer.
          await em.update(WaitlistEntry, { id: first.id }, { status: WaitlistStatus.ACCEPTED, active_owner_id: null, registration_id: reg.id });
          return 'skipped' as const;
        }
        const { registration, invoice } = await this.classrooms.admitInTx(em, c, unit, category, first.owner_id, null, reg, {
          lifetimeHours: WAITLIST_OFFER_HOURS,
          quiet: true,
        });
        await em.update(
          WaitlistEntry,
          { id: first.id },
          invoice
            ? { registration_id: registration.id, offer_expire_time: invoice.expire_time }
            : { registration_id: registration.id, status: WaitlistStatus.ACCEPTED, active_owner_id: null },
        );
        const title = c.title ?? unit.title;
        const event = category.type === UnitCategoryType.EVENT;
        const notice = await this.notices.sendWithSms(
          [first.owner_id],
          invoice
            ? {
                title: `جای خالی «${title}» به شما رسید`,
                body: `از صف انتظار، یک جای «${title}» برای شما نگه داشته شد. صورت حساب آن را تا ${formatJalaliDateTime(invoice.expire_time)} پرداخت کنید؛ پس از آن، جا به نفر بعدی صف می‌رسد.`,
                url: `/panel/invoice/${invoice.id}`,
              }
            : {
                title: `ثبت نام شما در «${title}» قطعی شد`,
                body: `از صف انتظار، یک جای «${title}» به شما رسید و ثبت نام شما قطعی شد.`,
                url: event ? '/panel/profile/all-events' : `/panel/profile/classroom/${c.id}`,
              },
          em,
        );
        return notice;
      })
      .catch((err: unknown) => {
        // The seat went to someone else between the read and the take: the line waits for the next one.
        if (err instanceof Error && err.message === LmaErrors.FULL) return 'done' as const;
        throw err;
      });
    if (typeof outcome !== 'number') return outcome;
    await this.noticeSms.queue(outcome);
    return 'offered';
  }
}
