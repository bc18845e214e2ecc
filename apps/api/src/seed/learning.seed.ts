import { seedWaitlistDemo } from './waitlist.seed';
import { InvoiceType, RegistrationStatus } from '@daneshsara/domain';
import type { DataSource } from 'typeorm';
import { Invoice } from '../modules/accounting';
import { Classroom, Registration, TranscriptSheet, Unit, UnitCategory, UnitPrerequisite } from '../modules/lma';
import { Notice, NoticeReceiver } from '../modules/mma';
import { User } from '../modules/uma';
import { seedClassroomLife } from './classroom-life.seed';
import { seedEventPassDemo } from './event-passes.seed';
import { seedNoticesDemo, seedSubscriptionsDemo, seedSupportDemo } from './support.seed';
import { seedEventQuestionnaire, seedExamBank, seedExamBooks, seedExamTests } from './exams.seed';

const DAY = 86_400_000;

interface DemoClass {
  unit: string;
  category: string;
  title?: string;
  /** Days from now of: publish, enrolment begin/end, registration begin/end, drop-add begin/end. */
  timeline: (number | null)[];
  price: number;
  capacity: number;
  holding: 'ONLINE' | 'OFFLINE' | 'FACE_TO_FACE';
  gender?: 'MALE' | 'FEMALE' | 'FEMALE_MALE';
  ongoing?: boolean;
  description: string;
}

const CATEGORIES: [string, string][] = [
  ['فلسفه و منطق', 'TRAINING'],
  ['روش تحقیق', 'TRAINING'],
  ['حلقه‌های مطالعاتی', 'DiscussionCircles'],
  ['همایش‌ها و اردوها', 'EVENT'],
];

const UNITS: [string, string, string | null][] = [
  ['منطق مقدماتی', 'فلسفه و منطق', null],
  ['فلسفه علم', 'فلسفه و منطق', 'منطق مقدماتی'],
  ['روش تحقیق در علوم انسانی', 'روش تحقیق', null],
  ['نگارش علمی', 'روش تحقیق', null],
  ['حلقه مطالعه «اخلاق پژوهش»', 'حلقه‌های مطالعاتی', null],
  ['همایش سالانه اندیشه‌جویان', 'همایش‌ها و اردوها', null],
];

const CLASSES: DemoClass[] = [
  { unit: 'منطق مقدماتی', category: 'فلسفه و منطق', timeline: [-20, -18, -12, -3, 6, 8, 10], price: 0, capacity: 60, holding: 'ONLINE', description: 'آشنایی با تعریف، قضیه، استدلال و مغالطه‌ها در ده جلسه برخط.' },
  { unit: 'فلسفه علم', category: 'فلسفه و منطق', timeline: [-30, -28, -25, -20, -10, -8, -5], price: 2_400_000, capacity: 40, holding: 'FACE_TO_FACE', ongoing: true, description: 'مبانی فلسفه علم: استقرا، ابطال‌گرایی و پارادایم‌ها.' },
  { unit: 'روش تحقیق در علوم انسانی', category: 'روش تحقیق', timeline: [-15, -14, -8, -2, 5, 7, 9], price: 1_200_000, capacity: 3, holding: 'OFFLINE', description: 'از طرح مسئله تا نگارش گزارش پژوهش، با تمرین‌های هفتگی.' },
  { unit: 'نگارش علمی', category: 'روش تحقیق', timeline: [-2, 1, 6, 8, 14, 16, 18], price: 900_000, capacity: 25, holding: 'ONLINE', gender: 'FEMALE', description: 'کارگاه عملی نگارش مقاله علمی، ویژه خواهران.' },
  { unit: 'حلقه مطالعه «اخلاق پژوهش»', category: 'حلقه‌های مطالعاتی', timeline: [-7, null, null, -6, 8, null, null], price: 0, capacity: 15, holding: 'FACE_TO_FACE', description: 'هر هفته یک فصل کتاب اخلاق پژوهش را با هم می‌خوانیم و گفتگو می‌کنیم.' },
  { unit: 'همایش سالانه اندیشه‌جویان', category: 'همایش‌ها و اردوها', title: 'همایش سالانه اندیشه‌جویان ۱۴۰۵', timeline: [-10, null, null, -9, 12, null, null], price: 350_000, capacity: 200, holding: 'FACE_TO_FACE', description: 'یک روز با سخنرانی‌ها، کارگاه‌ها و دیدار اندیشه‌جویان از سراسر کشور.' },
];

