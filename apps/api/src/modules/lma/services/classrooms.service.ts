import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ClassroomStatus,
  classroomPhase,
  formatJalaliDateTime,
  fullName,
  INVOICE_STATUS_LABELS,
  percentOff,
  REGISTRATION_STATUS_LABELS,
  TRANSCRIPT_STATUS_LABELS,
  type InvoiceStatus,
  InvoiceType,
  RegistrationStatus,
  TranscriptStatus,
  UnitCategoryType,
  WaitlistStatus,
  type InvoiceRow,
} from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, type ListQuery } from '../../../core/list';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { Exports } from '../../../core/exports';
import { Jobs } from '../../../core/jobs';
import { queueOffers, settleOffer } from '../waitlist/waitlist-hooks';
import { waitlistInfo } from '../waitlist/waitlist-info';
import { Invoice, InvoiceItems, InvoicesService, LedgerService, PaymentsService, type InvoiceItemHandler } from '../../accounting';
import { User } from '../../uma';
import type { ClassroomDto, UnitCategoryDto, UnitDto } from '../dto/lma.dto';
import { Certificate } from '../entities/certificate.entity';
import { certificateInfo } from '../certificates/certificate-info';
import { Classroom, Registration, TranscriptSheet, TranscriptSheetHistory, Unit, UnitCategory, UnitPrerequisite } from '../entities/lma.entities';
import { hasAnswered, questionnaireOf, QuestionnaireErrors } from '../exams/questionnaire';
import { HISTORY_PASS_MARK } from './records.service';
import {
  classroomItemJoin,
  classroomsWithParts,
  itemTypeOf,
  professorInfo,
  registrationsOf,
  shownTitle,
  unitRow,
  type ClassroomWithParts,
  type RegistrationWithInvoice,
} from './classroom-parts';
import { RegistrationNotices } from './registration-notices';
import { CATEGORIES_LIST, classroomsList, REGISTRATIONS_EXPORT_LIST, REGISTRATIONS_LIST, UNITS_LIST } from './lma.lists';

type RegistrationParts = Registration & { owner_x?: User | null; invoice_x?: Invoice | null; transcript_x?: TranscriptSheet | null; certificate_x?: Certificate | null };

export const LmaErrors = {
  FULL: 'ظرفیت این دوره تکمیل شده است.',
  ALREADY: 'شما قبلا در این دوره ثبت نام کرده‌اید.',
  ALREADY_ENROLLED: 'شما قبلا در این دوره پیش ثبت نام کرده‌اید.',
  NOT_ENROLMENT_TIME: 'اکنون امکان پیش ثبت نام در این دوره وجود ندارد.',
  NOT_ADDING_TIME: 'اکنون امکان ثبت نام در این دوره وجود ندارد.',
  NOT_DROPPING_TIME: 'اکنون امکان انصراف از این دوره وجود ندارد.',
  NOT_REGISTERED: 'شما در این دوره ثبت نام نکرده‌اید.',
  GENDER_MISSING: 'برای ثبت نام، جنسیت خود را در پروفایل مشخص کنید.',
  GENDER_MISMATCH: 'این دوره برای جنسیت شما برگزار نمی‌شود.',
  LINE: 'ظرفیت این دوره تکمیل است و دیگران در صف انتظار آن هستند؛ شما هم می‌توانید به صف بپیوندید.',
  PREREQUISITE: (titles: string) => `برای ثبت نام باید پیش‌نیاز ${titles} را گذرانده باشید.`,
} as const;

const THUMB_MAX = 2 * 1024 * 1024;
const CODES_MAX = 10 * 1024 * 1024;
type Flags = { is_enabled_enrolment: boolean; is_enabled_adding: boolean; is_enabled_viewing: boolean; is_enabled_dropping: boolean };

/** Whether the phase lets learners add themselves (register), seats aside. */
export function addingOpen(c: Classroom, phase: ClassroomStatus): boolean {
  return (
    (phase === ClassroomStatus.IN_REGISTRATION_PERIOD && c.allow_adding_on_registration_period) ||
    (phase === ClassroomStatus.IN_DROP_ADD_PERIOD && c.allow_adding_on_drop_add_period)
  );
}

/** The four per-user flags (DOMAIN.md section 3), from the phase, the seats and the user's registration. */
export function classroomFlags(c: Classroom, phase: ClassroomStatus, reg: Registration | null): Flags {
  const active = reg && (reg.status === RegistrationStatus.ENROLLED || reg.status === RegistrationStatus.REGISTERED) ? reg : null;
  const registered = active?.status === RegistrationStatus.REGISTERED;
  // A seat freed while others wait in line is theirs (the waitlist job offers it), not the next comer's.
  const seatLeft = (c.capacity === 0 || c.used_capacity < c.capacity) && !c.waiting_count;
  const addingPhase = addingOpen(c, phase);
  const droppingPhase =
    (phase === ClassroomStatus.IN_ENROLLMENT_PERIOD && c.allow_dropping_on_enrollment_period && !active?.holds_seat) ||
    (phase === ClassroomStatus.IN_REGISTRATION_PERIOD && c.allow_dropping_on_registration_period) ||
    (phase === ClassroomStatus.IN_DROP_ADD_PERIOD && c.allow_dropping_on_drop_add_period);
  return {
    is_enabled_enrolment: phase === ClassroomStatus.IN_ENROLLMENT_PERIOD && !active,
    is_enabled_adding: !!addingPhase && !registered && !active?.holds_seat && seatLeft,
    is_enabled_viewing: registered && phase !== ClassroomStatus.NOT_PUBLISHED_YET,
    is_enabled_dropping: !!active && !!droppingPhase,
  };
}

