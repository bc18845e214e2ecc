import { UnitCategoryType } from '@daneshsara/domain';

/** API paths under /api (docs/api.md «lma (learning), first slice»). */
export const CATEGORIES_PATH = 'lma/categories';
export const UNITS_PATH = 'lma/units';
export const CLASSROOMS_PATH = 'lma/classrooms';
export const REGISTRATIONS_PATH = 'lma/registrations';
export const PROFESSORS_PATH = 'uma/users/professors';
/** Users not in a classroom yet (lma.manage may read it; the plain users list it may not). */
export const CANDIDATES_PATH = 'uma/users/unregistered_users_in_classroom';

/** The three kinds of unit category, each with its own console screens. */
export type LearningKind = 'training' | 'circles' | 'events';

/** The category type (unit__category__type) of each kind. */
export const KIND_TYPE: Record<LearningKind, UnitCategoryType> = {
  training: UnitCategoryType.TRAINING,
  circles: UnitCategoryType.DISCUSSION_CIRCLES,
  events: UnitCategoryType.EVENT,
};

/** react-admin resource names (the console routes, SPEC «Admin»). */
export const CATEGORY_RESOURCES: Record<LearningKind, string> = {
  training: 'categories',
  circles: 'discussion-circles-categories',
  events: 'event-categories',
};
export const CLASSROOM_RESOURCES: Record<LearningKind, string> = {
  training: 'classrooms',
  circles: 'discussion-circles-classrooms',
  events: 'events',
};
export const UNITS_RESOURCE = 'units';
/** Not in the menu: a classroom's members, the professor picker, the new-member picker. */
export const REGISTRATIONS_RESOURCE = 'learning-registrations';
export const PROFESSORS_RESOURCE = 'learning-professors';
export const CANDIDATES_RESOURCE = 'learning-candidates';

const KINDS = Object.keys(KIND_TYPE) as LearningKind[];

/** The kind a category resource stands for (training when the name is not one of them). */
export function categoryKindOf(resource: string | undefined): LearningKind {
  return KINDS.find((k) => CATEGORY_RESOURCES[k] === resource) ?? 'training';
}

/** The kind a classroom resource stands for (training when the name is not one of them). */
export function classroomKindOf(resource: string | undefined): LearningKind {
  return KINDS.find((k) => CLASSROOM_RESOURCES[k] === resource) ?? 'training';
}

/** The kind of a category type as the API sends it. */
export function kindOfType(type: string | null | undefined): LearningKind | null {
  return KINDS.find((k) => KIND_TYPE[k] === type) ?? null;
}

/** PUT lma/classrooms/{id}/<action> */
export function classroomActionPath(
  id: number | string,
  action:
    | 'drop'
    | 'create_invoice'
    | 'toggle_ongoing_status'
    | 'toggle_notify_absence'
    | 'sync_registrations_present_count',
): string {
  return `${CLASSROOMS_PATH}/${encodeURIComponent(String(id))}/${action}`;
}
