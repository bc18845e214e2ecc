import type { InvoiceRow, User } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import type { ClassroomRow, RegisterAnswer, RegistrationRow } from './lmaApi';
import {
  actionLabel,
  afterRegister,
  classroomActions,
  decideCompleteInfo,
  dropMessage,
  financeBadge,
  holdingTime,
  missingProfileFields,
  parseCompleteInfo,
  periodLine,
  periodRows,
  priceLabel,
  registeredMark,
  registrationBadge,
  registrationFilterStatuses,
  registrationLinks,
  rulesAgreement,
  seatsInfo,
  showRegulations,
  statusBadge,
} from './model';

const NO_FLAGS = {
  is_enabled_enrolment: false,
  is_enabled_adding: false,
  is_enabled_viewing: false,
  is_enabled_dropping: false,
};

function classroom(patch: Partial<ClassroomRow> = {}): ClassroomRow {
  return {
    id: 7,
    title: 'منطق مقدماتی',
    thumbnail: null,
    codes: null,
    holding_type: 'ONLINE',
    audience_gender_type: 'FEMALE_MALE',
    audience_role: null,
    price: 0,
    holding_year: 1405,
    holding_month: 9,
    sessions_frequency: null,
    live_streaming_url: null,
    classroom_address: null,
    capacity: 60,
    used_capacity: 6,
    remaining_capacity: 54,
    waiting_count: 0,
    allowed_absence_count: 2,
    mandatory_assignment_count: 3,
    minimum_passing_mark: 12,
    publish_time: '2025-01-01T08:00:00.000Z',
    beginning_enrollment_period: '2025-01-03T08:00:00.000Z',
    ending_enrollment_period: '2025-01-09T08:00:00.000Z',
    beginning_registration_period: '2025-01-18T08:00:00.000Z',
    ending_registration_period: '2025-01-27T08:00:00.000Z',
    beginning_drop_add_period: null,
    ending_drop_add_period: null,
    registration_period_refund_percent: 80,
    drop_add_period_refund_percent: 50,
    allow_dropping_on_enrollment_period: true,
    allow_adding_on_registration_period: true,
    allow_dropping_on_registration_period: true,
    allow_adding_on_drop_add_period: true,
    allow_dropping_on_drop_add_period: true,
    is_ongoing: false,
    rules: null,
    description: null,
    specification: null,
    bulletin: null,
    category: null,
    event_address: null,
    unit: 1,
    unit_info: null,
    item_type: 'CLASSROOM',
    professor: null,
    professor_info: null,
    status: 'IN_REGISTRATION_PERIOD',
    is_current_user_registered: false,
    current_user_register_info: null,
    sessions_info: [],
    tests: [],
    creation_time: '2025-01-01T08:00:00.000Z',
    last_modification_time: '2025-01-01T08:00:00.000Z',
    ...NO_FLAGS,
    ...patch,
  };
}

