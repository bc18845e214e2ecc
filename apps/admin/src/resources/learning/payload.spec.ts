import { describe, expect, it } from 'vitest';
import {
  capacityShare,
  classroomDefaults,
  htmlToText,
  isActiveMember,
  jalaliYear,
  memberStatusKey,
  paidAmountOf,
  toCategoryPayload,
  toClassroomPayload,
  toDropPayload,
  toInstant,
  toUnitPayload,
  validateClassroom,
  validatePeriods,
  validateRefund,
  validateUnit,
} from './payload';

const picked = { rawFile: new Blob(['%PDF-1.4']), title: 'rules.pdf' };

describe('classroom form → API payload', () => {
  const form = {
    // read-only fields of the record the API would refuse
    id: 7,
    status: 'IN_REGISTRATION_PERIOD',
    used_capacity: 1,
    unit_info: { id: 3, title: 'فقه ۱' },
    professor_info: { full_name: 'استاد' },
    is_enabled_adding: true,
    unit: '3',
    title: '  فقه ۱ - گروه الف ',
    holding_type: 'ONLINE',
    audience_gender_type: 'FEMALE_MALE',
    professor: 13,
    price: 0,
    capacity: '۲',
    holding_year: 1405,
    holding_month: 7,
    sessions_frequency: '',
    live_streaming_url: ' https://live.example.ir/room ',
    publish_time: '2026-10-01T05:30:00.000Z',
    beginning_registration_period: '2026-10-01T05:30:00.000Z',
    ending_registration_period: new Date('2026-10-20T20:29:00.000Z'),
    beginning_enrollment_period: null,
    ending_enrollment_period: '',
    registration_period_refund_percent: '۵۰',
    minimum_clean_passing_mark: '۱۲٫۵',
    allow_dropping_on_registration_period: true,
    allow_adding_on_drop_add_period: undefined,
    is_ongoing: false,
    thumbnail: 'https://cdn/uploads/c.png',
    codes: picked,
    category: 'HEIAT',
    event_address: 'قم',
  };

  it('keeps only the API fields, with dates as ISO instants or null and switches as booleans', () => {
    const out = toClassroomPayload(form, 'training');
    expect(out).not.toHaveProperty('id');
    expect(out).not.toHaveProperty('status');
    expect(out).not.toHaveProperty('used_capacity');
    expect(out).not.toHaveProperty('unit_info');
    expect(out).not.toHaveProperty('is_enabled_adding');
    expect(out).toMatchObject({
      unit: 3,
      title: 'فقه ۱ - گروه الف',
      holding_type: 'ONLINE',
      professor: 13,
      price: 0,
      capacity: 2,
      holding_year: 1405,
      holding_month: 7,
      sessions_frequency: null,
      live_streaming_url: 'https://live.example.ir/room',
      publish_time: '2026-10-01T05:30:00.000Z',
      beginning_registration_period: '2026-10-01T05:30:00.000Z',
      ending_registration_period: '2026-10-20T20:29:00.000Z',
      beginning_enrollment_period: null,
      ending_enrollment_period: null,
      beginning_drop_add_period: null,
      registration_period_refund_percent: 50,
      minimum_clean_passing_mark: 12.5,
      allow_dropping_on_registration_period: true,
      allow_adding_on_drop_add_period: false,
      allow_dropping_on_enrollment_period: false,
      is_ongoing: false,
      notify_absence: false,
    });
    // An unchanged picture is left out (kept), a newly picked PDF goes as a file.
    expect(out).not.toHaveProperty('thumbnail');
    expect(out.codes).toBe(picked);
    // Not an event: no event category or address.
    expect(out).not.toHaveProperty('category');
    expect(out).not.toHaveProperty('event_address');
    // Empty counts keep the stored value (left out).
    expect(out).not.toHaveProperty('drop_add_period_refund_percent');
  });

  it('sends the event fields for events, and null for a removed file or no professor', () => {
    const out = toClassroomPayload(
      { ...form, thumbnail: null, codes: 'https://cdn/uploads/c.pdf', professor: '' },
      'events',
    );
    expect(out).toMatchObject({
      category: 'HEIAT',
      event_address: 'قم',
      thumbnail: null,
      professor: null,
    });
    expect(out).not.toHaveProperty('codes');
  });

  it('starts a new classroom with the API defaults and this Jalali year', () => {
    const now = new Date('2026-10-07T08:00:00Z');
    expect(jalaliYear(now)).toBe(1405);
    expect(jalaliYear(new Date('2026-03-21T12:00:00Z'))).toBe(1405);
    expect(jalaliYear(new Date('2026-03-19T12:00:00Z'))).toBe(1404);
    expect(classroomDefaults(now)).toMatchObject({
      holding_year: 1405,
      price: 0,
      capacity: 0,
      allow_adding_on_registration_period: true,
      allow_dropping_on_registration_period: false,
      is_ongoing: false,
    });
  });

  it('reads a date from the picker, a string or nothing', () => {
    expect(toInstant('2026-10-01T05:30:00.000Z')).toBe('2026-10-01T05:30:00.000Z');
    expect(toInstant(new Date('2026-10-01T05:30:00Z'))).toBe('2026-10-01T05:30:00.000Z');
    expect(toInstant('')).toBeNull();
    expect(toInstant(null)).toBeNull();
    expect(toInstant('not a date')).toBeNull();
  });
});

