import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  classroomQuery,
  clearFilters,
  EMPTY_FILTERS,
  filtersSearch,
  filtersUrl,
  readFilters,
  withFilter,
} from './filters';
import { completeInfoUrl, kindOfCategoryType, kindOfListType } from './kinds';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('catalogue filters in the URL', () => {
  it('reads every filter and ignores what it does not know', () => {
    expect(
      read(
        'type=DiscussionCircles&category=3&holding=ONLINE&status=IN_REGISTRATION_PERIOD&professor=14&audience=FEMALE&search=%20منطق%20&page=2',
      ),
    ).toEqual({
      category: 3,
      holding: 'ONLINE',
      status: 'IN_REGISTRATION_PERIOD',
      professor: 14,
      audience: 'FEMALE',
      search: 'منطق',
      page: 2,
    });
    expect(read('category=x&holding=SOMETIMES&status=NOT_PUBLISHED_YET&professor=-1&audience=ALL&page=0')).toEqual(
      EMPTY_FILTERS,
    );
    // Only the statuses a visitor may filter by (the IN_* periods, ONGOING, FINISHED).
    expect(read('status=BEFORE_ENROLLMENT_PERIOD').status).toBeNull();
    expect(read('status=FINISHED').status).toBe('FINISHED');
    expect(read('page=۳').page).toBe(3);
  });

  it('writes them back, defaults left out, the catalogue type kept for circles', () => {
    expect(filtersSearch('training', EMPTY_FILTERS).toString()).toBe('');
    expect(filtersSearch('circles', EMPTY_FILTERS).toString()).toBe('type=DiscussionCircles');
    const filters = { ...EMPTY_FILTERS, category: 3, status: 'ONGOING' as const, page: 2 };
    expect(filtersSearch('events', filters).toString()).toBe('category=3&status=ONGOING&page=2');
    expect(filtersUrl('circles', { holding: 'OFFLINE' })).toBe('/all-classrooms?type=DiscussionCircles&holding=OFFLINE');
    expect(filtersUrl('events')).toBe('/all-events');
  });

  it('survives a round trip through the URL', () => {
    const filters = {
      category: 5,
      holding: 'FACE_TO_FACE' as const,
      status: 'IN_DROP_ADD_PERIOD' as const,
      professor: 2,
      audience: 'MALE' as const,
      search: 'فلسفه علم',
      page: 4,
    };
    expect(readFilters(filtersSearch('training', filters))).toEqual(filters);
  });

  it('goes back to page one when a filter changes, and clears all but the search', () => {
    const filters = { ...EMPTY_FILTERS, category: 3, search: 'منطق', page: 3 };
    expect(withFilter(filters, { holding: 'ONLINE' })).toEqual({ ...filters, holding: 'ONLINE', page: 1 });
    expect(activeFilterCount(withFilter(filters, { holding: 'ONLINE' }))).toBe(2);
    expect(clearFilters(filters)).toEqual({ ...EMPTY_FILTERS, search: 'منطق' });
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });

  it('asks the API for the catalogue type and the chosen filters only', () => {
    expect(classroomQuery('training', EMPTY_FILTERS)).toEqual({
      page: 1,
      per_page: 12,
      search: undefined,
      unit__category__type: 'TRAINING',
      unit__category: undefined,
      status: undefined,
      holding_type: undefined,
      professor: undefined,
      audience_gender_type: undefined,
    });
    expect(
      classroomQuery('events', { ...EMPTY_FILTERS, category: 4, audience: 'FEMALE', professor: 9, page: 2 }),
    ).toMatchObject({
      page: 2,
      unit__category__type: 'EVENT',
      unit__category: 4,
      audience_gender_type: 'FEMALE',
      professor: 9,
    });
    expect(classroomQuery('circles', EMPTY_FILTERS).unit__category__type).toBe('DiscussionCircles');
  });
});

describe('kinds', () => {
  it('tells the catalogue from the URL type and a classroom from its category type', () => {
    expect(kindOfListType(null)).toBe('training');
    expect(kindOfListType('DiscussionCircles')).toBe('circles');
    expect(kindOfListType('EVENT')).toBe('training');
    expect(kindOfCategoryType('EVENT')).toBe('events');
    expect(kindOfCategoryType('DiscussionCircles')).toBe('circles');
    expect(kindOfCategoryType(undefined)).toBe('training');
  });

  it('builds the completeInfo URL the product expects', () => {
    expect(completeInfoUrl('register', 'classroom', 7)).toBe(
      '/panel/shop/completeInfo?type=register&source=classroom&id=7',
    );
    expect(completeInfoUrl('enrollment', 'event', 12)).toBe(
      '/panel/shop/completeInfo?type=enrollment&source=event&id=12',
    );
  });
});