describe('card labels', () => {
  it('says «رایگان» for a free classroom and Rials with Persian grouping otherwise', () => {
    expect(priceLabel(0)).toBe('رایگان');
    expect(priceLabel(1_200_000)).toBe('۱٬۲۰۰٬۰۰۰ ریال');
  });

  it('counts the seats left, unlimited for capacity 0, and warns when few or none are left', () => {
    expect(seatsInfo({ capacity: 0, used_capacity: 9, remaining_capacity: null })).toEqual({
      label: 'ظرفیت نامحدود',
      tone: 'unlimited',
    });
    expect(seatsInfo({ capacity: 60, used_capacity: 6, remaining_capacity: 54 })).toEqual({
      label: '۵۴ جای خالی',
      tone: 'plenty',
    });
    expect(seatsInfo({ capacity: 3, used_capacity: 2, remaining_capacity: 1 })).toEqual({
      label: '۱ جای خالی',
      tone: 'few',
    });
    expect(seatsInfo({ capacity: 3, used_capacity: 3, remaining_capacity: 0 })).toEqual({
      label: 'ظرفیت تکمیل',
      tone: 'full',
    });
  });

  it('names the phase in Persian with a tone', () => {
    expect(statusBadge('IN_REGISTRATION_PERIOD')).toEqual({ label: 'مرحله ثبت نام', tone: 'success' });
    expect(statusBadge('IN_ENROLLMENT_PERIOD')).toEqual({ label: 'مرحله پیش ثبت نام', tone: 'info' });
    expect(statusBadge('ONGOING').label).toBe('جاری');
    expect(statusBadge('FINISHED')).toEqual({ label: 'پایان یافته', tone: 'default' });
  });

  it('marks a classroom the visitor is in (ENROLLED or REGISTERED) and nothing else', () => {
    expect(registeredMark(null)).toBeNull();
    const base = { id: 1, holds_seat: false, invoice: null, invoice_info: null };
    expect(registeredMark({ ...base, status: 'DROPPED_BY_ITSELF' })).toBeNull();
    expect(registeredMark({ ...base, status: 'REGISTERED', holds_seat: true })?.label).toBe('ثبت نام کرده‌اید');
    expect(registeredMark({ ...base, status: 'ENROLLED' })?.label).toBe('پیش ثبت نام کرده‌اید');
    expect(
      registeredMark({
        ...base,
        status: 'ENROLLED',
        holds_seat: true,
        invoice: 4,
        invoice_info: { id: 4, status: 'PAYING', amount: 1_200_000 },
      })?.label,
    ).toBe('در انتظار پرداخت');
  });

  it('writes the holding month and year in Jalali words', () => {
    expect(holdingTime({ holding_month: 9, holding_year: 1405 })).toBe('آذر ۱۴۰۵');
    expect(holdingTime({ holding_month: null, holding_year: null })).toBeNull();
    expect(holdingTime({ holding_month: 13, holding_year: 1405 })).toBe('۱۴۰۵');
  });

  it('puts on the card what is open now, or what opens next, in Jalali', () => {
    expect(periodLine(classroom())).toMatch(/^ثبت نام تا .*۱۴۰۳$/);
    expect(periodLine(classroom({ status: 'BEFORE_REGISTRATION_PERIOD' }))).toMatch(/^ثبت نام از /);
    expect(periodLine(classroom({ status: 'IN_ENROLLMENT_PERIOD' }))).toMatch(/^پیش ثبت نام تا /);
    expect(periodLine(classroom({ status: 'ONGOING' }))).toBe('برگزاری: آذر ۱۴۰۵');
  });

  it('lists only the periods the classroom has, marking the running and the next one', () => {
    const rows = periodRows(classroom({ status: 'BEFORE_REGISTRATION_PERIOD' }));
    expect(rows.map((r) => r.key)).toEqual(['enrollment', 'registration']);
    expect(rows[1]).toMatchObject({ label: 'ثبت نام', current: false, upcoming: true });
    expect(periodRows(classroom())[1].current).toBe(true);
  });
});

describe('buttons from the server flags', () => {
  it('shows exactly the actions whose flag is set, in a fixed order', () => {
    expect(classroomActions(NO_FLAGS)).toEqual([]);
    expect(classroomActions({ ...NO_FLAGS, is_enabled_adding: true })).toEqual(['register']);
    expect(classroomActions({ ...NO_FLAGS, is_enabled_enrolment: true })).toEqual(['enrol']);
    expect(
      classroomActions({
        is_enabled_enrolment: true,
        is_enabled_adding: true,
        is_enabled_viewing: true,
        is_enabled_dropping: true,
      }),
    ).toEqual(['view', 'register', 'enrol', 'drop']);
    expect(classroomActions({ ...NO_FLAGS, is_enabled_viewing: true, is_enabled_dropping: true })).toEqual([
      'view',
      'drop',
    ]);
  });

  it('labels them as the product does', () => {
    expect(actionLabel('enrol', 'training')).toBe('پیش ثبت نام');
    expect(actionLabel('register', 'training')).toBe('ثبت نام');
    expect(actionLabel('view', 'training')).toBe('مشاهده کلاس');
    expect(actionLabel('view', 'events')).toBe('مشاهده رویداد');
    expect(actionLabel('drop', 'circles')).toBe('انصراف');
  });

  it('offers the regulations file only to someone not yet enrolled or registered', () => {
    expect(showRegulations(classroom())).toBe(false);
    const withFile = classroom({ codes: '/uploads/classrooms/codes.pdf' });
    expect(showRegulations(withFile)).toBe(true);
    const info = { id: 1, holds_seat: true, invoice: null, invoice_info: null };
    expect(showRegulations({ ...withFile, current_user_register_info: { ...info, status: 'REGISTERED' } })).toBe(
      false,
    );
    expect(showRegulations({ ...withFile, current_user_register_info: { ...info, status: 'ENROLLED' } })).toBe(false);
    expect(
      showRegulations({ ...withFile, current_user_register_info: { ...info, status: 'DROPPED_BY_ITSELF' } }),
    ).toBe(true);
  });

  it('writes the promise of the rules dialog', () => {
    expect(rulesAgreement('training', 'منطق مقدماتی')).toBe(
      'قوانین دوره را خواندم و قصد ثبت نام در دوره «منطق مقدماتی» را دارم',
    );
  });
});

