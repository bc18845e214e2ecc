import {
  AudienceGender,
  ClassroomStatus,
  HoldingType,
  InvoiceStatus,
  JALALI_MONTHS,
  RegistrationStatus,
  UnitCategoryType,
} from '@daneshsara/domain';
import type { ChipColor } from '../../inputs/ChipLabelField';

export interface Choice {
  id: string | number;
  name: string;
}

/** Choices whose names are i18n keys (react-admin translates them). */
export const keyed = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

/** The event category of an event classroom (ENDPOINTS.md 1.3). */
export const EventCategory = {
  OMOUMI: 'OMOUMI',
  HEIAT: 'HEIAT',
  ARZAGH: 'ARZAGH',
  ORDOO: 'ORDOO',
} as const;
export type EventCategory = (typeof EventCategory)[keyof typeof EventCategory];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  OMOUMI: 'عمومی',
  HEIAT: 'هیئت',
  ARZAGH: 'ارزاق',
  ORDOO: 'اردو',
};


/** The phases the API can filter on (the «before» ones are computed, not filterable). */
export const FILTERABLE_STATUSES: readonly ClassroomStatus[] = [
  ClassroomStatus.NOT_PUBLISHED_YET,
  ClassroomStatus.IN_ENROLLMENT_PERIOD,
  ClassroomStatus.IN_REGISTRATION_PERIOD,
  ClassroomStatus.IN_DROP_ADD_PERIOD,
  ClassroomStatus.ONGOING,
  ClassroomStatus.FINISHED,
];

export const classroomStatusChoices = keyed('app.learning.classroom_status', FILTERABLE_STATUSES);
export const holdingTypeChoices = keyed('app.learning.holding_type', Object.values(HoldingType));
export const audienceGenderChoices = keyed(
  'app.learning.audience_gender',
  Object.values(AudienceGender),
);
export const categoryTypeChoices = keyed(
  'app.learning.category_type',
  Object.values(UnitCategoryType),
);
export const registrationStatusChoices = keyed(
  'app.learning.registration_status',
  Object.values(RegistrationStatus),
);
export const eventCategoryChoices = keyed(
  'app.learning.event_category',
  Object.values(EventCategory),
);
export const monthChoices: Choice[] = JALALI_MONTHS.map((name, i) => ({ id: i + 1, name }));

/**
 * The phase chip: grey before anything opens, blue while waiting for the next period, green while
 * people can sign up, amber in drop/add, teal (primary) while held, grey again when finished.
 */
export const CLASSROOM_STATUS_COLORS: Record<ClassroomStatus, ChipColor> = {
  NOT_PUBLISHED_YET: 'default',
  BEFORE_ENROLLMENT_PERIOD: 'info',
  IN_ENROLLMENT_PERIOD: 'success',
  BEFORE_REGISTRATION_PERIOD: 'info',
  IN_REGISTRATION_PERIOD: 'success',
  BEFORE_DROP_ADD_PERIOD: 'info',
  IN_DROP_ADD_PERIOD: 'warning',
  ONGOING: 'primary',
  FINISHED: 'default',
};

/** A member's chip: pre-registered blue, registered green, dropped by a person red, by the system amber. */
export const REGISTRATION_STATUS_COLORS: Record<RegistrationStatus, ChipColor> = {
  ENROLLED: 'info',
  REGISTERED: 'success',
  DROPPED_BY_ITSELF: 'error',
  DROPPED_BY_ADMIN: 'error',
  DROPPED_FOR_CONDITION: 'warning',
  DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE: 'warning',
  DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT: 'warning',
  DROPPED_FOR_NOT_FINALIZING: 'warning',
};

/** The money side of a member (invoice_info.status), as on the invoices screens. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, ChipColor> = {
  VERIFYING: 'info',
  CANCELED: 'default',
  NOT_VERIFIED: 'error',
  PAYING: 'warning',
  TRANSACTION_VERIFYING: 'info',
  PAID_FULL: 'success',
  PAYING_IN_INSTALMENT: 'secondary',
  PAID_IN_INSTALMENT: 'success',
};

export const CATEGORY_TYPE_COLORS: Record<UnitCategoryType, ChipColor> = {
  TRAINING: 'primary',
  DiscussionCircles: 'secondary',
  EVENT: 'info',
};

/** The colour of a status chip; a value the table doesn't know gets the plain chip. */
export function chipColor(table: Partial<Record<string, ChipColor>>, value: unknown): ChipColor {
  return typeof value === 'string' ? (table[value] ?? 'default') : 'default';
}
