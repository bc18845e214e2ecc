import { describe, expect, it } from 'vitest';
import {
  assignPath,
  candidateLine,
  pickerFilter,
  removePath,
  STAFF_API,
  staffPerson,
  toAssignPayload,
} from './model';

describe('classroom staff', () => {
  it('picks only users with the role who are not in the classroom yet', () => {
    expect(pickerFilter('grader', '7')).toEqual({
      role: 'grader',
      classroom_graders__classroom__ne: 7,
    });
    expect(pickerFilter('leader', 7)).toEqual({
      role: 'team_leader',
      classroom_leaders__classroom__ne: 7,
    });
    expect(STAFF_API.grader.picker).toBe('uma/users/unassigned_graders_with_last_passed_unit');
  });

  it('adds the picked users with PUT graders / leaders, each once', () => {
    expect(assignPath('grader', 7)).toBe('lma/classrooms/7/graders');
    expect(assignPath('leader', 7)).toBe('lma/classrooms/7/leaders');
    expect(toAssignPayload('grader', [13, '13', 4])).toEqual({ graders: [13, 4] });
    expect(toAssignPayload('leader', undefined)).toEqual({ leaders: [] });
  });

  it('removes the assignment row (not the user)', () => {
    expect(removePath('grader', 5)).toBe('lma/classroom_graders/5');
    expect(removePath('leader', 6)).toBe('lma/classroom_leaders/6');
  });

  it('reads the person of a row and writes a picker line in Persian', () => {
    const row = {
      id: 1,
      classroom: 7,
      grader: 13,
      grader_info: { full_name: 'سعید رحیمی' },
      last_passed_unit_title: null,
    };
    expect(staffPerson(row, 'grader')?.full_name).toBe('سعید رحیمی');
    expect(staffPerson(row, 'leader')).toBeNull();
    const last = (t: string | null) => (t ? `آخرین درس: ${t}` : 'بدون درس گذرانده');
    expect(
      candidateLine(
        {
          id: 13,
          full_name: 'سعید رحیمی',
          mobile_number: '09120000012',
          last_passed_unit_title: 'منطق ۱',
        },
        last,
      ),
    ).toBe('سعید رحیمی · ۰۹۱۲۰۰۰۰۰۱۲ · آخرین درس: منطق ۱');
    expect(candidateLine({ id: 1, firstname: 'علی', lastname: 'نوری' }, last)).toBe(
      'علی نوری · بدون درس گذرانده',
    );
  });
});
