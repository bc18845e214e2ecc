import {
  AudienceGender,
  ClassroomStatus,
  HoldingType,
  toLatinDigits,
  UnitCategoryType,
} from '@daneshsara/domain';
import { KINDS, type LearningKind } from './kinds';
import type { ClassroomListParams } from './lmaApi';
import { CLASSROOMS_PER_PAGE, PUBLIC_STATUS_FILTERS } from './model';

/**
 * The catalogue's filters as they sit in the URL (/all-classrooms?type=DiscussionCircles&
 * category=3&holding=ONLINE&status=IN_REGISTRATION_PERIOD&professor=14&audience=FEMALE&
 * search=منطق&page=2), so a filtered list can be shared, reloaded and gone back to. `type` is
 * not a filter but the catalogue (training or circles) and is kept as the header links write it.
 */
export interface ClassroomFilters {
  category: number | null;
  holding: HoldingType | null;
  status: ClassroomStatus | null;
  professor: number | null;
  audience: AudienceGender | null;
  search: string;
  page: number;
}

export const EMPTY_FILTERS: ClassroomFilters = {
  category: null,
  holding: null,
  status: null,
  professor: null,
  audience: null,
  search: '',
  page: 1,
};

function positiveInt(value: string | null): number | null {
  const text = toLatinDigits(value ?? '').trim();
  if (!/^\d{1,12}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function readFilters(search: URLSearchParams): ClassroomFilters {
  return {
    category: positiveInt(search.get('category')),
    holding: oneOf(search.get('holding'), Object.values(HoldingType)),
    status: oneOf(search.get('status'), PUBLIC_STATUS_FILTERS),
    professor: positiveInt(search.get('professor')),
    audience: oneOf(search.get('audience'), Object.values(AudienceGender)),
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** The query string of a list: the catalogue's `type` first, then what narrows it. */
export function filtersSearch(kind: LearningKind, filters: ClassroomFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (kind === 'circles') params.set('type', UnitCategoryType.DISCUSSION_CIRCLES);
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.status) params.set('status', filters.status);
  if (filters.holding) params.set('holding', filters.holding);
  if (filters.professor) params.set('professor', String(filters.professor));
  if (filters.audience) params.set('audience', filters.audience);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The list's URL with these filters. */
export function filtersUrl(kind: LearningKind, filters: Partial<ClassroomFilters> = {}): string {
  const base = kind === 'events' ? '/all-events' : '/all-classrooms';
  const query = filtersSearch(kind, { ...EMPTY_FILTERS, ...filters }).toString();
  return query ? `${base}?${query}` : base;
}

/** A filter changed: back to the first page (the old page number may not exist any more). */
export function withFilter(filters: ClassroomFilters, patch: Partial<ClassroomFilters>): ClassroomFilters {
  return { ...filters, page: 1, ...patch };
}

/** How many filters narrow the list (the phone's «فیلترها» button shows it); search is apart. */
export function activeFilterCount(filters: ClassroomFilters): number {
  return [filters.category, filters.holding, filters.status, filters.professor, filters.audience].filter(
    (v) => v !== null,
  ).length;
}

/** Every filter off; the search stays (it has its own field and its own clear button). */
export function clearFilters(filters: ClassroomFilters): ClassroomFilters {
  return { ...EMPTY_FILTERS, search: filters.search };
}

/** GET /lma/classrooms for this catalogue and these filters. */
export function classroomQuery(kind: LearningKind, filters: ClassroomFilters): ClassroomListParams {
  return {
    page: filters.page,
    per_page: CLASSROOMS_PER_PAGE,
    search: filters.search || undefined,
    unit__category__type: KINDS[kind].categoryType,
    unit__category: filters.category ?? undefined,
    status: filters.status ?? undefined,
    holding_type: filters.holding ?? undefined,
    professor: filters.professor ?? undefined,
    audience_gender_type: filters.audience ?? undefined,
  };
}
