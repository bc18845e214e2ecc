import { describe, expect, it } from 'vitest';
import { classroomPhase, type ClassroomTimeline } from './learning';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const full: ClassroomTimeline = {
  publish_time: day(0),
  beginning_enrollment_period: day(1),
  ending_enrollment_period: day(3),
  beginning_registration_period: day(5),
  ending_registration_period: day(7),
  beginning_drop_add_period: day(9),
  ending_drop_add_period: day(11),
  is_ongoing: true,
};

describe('classroom phase walks every period by the clock', () => {
  const table: [number, string][] = [
    [-1, 'NOT_PUBLISHED_YET'],
    [0.5, 'BEFORE_ENROLLMENT_PERIOD'],
    [1, 'IN_ENROLLMENT_PERIOD'],
    [2.9, 'IN_ENROLLMENT_PERIOD'],
    [3, 'BEFORE_REGISTRATION_PERIOD'],
    [5, 'IN_REGISTRATION_PERIOD'],
    [7, 'BEFORE_DROP_ADD_PERIOD'],
    [10, 'IN_DROP_ADD_PERIOD'],
    [11, 'ONGOING'],
  ];
  for (const [at, phase] of table) {
    it(`day ${at}: ${phase}`, () => expect(classroomPhase(full, day(at))).toBe(phase));
  }

  it('is FINISHED after the last period once not ongoing', () => {
    expect(classroomPhase({ ...full, is_ongoing: false }, day(20))).toBe('FINISHED');
  });

  it('skips a missing period', () => {
    const noEnrollment = { ...full, beginning_enrollment_period: null, ending_enrollment_period: null };
    expect(classroomPhase(noEnrollment, day(2))).toBe('BEFORE_REGISTRATION_PERIOD');
    const noDropAdd = { ...full, beginning_drop_add_period: null, ending_drop_add_period: null };
    expect(classroomPhase(noDropAdd, day(8))).toBe('ONGOING');
  });

  it('is not published without a publish time or before it', () => {
    expect(classroomPhase({ ...full, publish_time: null }, day(5))).toBe('NOT_PUBLISHED_YET');
    expect(classroomPhase({ ...full, publish_time: day(6) }, day(5))).toBe('NOT_PUBLISHED_YET');
  });
});