@Injectable()
export class ClassroomsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly invoices: InvoicesService,
    private readonly items: InvoiceItems,
    private readonly payments: PaymentsService,
    private readonly ledger: LedgerService,
    private readonly regNotices: RegistrationNotices,
    private readonly exports: Exports,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.exports.register<Awaited<ReturnType<ClassroomsService['registrations']>>['rows'][number]>({
      name: 'registrations',
      file: 'registrations',
      sheet: 'ثبت نام‌ها',
      spec: REGISTRATIONS_EXPORT_LIST,
      entity: Registration,
      list: (caller, lq) => this.registrations(caller, lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'شماره همراه', width: 14, value: (r) => r.owner_info?.mobile_number },
        { header: 'کلاس', width: 28, value: (r) => r.classroom_info?.title },
        { header: 'وضعیت ثبت نام', width: 22, value: (r) => REGISTRATION_STATUS_LABELS[r.status as RegistrationStatus] ?? r.status },
        { header: 'وضعیت مالی', width: 18, value: (r) => (r.invoice_info ? (INVOICE_STATUS_LABELS[r.invoice_info.status as InvoiceStatus] ?? r.invoice_info.status) : '') },
        { header: 'نتیجه', width: 16, value: (r) => (r.transcript_sheet_info ? (TRANSCRIPT_STATUS_LABELS[r.transcript_sheet_info.status as TranscriptStatus] ?? '') : '') },
        { header: 'تاریخ ثبت نام', width: 22, value: (r) => formatJalaliDateTime(r.registered_time ?? r.creation_time) },
      ],
    });
    // One handler for both types, so a page of both is described in one call.
    const handler: InvoiceItemHandler = {
      onPaid: (em, inv) => this.onPaid(em, inv),
      onCancelled: (em, inv) => this.onCancelled(em, inv),
      afterCancelled: (inv) => this.afterCancelled(inv),
      describeJoin: classroomItemJoin(this.ds, () => this.clock.now()),
    };
    for (const type of [InvoiceType.CLASSROOM, InvoiceType.EVENT]) this.items.register(type, handler);
  }

  private staff(caller?: AuthUser): boolean {
    return !!caller && can(caller.roles, 'lma.manage');
  }

  // ---------- categories and units ----------

  async categories(lq: ListQuery) {
    const { rows, count } = await paginate(this.ds.getRepository(UnitCategory).createQueryBuilder('uc'), lq, CATEGORIES_LIST);
    const units = rows.length ? await this.ds.getRepository(Unit).findBy({ category_id: In(rows.map((c) => c.id)) }) : [];
    return {
      rows: rows.map((c) => ({
        id: c.id,
        title: c.title,
        type: c.type,
        units_info: units.filter((u) => u.category_id === c.id).map((u) => ({ id: u.id, title: u.title })),
        creation_time: c.creation_time.toISOString(),
        last_modification_time: c.last_modification_time.toISOString(),
      })),
      count,
    };
  }

  async saveCategory(id: number | null, dto: UnitCategoryDto) {
    const repo = this.ds.getRepository(UnitCategory);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const now = this.clock.now();
    const saved = await repo.save({ ...(current ?? { creation_time: now }), title: dto.title, type: dto.type, last_modification_time: now });
    return { id: saved.id, title: saved.title, type: saved.type, units_info: [], creation_time: saved.creation_time.toISOString(), last_modification_time: now.toISOString() };
  }

  async removeCategory(id: number) {
    if (!(await this.ds.getRepository(UnitCategory).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(Unit).existsBy({ category_id: id })) throw conflict('این دسته درس دارد و قابل حذف نیست.');
    await this.ds.getRepository(UnitCategory).delete({ id });
  }

  async units(lq: ListQuery) {
    const qb = this.ds.getRepository(Unit).createQueryBuilder('un').innerJoin(UnitCategory, 'uc', 'uc.id = un.category_id');
    const { rows, count } = await paginate(qb, lq, UNITS_LIST);
    return { rows: await this.mapUnits(rows), count };
  }

  async unit(id: number) {
    const u = await this.ds.getRepository(Unit).findOneBy({ id });
    if (!u) throw notFound();
    return (await this.mapUnits([u]))[0];
  }

  private async mapUnits(rows: Unit[]) {
    if (!rows.length) return [];
    const ids = rows.map((u) => u.id);
    // Three statements whatever the page holds (a page with prerequisites costs no more).
    const [cats, prereqs, preUnits] = await Promise.all([
      this.ds.getRepository(UnitCategory).findBy({ id: In([...new Set(rows.map((u) => u.category_id))]) }),
      this.ds.getRepository(UnitPrerequisite).findBy({ unit_id: In(ids) }),
      this.ds
        .getRepository(Unit)
        .createQueryBuilder('pu')
        .innerJoin(UnitPrerequisite, 'pp', 'pp.prerequisite_id = pu.id')
        .where('pp.unit_id IN (:...ids)', { ids })
        .getMany(),
    ]);
    return rows.map((u) => {
      const mine = prereqs.filter((p) => p.unit_id === u.id).map((p) => p.prerequisite_id);
      return unitRow(u, cats.find((c) => c.id === u.category_id), preUnits.filter((p) => mine.includes(p.id)));
    });
  }

  async saveUnit(id: number | null, dto: UnitDto) {
    const repo = this.ds.getRepository(Unit);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    if (!(await this.ds.getRepository(UnitCategory).existsBy({ id: dto.category }))) throw fieldError('category', 'دسته انتخاب شده وجود ندارد.');
    const pre = [...new Set(dto.prerequisites ?? [])];
    if (id && pre.includes(id)) throw fieldError('prerequisites', 'یک درس نمی‌تواند پیش‌نیاز خودش باشد.');
    if (pre.length && (await repo.countBy({ id: In(pre) })) !== pre.length) throw fieldError('prerequisites', 'برخی پیش‌نیازها وجود ندارند.');
    const now = this.clock.now();
    const saved = await this.tx.run(async (em) => {
      const u = await em.save(Unit, {
        ...(current ?? { creation_time: now }),
        title: dto.title,
        category_id: dto.category,
        default_session_count: dto.default_session_count ?? current?.default_session_count ?? 0,
        rules: dto.rules ?? null,
        codes: dto.codes ?? null,
        last_modification_time: now,
      });
      await em.delete(UnitPrerequisite, { unit_id: u.id });
      if (pre.length) await em.insert(UnitPrerequisite, pre.map((p) => ({ unit_id: u.id, prerequisite_id: p })));
      return u;
    });
    return this.unit(saved.id);
  }

  async removeUnit(id: number) {
    if (!(await this.ds.getRepository(Unit).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(Classroom).existsBy({ unit_id: id })) throw conflict('برای این درس کلاس ساخته شده است و قابل حذف نیست.');
    await this.ds.getRepository(UnitPrerequisite).delete({ unit_id: id });
    await this.ds.getRepository(UnitPrerequisite).delete({ prerequisite_id: id });
    await this.ds.getRepository(Unit).delete({ id });
  }

  // ---------- classrooms ----------

  /**
   * Published classrooms, all for staff; with `own`, also the caller's own as their professor (the
   * catalogue and a classroom's page show a professor their unpublished classrooms too).
   */
  private classroomQuery(caller?: AuthUser, own = false) {
    const qb = this.ds
      .getRepository(Classroom)
      .createQueryBuilder('c')
      .innerJoin(Unit, 'un', 'un.id = c.unit_id')
      .innerJoin(UnitCategory, 'uc', 'uc.id = un.category_id');
    const published = 'c.publish_time IS NOT NULL AND c.publish_time <= :pub';
    if (this.staff(caller)) return qb;
    if (own && caller) qb.andWhere(`((${published}) OR c.professor_id = :me)`, { pub: this.clock.now(), me: caller.id });
    else qb.andWhere(published, { pub: this.clock.now() });
    return qb;
  }

  async list(caller: AuthUser | undefined, lq: ListQuery) {
    const { rows, count } = await paginate(this.classroomQuery(caller, true), lq, classroomsList(this.clock.now()));
    return { rows: await this.mapClassrooms(rows, caller), count };
  }

  async graderClassrooms(caller: AuthUser, lq: ListQuery) {
    const qb = this.classroomQuery(caller).andWhere('c.id IN (SELECT g.classroom_id FROM lma_classroom_graders g WHERE g.grader_id = :me)', { me: caller.id });
    const { rows, count } = await paginate(qb, lq, classroomsList(this.clock.now()));
    return { rows: await this.mapClassrooms(rows, caller), count };
  }

  async get(caller: AuthUser | undefined, id: number) {
    const c = await this.classroomQuery(caller, true).andWhere('c.id = :id', { id }).getOne();
    if (!c) throw notFound();
    const [row] = await this.mapClassrooms([c], caller);
    const adding = addingOpen(c, classroomPhase(c, this.clock.now()));
    return { ...row, waitlist_info: await waitlistInfo(this.ds, c, adding, row.current_user_register_info, caller?.id ?? null) };
  }

  /**
   * A classroom as its form, what a PATCH lays the sent fields over: its answer, but with its own
   * title (the answer shows the unit's when it has none), so a PATCH never writes the unit's title.
   */
  async form(caller: AuthUser, id: number) {
    const c = await this.classroomQuery(caller, true).andWhere('c.id = :id', { id }).getOne();
    if (!c) throw notFound();
    return { ...(await this.mapClassrooms([c], caller))[0], title: c.title };
  }

  /**
   * Classroom rows in two queries whatever their number: the units, categories, prerequisites and
   * professors together, and the caller's registrations with their invoices.
   */
  async mapClassrooms(rows: Classroom[], caller?: AuthUser, loaded?: ClassroomWithParts[]) {
    if (!rows.length) return [];
    const ids = rows.map((c) => c.id);
    const [parts, regs] = await Promise.all([
      loaded ?? classroomsWithParts(this.ds, ids),
      caller ? registrationsOf(this.ds, ids, caller.id) : Promise.resolve([] as RegistrationWithInvoice[]),
    ]);
    const partsOf = new Map(parts.map((p) => [p.id, p]));
    const units = new Map(
      parts.filter((p) => p.unit_x).map((p) => [p.unit_id, unitRow(p.unit_x!, p.unit_x!.category_x, p.unit_x!.prerequisites_x ?? [])]),
    );
    const now = this.clock.now();
    return rows.map((c) => {
      const phase = classroomPhase(c, now);
      const reg = regs.find((r) => r.classroom_id === c.id) ?? null;
      const unit = units.get(c.unit_id);
      const prof = partsOf.get(c.id)?.professor_x;
      const inv = reg?.invoice_id ? reg.invoice_x : undefined;
      const active = !!reg && (reg.status === RegistrationStatus.ENROLLED || reg.status === RegistrationStatus.REGISTERED);
      return {
        ...this.plain(c),
        title: shownTitle(c, unit),
        unit: c.unit_id,
        unit_info: unit ?? null,
        item_type: itemTypeOf(unit),
        professor: c.professor_id,
        professor_info: professorInfo(prof),
        status: phase,
        remaining_capacity: c.capacity === 0 ? null : Math.max(0, c.capacity - c.used_capacity),
        minimum_passing_mark: c.minimum_clean_passing_mark,
        ...classroomFlags(c, phase, reg),
        is_current_user_registered: active,
        current_user_register_info: reg
          ? { id: reg.id, status: reg.status, holds_seat: reg.holds_seat, invoice: reg.invoice_id, invoice_info: inv ? { id: inv.id, status: inv.status, amount: inv.amount } : null }
          : null,
        sessions_info: [],
        tests: (partsOf.get(c.id)?.tests_x ?? []).map((t) => t.id),
      };
    });
  }

  private plain(c: Classroom) {
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      id: c.id,
      thumbnail: c.thumbnail,
      codes: c.codes,
      holding_type: c.holding_type,
      audience_gender_type: c.audience_gender_type,
      audience_role: c.audience_role,
      price: c.price,
      holding_year: c.holding_year,
      holding_month: c.holding_month,
      sessions_frequency: c.sessions_frequency,
      live_streaming_url: c.live_streaming_url,
      classroom_address: c.classroom_address,
      capacity: c.capacity,
      used_capacity: c.used_capacity,
      waiting_count: c.waiting_count,
      allowed_absence_count: c.allowed_absence_count,
      effective_absence_coefficient: c.effective_absence_coefficient,
      mandatory_assignment_count: c.mandatory_assignment_count,
      special_passing_mark: c.special_passing_mark,
      minimum_conditional_passing_mark: c.minimum_conditional_passing_mark,
      minimum_clean_passing_mark: c.minimum_clean_passing_mark,
      publish_time: iso(c.publish_time),
      beginning_enrollment_period: iso(c.beginning_enrollment_period),
      ending_enrollment_period: iso(c.ending_enrollment_period),
      beginning_registration_period: iso(c.beginning_registration_period),
      ending_registration_period: iso(c.ending_registration_period),
      beginning_drop_add_period: iso(c.beginning_drop_add_period),
      ending_drop_add_period: iso(c.ending_drop_add_period),
      registration_period_refund_percent: c.registration_period_refund_percent,
      drop_add_period_refund_percent: c.drop_add_period_refund_percent,
      allow_dropping_on_enrollment_period: c.allow_dropping_on_enrollment_period,
      allow_adding_on_registration_period: c.allow_adding_on_registration_period,
      allow_dropping_on_registration_period: c.allow_dropping_on_registration_period,
      allow_adding_on_drop_add_period: c.allow_adding_on_drop_add_period,
      allow_dropping_on_drop_add_period: c.allow_dropping_on_drop_add_period,
      is_ongoing: c.is_ongoing,
      notify_absence: c.notify_absence,
      rules: c.rules,
      description: c.description,
      specification: c.specification,
      bulletin: c.bulletin,
      category: c.event_category,
      event_address: c.event_address,
      creation_time: c.creation_time.toISOString(),
      last_modification_time: c.last_modification_time.toISOString(),
    };
  }

  private async file(field: 'thumbnail' | 'codes', current: string | null, dto: ClassroomDto, files: Record<string, UploadedFile>) {
    const f = files[field];
    if (f) {
      const ext = field === 'thumbnail' ? checkUpload(field, f, ['image'], THUMB_MAX) : checkUpload(field, f, ['pdf'], CODES_MAX);
      return this.storage.save('classrooms', f, ext);
    }
    if (dto[field] === null || dto[field] === '') return null;
    return current;
  }

  async save(caller: AuthUser, id: number | null, dto: ClassroomDto, files: Record<string, UploadedFile>) {
    const repo = this.ds.getRepository(Classroom);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    if (!(await this.ds.getRepository(Unit).existsBy({ id: dto.unit }))) throw fieldError('unit', 'درس انتخاب شده وجود ندارد.');
    if (dto.professor && !(await this.ds.getRepository(User).existsBy({ id: dto.professor }))) throw fieldError('professor', 'استاد انتخاب شده وجود ندارد.');
    const date = (v: string | null | undefined, keep: Date | null | undefined) => (v === undefined ? (keep ?? null) : v ? new Date(v) : null);
    const fields: Partial<Classroom> = {
      unit_id: dto.unit,
      title: dto.title ?? null,
      holding_type: dto.holding_type,
      audience_gender_type: dto.audience_gender_type ?? current?.audience_gender_type ?? 'FEMALE_MALE',
      audience_role: dto.audience_role ?? null,
      price: dto.price ?? current?.price ?? 0,
      professor_id: dto.professor ?? null,
      holding_year: dto.holding_year ?? null,
      holding_month: dto.holding_month ?? null,
      sessions_frequency: dto.sessions_frequency ?? null,
      live_streaming_url: dto.live_streaming_url ?? null,
      classroom_address: dto.classroom_address ?? null,
      capacity: dto.capacity ?? current?.capacity ?? 0,
      allowed_absence_count: dto.allowed_absence_count ?? current?.allowed_absence_count ?? 0,
      effective_absence_coefficient: dto.effective_absence_coefficient ?? current?.effective_absence_coefficient ?? 0,
      mandatory_assignment_count: dto.mandatory_assignment_count ?? current?.mandatory_assignment_count ?? 0,
      special_passing_mark: dto.special_passing_mark ?? current?.special_passing_mark ?? 0,
      minimum_conditional_passing_mark: dto.minimum_conditional_passing_mark ?? current?.minimum_conditional_passing_mark ?? 0,
      minimum_clean_passing_mark: dto.minimum_clean_passing_mark ?? current?.minimum_clean_passing_mark ?? 0,
      publish_time: date(dto.publish_time, current?.publish_time),
      beginning_enrollment_period: date(dto.beginning_enrollment_period, current?.beginning_enrollment_period),
      ending_enrollment_period: date(dto.ending_enrollment_period, current?.ending_enrollment_period),
      beginning_registration_period: date(dto.beginning_registration_period, current?.beginning_registration_period),
      ending_registration_period: date(dto.ending_registration_period, current?.ending_registration_period),
      beginning_drop_add_period: date(dto.beginning_drop_add_period, current?.beginning_drop_add_period),
      ending_drop_add_period: date(dto.ending_drop_add_period, current?.ending_drop_add_period),
      registration_period_refund_percent: dto.registration_period_refund_percent ?? current?.registration_period_refund_percent ?? 0,
      drop_add_period_refund_percent: dto.drop_add_period_refund_percent ?? current?.drop_add_period_refund_percent ?? 0,
      allow_dropping_on_enrollment_period: dto.allow_dropping_on_enrollment_period ?? current?.allow_dropping_on_enrollment_period ?? true,
      allow_adding_on_registration_period: dto.allow_adding_on_registration_period ?? current?.allow_adding_on_registration_period ?? true,
      allow_dropping_on_registration_period: dto.allow_dropping_on_registration_period ?? current?.allow_dropping_on_registration_period ?? false,
      allow_adding_on_drop_add_period: dto.allow_adding_on_drop_add_period ?? current?.allow_adding_on_drop_add_period ?? true,
      allow_dropping_on_drop_add_period: dto.allow_dropping_on_drop_add_period ?? current?.allow_dropping_on_drop_add_period ?? true,
      is_ongoing: dto.is_ongoing ?? current?.is_ongoing ?? false,
      notify_absence: dto.notify_absence ?? current?.notify_absence ?? false,
      rules: dto.rules ?? null,
      description: dto.description ?? null,
      specification: dto.specification ?? null,
      bulletin: dto.bulletin ?? null,
      event_category: dto.category ?? null,
      event_address: dto.event_address ?? null,
    };
    const pairs: [keyof Classroom, keyof Classroom, string][] = [
      ['beginning_enrollment_period', 'ending_enrollment_period', 'ending_enrollment_period'],
      ['beginning_registration_period', 'ending_registration_period', 'ending_registration_period'],
      ['beginning_drop_add_period', 'ending_drop_add_period', 'ending_drop_add_period'],
    ];
    for (const [b, e, field] of pairs) {
      const begin = fields[b] as Date | null;
      const end = fields[e] as Date | null;
      if (!!begin !== !!end) throw fieldError(field, 'آغاز و پایان هر مرحله را با هم وارد کنید.');
      if (begin && end && end.getTime() <= begin.getTime()) throw fieldError(field, 'پایان مرحله باید بعد از آغاز آن باشد.');
    }
    if (current && fields.capacity !== 0 && (fields.capacity ?? 0) < current.used_capacity) {
      throw fieldError('capacity', `ظرفیت نمی‌تواند کمتر از ${current.used_capacity} جای گرفته‌شده باشد.`);
    }
    fields.thumbnail = await this.file('thumbnail', current?.thumbnail ?? null, dto, files);
    fields.codes = await this.file('codes', current?.codes ?? null, dto, files);
    const now = this.clock.now();
    const saved = await repo.save({ ...(current ?? { creation_time: now, used_capacity: 0, creator_id: caller.id }), ...fields, last_modification_time: now });
    // More seats (or none counted any more) for a classroom with a line: the line gets them.
    const raised = current && current.capacity !== 0 && (fields.capacity === 0 || (fields.capacity ?? 0) > current.capacity);
    if (raised && current.waiting_count > 0) await queueOffers(this.jobs, this.clock, saved.id);
    return this.get(caller, saved.id);
  }

  async remove(id: number) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(Registration).existsBy({ classroom_id: id })) throw conflict('این کلاس ثبت نامی دارد و قابل حذف نیست.');
    await this.ds.getRepository(Classroom).delete({ id });
  }

  async toggleOngoing(caller: AuthUser, id: number) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id });
    if (!c) throw notFound();
    await this.ds.getRepository(Classroom).update({ id }, { is_ongoing: !c.is_ongoing, last_modification_time: this.clock.now() });
    return this.get(caller, id);
  }

  // ---------- registering ----------

  async classroomFor(caller: AuthUser, id: number) {
    const c = await this.classroomQuery(caller).andWhere('c.id = :id', { id }).getOne();
    if (!c) throw notFound();
    const reg = await this.ds.getRepository(Registration).findOne({ where: { classroom_id: id, owner_id: caller.id }, order: { id: 'DESC' } });
    return { c, reg, phase: classroomPhase(c, this.clock.now()) };
  }

  async enroll(caller: AuthUser, id: number) {
    const { c, reg, phase } = await this.classroomFor(caller, id);
    if (reg && (reg.status === RegistrationStatus.ENROLLED || reg.status === RegistrationStatus.REGISTERED)) throw conflict(LmaErrors.ALREADY_ENROLLED);
    if (!classroomFlags(c, phase, reg).is_enabled_enrolment) throw conflict(LmaErrors.NOT_ENROLMENT_TIME);
    await this.checkQuestionnaire(c, caller.id);
    await this.insertRegistration(this.ds.manager, c.id, caller.id, RegistrationStatus.ENROLLED, false);
    return { ...(await this.get(caller, id)), detail: 'پیش ثبت نام با موفقیت انجام شد.' };
  }

  private async insertRegistration(em: EntityManager, classroomId: number, ownerId: number, status: string, seat: boolean) {
    const now = this.clock.now();
    try {
      return await em.save(
        em.create(Registration, {
          classroom_id: classroomId,
          owner_id: ownerId,
          active_owner_id: ownerId,
          status,
          holds_seat: seat,
          invoice_id: null,
          registered_time: status === RegistrationStatus.REGISTERED ? now : null,
          dropped_time: null,
          creation_time: now,
          last_modification_time: now,
        }),
      );
    } catch (err) {
      if (/UNIQUE|Duplicate/i.test(String((err as Error).message))) throw conflict(LmaErrors.ALREADY);
      throw err;
    }
  }

  /** An event with a questionnaire: the learner answers it first (docs/domain-rules.md «Event questionnaire»). */
  async checkQuestionnaire(c: Classroom, ownerId: number) {
    const questionnaire = await questionnaireOf(this.ds.manager, c);
    if (questionnaire && !(await hasAnswered(this.ds.manager, questionnaire.id, ownerId))) throw conflict(QuestionnaireErrors.UNANSWERED);
  }

  async checkEligible(caller: AuthUser | { id: number }, c: Classroom) {
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: caller.id });
    if (c.audience_gender_type !== 'FEMALE_MALE') {
      if (!user.gender) throw fieldError('gender', LmaErrors.GENDER_MISSING);
      if (user.gender !== c.audience_gender_type) throw conflict(LmaErrors.GENDER_MISMATCH);
    }
    const pre = await this.ds.getRepository(UnitPrerequisite).findBy({ unit_id: c.unit_id });
    if (pre.length) {
      const passed = await this.ds.getRepository(TranscriptSheet).findBy({
        owner_id: caller.id,
        unit_id: In(pre.map((p) => p.prerequisite_id)),
        status: In([TranscriptStatus.CLEAN_PASSED, TranscriptStatus.CONDITIONAL_PASSED]),
      });
      const user = await this.ds.getRepository(User).findOneBy({ id: caller.id });
      const history = user?.national_code
        ? await this.ds.getRepository(TranscriptSheetHistory).findBy({ national_code: user.national_code, unit_id: In(pre.map((p) => p.prerequisite_id)) })
        : [];
      const missing = pre.filter(
        (p) => !passed.some((t) => t.unit_id === p.prerequisite_id) && !history.some((h) => h.unit_id === p.prerequisite_id && h.score >= HISTORY_PASS_MARK),
      );
      if (missing.length) {
        const units = await this.ds.getRepository(Unit).findBy({ id: In(missing.map((m) => m.prerequisite_id)) });
        throw conflict(LmaErrors.PREREQUISITE(units.map((u) => `«${u.title}»`).join('، ')));
      }
    }
  }

  /**
   * Takes a seat atomically (a conditional increment of used_capacity) and either registers at once
   * (price 0) or makes a PAYING invoice the registration waits on; one transaction.
   */
  async register(caller: AuthUser, id: number, forOwner: number | null = null): Promise<(InvoiceRow | Record<string, unknown>) & { detail: string }> {
    const ownerId = forOwner ?? caller.id;
    const { c, phase } = await this.classroomFor(caller, id);
    const reg = await this.ds.getRepository(Registration).findOne({ where: { classroom_id: id, owner_id: ownerId }, order: { id: 'DESC' } });
    if (reg?.status === RegistrationStatus.REGISTERED || reg?.holds_seat) throw await this.invoices.conflictNaming(LmaErrors.ALREADY, reg.invoice_id);
    if (!forOwner && !classroomFlags(c, phase, reg).is_enabled_adding) {
      throw conflict(c.capacity !== 0 && c.used_capacity >= c.capacity ? LmaErrors.FULL : c.waiting_count > 0 ? LmaErrors.LINE : LmaErrors.NOT_ADDING_TIME);
    }
    await this.checkEligible({ id: ownerId }, c);
    if (!forOwner) await this.checkQuestionnaire(c, ownerId);
    if (c.price > 0) await this.ledger.ensureWallet(ownerId);
    const unit = await this.ds.getRepository(Unit).findOneByOrFail({ id: c.unit_id });
    const category = await this.ds.getRepository(UnitCategory).findOneByOrFail({ id: unit.category_id });
    const result = await this.tx.run((em) => this.admitInTx(em, c, unit, category, ownerId, caller.id, reg, {})).catch(async (err: unknown) => {
      // A concurrent twin (a double click) took the seat first: name its invoice.
      if (!(err instanceof ConflictException) || err.message !== LmaErrors.ALREADY) throw err;
      const twin = await this.ds.getRepository(Registration).findOne({ where: { classroom_id: id, owner_id: ownerId }, order: { id: 'DESC' } });
      throw await this.invoices.conflictNaming(LmaErrors.ALREADY, twin?.invoice_id ?? null);
    });
    if (result.invoice) {
      const [row] = await this.invoices.mapMany([result.invoice]);
      return { ...row, detail: 'صورت حساب شما ایجاد شد' };
    }
    return { ...(await this.registrationRow(result.registration.id)), detail: 'ثبت نام شما با موفقیت انجام شد.' };
  }

  /**
   * Inside `em`: takes a seat (409 FULL when none is left) and gives it to `ownerId`, REGISTERED at
   * once when free, else ENROLLED with a PAYING invoice to pay within `lifetimeHours` (the default
   * lifetime unless said). `reg` is the owner's latest registration (an ENROLLED one is reused).
   * Register and the waitlist's offers both admit through here.
   */
  async admitInTx(
    em: EntityManager,
    c: Classroom,
    unit: Unit,
    category: UnitCategory,
    ownerId: number,
    creatorId: number | null,
    reg: Registration | null,
    opts: { lifetimeHours?: number; quiet?: boolean },
  ): Promise<{ registration: Registration; invoice: Invoice | null }> {
    await this.takeSeat(em, c.id);
    const status = c.price > 0 ? RegistrationStatus.ENROLLED : RegistrationStatus.REGISTERED;
    let registration: Registration;
    const live = reg && reg.status === RegistrationStatus.ENROLLED ? reg : null;
    if (live) {
      const res = await em
        .createQueryBuilder()
        .update(Registration)
        .set({ status, holds_seat: true, registered_time: status === RegistrationStatus.REGISTERED ? this.clock.now() : null, last_modification_time: this.clock.now() })
        .where('id = :id AND holds_seat = :no AND status = :enrolled', { id: live.id, no: false, enrolled: RegistrationStatus.ENROLLED })
        .execute();
      if ((res.affected ?? 0) !== 1) throw conflict(LmaErrors.ALREADY);
      registration = await em.findOneByOrFail(Registration, { id: live.id });
    } else {
      registration = await this.insertRegistration(em, c.id, ownerId, status, true);
    }
    if (c.price === 0) {
      if (!opts.quiet) await this.regNotices.changed(em, registration.id, RegistrationStatus.REGISTERED);
      return { registration, invoice: null };
    }
    const event = category.type === UnitCategoryType.EVENT;
    const invoice = await this.invoices.createInTx(em, {
      owner_id: ownerId,
      title: `ثبت نام ${event ? 'رویداد' : 'دوره'} «${c.title ?? unit.title}»`,
      amount: c.price,
      type: event ? InvoiceType.EVENT : InvoiceType.CLASSROOM,
      item_id: registration.id,
      creator_id: creatorId,
      lifetime_hours: opts.lifetimeHours,
    });
    await em.update(Registration, { id: registration.id }, { invoice_id: invoice.id });
    return { registration: { ...registration, invoice_id: invoice.id }, invoice };
  }

  /** Paid (or an instalment plan accepted): the waiting registration becomes REGISTERED. */
  private async onPaid(em: EntityManager, invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    const res = await em
      .createQueryBuilder()
      .update(Registration)
      .set({ status: RegistrationStatus.REGISTERED, registered_time: this.clock.now(), last_modification_time: this.clock.now() })
      .where('id = :id AND holds_seat = :yes AND status = :enrolled', { id: invoice.item_id, yes: true, enrolled: RegistrationStatus.ENROLLED })
      .execute();
    if (res.affected === 1) {
      await settleOffer(em, invoice.item_id, WaitlistStatus.ACCEPTED, this.clock.now());
      await this.regNotices.changed(em, invoice.item_id, RegistrationStatus.REGISTERED);
    }
  }

  /** Unpaid for 24 hours or cancelled: DROPPED_FOR_NOT_FINALIZING and the seat comes back. */
  private async onCancelled(em: EntityManager, invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    if (await this.release(em, invoice.item_id, RegistrationStatus.DROPPED_FOR_NOT_FINALIZING)) {
      await this.regNotices.changed(em, invoice.item_id, RegistrationStatus.DROPPED_FOR_NOT_FINALIZING);
    }
  }

  /**
   * The freed seat goes to the line at once, not at the next minute's sweep: a learner who cancels
   * an offered (or any seated) invoice from the invoice page hands the seat to the next in line.
   */
  private async afterCancelled(invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    const reg = await this.ds.getRepository(Registration).findOne({ where: { id: invoice.item_id }, select: ['id', 'classroom_id'] });
    const room = reg && (await this.ds.getRepository(Classroom).findOne({ where: { id: reg.classroom_id }, select: ['id', 'waiting_count'] }));
    if (room && room.waiting_count > 0) await queueOffers(this.jobs, this.clock, room.id);
  }

  /** One seat of the classroom, taken atomically (capacity 0 = unlimited); 409 when full. */
  private async takeSeat(em: EntityManager, classroomId: number): Promise<void> {
    const seat = await em
      .createQueryBuilder()
      .update(Classroom)
      .set({ used_capacity: () => 'used_capacity + 1' })
      .where('id = :id AND (capacity = 0 OR used_capacity < capacity)', { id: classroomId })
      .execute();
    if ((seat.affected ?? 0) !== 1) throw conflict(LmaErrors.FULL);
  }

  /** An offered seat given up before it was paid: its invoice is cancelled (or, free, the seat released). */
  async giveUpOffer(em: EntityManager, reg: Registration): Promise<void> {
    const inv = reg.invoice_id ? await em.findOneBy(Invoice, { id: reg.invoice_id }) : null;
    if (inv?.status === 'PAYING') await this.invoices.cancelInTx(em, inv.id);
    else if (await this.release(em, reg.id, RegistrationStatus.DROPPED_BY_ITSELF)) await this.regNotices.changed(em, reg.id, RegistrationStatus.DROPPED_BY_ITSELF);
  }

  /** Ends a live registration once; frees its seat. False when it was not live. */
  async release(em: EntityManager, registrationId: number, status: string): Promise<boolean> {
    const reg = await em.findOneBy(Registration, { id: registrationId });
    if (!reg) return false;
    const res = await em
      .createQueryBuilder()
      .update(Registration)
      .set({ status, active_owner_id: null, holds_seat: false, dropped_time: this.clock.now(), last_modification_time: this.clock.now() })
      .where('id = :id AND status IN (:...live)', { id: registrationId, live: [RegistrationStatus.ENROLLED, RegistrationStatus.REGISTERED] })
      .execute();
    if ((res.affected ?? 0) !== 1) return false;
    await settleOffer(em, registrationId, WaitlistStatus.LAPSED, this.clock.now());
    if (reg.holds_seat) {
      await em
        .createQueryBuilder()
        .update(Classroom)
        .set({ used_capacity: () => 'used_capacity - 1' })
        .where('id = :id AND used_capacity > 0', { id: reg.classroom_id })
        .execute();
    }
    return true;
  }

  /**
   * Drop by the learner (while the flag allows; refund = paid × the period's percent) or by staff for
   * `owner` (refund as they decide, 0..paid). Sent twice, it drops and refunds once.
   */
  async drop(caller: AuthUser, id: number, owner: number | null, refundAmount: number | null) {
    const byStaff = owner !== null && owner !== caller.id;
    if (byStaff && !this.staff(caller)) throw notFound();
    const ownerId = byStaff ? owner! : caller.id;
    const c = await this.ds.getRepository(Classroom).findOneBy({ id });
    if (!c) throw notFound();
    const reg = await this.ds.getRepository(Registration).findOne({ where: { classroom_id: id, owner_id: ownerId }, order: { id: 'DESC' } });
    if (!reg || !(reg.status === RegistrationStatus.ENROLLED || reg.status === RegistrationStatus.REGISTERED)) throw conflict(LmaErrors.NOT_REGISTERED);
    const phase = classroomPhase(c, this.clock.now());
    if (!byStaff && !classroomFlags(c, phase, reg).is_enabled_dropping) throw conflict(LmaErrors.NOT_DROPPING_TIME);
    const percent =
      phase === ClassroomStatus.IN_REGISTRATION_PERIOD ? c.registration_period_refund_percent : phase === ClassroomStatus.IN_DROP_ADD_PERIOD ? c.drop_add_period_refund_percent : 0;
    await this.ledger.ensureWallet(ownerId);
    let refunded = 0;
    await this.tx.run(async (em) => {
      const status = byStaff ? RegistrationStatus.DROPPED_BY_ADMIN : RegistrationStatus.DROPPED_BY_ITSELF;
      if (!(await this.release(em, reg.id, status))) throw conflict(LmaErrors.NOT_REGISTERED);
      await this.regNotices.changed(em, reg.id, status);
      if (!reg.invoice_id) return;
      const inv = await em.findOneByOrFail(Invoice, { id: reg.invoice_id });
      if (inv.status === 'PAYING') {
        await this.invoices.cancelInTx(em, inv.id);
        return;
      }
      const paid = await this.payments.refundableIn(em, inv.id);
      const amount = byStaff ? Math.min(refundAmount ?? 0, paid) : percentOff(paid, percent);
      if (amount > 0) {
        const p = await this.payments.refundInTx(em, inv, amount, `بازگشت وجه انصراف از «${c.title ?? ''}»`.replace('«»', 'دوره'), caller.id);
        refunded = p?.amount ?? 0;
      }
    });
    if (reg.holds_seat) await queueOffers(this.jobs, this.clock, id);
    return { ...(await this.get(caller, id).catch(() => ({ id }))), refunded_amount: refunded, detail: 'انصراف با موفقیت انجام شد.' };
  }

  /**
   * Staff put many users in at once: ENROLLED (bulk_enroll) or REGISTERED with a seat and no payment
   * (bulk_register). Each user either joins or is reported with the reason; nothing half-written.
   */
  async bulk(caller: AuthUser, id: number, owners: number[], register: boolean) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id });
    if (!c) throw notFound();
    const results: { owner: number; ok: boolean; detail: string }[] = [];
    for (const owner of [...new Set(owners)]) {
      try {
        if (!(await this.ds.getRepository(User).existsBy({ id: owner, is_deleted: false }))) throw notFound('کاربر یافت نشد.');
        await this.tx.run(async (em) => {
          const live = await em.findOneBy(Registration, { classroom_id: id, owner_id: owner, active_owner_id: owner });
          if (live && (live.status === RegistrationStatus.REGISTERED || !register)) throw conflict(LmaErrors.ALREADY);
          if (!register) {
            const enrolled = await this.insertRegistration(em, id, owner, RegistrationStatus.ENROLLED, false);
            await this.regNotices.changed(em, enrolled.id, RegistrationStatus.ENROLLED);
            return;
          }
          await this.takeSeat(em, id);
          let regId = live?.id;
          if (live) {
            if (live.holds_seat) throw conflict(LmaErrors.ALREADY);
            await em.update(Registration, { id: live.id }, { status: RegistrationStatus.REGISTERED, holds_seat: true, registered_time: this.clock.now(), last_modification_time: this.clock.now() });
          } else {
            regId = (await this.insertRegistration(em, id, owner, RegistrationStatus.REGISTERED, true)).id;
          }
          await this.regNotices.changed(em, regId!, RegistrationStatus.REGISTERED);
        });
        results.push({ owner, ok: true, detail: register ? 'ثبت نام شد.' : 'پیش ثبت نام شد.' });
      } catch (err) {
        results.push({ owner, ok: false, detail: (err as { message?: string }).message ?? 'ناموفق' });
      }
    }
    return results;
  }

  /** Staff give back a place lost for conditions (DROPPED_FOR_CONDITION → REGISTERED). */
  async revertDroppedForCondition(id: number) {
    const r = await this.ds.getRepository(Registration).findOneBy({ id });
    if (!r) throw notFound();
    if (r.status !== RegistrationStatus.DROPPED_FOR_CONDITION) throw conflict('تنها ثبت نام حذف‌شده به دلیل شرایط قابل بازگشت است.');
    await this.tx.run(async (em) => {
      await this.takeSeat(em, r.classroom_id);
      try {
        await em.update(Registration, { id }, { status: RegistrationStatus.REGISTERED, active_owner_id: r.owner_id, holds_seat: true, dropped_time: null, last_modification_time: this.clock.now() });
      } catch {
        throw conflict(LmaErrors.ALREADY);
      }
      await this.regNotices.changed(em, id, RegistrationStatus.REGISTERED);
    });
    return this.registrationRow(id);
  }

  /** Staff make the invoice for a user (who is then registered when it is paid). */
  async createInvoiceFor(caller: AuthUser, id: number, owner: number | null) {
    if (!owner) throw fieldError('owner', 'کاربر را انتخاب کنید.');
    if (!(await this.ds.getRepository(User).existsBy({ id: owner }))) throw fieldError('owner', 'کاربر یافت نشد.');
    return this.register(caller, id, owner);
  }

  // ---------- registrations ----------

  /** Registrations with their owner, invoice and transcript sheet joined in (one row each). */
  private registrationsBase() {
    return this.ds
      .getRepository(Registration)
      .createQueryBuilder('r')
      .innerJoin(Classroom, 'c', 'c.id = r.classroom_id')
      .innerJoin(Unit, 'un', 'un.id = c.unit_id')
      .innerJoin(UnitCategory, 'uc', 'uc.id = un.category_id')
      .leftJoinAndMapOne('r.owner_x', User, 'o', 'o.id = r.owner_id')
      .leftJoinAndMapOne('r.invoice_x', Invoice, 'ri', 'ri.id = r.invoice_id')
      .leftJoinAndMapOne('r.transcript_x', TranscriptSheet, 'rt', 'rt.registration_id = r.id')
      .leftJoinAndMapOne('r.certificate_x', Certificate, 'rcert', 'rcert.transcript_id = rt.id');
  }

  private registrationsQuery(caller: AuthUser) {
    const qb = this.registrationsBase();
    if (!this.staff(caller)) qb.andWhere('r.owner_id = :me', { me: caller.id });
    return qb;
  }

  /** Four queries whatever the page size: sign-in, count, the page with its joins, the classrooms. */
  async registrations(caller: AuthUser, lq: ListQuery) {
    const { rows, count } = await paginate(this.registrationsQuery(caller), lq, REGISTRATIONS_LIST);
    return { rows: await this.mapRegistrations(rows), count };
  }

  async registrationRow(id: number) {
    const r = await this.registrationsBase().where('r.id = :id', { id }).getOne();
    if (!r) throw notFound();
    return (await this.mapRegistrations([r]))[0];
  }

  private async mapRegistrations(rows: RegistrationParts[]) {
    if (!rows.length) return [];
    const parts = await classroomsWithParts(this.ds, [...new Set(rows.map((r) => r.classroom_id))]);
    const cRows = await this.mapClassrooms(parts, undefined, parts);
    return rows.map((r) => {
      const o = r.owner_x;
      const inv = r.invoice_x;
      const t = r.transcript_x;
      const c = cRows.find((x) => x.id === r.classroom_id);
      return {
        id: r.id,
        status: r.status,
        holds_seat: r.holds_seat,
        owner: r.owner_id,
        owner_info: o ? { id: o.id, firstname: o.firstname, lastname: o.lastname, full_name: fullName(o), national_code: o.national_code, mobile_number: o.mobile_number, gender: o.gender } : null,
        classroom: r.classroom_id,
        classroom_info: c ? { id: c.id, title: c.title, unit_info: c.unit_info, holding_type: c.holding_type, audience_gender_type: c.audience_gender_type, professor_info: c.professor_info, status: c.status, holding_month: c.holding_month, holding_year: c.holding_year, item_type: c.item_type, price: c.price, thumbnail: c.thumbnail } : null,
        invoice: r.invoice_id,
        invoice_info: inv ? { id: inv.id, status: inv.status, amount: inv.amount } : null,
        transcript_sheet_info: t ? { id: t.id, status: t.status, attendance_score: t.attendance_score, highest_test_score: t.highest_test_score, final_score: t.final_score, certification: t.certification, certificate_info: certificateInfo(r.certificate_x) } : null,
        registered_time: r.registered_time?.toISOString() ?? null,
        creation_time: r.creation_time.toISOString(),
      };
    });
  }

  /** The public statistics widget (rma): users, training classrooms, event classrooms. */
  async statistics() {
    const count = (type: string) =>
      this.ds
        .getRepository(Classroom)
        .createQueryBuilder('c')
        .innerJoin(Unit, 'un', 'un.id = c.unit_id')
        .innerJoin(UnitCategory, 'uc', 'uc.id = un.category_id')
        .where('uc.type = :type AND c.publish_time IS NOT NULL AND c.publish_time <= :now', { type, now: this.clock.now() })
        .getCount();
    const [users, training, events] = await Promise.all([
      this.ds.getRepository(User).countBy({ is_deleted: false, is_active: true }),
      count(UnitCategoryType.TRAINING),
      count(UnitCategoryType.EVENT),
    ]);
    return { users_count: users, training_classrooms_count: training, event_classrooms_count: events };
  }
}
