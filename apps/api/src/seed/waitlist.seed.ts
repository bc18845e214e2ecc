import { WaitlistStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import { WaitlistEntry } from '../modules/lma';
import { demoEvent, demoSeat } from './event-passes.seed';
import { User } from '../modules/uma';

const DAY = 86_400_000;
export const WAITLIST_DEMO_EVENT = 'کارگاه نقد کتاب «چه باید خواند»';

/**
 * A full event with a line (issue 28): three seats, all taken (REGISTERED), and three people
 * waiting; the demo learner 09120000001 is second in line, so their page and panel show their place.
 */
export async function seedWaitlistDemo(em: EntityManager, now: Date, eventCategoryId: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Learners no other demo part or browser test uses (0935100001x), and the demo learner.
  const mobiles = ['09351000013', '09351000014', '09351000015', '09351000016', '09120000001', '09351000017'];
  const people = await em.find(User, { where: mobiles.map((mobile_number) => ({ mobile_number })) });
  const byMobile = (m: string) => people.find((p) => p.mobile_number === m);
  const seated = mobiles.slice(0, 3).map(byMobile).filter((u): u is User => !!u);
  const waiting = mobiles.slice(3).map(byMobile).filter((u): u is User => !!u);
  const event = await demoEvent(em, now, eventCategoryId, WAITLIST_DEMO_EVENT, {
    holding_month: 10,
    capacity: seated.length,
    used_capacity: seated.length,
    waiting_count: waiting.length,
    publish_time: at(-12),
    beginning_registration_period: at(-6),
    ending_registration_period: at(8),
    description: 'کارگاهی کوچک برای خواندن و نقد یک کتاب با هم؛ جاها محدود است و هر جای خالی به ترتیب صف انتظار می‌رسد.',
    event_address: 'تهران، خیابان انقلاب، ساختمان دانش‌سرا، کتابخانه',
  });
  for (const owner of seated) await demoSeat(em, event.id, owner.id, at(-5));
  for (const [i, owner] of waiting.entries()) {
    const joined = new Date(at(-4).getTime() + i * 3_600_000);
    await em.insert(WaitlistEntry, {
      classroom_id: event.id,
      owner_id: owner.id,
      active_owner_id: owner.id,
      status: WaitlistStatus.WAITING,
      position: i + 1,
      registration_id: null,
      offered_time: null,
      offer_expire_time: null,
      creation_time: joined,
      last_modification_time: joined,
    });
  }
}
