import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  formatJalaliDateTime,
  formatJalaliNumeric,
  GENDER_LABELS,
  Role,
  ROLE_LABELS,
  type Gender,
  type User as UserRow,
} from '@daneshsara/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can, PRIVILEGED_ROLES } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { UserFlags } from '../../../core/user-flags';
import { fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginatePlain, type ListQuery, type ListSpec } from '../../../core/list';
import { checkUpload, Storage } from '../../../core/storage/storage';
import type { XlsxColumn } from '../../../core/xlsx/xlsx';
import { Exports } from '../../../core/exports';
import type { AdminUserCreateDto, AdminUserUpdateDto, ProfileDto } from '../dto/profile.dto';
import { User } from '../entities/user.entity';
import { UserRole } from '../entities/user-role.entity';
import { UmaErrors } from '../uma.errors';
import { mapUser } from './user.mapper';
import type { Claim } from '../../../core/auth/authenticator';
import { ACCESS_EXTRAS, JwtAuthenticator, sessionsEndNow, type AccessRead } from './jwt-authenticator';
import { PasswordService } from './password.service';
import { PROFESSORS_LIST, USER_PICKER_LIST, USERS_LIST } from './users.list';
import { rolesOfCsv, UserAnswers } from './user-answers';

/** What a listed user row never needs: the password hash and the free-text notes. */
const UNLISTED_COLUMNS = ['password', 'moballegh_info', 'potential_dates', 'row_version'];
/**
 * A user's roles as one comma-separated value of `grant id:role` (role names have no comma or
 * colon), put in grant order by `rolesOfCsv`. Not `GROUP_CONCAT(… ORDER BY ur.id)`: both databases
 * sort each row's group through a temporary tree, which was 60% of the page statement's time on
 * SQLite (docs/performance.md).
 */
const ROLES_CSV = "(SELECT GROUP_CONCAT(CONCAT(ur.id, ':', ur.role)) FROM uma_user_roles ur WHERE ur.user_id = u.id)";

const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

const UNIQUE_FIELDS: { field: 'national_code' | 'mobile_number' | 'email'; message: string }[] = [
  { field: 'national_code', message: 'این کد ملی برای کاربر دیگری ثبت شده است.' },
  { field: 'mobile_number', message: 'این شماره همراه برای کاربر دیگری ثبت شده است.' },
  { field: 'email', message: 'این ایمیل برای کاربر دیگری ثبت شده است.' },
];

/** What a picker shows of a user (DOMAIN.md section 2): never national code, birth data or address. */
export function pickerRow(u: { id: number; firstname: string; lastname: string; mobile_number: string | null }) {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    full_name: `${u.firstname} ${u.lastname}`.trim(),
    mobile_number: u.mobile_number,
  };
}

const USER_COLUMNS: XlsxColumn<UserRow>[] = [
  { header: 'شناسه', width: 9, value: (u) => u.id },
  { header: 'نام', value: (u) => u.firstname },
  { header: 'نام خانوادگی', value: (u) => u.lastname },
  { header: 'شماره همراه', width: 15, value: (u) => u.mobile_number },
  { header: 'ایمیل', width: 26, value: (u) => u.email },
  { header: 'کد ملی', width: 13, value: (u) => u.national_code },
  { header: 'جنسیت', width: 9, value: (u) => (u.gender ? GENDER_LABELS[u.gender as Gender] : '') },
  { header: 'تاریخ تولد', width: 13, value: (u) => formatJalaliNumeric(u.birthdate) },
  {
    header: 'نقش‌ها',
    width: 28,
    value: (u) => u.roles.map((r) => ROLE_LABELS[r as Role] ?? r).join('، '),
  },
  { header: 'وضعیت', width: 10, value: (u) => (u.is_active ? 'فعال' : 'غیر فعال') },
  { header: 'استان', value: (u) => u.living_province },
  { header: 'شهر', value: (u) => u.living_city },
  { header: 'تاریخ عضویت', width: 22, value: (u) => formatJalaliDateTime(u.creation_time) },
  { header: 'آخرین ورود', width: 22, value: (u) => formatJalaliDateTime(u.last_login) },
];

