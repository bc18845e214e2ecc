import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { markText, rowsOf, withQuery } from './kit/onePage';
import { errorText } from '../shared/errors';
import { cleanFilters, exactCode, sameCode } from './kit/useTabList';
import {
  groupHandIns,
  matchHandIn,
  projectToForm,
  sentCount,
  sheetActionPath,
  toProjectPayload,
  validateProject,
  type SheetRow,
} from './model';

describe('the classroom tabs kit', () => {
  it('reads one-page answers and bare arrays', () => {
    expect(rowsOf({ results: [{ id: 1 }], count: 1 })).toEqual([{ id: 1 }]);
    expect(rowsOf([{ id: 2 }])).toEqual([{ id: 2 }]);
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf({ detail: 'x' })).toEqual([]);
  });

  it('puts the filters in the query as plain parameters', () => {
    expect(withQuery('lma/projects', { classroom: 7 })).toBe('lma/projects?classroom=7');
    expect(withQuery('lma/teams', { classroom: 7, q: '', x: null })).toBe('lma/teams?classroom=7');
    expect(withQuery('lma/x')).toBe('lma/x');
  });

  it('writes marks with Persian digits and the Persian decimal point', () => {
    expect(markText(17.5)).toBe('۱۷٫۵');
    expect(markText(12.345)).toBe('۱۲٫۳۵');
    expect(markText(0)).toBe('۰');
    expect(markText(null)).toBe('—');
    expect(markText('abc')).toBe('—');
  });

  it('keeps only filled filters and matches national codes typed in Persian', () => {
    expect(cleanFilters({ a: '', b: null, c: 'x', d: 0 })).toEqual({ c: 'x', d: 0 });
    expect(sameCode('۱۰۰۰۱', '1000158381')).toBe(true);
    expect(sameCode('۲۲', '1000158381')).toBe(false);
    expect(sameCode('', null)).toBe(true);
    expect(exactCode('۱۰۰۰۱۵۸۳۸۱')).toBe('1000158381');
    expect(exactCode('۱۰۰۰')).toBeUndefined();
  });

  it("shows a 400's field text, else the server's message", () => {
    const field = new HttpError('title: x', 400, {
      errors: { title: 'عنوان پروژه را وارد کنید.', root: { serverError: 'x' } },
    });
    expect(errorText(field)).toBe('عنوان پروژه را وارد کنید.');
    expect(errorText(new HttpError('این گروه عضو دارد و قابل حذف نیست.', 409, {}))).toBe(
      'این گروه عضو دارد و قابل حذف نیست.',
    );
    expect(errorText('boom')).toBe('ra.notification.http_error');
  });
});

describe('project form → API payload', () => {
  it('sends every ProjectDto field, dates as instants, empty texts as null', () => {
    const out = toProjectPayload(
      {
        id: 3,
        title: '  تحلیل یک مغالطه ',
        type: 'TEAM',
        is_mandatory: true,
        beginning_doing_period: '2026-11-20T05:30:00.000Z',
        ending_doing_period: new Date('2026-12-01T20:29:00.000Z'),
        description: ' شرح ',
        contents: '',
        correct_answer: undefined,
        is_enabled_answering: true,
      },
      '7',
    );
    expect(out).toEqual({
      classroom: 7,
      title: 'تحلیل یک مغالطه',
      type: 'TEAM',
      is_mandatory: true,
      beginning_doing_period: '2026-11-20T05:30:00.000Z',
      ending_doing_period: '2026-12-01T20:29:00.000Z',
      description: 'شرح',
      contents: null,
      correct_answer: null,
    });
    expect(toProjectPayload({ title: 'x' }, 7)).toMatchObject({
      type: 'SOLO',
      is_mandatory: false,
      beginning_doing_period: null,
      ending_doing_period: null,
    });
  });

  it('starts a new project solo and optional', () => {
    expect(projectToForm()).toMatchObject({ title: '', type: 'SOLO', is_mandatory: false });
  });

  it('refuses a blank title, no type and an end before the beginning', () => {
    expect(validateProject({ title: ' ', type: 'X' })).toEqual({
      title: 'ra.validation.required',
      type: 'app.lma_projects.checks.type_required',
    });
    expect(
      validateProject({
        title: 'الف',
        type: 'SOLO',
        beginning_doing_period: '2026-12-01T00:00:00Z',
        ending_doing_period: '2026-11-01T00:00:00Z',
      }),
    ).toEqual({ ending_doing_period: 'app.lma_projects.checks.period_order' });
    expect(validateProject({ title: 'الف', type: 'TEAM', ending_doing_period: 'x' })).toEqual({});
  });

  it('builds the review paths', () => {
    expect(sheetActionPath(12, 'verify')).toBe('lma/project_attendance_sheets/12/verify');
    expect(sheetActionPath(12, 'save_notation')).toBe(
      'lma/project_attendance_sheets/12/save_notation',
    );
  });
});

