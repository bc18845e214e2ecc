import { Injectable } from '@nestjs/common';
import { UnitCategoryType } from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import { userBriefs } from '../../uma';
import {
  Classroom,
  Registration,
  SessionTemplate,
  Team,
  TranscriptSheet,
  TranscriptSheetHistory,
  Unit,
  UnitCategory,
} from '../entities/lma.entities';
import { ClassroomsService } from './classrooms.service';
import { ProjectsService } from './projects.service';
import { RecordsService } from './records.service';
import { SessionsService } from './sessions.service';
import { TeachingAccess } from './teaching';

/**
 * One learner's whole record in one classroom (SPEC section 7, ENDPOINTS 1.2), the single-row reads
 * the contract names, and the classroom switches beside toggle_ongoing_status. Access (DOMAIN.md
 * section 2): staff who manage learning and the classroom's professor see any learner; a learner
 * sees their own record; anyone else gets 404.
 */
@Injectable()
export class LearnerRecordService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly classrooms: ClassroomsService,
    private readonly sessions: SessionsService,
    private readonly projects: ProjectsService,
    private readonly records: RecordsService,
    private readonly teaching: TeachingAccess,
  ) {}

  /** The classroom as `ownerId` sees it, with their registration, sheets, transcript and activity row. */
  async classroomOf(caller: AuthUser, classroomId: number, ownerId: number) {
    if (caller.id !== ownerId && !(await this.teaching.professes(caller, classroomId)))
      throw notFound();
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    const reg = await this.ds
      .getRepository(Registration)
      .findOne({ where: { classroom_id: classroomId, owner_id: ownerId }, order: { id: 'DESC' } });
    // A learner's own view needs a registration; staff may open anyone they picked.
    if (!c || (caller.id === ownerId && !reg)) throw notFound();
    const asOwner: AuthUser = { id: ownerId, roles: [], isSuperuser: false };
    const staffView = can(caller.roles, 'lma.manage');
    const orEmpty = <T>(p: Promise<T[]>) => p.catch(() => [] as T[]);
    const [classroom, owners, registration, transcript, sessions, projects, activity] =
      await Promise.all([
        this.classrooms.mapClassrooms([c], asOwner).then((rows) => rows[0]),
        userBriefs(this.ds, [ownerId]),
        reg ? this.classrooms.registrationRow(reg.id) : Promise.resolve(null),
        reg
          ? this.ds.getRepository(TranscriptSheet).findOneBy({ registration_id: reg.id })
          : Promise.resolve(null),
        staffView
          ? this.sessions.withSheets(caller, classroomId, ownerId)
          : orEmpty(this.sessions.withSheets(asOwner, classroomId, null)),
        staffView
          ? this.projects.withSheets(caller, classroomId, ownerId)
          : orEmpty(this.projects.withSheets(asOwner, classroomId, null)),
        this.records.activitySheet(classroomId, null),
      ]);
    const owner = owners.get(ownerId);
    if (!owner) throw notFound();
    return {
      ...classroom,
      owner: ownerId,
      owner_info: owner,
      registration_info: registration,
      transcript_sheet_info: transcript
        ? {
            id: transcript.id,
            attendance_score: transcript.attendance_score,
            highest_test_score: transcript.highest_test_score,
            final_score: transcript.final_score,
            status: transcript.status,
            is_sent_by_post: transcript.is_sent_by_post,
            certification: transcript.certification,
          }
        : null,
      activity_info: activity.find((row) => row.owner === ownerId) ?? null,
      sessions_info: sessions,
      projects_info: projects,
    };
  }

  /** The record behind one registration: its owner, staff, or the classroom's professor. */
  async registrationDetail(caller: AuthUser, registrationId: number) {
    const r = await this.ds.getRepository(Registration).findOneBy({ id: registrationId });
    if (!r) throw notFound();
    return this.classroomOf(caller, r.classroom_id, r.owner_id);
  }

  /** Flips `notify_absence` (the warning and the drop for too many absences). */
  async toggleNotifyAbsence(caller: AuthUser, classroomId: number) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    if (!c) throw notFound();
    await this.ds
      .getRepository(Classroom)
      .update(
        { id: classroomId },
        { notify_absence: !c.notify_absence, last_modification_time: this.clock.now() },
      );
    return this.classrooms.get(caller, classroomId);
  }

  /** Recounts the seats taken (`used_capacity`) from the registrations that hold one, in one statement. */
  async syncPresentCount(caller: AuthUser, classroomId: number) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id: classroomId }))) throw notFound();
    await this.ds
      .createQueryBuilder()
      .update(Classroom)
      .set({
        used_capacity: () =>
          '(SELECT COUNT(*) FROM lma_registrations r WHERE r.classroom_id = :id AND r.holds_seat = :yes)',
        last_modification_time: this.clock.now(),
      })
      .where('id = :id', { id: classroomId, yes: true })
      .execute();
    return this.classrooms.get(caller, classroomId);
  }

  async category(id: number) {
    const c = await this.ds.getRepository(UnitCategory).findOneBy({ id });
    if (!c) throw notFound();
    const units = await this.ds
      .getRepository(Unit)
      .find({ where: { category_id: id }, order: { id: 'ASC' } });
    return {
      id: c.id,
      title: c.title,
      type: c.type,
      units_info: units.map((u) => ({ id: u.id, title: u.title })),
      creation_time: c.creation_time.toISOString(),
      last_modification_time: c.last_modification_time.toISOString(),
    };
  }

  /** A team, for whoever may see its classroom's teams (staff, its learners, a leader there). */
  async team(caller: AuthUser, id: number) {
    const t = await this.ds.getRepository(Team).findOneBy({ id });
    if (!t) throw notFound();
    const row = (await this.projects.teams(caller, t.classroom_id)).find((x) => x.id === id);
    if (!row) throw notFound();
    return row;
  }

  async template(id: number) {
    const t = await this.ds.getRepository(SessionTemplate).findOneBy({ id });
    if (!t) throw notFound();
    return {
      ...t,
      unit: t.unit_id,
      creation_time: t.creation_time.toISOString(),
      last_modification_time: t.last_modification_time.toISOString(),
    };
  }

  async history(id: number) {
    const h = await this.ds.getRepository(TranscriptSheetHistory).findOneBy({ id });
    if (!h) throw notFound();
    return h;
  }

  /** An event's activity sheet: staff and the event's professor; `owner` narrows it to one learner. */
  async eventActivitySheet(
    caller: AuthUser,
    classroomId: number | null,
    ownerId: number | null,
    nationalCode: string | null,
  ) {
    if (!classroomId) throw fieldError('classroom', 'رویداد را مشخص کنید.');
    const isEvent = await this.ds
      .getRepository(Classroom)
      .createQueryBuilder('c')
      .innerJoin(Unit, 'un', 'un.id = c.unit_id')
      .innerJoin(UnitCategory, 'uc', 'uc.id = un.category_id')
      .where('c.id = :id AND uc.type = :type', { id: classroomId, type: UnitCategoryType.EVENT })
      .getExists();
    if (!isEvent || !(await this.teaching.professes(caller, classroomId))) throw notFound();
    const rows = await this.records.activitySheet(classroomId, nationalCode);
    return ownerId ? rows.filter((r) => r.owner === ownerId) : rows;
  }
}
