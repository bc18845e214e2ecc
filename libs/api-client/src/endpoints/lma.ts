import type {
  AudienceGender,
  ClassroomStatus,
  HoldingType,
  InvoiceRow,
  InvoiceStatus,
  Paginated,
  RegistrationStatus,
  TranscriptStatus,
  UnitCategoryType,
  WaitlistEntryBrief,
  WaitlistInfo,
  WaitlistStatus,
} from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';

/**
 * lma (learning), first slice (docs/api.md "lma (learning), first slice"; ENDPOINTS.md 1.2 and
 * 4.1): unit categories, classrooms (training courses, discussion circles and events alike, told
 * apart by their unit category's type), enrolling, registering, dropping, and one's own
 * registrations. Sessions, attendance, projects, teams and tests come later.
 */

export interface UnitCategoryRow {
  id: number;
  title: string;
  type: UnitCategoryType;
  units_info: { id: number; title: string }[];
  creation_time: string;
  last_modification_time: string;
}

export interface UnitInfo {
  id: number;
  title: string;
  category: number;
  category_info: { id: number; title: string; type: UnitCategoryType } | null;
  default_session_count: number;
  prerequisites: number[];
  prerequisites_info: { id: number; title: string }[];
  /** Staff text (maybe HTML): the unit's own rules. */
  rules: string | null;
  /** The regulations (آیین نامه) staff wrote for the unit: HTML, or a link. */
  codes: string | null;
  session_templates_count: number;
}

export interface ProfessorInfo {
  id: number;
  firstname: string | null;
  lastname: string | null;
  full_name: string;
  picture: string | null;
}

/** The caller's latest registration in a classroom (null for a guest or a stranger). */
export interface CurrentUserRegisterInfo {
  id: number;
  status: RegistrationStatus;
  /** A seat is kept: registered, or waiting for its invoice to be paid. */
  holds_seat: boolean;
  invoice: number | null;
  invoice_info: { id: number; status: InvoiceStatus; amount: number } | null;
}

/** DOMAIN.md section 3: the server's per-user answer to "which buttons may this person press". */
export interface ClassroomFlags {
  is_enabled_enrolment: boolean;
  is_enabled_adding: boolean;
  is_enabled_viewing: boolean;
  is_enabled_dropping: boolean;
}

/** Event categories (ENDPOINTS.md 1.3). */
export type EventCategory = 'OMOUMI' | 'HEIAT' | 'ARZAGH' | 'ORDOO';

export interface ClassroomRow extends ClassroomFlags {
  id: number;
  title: string;
  thumbnail: string | null;
  /** The regulations file (آیین نامه, a PDF URL). */
  codes: string | null;
  holding_type: HoldingType;
  audience_gender_type: AudienceGender;
  audience_role: string | null;
  /** Whole Rials; 0 is free. */
  price: number;
  holding_year: number | null;
  /** Jalali month number, 1 = فروردین. */
  holding_month: number | null;
  sessions_frequency: string | null;
  live_streaming_url: string | null;
  classroom_address: string | null;
  /** 0 = unlimited. */
  capacity: number;
  used_capacity: number;
  /** null when the capacity is unlimited. */
  remaining_capacity: number | null;
  /** How many stand in its waitlist (issue 28). */
  waiting_count: number;
  /** The line as the caller sees it: only a classroom's own page carries it, never a list. */
  waitlist_info?: WaitlistInfo;
  allowed_absence_count: number;
  mandatory_assignment_count: number;
  minimum_passing_mark: number;
  publish_time: string | null;
  beginning_enrollment_period: string | null;
  ending_enrollment_period: string | null;
  beginning_registration_period: string | null;
  ending_registration_period: string | null;
  beginning_drop_add_period: string | null;
  ending_drop_add_period: string | null;
  registration_period_refund_percent: number;
  drop_add_period_refund_percent: number;
  allow_dropping_on_enrollment_period: boolean;
  allow_adding_on_registration_period: boolean;
  allow_dropping_on_registration_period: boolean;
  allow_adding_on_drop_add_period: boolean;
  allow_dropping_on_drop_add_period: boolean;
  is_ongoing: boolean;
  rules: string | null;
  description: string | null;
  specification: string | null;
  bulletin: string | null;
  /** Events only. */
  category: EventCategory | null;
  event_address: string | null;
  unit: number;
  unit_info: UnitInfo | null;
  item_type: 'CLASSROOM' | 'DISCUSSION_CIRCLE';
  professor: number | null;
  professor_info: ProfessorInfo | null;
  /** The phase, computed by the server from its clock (the client never evaluates dates). */
  status: ClassroomStatus;
  is_current_user_registered: boolean;
  current_user_register_info: CurrentUserRegisterInfo | null;
  sessions_info: unknown[];
  tests: number[];
  creation_time: string;
  last_modification_time: string;
}

