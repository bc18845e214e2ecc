import { LIVE_WAITLIST, RegistrationStatus, WaitlistStatus, type WaitlistEntryBrief, type WaitlistInfo } from '@daneshsara/domain';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import type { Classroom } from '../entities/lma.entities';
import { WaitlistEntry } from '../entities/waitlist.entity';

type Db = DataSource | EntityManager;
type RegBrief = { status: string; holds_seat: boolean; invoice?: number | null } | null | undefined;

/**
 * Whether the learner may join the line now: adding is open by the dates but no seat is theirs to
 * take (the classroom is full, or others already wait), and they neither hold a seat nor stand in
 * the line already. Eligibility (gender, prerequisites, questionnaire) is checked on joining.
 */
export function mayJoin(c: Classroom, adding: boolean, reg: RegBrief, entry: Pick<WaitlistEntry, 'status'> | null): boolean {
  const full = c.capacity !== 0 && c.used_capacity >= c.capacity;
  const seated = !!reg && (reg.status === RegistrationStatus.REGISTERED || (reg.status === RegistrationStatus.ENROLLED && reg.holds_seat));
  return adding && (full || c.waiting_count > 0) && !seated && !(entry && LIVE_WAITLIST.includes(entry.status));
}

/** 1 for the first in line: how many WAITING stand before the entry, plus one. */
export async function placeOf(db: Db, e: Pick<WaitlistEntry, 'id' | 'classroom_id' | 'position'>): Promise<number> {
  const before = await db
    .getRepository(WaitlistEntry)
    .createQueryBuilder('w')
    .where('w.classroom_id = :c AND w.status = :waiting', { c: e.classroom_id, waiting: WaitlistStatus.WAITING })
    .andWhere(new Brackets((b) => b.where('w.position < :p', { p: e.position }).orWhere('w.position = :p AND w.id < :id', { id: e.id })))
    .getCount();
  return before + 1;
}

export function entryBrief(e: WaitlistEntry, place: number | null, invoice: number | null): WaitlistEntryBrief {
  return {
    id: e.id,
    status: e.status as WaitlistStatus,
    place: e.status === WaitlistStatus.WAITING ? place : null,
    offer_expire_time: e.status === WaitlistStatus.OFFERED ? (e.offer_expire_time?.toISOString() ?? null) : null,
    invoice,
  };
}

/** The caller's latest entry in the classroom's line (live or not). */
export function latestEntry(db: Db, classroomId: number, ownerId: number): Promise<WaitlistEntry | null> {
  return db.getRepository(WaitlistEntry).findOne({ where: { classroom_id: classroomId, owner_id: ownerId }, order: { id: 'DESC' } });
}

/** What a classroom's own page says of its line to the caller (two small reads; never on a list). */
export async function waitlistInfo(
  db: Db,
  c: Classroom,
  adding: boolean,
  reg: RegBrief,
  callerId: number | null,
): Promise<WaitlistInfo> {
  const entry = callerId ? await latestEntry(db, c.id, callerId) : null;
  const place = entry && entry.status === WaitlistStatus.WAITING ? await placeOf(db, entry) : null;
  const invoice = entry?.status === WaitlistStatus.OFFERED ? (reg?.invoice ?? null) : null;
  return {
    length: c.waiting_count,
    // A guest is told the line is open to join (signing in comes first).
    can_join: mayJoin(c, adding, reg, entry),
    entry: entry && entry.status !== WaitlistStatus.LEFT && entry.status !== WaitlistStatus.REMOVED ? entryBrief(entry, place, invoice) : null,
  };
}