const sheet = (over: Partial<SheetRow>): SheetRow => ({
  id: null,
  project: 2,
  registration: 1,
  owner: 1,
  owner_info: { full_name: 'کاربر', national_code: '1000000001' },
  team: null,
  answer_text: null,
  answer_attachment: null,
  answer_status: 'NOT_SENT',
  is_answer_verified: null,
  notation: null,
  answer_time: null,
  ...over,
});

describe('hand-ins', () => {
  const rows: SheetRow[] = [
    sheet({ registration: 1, owner_info: { full_name: 'علی', national_code: '1000000001' } }),
    sheet({
      id: 10,
      registration: 2,
      team: 5,
      answer_status: 'SENT',
      answer_text: 'پاسخ گروه',
      answer_time: '2026-11-20T10:00:00Z',
      owner_info: { full_name: 'زهرا', national_code: '1000000002' },
    }),
    sheet({
      id: 11,
      registration: 3,
      team: 5,
      answer_status: 'SENT',
      answer_text: 'پاسخ گروه',
      answer_time: '2026-11-20T10:00:00Z',
      owner_info: { full_name: 'مریم', national_code: '1000000003' },
    }),
    sheet({
      id: 12,
      registration: 4,
      answer_status: 'VERIFIED',
      answer_time: '2026-11-21T10:00:00Z',
      owner_info: { full_name: 'حسن', national_code: '1000000004' },
    }),
  ];

  it('makes one row per team on a team project, with every member sheet under it', () => {
    const out = groupHandIns(rows, 'TEAM', new Map([[5, 'ابن سینا']]));
    expect(out.map((h) => h.id)).toEqual(['team-5', 'sheet-12', 'registration-1']);
    expect(out[0]).toMatchObject({
      kind: 'team',
      team_title: 'ابن سینا',
      sheetIds: [10, 11],
      answer_status: 'SENT',
      order: 0,
    });
    expect(out[0].members.map((m) => m.full_name)).toEqual(['زهرا', 'مریم']);
    expect(out[2]).toMatchObject({ kind: 'learner', sheetIds: [], answer_status: 'NOT_SENT' });
    expect(sentCount(out)).toBe(2);
  });

  it('keeps each learner apart on a solo project, what needs a look first', () => {
    const out = groupHandIns(rows, 'SOLO');
    expect(out.map((h) => h.id)).toEqual(['sheet-10', 'sheet-11', 'sheet-12', 'registration-1']);
    expect(out.every((h) => h.kind === 'learner')).toBe(true);
  });

  it('filters by status, a member national code or a name', () => {
    const [team, verified, none] = groupHandIns(rows, 'TEAM', new Map([[5, 'ابن سینا']]));
    expect(matchHandIn(team, { answer_status: 'SENT' })).toBe(true);
    expect(matchHandIn(verified, { answer_status: 'SENT' })).toBe(false);
    expect(matchHandIn(team, { owner__national_code: '۱۰۰۰۰۰۰۰۰۳' })).toBe(true);
    expect(matchHandIn(none, { owner__national_code: '1000000003' })).toBe(false);
    expect(matchHandIn(team, { q: 'سینا' })).toBe(true);
    expect(matchHandIn(none, { q: 'علی' })).toBe(true);
    expect(matchHandIn(none, { q: 'مریم' })).toBe(false);
  });
});