describe('period checks', () => {
  const begin = '2026-10-01T05:30:00.000Z';
  const end = '2026-10-20T20:29:00.000Z';

  it('accepts a full period or none', () => {
    expect(validatePeriods({})).toEqual({});
    expect(
      validatePeriods({ beginning_registration_period: begin, ending_registration_period: end }),
    ).toEqual({});
  });

  it('wants both ends, the message beside the missing one', () => {
    expect(validatePeriods({ beginning_enrollment_period: begin })).toEqual({
      ending_enrollment_period: 'app.learning.checks.period_both',
    });
    expect(validatePeriods({ ending_drop_add_period: end })).toEqual({
      beginning_drop_add_period: 'app.learning.checks.period_both',
    });
  });

  it('puts an end not after its beginning under the end', () => {
    expect(
      validatePeriods({ beginning_registration_period: end, ending_registration_period: begin }),
    ).toEqual({ ending_registration_period: 'app.learning.checks.period_order' });
    expect(
      validatePeriods({ beginning_registration_period: begin, ending_registration_period: begin }),
    ).toEqual({ ending_registration_period: 'app.learning.checks.period_order' });
  });

  it('checks the rest of the classroom form', () => {
    const ok = { unit: 3, holding_type: 'ONLINE', price: 0, capacity: 2 };
    expect(validateClassroom(ok, 'training')).toEqual({});
    expect(validateClassroom({ ...ok, unit: null }, 'training').unit).toBe(
      'app.learning.checks.unit_required',
    );
    expect(validateClassroom(ok, 'events').title).toBe('ra.validation.required');
    expect(validateClassroom({ ...ok, capacity: '-1' }, 'training').capacity).toEqual({
      message: 'app.checks.int_between',
      args: { min: 0, max: 100_000 },
    });
    expect(validateClassroom({ ...ok, holding_month: 13 }, 'training').holding_month).toBeTruthy();
    expect(
      validateClassroom({ ...ok, registration_period_refund_percent: 120 }, 'training')
        .registration_period_refund_percent,
    ).toBeTruthy();
    expect(validateClassroom({ ...ok, minimum_clean_passing_mark: '۲۱' }, 'training')).toEqual({
      minimum_clean_passing_mark: 'app.learning.checks.mark',
    });
    expect(validateClassroom({ ...ok, live_streaming_url: 'live.ir' }, 'training')).toEqual({
      live_streaming_url: 'app.learning.checks.url',
    });
    expect(
      validateClassroom(
        { ...ok, beginning_registration_period: '2026-10-02T00:00:00Z' },
        'training',
      ),
    ).toEqual({ ending_registration_period: 'app.learning.checks.period_both' });
  });
});