describe('my registrations', () => {
  const reg = (patch: Partial<RegistrationRow>): RegistrationRow => ({
    id: 3,
    status: 'REGISTERED',
    holds_seat: true,
    owner: 9,
    owner_info: null,
    classroom: 7,
    classroom_info: null,
    invoice: null,
    invoice_info: null,
    transcript_sheet_info: null,
    registered_time: null,
    creation_time: '2025-01-01T08:00:00.000Z',
    ...patch,
  });

  it('reads the transcript result instead of «ثبت نام» once there is one', () => {
    expect(registrationBadge(reg({}))).toEqual({ label: 'ثبت نام', tone: 'success' });
    expect(
      registrationBadge(reg({ transcript_sheet_info: { id: 1, status: 'CLEAN_PASSED', final_score: 17.5 } })),
    ).toEqual({ label: 'قبول', tone: 'success' });
    expect(
      registrationBadge(reg({ transcript_sheet_info: { id: 1, status: 'FAILED', final_score: 8 } })).label,
    ).toBe('مردود');
    expect(registrationBadge(reg({ status: 'ENROLLED' })).label).toBe('پیش ثبت نام');
    expect(registrationBadge(reg({ status: 'DROPPED_BY_ITSELF' })).label).toBe('حذف توسط کاربر');
  });

  it('gives «وضعیت مالی» from the invoice, and nothing without one', () => {
    expect(financeBadge(null)).toBeNull();
    expect(financeBadge({ status: 'PAID_FULL' })).toEqual({ label: 'پرداخت شده', tone: 'success' });
    expect(financeBadge({ status: 'PAYING' })).toEqual({ label: 'درحال پرداخت', tone: 'warning' });
  });

  it('links to the invoice only while it waits for payment', () => {
    const paying = reg({ status: 'ENROLLED', invoice: 4, invoice_info: { id: 4, status: 'PAYING', amount: 1 } });
    expect(registrationLinks(paying, 'training')).toEqual({
      panel: '/panel/profile/classroom/7',
      public: '/classroom/7',
      invoice: '/panel/invoice/4',
    });
    const paid = reg({ invoice: 4, invoice_info: { id: 4, status: 'PAID_FULL', amount: 1 } });
    expect(registrationLinks(paid, 'events')).toEqual({
      panel: '/panel/profile/event/7',
      public: '/event/7',
      invoice: null,
    });
  });

  it('filters by active or dropped statuses', () => {
    expect(registrationFilterStatuses('all')).toBeUndefined();
    expect(registrationFilterStatuses('active')).toEqual(['ENROLLED', 'REGISTERED']);
    expect(registrationFilterStatuses('dropped')).toContain('DROPPED_BY_ITSELF');
    expect(registrationFilterStatuses('dropped')).not.toContain('REGISTERED');
  });
});

