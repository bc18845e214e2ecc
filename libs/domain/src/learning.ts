/** Learning (lma): enumerations with Persian labels (ENDPOINTS.md section 2). */

export const ClassroomStatus = {
  NOT_PUBLISHED_YET: 'NOT_PUBLISHED_YET',
  BEFORE_ENROLLMENT_PERIOD: 'BEFORE_ENROLLMENT_PERIOD',
  IN_ENROLLMENT_PERIOD: 'IN_ENROLLMENT_PERIOD',
  BEFORE_REGISTRATION_PERIOD: 'BEFORE_REGISTRATION_PERIOD',
  IN_REGISTRATION_PERIOD: 'IN_REGISTRATION_PERIOD',
  BEFORE_DROP_ADD_PERIOD: 'BEFORE_DROP_ADD_PERIOD',
  IN_DROP_ADD_PERIOD: 'IN_DROP_ADD_PERIOD',
  ONGOING: 'ONGOING',
  FINISHED: 'FINISHED',
} as const;
export type ClassroomStatus = (typeof ClassroomStatus)[keyof typeof ClassroomStatus];
export const CLASSROOM_STATUS_LABELS: Record<ClassroomStatus, string> = {
  NOT_PUBLISHED_YET: 'منتشر نشده',
  BEFORE_ENROLLMENT_PERIOD: 'قبل از مرحله پیش ثبت نام',
  IN_ENROLLMENT_PERIOD: 'مرحله پیش ثبت نام',
  BEFORE_REGISTRATION_PERIOD: 'قبل از مرحله ثبت نام',
  IN_REGISTRATION_PERIOD: 'مرحله ثبت نام',
  BEFORE_DROP_ADD_PERIOD: 'قبل از مرحله حذف و اضافه',
  IN_DROP_ADD_PERIOD: 'مرحله حذف و اضافه',
  ONGOING: 'جاری',
  FINISHED: 'پایان یافته',
};

export const HoldingType = { ONLINE: 'ONLINE', OFFLINE: 'OFFLINE', FACE_TO_FACE: 'FACE_TO_FACE' } as const;
export type HoldingType = (typeof HoldingType)[keyof typeof HoldingType];
export const HOLDING_TYPE_LABELS: Record<HoldingType, string> = {
  ONLINE: 'برخط(آنلاین)',
  OFFLINE: 'برون خط(آفلاین)',
  FACE_TO_FACE: 'حضوری',
};

export const AudienceGender = { MALE: 'MALE', FEMALE: 'FEMALE', FEMALE_MALE: 'FEMALE_MALE' } as const;
export type AudienceGender = (typeof AudienceGender)[keyof typeof AudienceGender];
export const AUDIENCE_GENDER_LABELS: Record<AudienceGender, string> = {
  MALE: 'آقایان',
  FEMALE: 'خانم ها',
  FEMALE_MALE: 'خانم ها و آقایان',
};

export const UnitCategoryType = { TRAINING: 'TRAINING', DISCUSSION_CIRCLES: 'DiscussionCircles', EVENT: 'EVENT' } as const;
export type UnitCategoryType = (typeof UnitCategoryType)[keyof typeof UnitCategoryType];
export const UNIT_CATEGORY_TYPE_LABELS: Record<UnitCategoryType, string> = {
  TRAINING: 'دوره آموزشی',
  DiscussionCircles: 'حلقه مباحثاتی',
  EVENT: 'رویداد',
};

export const RegistrationStatus = {
  ENROLLED: 'ENROLLED',
  REGISTERED: 'REGISTERED',
  DROPPED_BY_ITSELF: 'DROPPED_BY_ITSELF',
  DROPPED_BY_ADMIN: 'DROPPED_BY_ADMIN',
  DROPPED_FOR_CONDITION: 'DROPPED_FOR_CONDITION',
  DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE: 'DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE',
  DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT: 'DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT',
  DROPPED_FOR_NOT_FINALIZING: 'DROPPED_FOR_NOT_FINALIZING',
} as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  ENROLLED: 'پیش ثبت نام',
  REGISTERED: 'ثبت نام',
  DROPPED_BY_ITSELF: 'حذف توسط کاربر',
  DROPPED_BY_ADMIN: 'حذف توسط ادمین',
  DROPPED_FOR_CONDITION: 'حذف سیستمی (شرایط غیر مجاز)',
  DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE: 'حذف سیستمی (غیبت در جلسه اجباری)',
  DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT: 'حذف سیستمی (غیبت بیش از حد مجاز)',
  DROPPED_FOR_NOT_FINALIZING: 'حذف سیستمی (نهایی نشده)',
};
/** Statuses that keep a person in the classroom. */
export const ACTIVE_REGISTRATION: readonly RegistrationStatus[] = ['ENROLLED', 'REGISTERED'];

export const TranscriptStatus = {
  CLEAN_PASSED: 'CLEAN_PASSED',
  CONDITIONAL_PASSED: 'CONDITIONAL_PASSED',
  FAILED: 'FAILED',
  FAILED_DUE_TO_PRE_CONDITIONAL: 'FAILED_DUE_TO_PRE_CONDITIONAL',
} as const;
export type TranscriptStatus = (typeof TranscriptStatus)[keyof typeof TranscriptStatus];
export const TRANSCRIPT_STATUS_LABELS: Record<TranscriptStatus, string> = {
  CLEAN_PASSED: 'قبول',
  CONDITIONAL_PASSED: 'قبول مشروط',
  FAILED: 'مردود',
  FAILED_DUE_TO_PRE_CONDITIONAL: 'مردود(سابقه قبول مشروط)',
};

/** The dates and switches the phase and the flags are computed from. */
export interface ClassroomTimeline {
  publish_time: Date | null;
  beginning_enrollment_period: Date | null;
  ending_enrollment_period: Date | null;
  beginning_registration_period: Date | null;
  ending_registration_period: Date | null;
  beginning_drop_add_period: Date | null;
  ending_drop_add_period: Date | null;
  is_ongoing: boolean;
}

/**
 * DOMAIN.md section 3: the phase from the server clock and the classroom's dates, in order; a
 * missing period is skipped. After the last period the classroom is ONGOING while `is_ongoing`,
 * else FINISHED.
 */
export function classroomPhase(c: ClassroomTimeline, now: Date): ClassroomStatus {
  const t = now.getTime();
  if (!c.publish_time || c.publish_time.getTime() > t) return ClassroomStatus.NOT_PUBLISHED_YET;
  const periods: [Date | null, Date | null, ClassroomStatus, ClassroomStatus][] = [
    [c.beginning_enrollment_period, c.ending_enrollment_period, ClassroomStatus.BEFORE_ENROLLMENT_PERIOD, ClassroomStatus.IN_ENROLLMENT_PERIOD],
    [c.beginning_registration_period, c.ending_registration_period, ClassroomStatus.BEFORE_REGISTRATION_PERIOD, ClassroomStatus.IN_REGISTRATION_PERIOD],
    [c.beginning_drop_add_period, c.ending_drop_add_period, ClassroomStatus.BEFORE_DROP_ADD_PERIOD, ClassroomStatus.IN_DROP_ADD_PERIOD],
  ];
  for (const [begin, end, before, during] of periods) {
    if (!begin || !end) continue;
    if (t < begin.getTime()) return before;
    if (t < end.getTime()) return during;
  }
  return c.is_ongoing ? ClassroomStatus.ONGOING : ClassroomStatus.FINISHED;
}
