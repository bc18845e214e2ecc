import { Injectable } from '@nestjs/common';
import { fullName, RegistrationStatus, Role, type UserBrief } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { User, UserRole, userBriefs } from '../../uma';
import type { ProjectAnswerDto, ProjectDto, TeamDto } from '../dto/sessions.dto';
import { Classroom, Project, ProjectAttendanceSheet, Registration, Team, TeamRegistration } from '../entities/lma.entities';
import { TeachingAccess } from './teaching';

const ATTACH_MAX = 10 * 1024 * 1024;

/** Team.join_status for one learner (ENDPOINTS.md section 2); one team per registration, so a member of another team sees DISABLED. */
export function joinStatus(team: Team, mine: boolean, inAnother = false): 'JOINED' | 'DISABLED' | 'FULL' | 'ENABLED' {
  if (mine) return 'JOINED';
  if (!team.is_joinable || inAnother) return 'DISABLED';
  if (team.capacity > 0 && team.used_capacity >= team.capacity) return 'FULL';
  return 'ENABLED';
}

/** Projects (solo or team) with their answer sheets, and the teams of a classroom. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly teaching: TeachingAccess,
  ) {}

  private staff(c: AuthUser) {
    return can(c.roles, 'lma.manage');
  }

  private async registered(classroomId: number, ownerId: number) {
    return this.ds.getRepository(Registration).findOneBy({ classroom_id: classroomId, owner_id: ownerId, status: RegistrationStatus.REGISTERED });
  }

  private open(p: Project, now: Date): boolean {
    const t = now.getTime();
    return (!p.beginning_doing_period || t >= p.beginning_doing_period.getTime()) && (!p.ending_doing_period || t <= p.ending_doing_period.getTime());
  }

  private mapProject(p: Project, sheets: ProjectAttendanceSheet[], showAnswer = false) {
    const now = this.clock.now();
    const closed = !!p.ending_doing_period && now.getTime() > p.ending_doing_period.getTime();
    return {
      id: p.id,
      classroom: p.classroom_id,
      title: p.title,
      type: p.type,
      is_mandatory: p.is_mandatory,
      beginning_doing_period: p.beginning_doing_period?.toISOString() ?? null,
      ending_doing_period: p.ending_doing_period?.toISOString() ?? null,
      description: p.description,
      contents: p.contents,
      correct_answer: showAnswer || closed ? p.correct_answer : null,
      is_enabled_answering: this.open(p, now),
      project_attendance_sheets: sheets.map((s) => this.mapSheet(s)),
    };
  }

  private mapSheet(s: ProjectAttendanceSheet, owner?: UserBrief) {
    return {
      id: s.id,
      project: s.project_id,
      registration: s.registration_id,
      owner: s.owner_id,
      owner_info: owner,
      team: s.team_id,
      answer_text: s.answer_text,
      answer_attachment: s.answer_attachment,
      answer_status: s.answer_status,
      is_answer_verified: s.is_answer_verified,
      notation: s.notation,
      answer_time: s.answer_time?.toISOString() ?? null,
    };
  }

  async list(caller: AuthUser, classroomId: number) {
    if (!this.staff(caller) && !(await this.registered(classroomId, caller.id))) throw notFound();
    const rows = await this.ds.getRepository(Project).find({ where: { classroom_id: classroomId }, order: { id: 'ASC' } });
    return rows.map((p) => this.mapProject(p, [], this.staff(caller)));
  }

  async withSheets(caller: AuthUser, classroomId: number, ownerId: number | null) {
    const owner = ownerId && this.staff(caller) ? ownerId : caller.id;
    if (!this.staff(caller) && !(await this.registered(classroomId, owner))) throw notFound();
    const rows = await this.ds.getRepository(Project).find({ where: { classroom_id: classroomId }, order: { id: 'ASC' } });
    const sheets = rows.length ? await this.ds.getRepository(ProjectAttendanceSheet).findBy({ project_id: In(rows.map((p) => p.id)), owner_id: owner }) : [];
    return rows.map((p) => this.mapProject(p, sheets.filter((s) => s.project_id === p.id), this.staff(caller)));
  }

  async one(caller: AuthUser, id: number, ownerId: number | null) {
    const p = await this.ds.getRepository(Project).findOneBy({ id });
    if (!p) throw notFound();
    const owner = ownerId && this.staff(caller) ? ownerId : caller.id;
    if (!this.staff(caller) && !(await this.registered(p.classroom_id, owner))) throw notFound();
    const sheet = await this.ds.getRepository(ProjectAttendanceSheet).findOneBy({ project_id: id, owner_id: owner });
    return this.mapProject(p, sheet ? [sheet] : [], this.staff(caller));
  }

  async save(id: number | null, dto: ProjectDto) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id: dto.classroom }))) throw fieldError('classroom', 'کلاس یافت نشد.');
    const begin = dto.beginning_doing_period ? new Date(dto.beginning_doing_period) : null;
    const end = dto.ending_doing_period ? new Date(dto.ending_doing_period) : null;
    if (begin && end && end.getTime() <= begin.getTime()) throw fieldError('ending_doing_period', 'پایان مهلت باید بعد از آغاز آن باشد.');
    const repo = this.ds.getRepository(Project);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const now = this.clock.now();
    const saved = await repo.save({
      ...(current ?? { creation_time: now }),
      classroom_id: dto.classroom,
      title: dto.title,
      type: dto.type,
      is_mandatory: dto.is_mandatory ?? current?.is_mandatory ?? false,
      beginning_doing_period: begin,
      ending_doing_period: end,
      description: dto.description ?? null,
      correct_answer: dto.correct_answer ?? null,
      contents: dto.contents ?? null,
      last_modification_time: now,
    });
    return this.mapProject(saved, [], true);
  }

  async remove(id: number) {
    if (!(await this.ds.getRepository(Project).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(ProjectAttendanceSheet).existsBy({ project_id: id })) throw conflict('برای این پروژه پاسخ ثبت شده است و قابل حذف نیست.');
    await this.ds.getRepository(Project).delete({ id });
  }

  /**
   * A learner hands in the project while it is open. A TEAM project needs a team, and the answer is
   * written on every member's sheet (the team hands in once).
   */
  async answer(caller: AuthUser, dto: ProjectAnswerDto, files: Record<string, UploadedFile>) {
    const p = await this.ds.getRepository(Project).findOneBy({ id: dto.project });
    if (!p) throw notFound();
    const reg = await this.registered(p.classroom_id, caller.id);
    if (!reg) throw notFound();
    if (!this.open(p, this.clock.now())) throw conflict('مهلت ارسال پاسخ این پروژه نیست.');
    let members: Registration[] = [reg];
    let teamId: number | null = null;
    if (p.type === 'TEAM') {
      const tr = await this.ds
        .getRepository(TeamRegistration)
        .createQueryBuilder('tr')
        .innerJoin(Team, 'tm', 'tm.id = tr.team_id')
        .where('tr.registration_id = :r AND tm.classroom_id = :c', { r: reg.id, c: p.classroom_id })
        .getOne();
      if (!tr) throw conflict('برای پروژه گروهی ابتدا عضو یک گروه شوید.');
      teamId = tr.team_id;
      const links = await this.ds.getRepository(TeamRegistration).findBy({ team_id: tr.team_id });
      members = await this.ds.getRepository(Registration).findBy({ id: In(links.map((l) => l.registration_id)), status: RegistrationStatus.REGISTERED });
    }
    const f = files.answer_attachment;
    const attachment = f ? await this.storage.save('projects', f, checkUpload('answer_attachment', f, ['pdf', 'image', 'document'], ATTACH_MAX)) : null;
    if (!dto.answer_text && !attachment) throw fieldError('answer_text', 'متن پاسخ یا فایل آن را بفرستید.');
    const now = this.clock.now();
    await this.tx.run(async (em) => {
      for (const m of members) {
        const existing = await em.findOneBy(ProjectAttendanceSheet, { project_id: p.id, owner_id: m.owner_id });
        if (existing?.answer_status === 'VERIFIED') throw conflict('پاسخ این پروژه تایید شده است و قابل تغییر نیست.');
        await em.save(ProjectAttendanceSheet, {
          ...(existing ?? { project_id: p.id, registration_id: m.id, owner_id: m.owner_id, creation_time: now, is_answer_verified: null, notation: null }),
          team_id: teamId,
          answer_text: dto.answer_text ?? null,
          answer_attachment: attachment ?? existing?.answer_attachment ?? null,
          answer_status: 'SENT',
          answer_time: now,
          last_modification_time: now,
        });
      }
    });
    return this.one(caller, p.id, null);
  }

  async projectSheets(caller: AuthUser, projectId: number, filters: Record<string, string>) {
    if (!projectId) throw fieldError('project', 'پروژه را مشخص کنید.');
    const p = await this.ds.getRepository(Project).findOneBy({ id: projectId });
    if (!p) throw notFound();
    await this.teaching.assert(caller, p.classroom_id);
    const regs = await this.ds.getRepository(Registration).findBy({ classroom_id: p.classroom_id, status: RegistrationStatus.REGISTERED });
    const [users, sheets] = await Promise.all([
      userBriefs(this.ds, regs.map((r) => r.owner_id)),
      this.ds.getRepository(ProjectAttendanceSheet).findBy({ project_id: projectId }),
    ]);
    return regs
      .map((r) => {
        const u = users.get(r.owner_id);
        const sh = sheets.find((x) => x.owner_id === r.owner_id);
        return sh
          ? this.mapSheet(sh, u)
          : { id: null, project: projectId, registration: r.id, owner: r.owner_id, owner_info: u, team: null, answer_text: null, answer_attachment: null, answer_status: 'NOT_SENT', is_answer_verified: null, notation: null, answer_time: null };
      })
      .filter((r) => !filters.owner__national_code || r.owner_info?.national_code === filters.owner__national_code)
      .filter((r) => !filters.answer_status || r.answer_status === filters.answer_status);
  }

  async review(caller: AuthUser, id: number, patch: { verified?: boolean; notation?: string }) {
    const sh = await this.ds.getRepository(ProjectAttendanceSheet).findOneBy({ id });
    if (!sh) throw notFound();
    const project = await this.ds.getRepository(Project).findOneByOrFail({ id: sh.project_id });
    await this.teaching.assert(caller, project.classroom_id);
    if (patch.verified !== undefined && sh.answer_status === 'NOT_SENT') throw conflict('پاسخی برای این پروژه ارسال نشده است.');
    await this.ds.getRepository(ProjectAttendanceSheet).update(
      { id },
      {
        ...(patch.verified !== undefined ? { answer_status: patch.verified ? 'VERIFIED' : 'NOT_VERIFIED', is_answer_verified: patch.verified } : {}),
        ...(patch.notation !== undefined ? { notation: patch.notation || null, answer_status: sh.answer_status === 'SENT' ? 'REVIEWED' : sh.answer_status } : {}),
        last_modification_time: this.clock.now(),
      },
    );
    const u = (await userBriefs(this.ds, [sh.owner_id])).get(sh.owner_id);
    return this.mapSheet(await this.ds.getRepository(ProjectAttendanceSheet).findOneByOrFail({ id }), u);
  }

  // ---------- teams ----------

  private async mapTeams(rows: Team[], caller?: AuthUser) {
    if (!rows.length) return [];
    const leaders = await this.ds.getRepository(User).findBy({ id: In(rows.map((t) => t.leader_id).filter((x): x is number => x !== null).concat([0])) });
    const myLinks = caller
      ? await this.ds
          .getRepository(TeamRegistration)
          .createQueryBuilder('tr')
          .innerJoin(Registration, 'r', 'r.id = tr.registration_id')
          .where('tr.team_id IN (:...ids) AND r.owner_id = :me', { ids: rows.map((t) => t.id), me: caller.id })
          .getMany()
      : [];
    return rows.map((t) => {
      const l = leaders.find((u) => u.id === t.leader_id);
      return {
        id: t.id,
        classroom: t.classroom_id,
        title: t.title,
        capacity: t.capacity,
        used_capacity: t.used_capacity,
        is_joinable: t.is_joinable,
        leader: t.leader_id,
        leader_info: l ? { id: l.id, full_name: fullName(l), mobile_number: l.mobile_number } : null,
        description: t.description,
        join_status: joinStatus(t, myLinks.some((m) => m.team_id === t.id), myLinks.length > 0),
      };
    });
  }

  async teams(caller: AuthUser, classroomId: number) {
    if (!this.staff(caller) && !(await this.registered(classroomId, caller.id))) {
      const leads = await this.ds.getRepository(Team).existsBy({ classroom_id: classroomId, leader_id: caller.id });
      if (!leads) throw notFound();
    }
    return this.mapTeams(await this.ds.getRepository(Team).find({ where: { classroom_id: classroomId }, order: { id: 'ASC' } }), caller);
  }

  async myLeading(caller: AuthUser) {
    return this.mapTeams(await this.ds.getRepository(Team).find({ where: { leader_id: caller.id }, order: { id: 'ASC' } }), caller);
  }

  /**
   * Creating is for staff (lma.manage); editing also for the team's own leader, who keeps its
   * classroom and its leadership (DOMAIN.md section 2: team_leader → their teams, read and edit).
   */
  async saveTeam(id: number | null, dto: TeamDto, caller?: AuthUser) {
    const repo = this.ds.getRepository(Team);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    if (caller && !this.staff(caller)) {
      if (!current || current.leader_id !== caller.id) throw notFound();
      if (dto.classroom !== current.classroom_id) throw fieldError('classroom', 'سرگروه نمی‌تواند کلاس گروه را تغییر دهد.');
      if (dto.leader !== undefined && dto.leader !== current.leader_id) throw fieldError('leader', 'سرگروه نمی‌تواند سرگروه دیگری بگذارد.');
      dto.leader = current.leader_id;
    }
    if (!(await this.ds.getRepository(Classroom).existsBy({ id: dto.classroom }))) throw fieldError('classroom', 'کلاس یافت نشد.');
    if (current && dto.capacity < current.used_capacity) throw fieldError('capacity', `ظرفیت نمی‌تواند کمتر از ${current.used_capacity} عضو فعلی باشد.`);
    // DOMAIN.md section 2: a team is led by someone who holds the team leader role.
    if (dto.leader && !(await this.ds.getRepository(UserRole).existsBy({ user_id: dto.leader, role: Role.TEAM_LEADER }))) {
      throw fieldError('leader', 'سرگروه باید نقش «سرگروه» داشته باشد.');
    }
    const now = this.clock.now();
    const saved = await repo.save({
      ...(current ?? { creation_time: now, used_capacity: 0 }),
      classroom_id: dto.classroom,
      title: dto.title,
      capacity: dto.capacity,
      is_joinable: dto.is_joinable ?? current?.is_joinable ?? true,
      leader_id: dto.leader ?? null,
      description: dto.description ?? null,
      last_modification_time: now,
    });
    return (await this.mapTeams([saved]))[0];
  }

  async removeTeam(id: number) {
    if (!(await this.ds.getRepository(Team).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(TeamRegistration).existsBy({ team_id: id })) throw conflict('این گروه عضو دارد و قابل حذف نیست.');
    await this.ds.getRepository(Team).delete({ id });
  }

  /** A registered learner joins a joinable team with room; one team per registration, seats atomic. */
  async join(caller: AuthUser, teamId: number) {
    const team = await this.ds.getRepository(Team).findOneBy({ id: teamId });
    if (!team) throw notFound();
    const reg = await this.registered(team.classroom_id, caller.id);
    if (!reg) throw notFound();
    if (!team.is_joinable) throw conflict('عضویت در این گروه توسط ادمین انجام می‌شود.');
    await this.tx.run(async (em) => {
      if (await em.existsBy(TeamRegistration, { registration_id: reg.id })) throw conflict('شما عضو یک گروه هستید.');
      const seat = await em
        .createQueryBuilder()
        .update(Team)
        .set({ used_capacity: () => 'used_capacity + 1' })
        .where('id = :id AND (capacity = 0 OR used_capacity < capacity)', { id: teamId })
        .execute();
      if ((seat.affected ?? 0) !== 1) throw conflict('ظرفیت این گروه تکمیل شده است.');
      try {
        await em.insert(TeamRegistration, { team_id: teamId, registration_id: reg.id, creation_time: this.clock.now() });
      } catch {
        throw conflict('شما عضو یک گروه هستید.');
      }
    });
    return (await this.mapTeams([await this.ds.getRepository(Team).findOneByOrFail({ id: teamId })], caller))[0];
  }

  /** Staff set a team's members (registrations of its classroom). */
  async setMembers(teamId: number, registrationIds: number[]) {
    const team = await this.ds.getRepository(Team).findOneBy({ id: teamId });
    if (!team) throw notFound();
    const ids = [...new Set(registrationIds)];
    const regs = ids.length ? await this.ds.getRepository(Registration).findBy({ id: In(ids), classroom_id: team.classroom_id }) : [];
    if (regs.length !== ids.length) throw fieldError('registrations', 'برخی ثبت نام‌ها به این کلاس تعلق ندارند.');
    if (team.capacity > 0 && ids.length > team.capacity) throw fieldError('registrations', 'تعداد اعضا بیش از ظرفیت گروه است.');
    await this.tx.run(async (em) => {
      await em.delete(TeamRegistration, { team_id: teamId });
      if (ids.length) {
        await em.delete(TeamRegistration, { registration_id: In(ids) });
        await em.insert(TeamRegistration, ids.map((registration_id) => ({ team_id: teamId, registration_id, creation_time: this.clock.now() })));
      }
      await em.query(
        `UPDATE lma_teams SET used_capacity = (SELECT COUNT(*) FROM lma_team_registrations tr WHERE tr.team_id = lma_teams.id) WHERE classroom_id = ?`,
        [team.classroom_id],
      );
    });
    return this.members(teamId);
  }

  async members(teamId: number) {
    const links = await this.ds.getRepository(TeamRegistration).findBy({ team_id: teamId });
    const regs = links.length ? await this.ds.getRepository(Registration).findBy({ id: In(links.map((l) => l.registration_id)) }) : [];
    const users = await userBriefs(this.ds, regs.map((r) => r.owner_id));
    return links.map((l) => {
      const r = regs.find((x) => x.id === l.registration_id);
      const u = r ? users.get(r.owner_id) : undefined;
      return {
        id: l.id,
        team: l.team_id,
        registration: l.registration_id,
        registration_info: { id: l.registration_id, status: r?.status, owner_info: u ?? null },
      };
    });
  }

  /** The team's leader, staff, or a member may see the members. */
  async membersVisible(caller: AuthUser, teamId: number) {
    const team = await this.ds.getRepository(Team).findOneBy({ id: teamId });
    if (!team) throw notFound();
    const rows = await this.members(teamId);
    const isMember = rows.some((r) => r.registration_info.owner_info?.id === caller.id);
    if (!this.staff(caller) && team.leader_id !== caller.id && !isMember) throw notFound();
    return rows;
  }
}
