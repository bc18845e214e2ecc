import { RegistrationStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import { Classroom, Registration, Unit } from '../modules/lma';
import { User } from '../modules/uma';

const DAY = 86_400_000;
export const CHECK_IN_DEMO_EVENT = 'نشست ماهانه اندیشه‌جویان';

/**
 * QR check-in in the demo (issue 28): a free gathering held today, with no professor (so nobody's
 * «کلاس‌های من» grows). The demo learner 09120000001 holds a pass already used at the door 40
 * minutes ago; 09351000001…09351000003 are registered with passes not yet used.
 */
/** A free face-to-face demo event of its own unit, with `fields` over the defaults. */
export async function demoEvent(em: EntityManager, now: Date, eventCategoryId: number, title: string, fields: Partial<Classroom>): Promise<Classroom> {
  const unit = await em.save(
    em.create(Unit, { title, category_id: eventCategoryId, default_session_count: 1, rules: null, codes: null, creation_time: now, last_modification_time: now }),
  );
  return em.save(
    em.create(Classroom, {
      unit_id: unit.id,
      title: null,
      holding_type: 'FACE_TO_FACE',
      audience_gender_type: 'FEMALE_MALE',
      price: 0,
      professor_id: null,
      holding_year: 1405,
      classroom_address: null,
      used_capacity: 0,
      allow_dropping_on_registration_period: true,
      event_category: 'OMOUMI',
      creation_time: now,
      last_modification_time: now,
      ...fields,
    }),
  );
}

/** A REGISTERED seat of a demo event, taken at `when` (the caller counts used_capacity). */
export async function demoSeat(em: EntityManager, eventId: number, ownerId: number, when: Date, checkedIn: Date | null = null): Promise<void> {
  await em.insert(Registration, {
    classroom_id: eventId,
    owner_id: ownerId,
    active_owner_id: ownerId,
    status: RegistrationStatus.REGISTERED,
    holds_seat: true,
    invoice_id: null,
    registered_time: when,
    dropped_time: null,
    checked_in_time: checkedIn,
    creation_time: when,
    last_modification_time: when,
  });
}

export async function seedEventPassDemo(em: EntityManager, now: Date, eventCategoryId: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const event = await demoEvent(em, now, eventCategoryId, CHECK_IN_DEMO_EVENT, {
    holding_month: 9,
    capacity: 80,
    publish_time: at(-20),
    beginning_registration_period: at(-10),
    ending_registration_period: at(3),
    description: 'گفتگوی ماهانه اندیشه‌جویان؛ ورود با بلیت QR که در پنل هر اندیشه‌جو آمده است.',
    event_address: 'تهران، خیابان انقلاب، ساختمان دانش‌سرا، تالار اصلی',
  });
  const owners = [
    ...(await em.findBy(User, { mobile_number: '09120000001' })),
    ...(await em.find(User, { where: [{ mobile_number: '09351000001' }, { mobile_number: '09351000002' }, { mobile_number: '09351000003' }], order: { id: 'ASC' } })),
  ];
  for (const [i, owner] of owners.entries()) {
    await demoSeat(em, event.id, owner.id, at(-5), i === 0 ? new Date(now.getTime() - 40 * 60_000) : null);
  }
  await em.increment(Classroom, { id: event.id }, 'used_capacity', owners.length);
}