@Injectable()
export class UsersService implements OnModuleInit {
  private readonly answers: UserAnswers;

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly passwords: PasswordService,
    private readonly flags: UserFlags,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: Exports,
    private readonly access: JwtAuthenticator,
  ) {
    this.answers = new UserAnswers(ds);
  }

  onModuleInit(): void {
    this.exports.register({ name: 'users', file: 'users', sheet: 'کاربران', spec: USERS_LIST, entity: User, columns: USER_COLUMNS, list: (_caller, lq) => this.list(lq) });
  }

  /** Roles of many users in one query. */
  async rolesOf(ids: number[], em: EntityManager = this.ds.manager): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return map;
    // Plain rows from fixed SQL: this runs on every users list page.
    const marks = ids.map(() => '?').join(', ');
    const rows: { user_id: number; role: string }[] = await em.query(
      `SELECT user_id, role FROM uma_user_roles WHERE user_id IN (${marks}) ORDER BY id`,
      ids,
    );
    for (const r of rows) map.get(Number(r.user_id))?.push(r.role);
    return map;
  }

  private baseQuery() {
    return this.ds.getRepository(User).createQueryBuilder('u').where('u.is_deleted = :del', { del: false });
  }

  /**
   * One statement whatever the page size: the page, each user's roles (in the order they were
   * given) and the total; the password hash and the free-text notes never leave the database.
   */
  async list(lq: ListQuery, spec: ListSpec = USERS_LIST): Promise<{ rows: UserRow[]; count: number }> {
    const { rows, count } = await paginatePlain<User, { roles_csv: string | null }>(this.baseQuery(), lq, spec, {
      omit: UNLISTED_COLUMNS,
      extras: { roles_csv: ROLES_CSV },
    });
    return { rows: rows.map((u) => mapUser(u, rolesOfCsv(u.roles_csv))), count };
  }

  /**
   * The same page as `list`, each row as its JSON bytes (the list route's answer): the page
   * statement reads ids, versions and the total, and the rows come from `UserAnswers` (a row's
   * version covers its roles).
   * Reading the 46 columns of 10 rows, hydrating, mapping and serialising them were most of a
   * list request's cost after issue 15's first passes. The same statement reads the caller's
   * access row (`@AccessReadWithData`), settled before any row is read in full or answered; a page
   * with no row settles it with a statement of its own.
   */
  async listJson(lq: ListQuery, claim: Claim): Promise<{ rows: Buffer[][]; count: number }> {
    const qb = this.baseQuery().setParameters(this.access.accessParams(claim));
    const { rows, count } = await paginatePlain<User, AccessRead>(qb, lq, USERS_LIST, {
      only: ['id', 'row_version'],
      extras: ACCESS_EXTRAS,
    });
    if (rows[0]) this.access.settle(claim, rows[0]);
    else await this.access.settleByQuery(claim);
    return { rows: await this.answers.answers(rows), count };
  }

  /** The learner picker: active users, id, name and mobile only. */
  async picker(lq: ListQuery) {
    const qb = this.baseQuery().andWhere('u.is_active = :active', { active: true });
    const { rows, count } = await paginatePlain(qb, lq, USER_PICKER_LIST);
    return { rows: rows.map(pickerRow), count };
  }

  async professors(lq: ListQuery) {
    const qb = this.baseQuery()
      .andWhere('u.is_active = :active', { active: true })
      .andWhere(`EXISTS (SELECT 1 FROM uma_user_roles pr WHERE pr.user_id = u.id AND pr.role = :prof)`, {
        prof: Role.PROFESSOR,
      });
    const { rows, count } = await paginatePlain(qb, lq, PROFESSORS_LIST);
    return {
      rows: rows.map((u) => ({
        id: u.id,
        firstname: u.firstname,
        lastname: u.lastname,
        full_name: `${u.firstname} ${u.lastname}`.trim(),
        picture: u.picture,
      })),
      count,
    };
  }

  async getEntity(id: number): Promise<User> {
    const user = await this.ds.getRepository(User).findOne({ where: { id, is_deleted: false } });
    if (!user) throw notFound();
    return user;
  }

  /** Staff with the read permission see anyone; others only themselves, 404 for the rest. */
  async getVisible(caller: AuthUser, id: number): Promise<UserRow> {
    if (id !== caller.id && !can(caller.roles, 'uma.users.read')) throw notFound();
    return this.get(id);
  }

  async get(id: number): Promise<UserRow> {
    const user = await this.getEntity(id);
    const roles = await this.rolesOf([id]);
    return mapUser(user, roles.get(id) ?? [], await this.flags.hasOverdueInstalment(id));
  }

  /** A person edits their own profile; contact fields change only through verify_input. */
  async updateCurrent(caller: AuthUser, dto: ProfileDto, uploads: Record<string, UploadedFile>): Promise<UserRow> {
    const user = await this.getEntity(caller.id);
    const { mobile_number, email, ...rest } = dto;
    if (mobile_number !== undefined && (mobile_number ?? null) !== user.mobile_number) {
      throw fieldError('mobile_number', UmaErrors.CONTACT_CHANGE_NEEDS_OTP);
    }
    if (email !== undefined && (email?.toLowerCase() ?? null) !== user.email) {
      throw fieldError('email', UmaErrors.CONTACT_CHANGE_NEEDS_OTP);
    }
    return this.applyUpdate(user, rest, uploads);
  }

  async updateByStaff(
    actor: AuthUser,
    id: number,
    dto: AdminUserUpdateDto,
    uploads: Record<string, UploadedFile>,
  ): Promise<UserRow> {
    const user = await this.getEntity(id);
    const { roles, password, ...rest } = dto;
    if (id === actor.id && rest.is_active === false) throw new BadRequestException(UmaErrors.CANNOT_DEACTIVATE_SELF);
    if (roles !== undefined) await this.checkRoleChange(actor, id, roles);
    const patch: Partial<User> = { ...(rest as Partial<User>) };
    if (password) {
      patch.password = await this.passwords.hash(password);
      patch.tokens_valid_after = sessionsEndNow();
    }
    return this.applyUpdate(user, patch, uploads, roles);
  }

  async create(actor: AuthUser, dto: AdminUserCreateDto): Promise<UserRow> {
    if (!dto.firstname) throw fieldError('firstname', 'نام را وارد نکرده اید');
    if (!dto.lastname) throw fieldError('lastname', 'نام خانوادگی را وارد نکرده اید');
    if (!dto.mobile_number && !dto.email) throw fieldError('mobile_number', UmaErrors.MOBILE_REQUIRED);
    const roles = dto.roles?.length ? dto.roles : [Role.USER];
    await this.checkRoleChange(actor, null, roles);
    const { roles: _r, password, ...fields } = dto;
    await this.checkUnique(null, fields);
    const now = this.clock.now();
    const hash = password ? await this.passwords.hash(password) : null;
    const saved = await this.tx.run(async (em) => {
      const u = await em.save(
        em.create(User, {
          ...(fields as Partial<User>),
          password: hash,
          mobile_number_verified: !!fields.mobile_number,
          is_superuser: roles.includes(Role.SUPERUSER),
          creation_time: now,
          last_modification_time: now,
        }),
      );
      await em.save(roles.map((role) => em.create(UserRole, { user_id: u.id, role })));
      return u;
    });
    return mapUser(saved, roles);
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    if (id === actor.id) throw new BadRequestException(UmaErrors.CANNOT_DEACTIVATE_SELF);
    const user = await this.getEntity(id);
    const roles = (await this.rolesOf([id])).get(id) ?? [];
    if (roles.some((r) => PRIVILEGED_ROLES.includes(r)) && !actor.roles.includes(Role.SUPERUSER)) {
      throw new ForbiddenException(UmaErrors.ROLE_GRANT_FORBIDDEN);
    }
    // Soft delete: the row stays for invoices and history; the contact fields are freed.
    await this.ds.getRepository(User).update(
      { id: user.id },
      {
        is_deleted: true,
        is_active: false,
        mobile_number: null,
        email: null,
        national_code: null,
        last_modification_time: this.clock.now(),
      },
    );
  }

  async setRoles(actor: AuthUser, id: number, roles: string[]): Promise<UserRow> {
    const user = await this.getEntity(id);
    await this.checkRoleChange(actor, id, roles);
    return this.applyUpdate(user, {}, {}, roles);
  }

  private async checkRoleChange(actor: AuthUser, id: number | null, next: string[]): Promise<void> {
    if (!can(actor.roles, 'uma.users.roles')) throw new ForbiddenException(UmaErrors.ROLE_GRANT_FORBIDDEN);
    const current = id === null ? [] : ((await this.rolesOf([id])).get(id) ?? []);
    const touched = [...current.filter((r) => !next.includes(r)), ...next.filter((r) => !current.includes(r))];
    if (touched.some((r) => PRIVILEGED_ROLES.includes(r)) && !actor.roles.includes(Role.SUPERUSER)) {
      throw new ForbiddenException(UmaErrors.ROLE_GRANT_FORBIDDEN);
    }
  }

  private async checkUnique(id: number | null, fields: Partial<Record<string, unknown>>): Promise<void> {
    for (const { field, message } of UNIQUE_FIELDS) {
      const value = fields[field];
      if (!value) continue;
      const other = await this.ds.getRepository(User).findOne({ where: { [field]: value }, select: { id: true } });
      if (other && other.id !== id) throw new ConflictException(message);
    }
  }

  private async applyUpdate(
    user: User,
    patch: Partial<User> | ProfileDto,
    uploads: Record<string, UploadedFile>,
    roles?: string[],
  ): Promise<UserRow> {
    const changes = { ...(patch as Partial<User>) };
    await this.checkUnique(user.id, changes);
    const oldPicture = user.picture;
    let newPicture: string | undefined;
    if (uploads.picture) {
      const ext = checkUpload('picture', uploads.picture, ['image'], PICTURE_MAX_BYTES);
      newPicture = await this.storage.save('avatars', uploads.picture, ext);
      changes.picture = newPicture;
    } else if (changes.picture !== undefined && changes.picture !== null && changes.picture !== oldPicture) {
      // A picture is only ever replaced by an upload; text may only repeat the current URL.
      throw fieldError('picture', 'تنها امکان ارسال فایل تصویری وجود دارد.');
    }
    changes.last_modification_time = this.clock.now();
    try {
      await this.tx.run(async (em) => {
        await em.update(User, { id: user.id }, changes);
        if (roles !== undefined) {
          await em.delete(UserRole, { user_id: user.id });
          if (roles.length) await em.save(roles.map((role) => em.create(UserRole, { user_id: user.id, role })));
          await em.update(User, { id: user.id }, { is_superuser: roles.includes(Role.SUPERUSER) });
        }
      });
    } catch (err) {
      if (newPicture) await this.storage.remove(newPicture);
      throw err;
    }
    if (oldPicture && changes.picture !== undefined && changes.picture !== oldPicture) {
      await this.storage.remove(oldPicture);
    }
    return this.get(user.id);
  }
}
