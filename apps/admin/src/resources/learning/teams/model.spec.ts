import { describe, expect, it } from 'vitest';
import {
  leaderChoices,
  memberOptionText,
  teamMembersPath,
  teamToForm,
  toMembersPayload,
  toTeamPayload,
  validateMembers,
  validateTeam,
  type TeamRow,
} from './model';

const team: TeamRow = {
  id: 4,
  classroom: 7,
  title: 'گروه فارابی',
  capacity: 3,
  used_capacity: 2,
  is_joinable: false,
  leader: 9,
  leader_info: { id: 9, full_name: 'حسین کریمی', mobile_number: '09120000003' },
  description: null,
};

describe('team form → API payload', () => {
  it('sends every TeamDto field', () => {
    expect(
      toTeamPayload(
        {
          title: ' گروه ابن سینا ',
          capacity: '۴',
          is_joinable: false,
          leader: '9',
          description: '',
        },
        '7',
      ),
    ).toEqual({
      classroom: 7,
      title: 'گروه ابن سینا',
      capacity: 4,
      is_joinable: false,
      leader: 9,
      description: null,
    });
    expect(toTeamPayload({ title: 'x', capacity: 2, leader: null }, 7)).toMatchObject({
      is_joinable: true,
      leader: null,
    });
  });

  it('opens a team as it is, a new one joinable', () => {
    expect(teamToForm(team)).toEqual({
      title: 'گروه فارابی',
      capacity: 3,
      is_joinable: false,
      leader: 9,
      description: '',
    });
    expect(teamToForm()).toMatchObject({ is_joinable: true, leader: null });
  });

  it('wants a title and a capacity from 1, not below the members', () => {
    expect(validateTeam({ title: '', capacity: '' })).toEqual({
      title: 'ra.validation.required',
      capacity: 'ra.validation.required',
    });
    expect(validateTeam({ title: 'الف', capacity: 0 })).toEqual({
      capacity: { message: 'app.checks.int_between', args: { min: 1, max: 1000 } },
    });
    expect(validateTeam({ title: 'الف', capacity: 1 }, 2)).toEqual({
      capacity: { message: 'app.lma_teams.checks.capacity_below', args: { count: 2 } },
    });
    expect(validateTeam({ title: 'الف', capacity: 2 }, 2)).toEqual({});
  });
});

describe('team members', () => {
  it('sends the picked registrations once each', () => {
    expect(toMembersPayload([3, '5', 3, null, { id: 8 }])).toEqual({ registrations: [3, 5, 8] });
    expect(toMembersPayload(undefined)).toEqual({ registrations: [] });
    expect(teamMembersPath(4)).toBe('lma/teams/4/registrations');
  });

  it('refuses more members than the capacity', () => {
    expect(validateMembers([1, 2, 3], 3)).toEqual({});
    expect(validateMembers([1, 2, 3, 4], 3)).toEqual({
      registrations: { message: 'app.lma_teams.checks.members_above', args: { max: 3 } },
    });
  });

  it('offers the classroom leaders and keeps the current one', () => {
    const leaders = [{ id: 1, leader: 12, leader_info: { full_name: 'سعید رحیمی' } }];
    expect(leaderChoices(leaders, team)).toEqual([
      { id: 12, name: 'سعید رحیمی' },
      { id: 9, name: 'حسین کریمی' },
    ]);
    expect(leaderChoices(leaders)).toHaveLength(1);
  });

  it('shows a learner by name and national code in Persian digits', () => {
    expect(memberOptionText({ full_name: 'علی', national_code: '1000158381' })).toBe(
      'علی · ۱۰۰۰۱۵۸۳۸۱',
    );
    expect(memberOptionText(null)).toBe('');
  });
});