describe('after the calls', () => {
  it('sends an invoice answer to its payment page and a registration back to the classroom', () => {
    const invoice = { id: 41, status: 'PAYING', detail: 'صورت حساب شما ایجاد شد' } as InvoiceRow & {
      detail: string;
    };
    expect(afterRegister(invoice, 'training', 7)).toEqual({
      message: 'صورت حساب شما ایجاد شد',
      to: '/panel/invoice/41',
      invoice: 41,
    });
    const registration = { id: 3, status: 'REGISTERED', detail: 'x' } as unknown as RegisterAnswer;
    expect(afterRegister(registration, 'events', 7)).toEqual({
      message: 'ثبت نام شما با موفقیت انجام شد.',
      to: '/event/7',
      invoice: null,
    });
  });

  it('names the refund of a drop when there was one', () => {
    expect(dropMessage({ refunded_amount: 0, detail: 'انصراف با موفقیت انجام شد.' })).toBe(
      'انصراف با موفقیت انجام شد.',
    );
    expect(dropMessage({ refunded_amount: 960_000, detail: 'انصراف با موفقیت انجام شد.' })).toBe(
      'انصراف با موفقیت انجام شد. مبلغ ۹۶۰٬۰۰۰ ریال به کیف پول شما بازگشت.',
    );
  });
});

describe('completeInfo', () => {
  const complete = {
    firstname: 'زینب',
    lastname: 'مرادی',
    father_name: 'علی',
    birthdate: '1995-03-21',
    national_code: '0012345679',
    gender: 'FEMALE',
    last_academic_degree: 'BACHELOR',
    mobile_number: '09351000004',
    living_province: 'خراسان رضوی',
    living_city: 'مشهد',
    living_address: 'خیابان امام رضا',
    living_postal_code: '9133614567',
    last_modification_time: '2025-01-01T08:00:00.000Z',
  } as unknown as User;

  it('reads only well-formed learning queries', () => {
    const q = (s: string) => parseCompleteInfo(new URLSearchParams(s));
    expect(q('type=register&source=classroom&id=7')).toEqual({ type: 'register', source: 'classroom', id: 7 });
    expect(q('type=enrollment&source=event&id=۱۲')).toEqual({ type: 'enrollment', source: 'event', id: 12 });
    expect(q('type=basket&source=classroom&id=7')).toBeNull();
    expect(q('type=register&source=shop&id=7')).toBeNull();
    expect(q('type=register&source=classroom&id=0')).toBeNull();
    expect(q('type=register&source=classroom')).toBeNull();
  });

  it('lists the required fields still empty, in Persian', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    const partial = { ...complete, father_name: null, living_postal_code: '  ', birthdate: null } as User;
    expect(missingProfileFields(partial)).toEqual(['نام پدر', 'تاریخ تولد', 'کد پستی']);
  });

  it('decides the step: invalid, loading, unavailable, profile form or review', () => {
    const params = { type: 'register' as const, source: 'classroom' as const, id: 7 };
    const open = { ...NO_FLAGS, is_enabled_adding: true };
    expect(decideCompleteInfo({ params: null, user: complete, classroom: open, editing: false })).toEqual({
      step: 'invalid',
    });
    expect(decideCompleteInfo({ params, user: undefined, classroom: open, editing: false }).step).toBe('loading');
    expect(decideCompleteInfo({ params, user: complete, classroom: NO_FLAGS, editing: false }).step).toBe(
      'unavailable',
    );
    // Enrolling asks the enrolment flag, not the adding one.
    expect(
      decideCompleteInfo({ params: { ...params, type: 'enrollment' }, user: complete, classroom: open, editing: false })
        .step,
    ).toBe('unavailable');
    const partial = { ...complete, father_name: '' } as User;
    expect(decideCompleteInfo({ params, user: partial, classroom: open, editing: false })).toEqual({
      step: 'profile',
      missing: ['نام پدر'],
    });
    expect(decideCompleteInfo({ params, user: complete, classroom: open, editing: false })).toEqual({
      step: 'review',
    });
    expect(decideCompleteInfo({ params, user: complete, classroom: open, editing: true })).toEqual({
      step: 'profile',
      missing: [],
    });
  });
});
