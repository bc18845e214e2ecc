import { ACTIVE_REGISTRATION } from '@daneshsara/domain';
import { In, type EntityManager as Em } from 'typeorm';
import { Content } from '../modules/cma';
import { Classroom, Registration } from '../modules/lma';
import { Notice, NoticeReceiver, Subscription, Ticket, TicketCategory, TicketReply } from '../modules/mma';
import { User } from '../modules/uma';

const HOUR = 3_600_000;

interface DemoTicket {
  owner: string;
  type: string;
  title: string;
  body: string;
  /** A classroom by its unit's title: the ticket was opened from its page. */
  classroom?: string;
  /** Opened from this content's page (the console shows it in the content's ticket section). */
  content?: string;
  status: 'OPENED' | 'ADMIN_REPLIED' | 'USER_REPLIED' | 'CLOSED';
  /** The conversation after the question: [staff mobile or null for the owner, text]. */
  replies: [string | null, string][];
}

const TICKETS: DemoTicket[] = [
  {
    owner: '09120000001',
    type: 'EDUCATIONAL',
    classroom: 'فلسفه علم',
    title: 'جزوه جلسه سوم',
    body: 'جزوه جلسه سوم هنوز در صفحه دوره نیامده است.',
    status: 'ADMIN_REPLIED',
    replies: [['09120000004', 'سلام، جزوه تا پایان امروز بارگذاری می‌شود.']],
  },
  {
    owner: '09120000001',
    type: 'GENERAL',
    title: 'گواهی حضور در همایش',
    body: 'آیا برای همایش سالانه گواهی حضور صادر می‌شود؟',
    status: 'OPENED',
    replies: [],
  },
  {
    owner: '09351000001',
    type: 'EDUCATIONAL',
    classroom: 'منطق مقدماتی',
    title: 'تغییر ساعت کلاس',
    body: 'امکان جابه‌جایی ساعت کلاس به عصر هست؟',
    status: 'OPENED',
    replies: [],
  },
  {
    owner: '09351000002',
    type: 'RESEARCH',
    title: 'همکاری در طرح پژوهشی',
    body: 'مایلم در طرح‌های پژوهشی دانش‌سرا همکاری کنم.',
    status: 'USER_REPLIED',
    replies: [
      ['09120000005', 'لطفا رزومه خود را بفرستید.'],
      [null, 'رزومه را پیوست کردم.'],
    ],
  },
  {
    owner: '09351000003',
    type: 'HR',
    title: 'فرصت همکاری',
    body: 'برای همکاری در بخش اجرایی نیرو می‌پذیرید؟',
    status: 'CLOSED',
    replies: [['09120000008', 'فعلا نیرو نمی‌پذیریم؛ فراخوان بعدی را در اطلاعیه‌ها ببینید.']],
  },
  {
    owner: '09351000004',
    type: 'CONTENT',
    content: 'تاریخ علوم قرآنی',
    title: 'خطا در متن درس',
    body: 'در درس «جمع‌آوری قرآن» یک پانویس جا افتاده است.',
    status: 'OPENED',
    replies: [],
  },
];

/**
 * A few conversations in several departments, so each head's list has something in it. The
 * replies send no notices here: the learner's bell counts what the learning demo left.
 */
export async function seedSupportDemo(
  em: Em,
  now: Date,
  classes: Map<string, Classroom>,
): Promise<void> {
  const categories = await em.find(TicketCategory, { order: { id: 'ASC' } });
  const users = new Map(
    (await em.find(User, { select: ['id', 'mobile_number'] })).map((u) => [u.mobile_number, u.id]),
  );
  for (const [i, d] of TICKETS.entries()) {
    const owner = users.get(d.owner);
    const category = categories.find((c) => c.type === d.type);
    if (!owner || !category) continue;
    const opened = new Date(now.getTime() - (TICKETS.length - i) * 20 * HOUR);
    const source = d.classroom ? classes.get(d.classroom) : undefined;
    const content = d.content ? await em.findOne(Content, { where: { title: d.content }, select: ['id'] }) : null;
    const ticket = await em.save(
      em.create(Ticket, {
        title: d.title,
        body: d.body,
        status: d.status,
        priority: null,
        category_id: category.id,
        source_type: source ? 'TRAINING_CLASSROOM' : content ? 'CONTENT' : null,
        source_id: source?.id ?? content?.id ?? null,
        attachment: null,
        owner_id: owner,
        creator_id: owner,
        creation_time: opened,
        last_modification_time: new Date(opened.getTime() + d.replies.length * HOUR),
      }),
    );
    for (const [k, [staff, body]] of d.replies.entries()) {
      await em.insert(TicketReply, {
        ticket_id: ticket.id,
        body,
        creator_id: staff ? (users.get(staff) ?? owner) : owner,
        is_staff: staff !== null,
        creation_time: new Date(opened.getTime() + (k + 1) * HOUR),
      });
    }
  }
}