/** The classroom as a registration row carries it. */
export interface RegistrationClassroomInfo {
  id: number;
  title: string;
  unit_info: UnitInfo | null;
  holding_type: HoldingType;
  audience_gender_type: AudienceGender;
  professor_info: ProfessorInfo | null;
  status: ClassroomStatus;
  holding_month: number | null;
  holding_year: number | null;
  item_type: 'CLASSROOM' | 'DISCUSSION_CIRCLE';
  price: number;
  thumbnail: string | null;
}

export interface RegistrationRow {
  id: number;
  status: RegistrationStatus;
  holds_seat: boolean;
  owner: number;
  owner_info: {
    id: number;
    firstname: string | null;
    lastname: string | null;
    full_name: string;
    national_code: string | null;
    mobile_number: string | null;
    gender: string | null;
  } | null;
  classroom: number;
  classroom_info: RegistrationClassroomInfo | null;
  invoice: number | null;
  invoice_info: { id: number; status: InvoiceStatus; amount: number } | null;
  transcript_sheet_info: {
    id: number;
    status: TranscriptStatus;
    /** Out of 20; the attendance and the best announced test score (DOMAIN.md 3). */
    attendance_score?: number | null;
    highest_test_score?: number | null;
    final_score: number | null;
    /** A file staff uploaded (SPEC 3): when set, it is the certificate the learner is handed. */
    certification?: string | null;
    /** The platform's own certificate (issue 28), once the transcript passes. */
    certificate_info?: CertificateInfo | null;
  } | null;
  registered_time: string | null;
  creation_time: string;
}

/** Every action answers a Persian sentence to show as it is. */
export interface WithDetail {
  detail: string;
}

/**
 * PUT /lma/classrooms/{id}/register: a free classroom answers the Registration (status
 * REGISTERED); a paid one the Invoice (status PAYING) the seat waits on (ENDPOINTS.md 4.1 step 5).
 */
export type RegisterAnswer = (InvoiceRow & WithDetail) | (RegistrationRow & WithDetail);

export function isInvoiceAnswer(answer: RegisterAnswer): answer is InvoiceRow & WithDetail {
  return answer.status === 'PAYING';
}

/** PUT /lma/classrooms/{id}/drop: the classroom as it is now and what went back to the wallet. */
export type DropAnswer = Partial<ClassroomRow> & {
  id: number;
  refunded_amount: number;
} & WithDetail;

export interface ClassroomListParams extends ListParams {
  unit__category__type?: UnitCategoryType;
  unit__category?: number;
  unit?: number;
  /** Public lists offer the IN_* periods, ONGOING and FINISHED. */
  status?: ClassroomStatus;
  status__in?: readonly ClassroomStatus[];
  holding_type?: HoldingType;
  audience_gender_type?: AudienceGender;
  professor?: number;
}

export interface UnitCategoryListParams extends ListParams {
  type?: UnitCategoryType;
}

export interface RegistrationListParams extends ListParams {
  classroom?: number;
  owner?: number;
  status?: RegistrationStatus;
  status__in?: readonly RegistrationStatus[];
  classroom__unit__category__type?: UnitCategoryType;
  unit?: number;
  category?: number;
}

/** The named filters folded into `filters`, undefined ones left out. */
function fold<P extends ListParams>(params: P, names: readonly (keyof P)[]): ListParams {
  const filters: Record<string, unknown> = { ...params.filters };
  const rest = { ...params } as Record<string, unknown>;
  for (const name of names) {
    const key = name as string;
    if (rest[key] !== undefined) filters[key] = rest[key];
    delete rest[key];
  }
  return { ...(rest as ListParams), filters: filters as ListParams['filters'] };
}

const CLASSROOM_FILTERS = [
  'unit__category__type',
  'unit__category',
  'unit',
  'status',
  'status__in',
  'holding_type',
  'audience_gender_type',
  'professor',
] as const satisfies readonly (keyof ClassroomListParams)[];

const REGISTRATION_FILTERS = [
  'classroom',
  'owner',
  'status',
  'status__in',
  'classroom__unit__category__type',
  'unit',
  'category',
] as const satisfies readonly (keyof RegistrationListParams)[];

