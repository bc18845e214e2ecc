import { AudienceGender, HoldingType, RegistrationStatus, UnitCategoryType } from '@daneshsara/domain';
import type { FilterField, ListSpec } from '../../../core/list';

/**
 * Other spellings clients send for a unit category type: the circles pages ask with the item type
 * `DISCUSSION_CIRCLE`. Filters read them as the stored value.
 */
const UNIT_CATEGORY_TYPE_ALIASES: Readonly<Record<string, UnitCategoryType>> = {
  DISCUSSION_CIRCLE: UnitCategoryType.DISCUSSION_CIRCLES,
};

/** Every filter on a unit category type: the stored values and the spellings clients also send. */
const categoryTypeFilter = (column: string): FilterField => ({
  type: 'enum',
  values: Object.values(UnitCategoryType),
  aliases: UNIT_CATEGORY_TYPE_ALIASES,
  column,
});

export const CATEGORIES_LIST: ListSpec = {
  resource: 'categories',
  alias: 'uc',
  filters: {
    id: { type: 'int', column: 'uc.id' },
    type: categoryTypeFilter('uc.type'),
    title: { type: 'string', column: 'uc.title' },
  },
  search: ['uc.title'],
  ordering: { id: 'uc.id', title: 'uc.title' },
  defaultOrdering: 'id',
};

export const UNITS_LIST: ListSpec = {
  resource: 'units',
  alias: 'un',
  filters: {
    id: { type: 'int', column: 'un.id' },
    category: { type: 'int', column: 'un.category_id' },
    category__type: categoryTypeFilter('uc.type'),
    title: { type: 'string', column: 'un.title' },
  },
  search: ['un.title'],
  ordering: { id: 'un.id', title: 'un.title' },
  defaultOrdering: '-id',
};

/** `status` is computed from dates; its filter is the same rule written in SQL (see docs/domain-rules.md). */
const NOW = ':now';
const STATUS_SQL: Record<string, string> = {
  NOT_PUBLISHED_YET: `(c.publish_time IS NULL OR c.publish_time > ${NOW})`,
  IN_ENROLLMENT_PERIOD: `(c.publish_time <= ${NOW} AND c.beginning_enrollment_period <= ${NOW} AND c.ending_enrollment_period > ${NOW})`,
  IN_REGISTRATION_PERIOD: `(c.publish_time <= ${NOW} AND c.beginning_registration_period <= ${NOW} AND c.ending_registration_period > ${NOW})`,
  IN_DROP_ADD_PERIOD: `(c.publish_time <= ${NOW} AND c.beginning_drop_add_period <= ${NOW} AND c.ending_drop_add_period > ${NOW})`,
  ONGOING: `(c.publish_time <= ${NOW} AND c.is_ongoing = :yes AND COALESCE(c.ending_drop_add_period, c.ending_registration_period, c.ending_enrollment_period, c.publish_time) <= ${NOW})`,
  FINISHED: `(c.publish_time <= ${NOW} AND c.is_ongoing = :no AND COALESCE(c.ending_drop_add_period, c.ending_registration_period, c.ending_enrollment_period, c.publish_time) <= ${NOW})`,
};

export function classroomsList(now: Date): ListSpec {
  return {
    resource: 'classrooms',
    alias: 'c',
    filters: {
      id: { type: 'int', column: 'c.id' },
      unit: { type: 'int', column: 'c.unit_id' },
      unit__category: { type: 'int', column: 'un.category_id' },
      unit__category__type: categoryTypeFilter('uc.type'),
      holding_type: { type: 'enum', values: Object.values(HoldingType), column: 'c.holding_type' },
      audience_gender_type: { type: 'enum', values: Object.values(AudienceGender), column: 'c.audience_gender_type' },
      professor: { type: 'int', column: 'c.professor_id' },
      price: { type: 'int', column: 'c.price' },
      status: {
        type: 'enum',
        values: Object.keys(STATUS_SQL),
        ops: ['eq', 'in'],
        apply: (qb, cond) => {
          const list = (Array.isArray(cond.value) ? cond.value : [cond.value]).map(String);
          qb.andWhere(`(${list.map((s) => STATUS_SQL[s]).join(' OR ')})`, { now, yes: true, no: false });
        },
      },
    },
    search: ['c.title', 'un.title'],
    ordering: { id: 'c.id', price: 'c.price', publish_time: 'c.publish_time', title: 'un.title' },
    defaultOrdering: '-id',
  };
}

export const REGISTRATIONS_LIST: ListSpec = {
  resource: 'registrations',
  alias: 'r',
  filters: {
    id: { type: 'int', column: 'r.id' },
    classroom: { type: 'int', column: 'r.classroom_id' },
    owner: { type: 'int', column: 'r.owner_id' },
    status: { type: 'enum', values: Object.values(RegistrationStatus), column: 'r.status' },
    classroom__unit__category__type: categoryTypeFilter('uc.type'),
    unit__category__type: categoryTypeFilter('uc.type'),
    type: categoryTypeFilter('uc.type'),
    unit: { type: 'int', column: 'c.unit_id' },
    category: { type: 'int', column: 'un.category_id' },
    owner__national_code: { type: 'string', column: 'o.national_code' },
    owner__gender: { type: 'string', column: 'o.gender' },
    owner__living_province: { type: 'string', column: 'o.living_province' },
    owner__living_city: { type: 'string', column: 'o.living_city' },
    creation_time: { type: 'date', column: 'r.creation_time' },
  },
  search: ['o.firstname', 'o.lastname', 'o.national_code', 'o.mobile_number'],
  ordering: { id: 'r.id', creation_time: 'r.creation_time', status: 'r.status' },
  defaultOrdering: '-id',
};

/** The export reads `type` as what to export (`users`, `activity_sheet_export`), not as a filter. */
export const REGISTRATIONS_EXPORT_LIST: ListSpec = {
  ...REGISTRATIONS_LIST,
  filters: Object.fromEntries(Object.entries(REGISTRATIONS_LIST.filters).filter(([name]) => name !== 'type')),
  params: ['type'],
};

/** A classroom's sheets are never paged: their exports take the list's own filters as they are. */
function sheetExport(resource: string, params: string[]): ListSpec {
  return { resource, alias: 's', filters: {}, ordering: { id: 's.id' }, defaultOrdering: 'id', params: [...params, 'type', 'report_type'] };
}
export const SESSION_SHEETS_EXPORT = sheetExport('session_attendance_sheets', ['session', 'registration__status', 'owner__national_code', 'assignment_status']);
export const TRANSCRIPTS_EXPORT = sheetExport('transcript_sheets', ['registration__classroom', 'classroom', 'status', 'is_sent_by_post', 'certification__isnull', 'registration__owner__national_code']);
