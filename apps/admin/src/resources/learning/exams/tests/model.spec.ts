import { describe, expect, it } from 'vitest';
import { isAllowed, pickSetRoute, testRoute, toTestPayload, toTestQuestionPayload, validateTest, validateTestQuestion, type ExamineeRow } from './model';

const times = { start_time: '2026-12-01T08:00:00.000Z', end_time: '2026-12-01T10:00:00.000Z' };
const ok = { title: 'پایان‌ترم', duration_deadline: 90, examinees: [3], ...times };

describe('a classroom test form', () => {
  it('a new test names its classroom (as event on the events pages), its set and its examinees', () => {
    expect(toTestPayload({ ...ok, title: ' پایان‌ترم ', level: '' }, { classroomId: '7', setId: '4', isEvent: false })).toEqual({
      title: 'پایان‌ترم', description: null, level: null, ...times, duration_deadline: 90, announcement_time: null, objection_start_time: null, objection_end_time: null,
      classroom: 7, test_set: 4, examinees: [3],
    });
    expect(toTestPayload(ok, { classroomId: 9, setId: 2, isEvent: true })).toMatchObject({ event: 9, test_set: 2 });
  });

  it('an edit sends the examinees only when they changed (the API refuses any once the test started)', () => {
    const previous = { examinees: [5, 3] };
    const same = toTestPayload({ ...ok, examinees: [3, 5] }, { classroomId: 7, setId: '', isEvent: false, previous });
    expect(same).not.toHaveProperty('examinees');
    expect(same).not.toHaveProperty('test_set');
    expect(same).not.toHaveProperty('classroom');
    expect(toTestPayload({ ...ok, examinees: [3] }, { classroomId: 7, setId: '', isEvent: false, previous })).toMatchObject({ examinees: [3] });
  });

  it('checks the times in the order the API does, and that someone sits the test', () => {
    expect(validateTest(ok)).toEqual({});
    expect(validateTest({ ...ok, end_time: times.start_time })).toEqual({ end_time: 'app.exams.tests.checks.end' });
    expect(validateTest({ ...ok, duration_deadline: 0 })).toHaveProperty('duration_deadline');
    expect(validateTest({ ...ok, announcement_time: '2026-12-01T09:00:00.000Z' })).toHaveProperty('announcement_time');
    expect(validateTest({ ...ok, announcement_time: '2026-12-02T09:00:00.000Z', objection_start_time: '2026-12-02T10:00:00.000Z' })).toEqual({ objection_end_time: 'app.exams.tests.checks.objection_pair' });
    expect(validateTest({ ...ok, objection_start_time: '2026-12-02T10:00:00.000Z', objection_end_time: '2026-12-03T10:00:00.000Z' })).toEqual({ objection_start_time: 'app.exams.tests.checks.objection_start' });
    expect(validateTest({ ...ok, examinees: [] })).toEqual({ examinees: 'app.exams.tests.checks.examinees' });
    // An event's test (its questionnaire) has no chosen examinees, and sends none.
    expect(validateTest({ ...ok, examinees: [] }, true)).toEqual({});
    expect(toTestPayload({ ...ok, examinees: [] }, { classroomId: 9, setId: 2, isEvent: true })).not.toHaveProperty('examinees');
  });

  it('a test question moves to the place shown from 1 (sent from 0) with its mark and extra flag', () => {
    expect(toTestQuestionPayload({ mark: 6.5, is_extra_mark: true, place: 4 })).toEqual({ mark: 6.5, is_extra_mark: true, order: 3 });
    expect(validateTestQuestion({ mark: 200, place: 0 })).toEqual({ mark: 'app.exams.checks.mark', place: 'app.exams.tests.checks.place' });
  });

  it('a learner is مجاز only when all three conditions hold', () => {
    const row = { is_passed_attendance_condition: true, is_passed_project_condition: true, is_passed_assignment_condition: true } as ExamineeRow;
    expect(isAllowed(row)).toBe(true);
    expect(isAllowed({ ...row, is_passed_project_condition: false })).toBe(false);
  });

  it('routes follow SPEC «Admin» for classrooms and events alike', () => {
    expect(pickSetRoute('events', 3, 8)).toBe('/events/3/unit/8/test_set');
    expect(testRoute('classrooms', 3, 5, 11)).toBe('/classrooms/3/test_set/5/test/11');
  });
});