export function createLmaApi(http: HttpClient) {
  const classrooms = '/lma/classrooms';
  return {
    listCategories: (
      params: UnitCategoryListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<UnitCategoryRow>> =>
      fetchPage<UnitCategoryRow>(http, '/lma/categories', fold(params, ['type']), signal),

    /** Published classrooms (staff see all), each with the caller's flags and registration. */
    listClassrooms: (
      params: ClassroomListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<ClassroomRow>> =>
      fetchPage<ClassroomRow>(http, classrooms, fold(params, CLASSROOM_FILTERS), signal),
    getClassroom: (id: number, signal?: AbortSignal) =>
      http.get<ClassroomRow>(`${classrooms}/${id}`, undefined, signal),

    /** Pre-registration (ENROLLED); answers the classroom with «پیش ثبت نام با موفقیت انجام شد.». */
    enroll: (id: number) => http.put<ClassroomRow & WithDetail>(`${classrooms}/${id}/enroll`),
    register: (id: number) => http.put<RegisterAnswer>(`${classrooms}/${id}/register`),
    /** The learner leaves; the refund (if any) is decided by the server. */
    drop: (id: number) => http.put<DropAnswer>(`${classrooms}/${id}/drop`, {}),

    /** One's own registrations (staff: everyone's). */
    listRegistrations: (
      params: RegistrationListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<RegistrationRow>> =>
      fetchPage<RegistrationRow>(
        http,
        '/lma/registrations',
        fold(params, REGISTRATION_FILTERS),
        signal,
      ),

    /** Joins the waitlist of a full classroom, circle or event; answers the classroom with its line. */
    joinWaitlist: (id: number) =>
      http.put<ClassroomRow & WithDetail>(`${classrooms}/${id}/join_waitlist`),
    /** Leaves it (an offered seat not paid yet is given up). */
    leaveWaitlist: (id: number) =>
      http.put<ClassroomRow & WithDetail>(`${classrooms}/${id}/leave_waitlist`),
    /** One's own waitlist entries (staff: every line, `classroom` narrows to one, in its order). */
    listWaitlist: (
      params: WaitlistListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<WaitlistRow>> =>
      fetchPage<WaitlistRow>(
        http,
        '/lma/waitlist',
        fold(params, ['classroom', 'owner', 'status', 'status__in']),
        signal,
      ),
    /** Staff move an entry to `place` (1 = first) in its line. */
    moveWaitlistEntry: (id: number, place: number) =>
      http.put<WaitlistRow & WithDetail>(`/lma/waitlist/${id}/move`, { place }),
    /** Staff take someone out of a line. */
    removeWaitlistEntry: (id: number) =>
      http.delete<WaitlistRow & WithDetail>(`/lma/waitlist/${id}`),

    /** My entry pass to an event I am REGISTERED in (issue 28): its code and whether it was used. */
    getEventPass: (registration: number, signal?: AbortSignal) =>
      http.get<EventPass>(`/ema/registrations/${registration}/pass`, undefined, signal),
    /** GET /lma/certificates/{code}: anyone may ask whether a certificate holds (no sign-in). */
    verifyCertificate: (code: string, signal?: AbortSignal) =>
      http.get<CertificateCheck>(
        `/lma/certificates/${encodeURIComponent(code)}`,
        undefined,
        signal,
      ),
    /** The same pass's QR code as an SVG document (text), drawn by the server. */
    getEventPassSvg: (registration: number, signal?: AbortSignal) =>
      http.get<string>(`/ema/registrations/${registration}/pass.svg`, undefined, signal),
  };
}

/** A waitlist entry as GET /lma/waitlist lists it (issue 28). */
export interface WaitlistRow extends WaitlistEntryBrief {
  status_label: string;
  position: number;
  owner: number;
  owner_info: {
    id: number;
    full_name: string;
    mobile_number: string | null;
    national_code: string | null;
  } | null;
  classroom: number;
  classroom_info: {
    id: number;
    title: string;
    capacity: number;
    used_capacity: number;
    waiting_count: number;
    item_type: 'EVENT' | 'CLASSROOM' | 'DISCUSSION_CIRCLE';
  } | null;
  registration: number | null;
  registration_status: RegistrationStatus | null;
  offered_time: string | null;
  creation_time: string;
}

export interface WaitlistListParams extends ListParams {
  classroom?: number;
  owner?: number;
  status?: WaitlistStatus;
  status__in?: readonly WaitlistStatus[];
}

/** A transcript's certificate as its registration carries it. */
export interface CertificateInfo {
  code: string;
  status: 'VALID' | 'REVOKED';
  /** The storefront's verification page, `/certificate/<code>`. */
  url: string;
  /** Its PDF (`/api/lma/certificates/<code>/pdf`) once drawn; null while it is made or when revoked. */
  pdf: string | null;
}

/** GET /lma/certificates/{code}: what the certificate says, as it was issued. */
export interface CertificateCheck {
  code: string;
  status: 'VALID' | 'REVOKED';
  status_label: string;
  is_valid: boolean;
  holder_name: string;
  /** Masked: `001*****45`. */
  national_code: string | null;
  unit_title: string;
  classroom_title: string | null;
  professor_name: string | null;
  final_score: number;
  result: string;
  result_label: string;
  issued_time: string;
  revoked_time: string | null;
  pdf: string | null;
}

/** GET /ema/registrations/{id}/pass. */
export interface EventPass {
  id: number;
  /** 10 Latin letters and digits (no 0/O, 1/I/L). */
  code: string;
  status: string;
  event: number;
  event_info: {
    id: number;
    title: string;
    holding_type: string;
    event_address: string | null;
    holding_year: number | null;
    holding_month: number | null;
    thumbnail: string | null;
  };
  owner: number;
  owner_info: { id: number; full_name: string };
  /** When it was scanned at the door; null while unused. */
  checked_in_time: string | null;
}

export type LmaApi = ReturnType<typeof createLmaApi>;
