import { WaitlistStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../core/clock/clock';
import type { Jobs } from '../../../core/jobs';
import { WaitlistEntry } from '../entities/waitlist.entity';

/** The job that gives a classroom's free seats to the first in its line (waitlist.service.ts). */
export const WAITLIST_OFFERS = 'waitlist-offers';

/**
 * Queues the classroom's offers: a seat was freed or added. Call it after the change committed;
 * the sweep of waitlist.service.ts catches whatever no call named (an expired invoice, a drop for
 * absences) within a minute.
 */
export async function queueOffers(jobs: Jobs, clock: Clock, classroomId: number): Promise<void> {
  await jobs.add(WAITLIST_OFFERS, { classroom: classroomId }, { id: `waitlist-${classroomId}-${clock.now().getTime()}` });
}

/**
 * In the transaction that settles an offered registration: paid → ACCEPTED, released (its invoice
 * expired or was cancelled, or it was dropped) → LAPSED. An entry that is not OFFERED is left alone.
 */
export async function settleOffer(em: EntityManager, registrationId: number, status: WaitlistStatus.ACCEPTED | WaitlistStatus.LAPSED, now: Date): Promise<void> {
  await em
    .createQueryBuilder()
    .update(WaitlistEntry)
    .set({ status, active_owner_id: null, last_modification_time: now })
    .where('registration_id = :id AND status = :offered', { id: registrationId, offered: WaitlistStatus.OFFERED })
    .execute();
}
