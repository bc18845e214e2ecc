import { Injectable } from '@nestjs/common';
import { fullName, Role, TranscriptStatus } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import { type ListQuery, type ListSpec } from '../../../core/list';
import { pickerRow, User, UserRole, USERS_LIST, UsersService } from '../../uma';
import { Classroom, ClassroomGrader, ClassroomLeader, TranscriptSheet, Unit } from '../entities/lma.entities';

type Kind = 'grader' | 'leader';
const TABLE: Record<Kind, { entity: typeof ClassroomGrader | typeof ClassroomLeader; table: string; column: string; role: string }> = {
  grader: { entity: ClassroomGrader, table: 'lma_classroom_graders', column: 'grader_id', role: Role.GRADER },
  leader: { entity: ClassroomLeader, table: 'lma_classroom_leaders', column: 'leader_id', role: Role.TEAM_LEADER },
};

/** The user pickers of a classroom's tabs: the users list plus classroom-aware filters. */
export const PICKER_LIST: ListSpec = {
  ...USERS_LIST,
  filters: {
    ...USERS_LIST.filters,
    classroom_graders__classroom__ne: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, p) =>
        void qb.andWhere(`NOT EXISTS (SELECT 1 FROM lma_classroom_graders g_${p} WHERE g_${p}.grader_id = u.id AND g_${p}.classroom_id = :${p})`, { [p]: cond.value }),
    },
    classroom_leaders__classroom__ne: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, p) =>
        void qb.andWhere(`NOT EXISTS (SELECT 1 FROM lma_classroom_leaders l_${p} WHERE l_${p}.leader_id = u.id AND l_${p}.classroom_id = :${p})`, { [p]: cond.value }),
    },
    registered_classes__classroom__ne: {
      type: 'int',
      ops: ['eq'],
      apply: (qb, cond, p) =>
        void qb.andWhere(
          `NOT EXISTS (SELECT 1 FROM lma_registrations r_${p} WHERE r_${p}.owner_id = u.id AND r_${p}.classroom_id = :${p} AND r_${p}.active_owner_id IS NOT NULL)`,
          { [p]: cond.value },
        ),
    },
  },
};

@Injectable()
export class StaffingService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  /** The title of each user's most recently passed unit, one query (the sheet joined to its unit). */
  async lastPassed(userIds: number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const sheets: { owner_id: number | string; title: string | null }[] = await this.ds
      .getRepository(TranscriptSheet)
      .createQueryBuilder('s')
      .leftJoin(Unit, 'un', 'un.id = s.unit_id')
      .select('s.owner_id', 'owner_id')
      .addSelect('un.title', 'title')
      .where('s.owner_id IN (:...ids)', { ids: userIds })
      .andWhere('s.status IN (:...passed)', { passed: [TranscriptStatus.CLEAN_PASSED, TranscriptStatus.CONDITIONAL_PASSED] })
      .orderBy('s.creation_time', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getRawMany();
    const out = new Map<number, string>();
    for (const s of sheets) if (!out.has(Number(s.owner_id))) out.set(Number(s.owner_id), s.title ?? '');
    return out;
  }

  /** `full`: the caller reads the users list (uma.users.read); anyone else gets picker rows. */
  async pick(lq: ListQuery, withLastPassed: boolean, full: boolean) {
    const { rows: found, count } = await this.users.list(lq, PICKER_LIST);
    const rows = full ? found : found.map(pickerRow);
    const last = withLastPassed ? await this.lastPassed(rows.map((u) => u.id)) : new Map<number, string>();
    return { rows: rows.map((u) => (withLastPassed ? { ...u, last_passed_unit_title: last.get(u.id) ?? null } : u)), count };
  }

  async assign(kind: Kind, classroomId: number, userIds: number[]) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id: classroomId }))) throw notFound();
    const ids = [...new Set(userIds)];
    const { role, entity, column } = TABLE[kind];
    const holders = ids.length ? await this.ds.getRepository(UserRole).findBy({ user_id: In(ids), role }) : [];
    const missing = ids.filter((id) => !holders.some((h) => h.user_id === id));
    if (missing.length) throw fieldError(kind === 'grader' ? 'graders' : 'leaders', `کاربران ${missing.join('، ')} نقش ${kind === 'grader' ? 'مصحح' : 'سرگروه'} ندارند.`);
    const now = this.clock.now();
    for (const id of ids) {
      await this.ds.createQueryBuilder().insert().into(entity).values({ classroom_id: classroomId, [column]: id, creation_time: now }).orIgnore().execute();
    }
    return this.listAssigned(kind, classroomId, null);
  }

  async unassign(kind: Kind, rowId: number) {
    const repo = this.ds.getRepository(TABLE[kind].entity);
    if (!(await repo.existsBy({ id: rowId }))) throw notFound();
    await repo.delete({ id: rowId });
  }

  /** Rows `{id, grader|leader, grader_info|leader_info, last_passed_unit_title}` of one classroom. */
  async listAssigned(kind: Kind, classroomId: number, search: string | null) {
    const { entity } = TABLE[kind];
    const rows = (await this.ds.getRepository(entity).find({ where: { classroom_id: classroomId }, order: { id: 'ASC' } })) as (ClassroomGrader & ClassroomLeader)[];
    const userIds = rows.map((r) => (kind === 'grader' ? r.grader_id : r.leader_id));
    const [users, last] = await Promise.all([
      userIds.length ? this.ds.getRepository(User).findBy({ id: In(userIds) }) : Promise.resolve([] as User[]),
      this.lastPassed(userIds),
    ]);
    const words = (search ?? '').trim();
    return rows
      .map((r) => {
        const uid = kind === 'grader' ? r.grader_id : r.leader_id;
        const u = users.find((x) => x.id === uid);
        const info = u ? { id: u.id, firstname: u.firstname, lastname: u.lastname, full_name: fullName(u), mobile_number: u.mobile_number, national_code: u.national_code } : null;
        return { id: r.id, classroom: r.classroom_id, [kind]: uid, [`${kind}_info`]: info, last_passed_unit_title: last.get(uid) ?? null, _search: info ? `${info.full_name} ${info.mobile_number ?? ''} ${info.national_code ?? ''}` : '' };
      })
      .filter((r) => !words || r._search.includes(words))
      .map(({ _search, ...r }) => r);
  }

  /** Classrooms the caller grades (the grader's «تصحیح های من»). */
  async myGraderClassrooms(userId: number): Promise<number[]> {
    const rows = await this.ds.getRepository(ClassroomGrader).findBy({ grader_id: userId });
    return rows.map((r) => r.classroom_id);
  }
}
