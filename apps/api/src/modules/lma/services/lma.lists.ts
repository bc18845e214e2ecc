import { AudienceGender, HoldingType, RegistrationStatus, UnitCategoryType } from '@daneshsara/domain';
import { columnFilters, ownedIndex, titledList, type FilterField, type ListSpec } from '../../../core/list';

/** A registration's words: its learner's (core/list/search-index.ts `owner`). */
export const REGISTRATIONS_SEARCH = ownedIndex('lma_registrations');

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

export const CATEGORIES_LIST = titledList('categories', 'uc', { type: categoryTypeFilter('uc.type') });

export const UNITS_LIST: ListSpec = {
  resource: 'units',
  alias: 'un',
  filters: {
    ...columnFilters('un', { id: 'int', category: 'int category_id', title: 'string' }),
    category__type: categoryTypeFilter('uc.type'),
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
      ...columnFilters('c', { id: 'int', unit: 'int unit_id', unit__category: 'int un.category_id', professor: 'int professor_id', price: 'int' }),
      unit__category__type: categoryTypeFilter('uc.type'),
      holding_type: { type: 'enum', values: Object.values(HoldingType), column: 'c.holding_type' },
      audience_gender_type: { type: 'enum', values: Object.values(AudienceGender), column: 'c.audience_gender_type' },
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
    ...columnFilters('r', {
      id: 'int',
      classroom: 'int classroom_id',
      owner: 'int owner_id',
      unit: 'int c.unit_id',
      category: 'int un.category_id',
      owner__national_code: 'string o.national_code',
      owner__gender: 'string o.gender',
      owner__living_province: 'string o.living_province',
      owner__living_city: 'string o.living_city',
      creation_time: 'date',
    }),
    status: { type: 'enum', values: Object.values(RegistrationStatus), column: 'r.status' },
    classroom__unit__category__type: categoryTypeFilter('uc.type'),
    unit__category__type: categoryTypeFilter('uc.type'),
    type: categoryTypeFilter('uc.type'),
  },
  search: [{ index: REGISTRATIONS_SEARCH, key: 'r.id' }],
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
export const ACTIVITY_SHEET_EXPORT = sheetExport('activity_sheet', ['classroom', 'owner', 'owner__national_code', 'status', 'invoice__status']);
export const PROJECT_SHEETS_EXPORT = sheetExport('project_attendance_sheets', ['project', 'owner__national_code', 'registration__status', 'answer_status']);
export const TRANSCRIPTS_EXPORT = sheetExport('transcript_sheets', ['registration__classroom', 'classroom', 'status', 'is_sent_by_post', 'certification__isnull', 'registration__owner__national_code']);