/**
 * Staff notices in the console: one sent to «فلسفه علم»'s registrations a day ago (in the app
 * and by SMS, read by nobody yet), and a draft to the professors waiting for «ارسال».
 */
export async function seedNoticesDemo(em: Em, now: Date, classes: Map<string, Classroom>) {
  const classroom = classes.get('فلسفه علم');
  const creator = await em.findOne(User, { where: { mobile_number: '09120000000' }, select: ['id'] });
  const educational = await em.findOneBy(TicketCategory, { type: 'EDUCATIONAL' });
  const sent = new Date(now.getTime() - 24 * HOUR);
  if (classroom) {
    const owners = [
      ...new Set(
        (
          await em.find(Registration, {
            where: { classroom_id: classroom.id, status: In([...ACTIVE_REGISTRATION]) },
            select: ['owner_id'],
          })
        ).map((r) => r.owner_id),
      ),
    ];
    const notice = await em.save(
      em.create(Notice, {
        title: 'جلسه جبرانی فلسفه علم',
        body: 'جلسه جبرانی این هفته پنجشنبه ساعت ۱۰ در کلاس ۲ برگزار می‌شود.',
        url: '/panel/notice',
        type: 'IN_APP',
        priority: 'HIGH',
        category_id: educational?.id ?? null,
        status: 'SENT',
        audience: 'CLASSROOM',
        audience_role: null,
        audience_id: classroom.id,
        audience_statuses: ACTIVE_REGISTRATION.join(','),
        receivers_count: owners.length,
        delivered_count: owners.length,
        sent_time: sent,
        sms_status: 'SENT',
        sms_sent_count: owners.length,
        creator_id: creator?.id ?? null,
        creation_time: new Date(sent.getTime() - HOUR),
        last_modification_time: sent,
      }),
    );
    if (owners.length) {
      await em.insert(
        NoticeReceiver,
        owners.map((user_id) => ({
          notice_id: notice.id,
          user_id,
          is_seen: false,
          seen_time: null,
          creation_time: sent,
          sms_time: sent,
        })),
      );
    }
  }
  await em.save(
    em.create(Notice, {
      title: 'نشست استادان',
      body: 'نشست ماهانه استادان دوشنبه ساعت ۱۶ برگزار می‌شود.',
      url: null,
      type: 'IN_APP',
      priority: null,
      category_id: educational?.id ?? null,
      status: 'DRAFT',
      audience: 'ROLE',
      audience_role: 'professor',
      audience_id: null,
      audience_statuses: null,
      receivers_count: 0,
      delivered_count: 0,
      sent_time: null,
      sms_status: null,
      sms_sent_count: 0,
      creator_id: creator?.id ?? null,
      creation_time: now,
      last_modification_time: now,
    }),
  );
}

/**
 * Learners following units (the console's «اشتراک‌ها»): the demo learner follows «منطق مقدماتی»,
 * a few others «فلسفه علم», one of them stopped. The demo's classrooms count as already told
 * (their subscribers' notice is not sent again at start-up); a classroom staff open next is.
 */
export async function seedSubscriptionsDemo(em: Em, now: Date, classes: Map<string, Classroom>) {
  const users = new Map(
    (await em.find(User, { select: ['id', 'mobile_number'] })).map((u) => [u.mobile_number, u.id]),
  );
  const follow: [string, string, boolean][] = [
    ['09120000001', 'منطق مقدماتی', true],
    ['09351000001', 'فلسفه علم', true],
    ['09351000002', 'فلسفه علم', true],
    ['09351000003', 'فلسفه علم', false],
  ];
  for (const [i, [mobile, title, on]] of follow.entries()) {
    const owner = users.get(mobile);
    const classroom = classes.get(title);
    if (!owner || !classroom) continue;
    const at = new Date(now.getTime() - (follow.length - i) * 30 * HOUR);
    await em.insert(Subscription, {
      source_type: 'UNIT',
      source_id: classroom.unit_id,
      owner_id: owner,
      is_enabled: on,
      creation_time: at,
      last_modification_time: at,
    });
  }
  await em.createQueryBuilder().update(Classroom).set({ subscribers_notice_time: now }).execute();
}
