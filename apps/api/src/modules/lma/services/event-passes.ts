import { Injectable } from '@nestjs/common';
import {
  formatJalaliDateTime,
  isPassCode,
  normalizePassCode,
  RegistrationStatus,
  UnitCategoryType,
} from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import QRCode from 'qrcode';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { ConflictWith, fieldError, nonFieldError, notFound } from '../../../core/http/errors';
import { briefOf, userBriefs } from '../../uma';
import { Classroom, Registration } from '../entities/lma.entities';
import { classroomWithUnit } from './classroom-parts';

export const PASS_NOT_FOUND = 'بلیتی با این کد یافت نشد.';
export const PASS_OTHER_EVENT = 'این بلیت برای رویداد دیگری است.';
const PASS_CANCELLED = 'این ثبت‌نام لغو شده است و بلیت آن اعتبار ندارد.';
const PASS_NOT_FINAL = 'این ثبت‌نام هنوز نهایی نشده است و بلیت ندارد.';
const PASS_ONLY_EVENTS = 'بلیت ورود فقط برای ثبت‌نام در رویدادها صادر می‌شود.';
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000; // Iran has kept +03:30 all year since 2022.
const DAY_MS = 86_400_000;

type EventOf = { classroom: Classroom; type: string | null; title: string };

/**
 * Entry passes of event registrations and the door's check-in (issue 28, docs/domain-rules.md
 * «QR check-in»). Every registration is born with its code (RegistrationPassSubscriber); a
 * REGISTERED one of an EVENT classroom opens the door; a scan marks `checked_in_time` once, by a conditional update.
 */
@Injectable()
export class EventPasses {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The caller's own pass, its code made now if it has none. Another person's: 404. */
  async passOf(caller: AuthUser, id: number) {
    const reg = await this.ds.getRepository(Registration).findOneBy({ id });
    if (!reg || reg.owner_id !== caller.id) throw notFound();
    const ev = await this.eventOf(reg.classroom_id);
    if (!ev || ev.type !== UnitCategoryType.EVENT) throw nonFieldError(PASS_ONLY_EVENTS);
    if (reg.status !== RegistrationStatus.REGISTERED)
      throw nonFieldError(reg.status === RegistrationStatus.ENROLLED ? PASS_NOT_FINAL : PASS_CANCELLED);
    // Every registration the platform makes is born with its code; a row written by raw SQL has none.
    if (!reg.pass_code) throw notFound();
    return this.view(reg, ev);
  }

  /** The pass's QR code as an SVG document; it encodes the code alone. */
  async passSvg(caller: AuthUser, id: number): Promise<string> {
    const pass = await this.passOf(caller, id);
    return QRCode.toString(pass.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0b3d3a', light: '#ffffff' } });
  }

  /** Marks the pass's owner as arrived at `eventId`, once; a second scan is a 409 naming the time. */
  /** `input` and `eventId` as CheckInDto checked them: a string of text, a positive integer. */
  async checkIn(input: string, eventId: number) {
    // Only blanks: the DTO lets them through (not empty), a person still typed nothing.
    if (!input.trim()) throw fieldError('code', 'کد بلیت را وارد کنید.');
    const code = normalizePassCode(input);
    if (!isPassCode(code)) throw notFound(PASS_NOT_FOUND);
    const repo = this.ds.getRepository(Registration);
    const reg = await repo.findOneBy({ pass_code: code });
    if (!reg) throw notFound(PASS_NOT_FOUND);
    if (reg.classroom_id !== eventId) throw nonFieldError(PASS_OTHER_EVENT);
    const ev = await this.eventOf(reg.classroom_id);
    if (!ev || ev.type !== UnitCategoryType.EVENT) throw notFound(PASS_NOT_FOUND);
    if (reg.checked_in_time) throw this.already(reg, ev);
    if (reg.status !== RegistrationStatus.REGISTERED) throw nonFieldError(PASS_CANCELLED);
    const now = this.clock.now();
    const res = await repo
      .createQueryBuilder()
      .update(Registration)
      .set({ checked_in_time: now })
      .where('id = :id AND checked_in_time IS NULL AND status = :status', { id: reg.id, status: RegistrationStatus.REGISTERED })
      .execute();
    const after = await repo.findOneByOrFail({ id: reg.id });
    if ((res.affected ?? 0) !== 1) {
      // Another scan (or a drop) came first.
      if (after.checked_in_time) throw this.already(after, ev);
      throw nonFieldError(PASS_CANCELLED);
    }
    return { ...(await this.view(after, ev)), detail: 'ورود ثبت شد.' };
  }

  /** The event's check-ins since Tehran's midnight, latest first (the door's running list). */
  async todaysCheckIns(eventId: number) {
    const now = this.clock.now().getTime();
    const since = new Date(Math.floor((now + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS);
    const ev = await this.eventOf(eventId);
    if (!ev || ev.type !== UnitCategoryType.EVENT) throw notFound();
    const rows = await this.ds
      .getRepository(Registration)
      .createQueryBuilder('r')
      .where('r.classroom_id = :eventId AND r.checked_in_time >= :since', { eventId, since })
      .orderBy('r.checked_in_time', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .take(500)
      .getMany();
    const owners = await userBriefs(this.ds, rows.map((r) => r.owner_id));
    return rows.map((r) => ({ id: r.id, owner: r.owner_id, owner_info: briefOf(owners, r.owner_id), checked_in_time: r.checked_in_time?.toISOString() ?? null }));
  }

  private already(reg: Registration, ev: EventOf) {
    const at = formatJalaliDateTime(reg.checked_in_time);
    return new ConflictWith(`این بلیت پیش‌تر در ${at} ثبت ورود شده است.`, {
      code: 'already_checked_in',
      registration: reg.id,
      event: ev.classroom.id,
      checked_in_time: reg.checked_in_time?.toISOString() ?? null,
    });
  }

  private async eventOf(classroomId: number): Promise<EventOf | null> {
    const classroom = await classroomWithUnit(this.ds, classroomId);
    if (!classroom) return null;
    const unit = classroom.unit_x;
    return { classroom, type: unit?.category_x?.type ?? null, title: classroom.title ?? unit?.title ?? '' };
  }

  private async view(reg: Registration, ev: EventOf) {
    const owners = await userBriefs(this.ds, [reg.owner_id]);
    const c = ev.classroom;
    return {
      id: reg.id,
      code: reg.pass_code as string,
      status: reg.status,
      event: c.id,
      event_info: {
        id: c.id,
        title: ev.title,
        holding_type: c.holding_type,
        event_address: c.event_address,
        holding_year: c.holding_year,
        holding_month: c.holding_month,
        thumbnail: c.thumbnail,
      },
      owner: reg.owner_id,
      owner_info: briefOf(owners, reg.owner_id),
      checked_in_time: reg.checked_in_time?.toISOString() ?? null,
    };
  }
}