/** Learning in the demo: categories, units, classrooms in every phase, and the invoices of the money demo tied to seats. */
export async function seedLearningDemo(ds: DataSource, now: Date = new Date()): Promise<void> {
  await ds.transaction(async (em) => {
    const when = (d: number | null) => (d === null ? null : new Date(now.getTime() + d * DAY));
    const cats = new Map<string, number>();
    for (const [title, type] of CATEGORIES) cats.set(title, (await em.save(em.create(UnitCategory, { title, type, creation_time: now, last_modification_time: now }))).id);
    const units = new Map<string, number>();
    for (const [title, cat] of UNITS) {
      units.set(title, (await em.save(em.create(Unit, { title, category_id: cats.get(cat)!, default_session_count: 10, rules: 'حضور در دست کم هشتاد درصد جلسات و انجام تکالیف هفتگی الزامی است.', codes: null, creation_time: now, last_modification_time: now }))).id);
    }
    for (const [title, , pre] of UNITS) if (pre) await em.insert(UnitPrerequisite, { unit_id: units.get(title)!, prerequisite_id: units.get(pre)! });
    const professor = await em.findOneBy(User, { mobile_number: '09120000013' });
    const classes = new Map<string, Classroom>();
    for (const d of CLASSES) {
      const [pub, be, ee, br, er, bd, ed] = d.timeline.map(when);
      classes.set(
        d.unit,
        await em.save(
          em.create(Classroom, {
            unit_id: units.get(d.unit)!,
            title: d.title ?? null,
            thumbnail: null,
            codes: null,
            holding_type: d.holding,
            audience_gender_type: d.gender ?? 'FEMALE_MALE',
            audience_role: null,
            price: d.price,
            professor_id: professor?.id ?? null,
            holding_year: 1405,
            holding_month: 9,
            sessions_frequency: 'هفته‌ای یک جلسه',
            live_streaming_url: d.holding === 'ONLINE' ? 'https://meet.example.com/daneshsara' : null,
            classroom_address: d.holding === 'FACE_TO_FACE' ? 'تهران، خیابان انقلاب، ساختمان دانش‌سرا، کلاس ۲' : null,
            capacity: d.capacity,
            used_capacity: 0,
            allowed_absence_count: 2,
            effective_absence_coefficient: 20,
            mandatory_assignment_count: 3,
            special_passing_mark: 14,
            minimum_conditional_passing_mark: 10,
            minimum_clean_passing_mark: 12,
            publish_time: pub,
            beginning_enrollment_period: be,
            ending_enrollment_period: ee,
            beginning_registration_period: br,
            ending_registration_period: er,
            beginning_drop_add_period: bd,
            ending_drop_add_period: ed,
            registration_period_refund_percent: 80,
            drop_add_period_refund_percent: 50,
            allow_dropping_on_enrollment_period: true,
            allow_adding_on_registration_period: true,
            allow_dropping_on_registration_period: true,
            allow_adding_on_drop_add_period: true,
            allow_dropping_on_drop_add_period: true,
            is_ongoing: d.ongoing ?? false,
            notify_absence: false,
            rules: 'ثبت نام به معنای پذیرش آیین‌نامه آموزشی دانش‌سراست. غیبت بیش از دو جلسه به حذف از دوره می‌انجامد.',
            description: d.description,
            specification: null,
            bulletin: null,
            event_category: d.category === 'همایش‌ها و اردوها' ? 'OMOUMI' : null,
            event_address: null,
            creator_id: null,
            creation_time: now,
            last_modification_time: now,
          }),
        ),
      );
    }

    const seat = async (classroom: Classroom, ownerId: number, status: string, invoiceId: number | null) => {
      const r = await em.save(
        em.create(Registration, {
          classroom_id: classroom.id,
          owner_id: ownerId,
          active_owner_id: ownerId,
          status,
          holds_seat: true,
          invoice_id: invoiceId,
          registered_time: status === RegistrationStatus.REGISTERED ? now : null,
          dropped_time: null,
          creation_time: now,
          last_modification_time: now,
        }),
      );
      await em.increment(Classroom, { id: classroom.id }, 'used_capacity', 1);
      if (invoiceId) await em.update(Invoice, { id: invoiceId }, { item_id: r.id });
      return r;
    };

    // The money demo's classroom invoices become seats: the open one waits, the instalment plan is registered.
    for (const owner of await em.find(User)) {
      const invoices = await em.findBy(Invoice, { owner_id: owner.id, type: InvoiceType.CLASSROOM });
      for (const inv of invoices) {
        const key = CLASSES.find((c) => inv.title.includes(c.unit))?.unit;
        const classroom = key ? classes.get(key) : undefined;
        if (!classroom) continue;
        await seat(classroom, owner.id, inv.status === 'PAYING' ? RegistrationStatus.ENROLLED : RegistrationStatus.REGISTERED, inv.id);
      }
    }
    // The free logic course has a few learners, one of whom passed it (the prerequisite of فلسفه علم).
    const learners = await em.find(User, { where: {}, order: { id: 'ASC' } });
    const some = learners.filter((u) => u.mobile_number?.startsWith('0935100')).slice(0, 6);
    const logic = classes.get('منطق مقدماتی')!;
    for (const u of some) await seat(logic, u.id, RegistrationStatus.REGISTERED, null);
    const main = learners.find((u) => u.mobile_number === '09120000001');
    if (main) {
      const circle = classes.get('حلقه مطالعه «اخلاق پژوهش»')!;
      const r = await seat(circle, main.id, RegistrationStatus.REGISTERED, null);
      // Its certificate (issue 28) is drawn by the certificates sweep the app queues once seeded.
      await em.insert(TranscriptSheet, { registration_id: r.id, owner_id: main.id, unit_id: units.get('منطق مقدماتی')!, classroom_id: circle.id, status: 'CLEAN_PASSED', final_score: 17.5, creation_time: now });
      // The notice announcing it (what announce_result sends), not read yet: the header badge shows it.
      const notice = await em.save(em.create(Notice, { title: 'نتایج «حلقه مطالعه «اخلاق پژوهش»» اعلام شد', body: 'کارنامه شما در «حلقه مطالعه «اخلاق پژوهش»» صادر شد؛ نمره و نتیجه را در صفحه دوره ببینید.', url: `/panel/profile/classroom/${circle.id}`, type: 'IN_APP', creator_id: null, creation_time: now, last_modification_time: now }));
      await em.insert(NoticeReceiver, { notice_id: notice.id, user_id: main.id, is_seen: false, seen_time: null, creation_time: now });
    }
    await seedClassroomLife(em, now, classes.get('فلسفه علم')!, units.get('منطق مقدماتی')!);
    await seedSupportDemo(em, now, classes);
    await seedNoticesDemo(em, now, classes);
    await seedSubscriptionsDemo(em, now, classes);
    const bank = await seedExamBank(em, now, units.get('فلسفه علم')!);
    const [midterm] = await seedExamTests(em, now, classes.get('فلسفه علم')!.id, bank.set);
    await seedExamBooks(em, midterm);
    await seedEventQuestionnaire(em, now, classes.get('همایش سالانه اندیشه‌جویان')!, bank.eventSet);
    await seedEventPassDemo(em, now, cats.get('همایش‌ها و اردوها')!);
    await seedWaitlistDemo(em, now, cats.get('همایش‌ها و اردوها')!);
  });
}