describe('categories and units', () => {
  it('sends a category with the screen’s type', () => {
    expect(toCategoryPayload({ title: ' فقه ', id: 3, units_info: [] }, 'EVENT')).toEqual({
      title: 'فقه',
      type: 'EVENT',
    });
  });

  it('sends a unit without itself among its prerequisites', () => {
    expect(
      toUnitPayload(
        {
          id: 5,
          title: ' اصول ',
          category: '2',
          default_session_count: '۱۲',
          prerequisites: [3, 5, '4', 3, { id: 6 }],
          rules: '',
          codes: '<p>آیین‌نامه</p>',
          category_info: { id: 2 },
        },
        5,
      ),
    ).toEqual({
      title: 'اصول',
      category: 2,
      default_session_count: 12,
      prerequisites: [3, 4, 6],
      rules: null,
      codes: '<p>آیین‌نامه</p>',
    });
    expect(toUnitPayload({ title: 'x', category: 1 }).prerequisites).toEqual([]);
  });

  it('checks a unit', () => {
    expect(validateUnit({ title: 'x', category: 1 })).toEqual({});
    expect(validateUnit({ title: ' ', category: null })).toEqual({
      title: 'ra.validation.required',
      category: 'app.learning.checks.category_required',
    });
    expect(validateUnit({ title: 'x', category: 1, prerequisites: [5] }, 5)).toEqual({
      prerequisites: 'app.learning.checks.self_prerequisite',
    });
    expect(validateUnit({ title: 'x', category: 1, default_session_count: 501 })).toHaveProperty(
      'default_session_count',
    );
  });
});

describe('members', () => {
  it('knows what a member paid', () => {
    expect(paidAmountOf(null)).toBe(0);
    expect(paidAmountOf({ status: 'PAID_FULL', amount: 4_500_000 })).toBe(4_500_000);
    expect(paidAmountOf({ status: 'PAID_IN_INSTALMENT', amount: 900 })).toBe(900);
    expect(paidAmountOf({ status: 'PAYING', amount: 900 })).toBe(0);
    expect(paidAmountOf({ status: 'PAYING_IN_INSTALMENT', amount: 900 })).toBeNull();
  });

  it('keeps a refund between 0 and the paid amount', () => {
    expect(validateRefund(0, 0)).toBeUndefined();
    expect(validateRefund(null, 100)).toBeUndefined();
    expect(validateRefund(100, 100)).toBeUndefined();
    expect(validateRefund(101, 100)).toEqual({
      message: 'app.learning.checks.refund_above',
      args: { max: 100 },
    });
    expect(validateRefund(5_000_000, null)).toBeUndefined();
    expect(validateRefund(-1, null)).toBe('app.learning.checks.refund');
    expect(toDropPayload(12, null)).toEqual({ owner: 12, refund_amount: 0 });
    expect(toDropPayload(12, '۲۵۰۰۰')).toEqual({ owner: 12, refund_amount: 25_000 });
  });

  it('labels a member by registration, or by transcript once registered and graded', () => {
    expect(memberStatusKey({ status: 'ENROLLED' })).toBe(
      'app.learning.registration_status.ENROLLED',
    );
    expect(
      memberStatusKey({ status: 'REGISTERED', transcript_sheet_info: { status: 'CLEAN_PASSED' } }),
    ).toBe('app.learning.transcript_status.CLEAN_PASSED');
    expect(
      memberStatusKey({ status: 'DROPPED_BY_ADMIN', transcript_sheet_info: { status: 'FAILED' } }),
    ).toBe('app.learning.registration_status.DROPPED_BY_ADMIN');
    expect(isActiveMember('REGISTERED')).toBe(true);
    expect(isActiveMember('DROPPED_BY_ITSELF')).toBe(false);
  });

  it('shows seats as a share, none for unlimited', () => {
    expect(capacityShare(1, 2)).toBe(50);
    expect(capacityShare(3, 2)).toBe(100);
    expect(capacityShare(5, 0)).toBeNull();
  });

  it('shows HTML rules as text', () => {
    expect(htmlToText('<p>بند ۱</p><p>بند&nbsp;۲ &amp; ۳</p>')).toBe('بند ۱\nبند ۲ & ۳');
    expect(htmlToText('خط<br/>دوم')).toBe('خط\nدوم');
    expect(htmlToText(null)).toBe('');
  });
});
