import {
  ClassroomStatus,
  InvoiceStatus,
  RegistrationStatus,
  UnitCategoryType,
} from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { categoryKindOf, classroomActionPath, classroomKindOf, KIND_TYPE, kindOfType } from './api';
import {
  CLASSROOM_STATUS_COLORS,
  chipColor,
  classroomStatusChoices,
  INVOICE_STATUS_COLORS,
  monthChoices,
  REGISTRATION_STATUS_COLORS,
} from './choices';

describe('status chips', () => {
  it('has a colour for every phase: green while people can sign up, amber in drop/add', () => {
    for (const status of Object.values(ClassroomStatus)) {
      expect(CLASSROOM_STATUS_COLORS[status]).toBeTruthy();
    }
    expect(CLASSROOM_STATUS_COLORS.IN_REGISTRATION_PERIOD).toBe('success');
    expect(CLASSROOM_STATUS_COLORS.IN_ENROLLMENT_PERIOD).toBe('success');
    expect(CLASSROOM_STATUS_COLORS.IN_DROP_ADD_PERIOD).toBe('warning');
    expect(CLASSROOM_STATUS_COLORS.ONGOING).toBe('primary');
    expect(CLASSROOM_STATUS_COLORS.NOT_PUBLISHED_YET).toBe('default');
    expect(CLASSROOM_STATUS_COLORS.FINISHED).toBe('default');
  });

  it('colours members and their invoices', () => {
    for (const status of Object.values(RegistrationStatus)) {
      expect(REGISTRATION_STATUS_COLORS[status]).toBeTruthy();
    }
    expect(REGISTRATION_STATUS_COLORS.REGISTERED).toBe('success');
    expect(REGISTRATION_STATUS_COLORS.DROPPED_BY_ADMIN).toBe('error');
    for (const status of Object.values(InvoiceStatus)) {
      expect(INVOICE_STATUS_COLORS[status]).toBeTruthy();
    }
    expect(chipColor(REGISTRATION_STATUS_COLORS, 'SOMETHING_NEW')).toBe('default');
    expect(chipColor(REGISTRATION_STATUS_COLORS, null)).toBe('default');
  });

  it('filters only on the phases the API can filter', () => {
    expect(classroomStatusChoices.map((c) => c.id)).toEqual([
      'NOT_PUBLISHED_YET',
      'IN_ENROLLMENT_PERIOD',
      'IN_REGISTRATION_PERIOD',
      'IN_DROP_ADD_PERIOD',
      'ONGOING',
      'FINISHED',
    ]);
    expect(monthChoices[0]).toEqual({ id: 1, name: 'فروردین' });
    expect(monthChoices[11]).toEqual({ id: 12, name: 'اسفند' });
  });
});

describe('kinds', () => {
  it('maps each screen to its category type', () => {
    expect(classroomKindOf('events')).toBe('events');
    expect(classroomKindOf('discussion-circles-classrooms')).toBe('circles');
    expect(classroomKindOf('classrooms')).toBe('training');
    expect(categoryKindOf('event-categories')).toBe('events');
    expect(categoryKindOf('discussion-circles-categories')).toBe('circles');
    expect(KIND_TYPE.circles).toBe(UnitCategoryType.DISCUSSION_CIRCLES);
    expect(kindOfType('EVENT')).toBe('events');
    expect(kindOfType('nope')).toBeNull();
    expect(classroomActionPath(7, 'drop')).toBe('lma/classrooms/7/drop');
  });
});
