import { describe, expect, it } from 'vitest';
import {
  classroomLearnerRoute,
  classroomResourceOfType,
  focusFirst,
  knownClassroomResource,
  learnerRecordPath,
  projectLearnerRoute,
  userClassroomRoute,
} from './model';

describe("one learner's record: paths and routes", () => {
  it('asks the contract path and opens the SPEC routes', () => {
    expect(learnerRecordPath(7, 12)).toBe(
      'lma/classrooms/7/get_classroom_and_corresponding_registration/12',
    );
    expect(classroomLearnerRoute('events', 7, 12)).toBe('/events/7/user/12');
    expect(projectLearnerRoute('classrooms', 7, 3, 12)).toBe('/classrooms/7/project/3/user/12');
    expect(userClassroomRoute(12, 7)).toBe('/users/12/classroom/7');
  });

  it('opens a classroom on the screen of its kind', () => {
    expect(classroomResourceOfType('EVENT')).toBe('events');
    expect(classroomResourceOfType('DiscussionCircles')).toBe('discussion-circles-classrooms');
    expect(classroomResourceOfType('TRAINING')).toBe('classrooms');
    expect(classroomResourceOfType(undefined)).toBe('classrooms');
    expect(knownClassroomResource('discussion-circles-classrooms')).toBe(
      'discussion-circles-classrooms',
    );
    expect(knownClassroomResource('users')).toBe('classrooms');
  });

  it('puts the project a route points at first, keeping the others in order', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(focusFirst(rows, 3).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(focusFirst(rows, null).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(focusFirst(rows, 9).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
