import { SESSION_GRACE_DAYS, attendanceStatus } from './sessions.service';
import type { Registration, Session, SessionAttendanceSheet } from '../entities/lma.entities';

const DAY = 86_400_000;

export interface AttendanceTally {
  /** Sessions that count for this learner. */
  total: number;
  /** PRESENT counts 1, PART1/PART2 a half. */
  attended: number;
  absences: number;
  /** A counted mandatory session marked ABSENT. */
  missedMandatory: boolean;
}

/** When a session has ended for the purpose at hand: at its end, or once learners can no longer report it. */
export type Cutoff = 'ended' | 'closed';

export function sessionOver(s: Session, now: Date, cutoff: Cutoff): boolean {
  const end = s.ending_time.getTime() + (cutoff === 'closed' ? SESSION_GRACE_DAYS * DAY : 0);
  return end <= now.getTime();
}

/**
 * DOMAIN.md section 3, with the rule we chose (docs/domain-rules.md): a session counts for a learner
 * only when it is over and had not ended yet when they registered, so whoever registered late is not
 * absent for what happened before. `sheets` are this learner's.
 */
export function tallyAttendance(
  reg: Pick<Registration, 'registered_time' | 'creation_time'>,
  sessions: Session[],
  sheets: SessionAttendanceSheet[],
  now: Date,
  cutoff: Cutoff = 'ended',
): AttendanceTally {
  const since = (reg.registered_time ?? reg.creation_time).getTime();
  let total = 0;
  let attended = 0;
  let missedMandatory = false;
  for (const s of sessions) {
    if (!sessionOver(s, now, cutoff) || s.ending_time.getTime() <= since) continue;
    const st = attendanceStatus(sheets.find((x) => x.session_id === s.id) ?? null, s, now);
    const v = st === 'PRESENT' ? 1 : st === 'PART1' || st === 'PART2' ? 0.5 : 0;
    total++;
    attended += v;
    if (s.is_mandatory && st === 'ABSENT') missedMandatory = true;
  }
  return { total, attended, absences: total - attended, missedMandatory };
}
