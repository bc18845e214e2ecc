import { describe, expect, it } from 'vitest';
import {
  classroomResourceOf,
  classroomSessionsPath,
  importListPath,
  learnerSheetRoute,
  ownerSheetPath,
  safeBack,
  sessionCreateRoute,
  sessionEditRoute,
  sessionListRoute,
  sessionSheetsPath,
  sheetsRoute,
  sheetVerifyPath,
} from './api';
import { sessionCustomRoutes } from './routes';

describe('session API paths', () => {
  it('match docs/api.md «lma, further calls»', () => {
    expect(classroomSessionsPath(8)).toBe('lma/sessions?classroom=8');
    expect(sessionSheetsPath(5)).toBe('lma/session_attendance_sheets/session_sheets?session=5');
    expect(sheetVerifyPath(7, true)).toBe('lma/session_attendance_sheets/7/verify');
    expect(sheetVerifyPath(7, false)).toBe('lma/session_attendance_sheets/7/not_verify');
    expect(importListPath(5)).toBe('lma/session_attendance_sheets/import_list?session=5');
    expect(ownerSheetPath(5, 15)).toBe('lma/sessions/5/session_and_owner_user_attendance_sheet/15');
  });
});

describe('session console routes', () => {
  it('follow SPEC «Admin»', () => {
    expect(sheetsRoute('classrooms', 8, 5)).toBe(
      '/classrooms/8/session/5/session_attendance_sheets',
    );
    expect(sheetsRoute('events', 6, 2)).toBe('/events/6/session/2/session_attendance_sheets');
    expect(learnerSheetRoute(5, 15)).toBe('/session/5/user/15');
    expect(sessionListRoute(8)).toBe('/session?classroom=8');
    expect(sessionListRoute(null)).toBe('/session');
    expect(classroomResourceOf('events')).toBe('events');
    expect(classroomResourceOf(null)).toBe('classrooms');
  });

  it('prefill the classroom and carry a safe way back', () => {
    const url = new URL(`http://x${sessionCreateRoute(8, '/classrooms/8/show/sessions')}`);
    expect(url.pathname).toBe('/session/create');
    expect(JSON.parse(url.searchParams.get('source') ?? '')).toEqual({ classroom: 8 });
    expect(url.searchParams.get('back')).toBe('/classrooms/8/show/sessions');
    expect(sessionCreateRoute()).toBe('/session/create');
    expect(sessionEditRoute(5, '/session?classroom=8')).toBe(
      '/session/5?back=%2Fsession%3Fclassroom%3D8',
    );
    expect(sessionEditRoute(5, 'https://evil.example')).toBe('/session/5');
  });

  it('accept only a path of this console as the way back', () => {
    expect(safeBack('/events/6/show/sessions')).toBe('/events/6/show/sessions');
    expect(safeBack('//evil.example/x')).toBeNull();
    expect(safeBack('https://evil.example')).toBeNull();
    expect(safeBack('javascript:alert(1)')).toBeNull();
    expect(safeBack(undefined)).toBeNull();
  });

  it('give a sheets route under each classroom resource and the learner route', () => {
    expect(sessionCustomRoutes.map((r) => r.path)).toEqual([
      '/classrooms/:classroomId/session/:sessionId/session_attendance_sheets',
      '/discussion-circles-classrooms/:classroomId/session/:sessionId/session_attendance_sheets',
      '/events/:classroomId/session/:sessionId/session_attendance_sheets',
      '/session/:sessionId/user/:userId',
    ]);
  });
});
