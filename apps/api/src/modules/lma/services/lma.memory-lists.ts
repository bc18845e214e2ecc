import { TestStatus } from '@daneshsara/domain';
import { memorySpec, type FilterField } from '../../../core/list';

/**
 * The lists of one classroom, session, project or team: their services build them whole (tens of
 * rows in a fixed number of queries) and core/list pages, orders and filters them (memory-page).
 */
const nationalCode = (column: string): FilterField => ({ type: 'string', column, ops: ['eq', 'contains'] });
const status = (...values: string[]): FilterField => ({ type: 'enum', values });
const ASSIGNMENT = ['NOT_SENT', 'SENT', 'VERIFIED', 'NOT_VERIFIED'];

/** A classroom's (or an event's) tests, latest first: `classroom` or `event` names it. */
export const TESTS_LIST = memorySpec('tests', {
  params: ['classroom', 'event'],
  filters: { status: status(...Object.values(TestStatus)) },
  ordering: ['title', 'start_time', 'end_time', 'status'],
  search: ['title'],
});
export const SESSIONS_LIST = memorySpec('sessions', {
  params: ['classroom'],
  ordering: ['title', 'beginning_time', 'ending_time'],
  search: ['title'],
});
export const SESSIONS_WITH_SHEETS_LIST = memorySpec('sessions', {
  params: ['classroom', 'owner'],
  ordering: ['title', 'beginning_time', 'ending_time'],
});
export const PROJECTS_LIST = memorySpec('projects', {
  params: ['classroom'],
  ordering: ['title', 'beginning_doing_period', 'ending_doing_period'],
  search: ['title'],
});
export const PROJECTS_WITH_SHEETS_LIST = memorySpec('projects', {
  params: ['classroom', 'owner'],
  ordering: ['title', 'beginning_doing_period', 'ending_doing_period'],
});
export const SESSION_SHEETS_LIST = memorySpec('session_attendance_sheets', {
  params: ['session'],
  filters: {
    owner__national_code: nationalCode('owner_info.national_code'),
    assignment_status: status(...ASSIGNMENT),
    attendance_status: { type: 'string' },
  },
  search: ['owner_info.full_name', 'owner_info.national_code'],
  ordering: ['answer_time', 'assignment_status'],
});
/** The export takes the session and nothing else. */
export const PROJECT_SHEETS_LIST = memorySpec('project_attendance_sheets', {
  params: ['project'],
  filters: {
    owner__national_code: nationalCode('owner_info.national_code'),
    answer_status: status(...ASSIGNMENT, 'REVIEWED'),
  },
  search: ['owner_info.full_name', 'owner_info.national_code'],
  ordering: ['answer_time', 'answer_status'],
});
export const TRANSCRIPTS_LIST = memorySpec('transcript_sheets', {
  params: ['registration__classroom', 'classroom'],
  filters: {
    status: { type: 'string' },
    is_sent_by_post: { type: 'bool' },
    certification: { type: 'string', ops: ['isnull'] },
    registration__owner__national_code: nationalCode('registration_info.owner_info.national_code'),
  },
  search: ['registration_info.owner_info.full_name', 'registration_info.owner_info.national_code'],
  ordering: ['final_score', 'attendance_score', 'highest_test_score', 'status'],
});
export const TEAMS_LIST = memorySpec('teams', {
  params: ['classroom'],
  ordering: ['title', 'capacity', 'used_capacity'],
  search: ['title'],
});
export const MY_TEAMS_LIST = memorySpec('teams', { ordering: ['title', 'classroom'], search: ['title'] });
export const TEAM_REGISTRATIONS_LIST = memorySpec('team_registrations', {
  params: ['team'],
  search: ['registration_info.owner_info.full_name'],
});
export const SESSION_TEMPLATES_LIST = memorySpec('session_templates', {
  params: ['unit'],
  ordering: ['title', 'creation_time'],
  search: ['title'],
});
export const HISTORIES_LIST = memorySpec('transcript_sheet_histories', {
  params: ['unit'],
  filters: { national_code: nationalCode('national_code') },
  ordering: ['national_code', 'score', 'creation_time'],
  search: ['national_code'],
});
export const ACTIVITY_SHEET_LIST = memorySpec('registrations', {
  params: ['classroom', 'event', 'owner', 'owner__national_code'],
  search: ['owner_info.full_name', 'owner_info.national_code'],
});
export const STAFF_WITH_UNIT_LIST = memorySpec('classroom_staff', { params: ['classroom'] });

/** An event's check-ins since Tehran's midnight, latest first (the door's running list, issue 28). */
export const CHECK_INS_LIST = memorySpec('check_ins', { params: ['event'], ordering: ['checked_in_time'] });
