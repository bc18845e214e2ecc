import { describe, expect, it } from 'vitest';
import type { Registration, Session, SessionAttendanceSheet } from '../entities/lma.entities';
import { tallyAttendance } from './attendance';

const H = 3_600_000;
const t0 = new Date('2026-01-01T08:00:00Z').getTime();
const at = (h: number) => new Date(t0 + h * H);
const session = (id: number, from: number, mandatory = false) =>
  ({ id, beginning_time: at(from), ending_time: at(from + 2), is_mandatory: mandatory }) as Session;
const sheet = (session_id: number, p1: boolean, p2: boolean, status: string | null = null) =>
  ({ session_id, is_present_listen_part1: p1, is_present_listen_part2: p2, attendance_status: status }) as SessionAttendanceSheet;
const reg = (h: number) => ({ registered_time: at(h), creation_time: at(h) }) as Pick<Registration, 'registered_time' | 'creation_time'>;

describe('attendance tally', () => {
  const sessions = [session(1, 0), session(2, 24), session(3, 48, true)];

  it('present counts one, one part a half, nothing an absence', () => {
    const r = tallyAttendance(reg(-1), sessions, [sheet(1, true, true), sheet(2, true, false)], at(100));
    expect(r).toEqual({ total: 3, attended: 1.5, absences: 1.5, missedMandatory: true });
  });

  it('a session not over yet does not count; with the reporting week it counts a week later', () => {
    expect(tallyAttendance(reg(-1), sessions, [], at(30)).total).toBe(2);
    expect(tallyAttendance(reg(-1), sessions, [], at(30), 'closed').total).toBe(0);
    expect(tallyAttendance(reg(-1), sessions, [], at(2 + 7 * 24), 'closed').total).toBe(1);
  });

  it('a learner who registered after a session ended is not absent for it', () => {
    const r = tallyAttendance(reg(30), sessions, [sheet(3, true, true)], at(100));
    expect(r).toEqual({ total: 1, attended: 1, absences: 0, missedMandatory: false });
  });

  it('an imported status wins over the ticks', () => {
    const r = tallyAttendance(reg(-1), [sessions[0]], [sheet(1, false, false, 'PRESENT')], at(100));
    expect(r.attended).toBe(1);
  });
});
