import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ClassroomStatus, classroomPhase, RegistrationStatus, toPersianDigits } from '@daneshsara/domain';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { notFound } from '../../../core/http/errors';
import { Jobs } from '../../../core/jobs';
import { NoticesService } from '../../mma';
import { Classroom, Registration, Session, SessionAttendanceSheet, Unit } from '../entities/lma.entities';
import { tallyAttendance } from './attendance';
import { ClassroomsService } from './classrooms.service';
import { SESSION_GRACE_DAYS } from './sessions.service';

const DAY = 86_400_000;

function dropNotice(c: Classroom, title: string, status: string) {
  const why = status === RegistrationStatus.DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE ? 'غیبت در جلسه‌ای که حضور در آن الزامی بود' : 'غیبت بیش از حد مجاز';
  return {
    title: `حذف از «${title}»`,
    body: `ثبت نام شما در «${title}» به دلیل ${why} لغو شد. اگر فکر می‌کنید اشتباهی رخ داده است، از بخش تیکت‌ها با ما در تماس باشید.`,
    url: `/panel/profile/classroom/${c.id}`,
  };
}

/**
 * DOMAIN.md section 3, the attendance conditions, applied once a session can no longer be reported
 * (its end plus the week learners have to report it): a REGISTERED learner who was ABSENT from a
 * mandatory session becomes DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE; with `notify_absence` on, more
 * absences than `allowed_absence_count` (a PART counts half) makes DROPPED_FOR_EXCEEDING_ALLOWED_
 * ABSENCE_LIMIT. Each drop is one conditional update that frees the seat, so a second run drops no
 * one twice. A FINISHED classroom is left as it is (its results are staff's to announce).
 */
@Injectable()
export class AbsenceRules {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly classrooms: ClassroomsService,
    private readonly notices: NoticesService,
  ) {}

  /** Applies the rules to one classroom; answers how many learners were dropped for each reason. */
  async enforce(classroomId: number) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    if (!c) throw notFound();
    const now = this.clock.now();
    const dropped = { missed_mandatory: 0, exceeded_absences: 0 };
    if (classroomPhase(c, now) === ClassroomStatus.FINISHED) return dropped;
    const [regs, sessions] = await Promise.all([
      this.ds.getRepository(Registration).findBy({ classroom_id: classroomId, status: RegistrationStatus.REGISTERED }),
      this.ds.getRepository(Session).findBy({ classroom_id: classroomId }),
    ]);
    if (!regs.length || !sessions.length) return dropped;
    const sheets = await this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: In(sessions.map((s) => s.id)) });
    for (const r of regs) {
      const tally = tallyAttendance(r, sessions, sheets.filter((s) => s.owner_id === r.owner_id), now, 'closed');
      const status = tally.missedMandatory
        ? RegistrationStatus.DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE
        : c.notify_absence && tally.absences > c.allowed_absence_count
          ? RegistrationStatus.DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT
          : null;
      if (!status) {
        if (c.notify_absence && tally.absences > 0 && tally.absences >= c.allowed_absence_count && !r.absence_warning_time) await this.warn(c, r);
        continue;
      }
      const done = await this.tx.run(async (em) => {
        if (!(await this.classrooms.release(em, r.id, status))) return false;
        await this.notices.send([r.owner_id], dropNotice(c, await this.titleOf(c), status), em);
        return true;
      });
      if (done) dropped[tally.missedMandatory ? 'missed_mandatory' : 'exceeded_absences']++;
    }
    return dropped;
  }

  /** «One more absence drops you», once per registration (a conditional stamp, then the notice). */
  private async titleOf(c: Classroom): Promise<string> {
    return c.title ?? (await this.ds.getRepository(Unit).findOneBy({ id: c.unit_id }))?.title ?? 'دوره';
  }

  private async warn(c: Classroom, r: Registration) {
    const title = await this.titleOf(c);
    await this.tx.run(async (em) => {
      const res = await em
        .createQueryBuilder()
        .update(Registration)
        .set({ absence_warning_time: this.clock.now() })
        .where('id = :id AND absence_warning_time IS NULL', { id: r.id })
        .execute();
      if ((res.affected ?? 0) !== 1) return;
      await this.notices.send(
        [r.owner_id],
        {
          title: `هشدار غیبت در «${title}»`,
          body: `غیبت‌های شما به سقف مجاز (${toPersianDigits(String(c.allowed_absence_count))} جلسه) رسیده است؛ با یک غیبت دیگر از این دوره حذف می‌شوید.`,
          url: `/panel/profile/classroom/${c.id}`,
        },
        em,
      );
    });
  }

  /** Every classroom with a session whose reporting window has closed and not yet FINISHED. */
  async enforceAll(): Promise<number> {
    const closedBefore = new Date(this.clock.now().getTime() - SESSION_GRACE_DAYS * DAY);
    const rows = await this.ds
      .getRepository(Session)
      .createQueryBuilder('s')
      .select('DISTINCT s.classroom_id', 'classroom_id')
      .where({ ending_time: LessThanOrEqual(closedBefore) })
      .getRawMany<{ classroom_id: number }>();
    let n = 0;
    for (const { classroom_id } of rows) {
      const d = await this.enforce(Number(classroom_id));
      n += d.missed_mandatory + d.exceeded_absences;
    }
    return n;
  }
}

/** Runs the attendance conditions every ten minutes. */
@Injectable()
export class AbsenceJob implements OnModuleInit {
  private readonly logger = new Logger('AbsenceRules');

  constructor(
    private readonly rules: AbsenceRules,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every('absence-rules', 600_000, async () => {
      const n = await this.rules.enforceAll();
      if (n) this.logger.log(`${n} learner(s) dropped for attendance`);
    });
  }
}
