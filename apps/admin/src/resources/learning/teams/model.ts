import { toPersianDigits } from '@daneshsara/domain';
import { text, toId, toNumber, type Errors } from '../payload';
import type { PersonInfo } from '../projects/kit/parts';

/** API paths (docs/api.md «lma, further calls»). */
export const TEAMS_PATH = 'lma/teams';
export const TEAM_MEMBERS_PATH = 'lma/team_registrations';
export const CLASSROOM_LEADERS_PATH = 'lma/classroom_leaders/leaders_with_last_passed_unit';

/** Column-title keys (`resources.<name>.fields`), not registered resources. */
export const TEAMS_LABELS = 'lma-teams';
export const TEAM_MEMBERS_LABELS = 'lma-team-members';

/** TeamDto's bounds. */
export const TEAM_CAPACITY_MAX = 1000;

/** A team as GET lma/teams answers it. */
export interface TeamRow {
  id: number;
  classroom: number;
  title: string;
  capacity: number;
  used_capacity: number;
  is_joinable: boolean;
  leader: number | null;
  leader_info: { id: number; full_name: string; mobile_number: string | null } | null;
  description: string | null;
}

/** A row of GET lma/team_registrations?team= */
export interface TeamMemberRow {
  id: number;
  team: number;
  registration: number;
  registration_info: { id: number; status?: string; owner_info: PersonInfo | null };
}

/** A row of the classroom's leaders (GET classroom_leaders/leaders_with_last_passed_unit). */
export interface LeaderRow {
  id: number;
  leader: number;
  leader_info: PersonInfo | null;
}

type Data = Record<string, unknown>;

/** PUT lma/teams/{id}/registrations */
export function teamMembersPath(teamId: number | string): string {
  return `${TEAMS_PATH}/${encodeURIComponent(String(teamId))}/registrations`;
}

export function teamToForm(team?: Partial<TeamRow> | null): Data {
  return {
    title: team?.title ?? '',
    capacity: team?.capacity ?? null,
    is_joinable: team?.is_joinable ?? true,
    leader: team?.leader ?? null,
    description: team?.description ?? '',
  };
}

/** POST/PUT lma/teams: every field of TeamDto. */
export function toTeamPayload(values: Data, classroomId: number | string) {
  return {
    classroom: Number(classroomId),
    title: text(values.title) ?? '',
    capacity: toNumber(values.capacity),
    is_joinable: values.is_joinable !== false,
    leader: toId(values.leader),
    description: text(values.description),
  };
}

/** Title 1..150 characters; capacity a whole number from 1 (and not below the members, on edit). */
export function validateTeam(values: Data, members = 0): Errors {
  const errors: Errors = {};
  const title = text(values.title);
  if (!title) errors.title = 'ra.validation.required';
  else if (title.length > 150)
    errors.title = { message: 'ra.validation.maxLength', args: { max: 150 } };
  const capacity = toNumber(values.capacity);
  if (values.capacity === null || values.capacity === undefined || values.capacity === '') {
    errors.capacity = 'ra.validation.required';
  } else if (
    capacity === null ||
    !Number.isInteger(capacity) ||
    capacity < 1 ||
    capacity > TEAM_CAPACITY_MAX
  ) {
    errors.capacity = {
      message: 'app.checks.int_between',
      args: { min: 1, max: TEAM_CAPACITY_MAX },
    };
  } else if (capacity < members) {
    errors.capacity = { message: 'app.lma_teams.checks.capacity_below', args: { count: members } };
  }
  return errors;
}

/** The picked registrations as PUT registrations takes them: ids, once each. */
export function toMembersPayload(values: unknown): { registrations: number[] } {
  const list = Array.isArray(values) ? values : [];
  return { registrations: [...new Set(list.map(toId).filter((id): id is number => id !== null))] };
}

export function validateMembers(values: unknown, capacity: number): Errors {
  const { registrations } = toMembersPayload(values);
  if (capacity > 0 && registrations.length > capacity) {
    return {
      registrations: { message: 'app.lma_teams.checks.members_above', args: { max: capacity } },
    };
  }
  return {};
}

/** The leader choices: the classroom's leaders, and the team's current leader if not among them. */
export function leaderChoices(
  leaders: readonly LeaderRow[],
  current?: TeamRow | null,
): { id: number; name: string }[] {
  const out = leaders
    .filter((l) => l.leader_info)
    .map((l) => ({ id: l.leader, name: toPersianDigits(l.leader_info?.full_name ?? '') }));
  if (current?.leader && current.leader_info && !out.some((c) => c.id === current.leader)) {
    out.push({ id: current.leader, name: toPersianDigits(current.leader_info.full_name) });
  }
  return out;
}

/** A registration in the members picker: the name, then the national code. */
export function memberOptionText(person: PersonInfo | null | undefined): string {
  if (!person) return '';
  return [person.full_name, person.national_code]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => toPersianDigits(v))
    .join(' · ');
}
