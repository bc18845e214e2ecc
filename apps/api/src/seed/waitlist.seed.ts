import { RegistrationStatus, WaitlistStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import { Classroom, Registration, Unit, WaitlistEntry } from '../modules/lma';
import { User } from '../modules/uma';

const DAY = 86_400_000;
export const WAITLIST_DEMO_EVENT = 'کارگاه نقد کتاب «چه باید خواند»';

/**
 * A full event with a line (issue 28): three seats, all taken (REGISTERED, paid), and three people
 * waiting; the demo learner 09120000001 is second in line, so their page and panel show their place.
 */
export async function seedWaitlistDemo(em: EntityManager, now: Date, eventCategoryId: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const unit = await em.save(
    em.create(Unit, { title: WAITLIST_DEMO_EVENT, category_id: eventCategoryId, default_session_count: 1, rules: null, codes: null, creation_time: now, last_modification_time: now }),
  );
  const mobiles = ['09351000004', '09351000005', '09351000006', '09351000007', '09120000001', '09351000008'];
  const people = await em.find(User, { where: mobiles.map((mobile_number) => ({ mobile_number })) });
  const byMobile = (m: string) => people.find((p) => p.mobile_number === m);
  const seated = mobiles.slice(0, 3).map(byMobile).filter((u): u is User => !!u);
  const waiting = mobiles.slice(3).map(byMobile).filter((u): u is User => !!u);
  const event = await em.save(
    em.create(Classroom, {
      unit_id: unit.id,
      title: null,
      holding_type: 'FACE_TO_FACE',
      audience_gender_type: 'FEMALE_MALE',
      price: 0,
      professor_id: null,
      holding_year: 1405,
      holding_month: 10,
      classroom_address: null,
      capacity: seated.length,
      used_capacity: seated.length,
      waiting_count: waiting.length,
      publish_time: at(-12),
      beginning_registration_period: at(-6),
      ending_registration_period: at(8),
      allow_dropping_on_registration_period: true,
      description: 'کارگاهی کوچک برای خواندن و نقد یک کتاب با هم؛ جاها محدود است و هر جای خالی به ترتیب صف انتظار می‌رسد.',
      event_category: 'OMOUMI',
      event_address: 'تهران، خیابان انقلاب، ساختمان دانش‌سرا، کتابخانه',
      creation_time: now,
      last_modification_time: now,
    }),
  );
  for (const owner of seated) {
    await em.insert(Registration, {
      classroom_id: event.id,
      owner_id: owner.id,
      active_owner_id: owner.id,
      status: RegistrationStatus.REGISTERED,
      holds_seat: true,
      invoice_id: null,
      registered_time: at(-5),
      dropped_time: null,
      creation_time: at(-5),
      last_modification_time: at(-5),
    });
  }
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
