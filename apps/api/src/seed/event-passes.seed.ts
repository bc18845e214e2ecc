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
export async function seedEventPassDemo(em: EntityManager, now: Date, eventCategoryId: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const unit = await em.save(
    em.create(Unit, { title: CHECK_IN_DEMO_EVENT, category_id: eventCategoryId, default_session_count: 1, rules: null, codes: null, creation_time: now, last_modification_time: now }),
  );
  const event = await em.save(
    em.create(Classroom, {
      unit_id: unit.id,
      title: null,
      holding_type: 'FACE_TO_FACE',
      audience_gender_type: 'FEMALE_MALE',
      price: 0,
      professor_id: null,
      holding_year: 1405,
      holding_month: 9,
      classroom_address: null,
      capacity: 80,
      used_capacity: 0,
      publish_time: at(-20),
      beginning_registration_period: at(-10),
      ending_registration_period: at(3),
      allow_dropping_on_registration_period: true,
      description: 'گفتگوی ماهانه اندیشه‌جویان؛ ورود با بلیت QR که در پنل هر اندیشه‌جو آمده است.',
      event_category: 'OMOUMI',
      event_address: 'تهران، خیابان انقلاب، ساختمان دانش‌سرا، تالار اصلی',
      creation_time: now,
      last_modification_time: now,
    }),
  );
  const owners = [
    ...(await em.findBy(User, { mobile_number: '09120000001' })),
    ...(await em.find(User, { where: [{ mobile_number: '09351000001' }, { mobile_number: '09351000002' }, { mobile_number: '09351000003' }], order: { id: 'ASC' } })),
  ];
  for (const [i, owner] of owners.entries()) {
    const main = i === 0;
    await em.insert(Registration, {
      classroom_id: event.id,
      owner_id: owner.id,
      active_owner_id: owner.id,
      status: RegistrationStatus.REGISTERED,
      holds_seat: true,
      invoice_id: null,
      registered_time: at(-5),
      dropped_time: null,
      checked_in_time: main ? new Date(now.getTime() - 40 * 60_000) : null,
      creation_time: at(-5),
      last_modification_time: at(-5),
    });
  }
  await em.increment(Classroom, { id: event.id }, 'used_capacity', owners.length);
}
