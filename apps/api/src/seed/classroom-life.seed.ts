import { RegistrationStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import {
  Classroom,
  ClassroomGrader,
  ClassroomLeader,
  Project,
  ProjectAttendanceSheet,
  Registration,
  Session,
  SessionAttendanceSheet,
  SessionTemplate,
  Team,
  TeamRegistration,
} from '../modules/lma';
import { User } from '../modules/uma';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const TOPICS = [
  ['چیستی علم و معیار تمایز', 'فصل اول کتاب «درآمدی بر فلسفه علم»', 'در یک صفحه، معیار ابطال‌پذیری پوپر را با یک مثال توضیح دهید.'],
  ['استقرا و مسئله آن', 'فصل دوم: مسئله استقرای هیوم', 'سه پاسخ به مسئله استقرا را مقایسه کنید.'],
  ['تبیین علمی', 'فصل سوم: مدل قانون فراگیر', 'یک تبیین علمی از زندگی روزمره را با مدل همپل بسنجید.'],
  ['پارادایم و انقلاب علمی', 'فصل چهارم: کوهن', 'مفهوم «علم عادی» را در یک رشته دلخواه نشان دهید.'],
  ['واقع‌گرایی و ضدواقع‌گرایی', 'فصل پنجم', null],
  ['علم و ارزش‌ها', 'فصل ششم', null],
] as const;

/**
 * The ongoing course «فلسفه علم» as a newcomer should meet it: weekly sessions (three behind, one
 * under way now, two ahead), the demo learner's attendance and assignments in every state, a solo and
 * a team project, two teams (one led by the demo team leader), the demo grader and leader assigned,
 * and session templates for the logic unit.
 */
export async function seedClassroomLife(em: EntityManager, now: Date, classroom: Classroom, logicUnitId: number): Promise<void> {
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const users = await em.find(User, { order: { id: 'ASC' } });
  const byMobile = (m: string) => users.find((u) => u.mobile_number === m);
  const main = byMobile('09120000001');
  const grader = byMobile('09120000012');
  const leader = byMobile('09120000003');
  const classmates = users.filter((u) => u.mobile_number?.startsWith('0935100')).slice(6, 11);
  if (!main) return;

  // Two verified assignments make the assignment condition of this course.
  await em.update(Classroom, { id: classroom.id }, { mandatory_assignment_count: 2 });
  const regs: Registration[] = [];
  for (const u of [main, ...classmates]) {
    regs.push(
      await em.save(
        em.create(Registration, {
          classroom_id: classroom.id, owner_id: u.id, active_owner_id: u.id, status: RegistrationStatus.REGISTERED, holds_seat: true, invoice_id: null,
          registered_time: at(-18), dropped_time: null, creation_time: at(-18), last_modification_time: at(-18),
        }),
      ),
    );
  }
  await em.increment(Classroom, { id: classroom.id }, 'used_capacity', regs.length);

  // Weekly sessions: -20 days ... +15 days, the fourth under way right now.
  const starts = [at(-20), at(-13), at(-6), at(0, -1), at(8), at(15)];
  const sessions: Session[] = [];
  for (const [i, [title, syllabus, assignment]] of TOPICS.entries()) {
    sessions.push(
      await em.save(
        em.create(Session, {
          classroom_id: classroom.id, title: `جلسه ${['اول', 'دوم', 'سوم', 'چهارم', 'پنجم', 'ششم'][i]}: ${title}`,
          beginning_time: starts[i], ending_time: new Date(starts[i].getTime() + 2 * HOUR),
          description: 'جلسه به صورت حضوری در کلاس ۲۰۳ برگزار می‌شود و فایل صوتی آن تا پایان هفته در سامانه قرار می‌گیرد.',
          syllabus, contents: 'اسلایدهای جلسه و فهرست منابع تکمیلی در ابتدای جلسه ارائه می‌شود.',
          assignment_description: assignment, assignment_answer: assignment ? 'پاسخ نمونه پس از پایان مهلت ارسال در دسترس قرار می‌گیرد.' : null,
          is_mandatory: false, creation_time: at(-25), last_modification_time: at(-25),
        }),
      ),
    );
  }
  const sheet = (s: Session, r: Registration, fields: Partial<SessionAttendanceSheet>) =>
    em.insert(SessionAttendanceSheet, {
      session_id: s.id, registration_id: r.id, owner_id: r.owner_id, is_read_part1: false, is_read_part2: false, is_present_listen_part1: false, is_present_listen_part2: false,
      attendance_status: null, answer_text: null, answer_attachment: null, assignment_status: 'NOT_SENT', answer_time: null, creation_time: s.beginning_time, last_modification_time: s.ending_time, ...fields,
    });
  const [mine, ...others] = regs;
  const full = { is_read_part1: true, is_read_part2: true, is_present_listen_part1: true, is_present_listen_part2: true };
  await sheet(sessions[0], mine, { ...full, answer_text: 'معیار ابطال‌پذیری می‌گوید نظریه‌ای علمی است که بتوان مشاهده‌ای را تصور کرد که آن را رد کند؛ مثلاً «همه قوها سفیدند».', assignment_status: 'VERIFIED', answer_time: at(-19) });
  await sheet(sessions[1], mine, { is_read_part1: true, is_present_listen_part1: true, answer_text: 'پاسخ استقراگرایان، ابطال‌گرایان و بیزگرایان را در جدولی مقایسه کردم.', assignment_status: 'SENT', answer_time: at(-12) });
  // The third session in full, its assignment verified: with the first one that is the two this
  // course asks for, so the demo learner meets all three conditions of the examinee sheet («مجاز»).
  await sheet(sessions[2], mine, { ...full, answer_text: 'یک پیش‌بینی هواشناسی را با قانون‌های کلی و شرایط اولیه آن تبیین کردم.', assignment_status: 'VERIFIED', answer_time: at(-5) });
  for (const [i, r] of others.entries()) {
    await sheet(sessions[0], r, { ...full, answer_text: 'خلاصه‌ای از بحث جلسه و یک مثال.', assignment_status: i % 2 ? 'SENT' : 'VERIFIED', answer_time: at(-19) });
    if (i < 3) await sheet(sessions[1], r, { ...full });
  }

  const solo = await em.save(
    em.create(Project, {
      classroom_id: classroom.id, title: 'گزارش پژوهشی: یک مناقشه علمی', type: 'SOLO', is_mandatory: true, beginning_doing_period: at(-10), ending_doing_period: at(20),
      description: 'یک مناقشه علمی تاریخی (مثلاً زمین‌مرکزی و خورشیدمرکزی) را انتخاب کنید و در پنج صفحه با مفاهیم درس تحلیل کنید.',
      correct_answer: null, contents: 'قالب گزارش: مقدمه، شرح مناقشه، تحلیل، نتیجه.', creation_time: at(-10), last_modification_time: at(-10),
    }),
  );
  await em.save(
    em.create(Project, {
      classroom_id: classroom.id, title: 'پروژه گروهی: نقشه مفهومی درس', type: 'TEAM', is_mandatory: false, beginning_doing_period: at(-3), ending_doing_period: at(25),
      description: 'هر تیم یک نقشه مفهومی از مفاهیم اصلی درس و پیوندهای آن‌ها تهیه می‌کند؛ یک نفر برای همه اعضا ارسال می‌کند.',
      correct_answer: null, contents: null, creation_time: at(-3), last_modification_time: at(-3),
    }),
  );
  // The demo learner's report, verified (the mandatory project condition); a classmate's waits for staff.
  await em.insert(ProjectAttendanceSheet, {
    project_id: solo.id, registration_id: mine.id, owner_id: mine.owner_id, team_id: null, answer_text: 'تحلیل مناقشه زمین‌مرکزی و خورشیدمرکزی با مفهوم پارادایم کوهن.', answer_attachment: null,
    answer_status: 'VERIFIED', is_answer_verified: true, notation: 'گزارش دقیق و مستند؛ تأیید شد.', answer_time: at(-4), creation_time: at(-4), last_modification_time: at(-3),
  });
  await em.insert(ProjectAttendanceSheet, {
    project_id: solo.id, registration_id: others[0].id, owner_id: others[0].owner_id, team_id: null, answer_text: 'تحلیل مناقشه پاستور و پوشه درباره پیدایش خودبه‌خودی.', answer_attachment: null,
    answer_status: 'SENT', is_answer_verified: null, notation: null, answer_time: at(-2), creation_time: at(-2), last_modification_time: at(-2),
  });

  const team = await em.save(
    em.create(Team, { classroom_id: classroom.id, title: 'تیم ابن سینا', capacity: 4, used_capacity: 3, is_joinable: true, leader_id: leader?.id ?? null, description: 'جلسه هماهنگی: دوشنبه‌ها پس از کلاس', creation_time: at(-15), last_modification_time: at(-15) }),
  );
  for (const r of [others[0], others[1], others[2]]) await em.insert(TeamRegistration, { team_id: team.id, registration_id: r.id, creation_time: at(-15) });
  const second = await em.save(
    em.create(Team, { classroom_id: classroom.id, title: 'تیم فارابی', capacity: 4, used_capacity: 1, is_joinable: true, leader_id: null, description: null, creation_time: at(-15), last_modification_time: at(-15) }),
  );
  await em.insert(TeamRegistration, { team_id: second.id, registration_id: others[3].id, creation_time: at(-15) });

  if (grader) await em.insert(ClassroomGrader, { classroom_id: classroom.id, grader_id: grader.id, creation_time: at(-18) });
  if (leader) await em.insert(ClassroomLeader, { classroom_id: classroom.id, leader_id: leader.id, creation_time: at(-18) });

  for (const [title, syllabus, question] of [
    ['تعریف و اقسام آن', 'بخش اول: تعریف حدی و رسمی', 'برای سه مفهوم، تعریف حدی بنویسید.'],
    ['قضیه و احکام آن', 'بخش دوم: تناقض، عکس و عکس نقیض', 'عکس مستوی پنج قضیه را بنویسید.'],
    ['قیاس اقترانی', 'بخش سوم: اشکال چهارگانه', null],
  ] as const) {
    await em.insert(SessionTemplate, { unit_id: logicUnitId, title, description: null, syllabus, contents: null, assignment_question: question, assignment_answer: null, creation_time: now, last_modification_time: now });
  }
}
