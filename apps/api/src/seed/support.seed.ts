import type { EntityManager } from 'typeorm';
import { Classroom } from '../modules/lma';
import { Ticket, TicketCategory, TicketReply } from '../modules/mma';
import { User } from '../modules/uma';

const HOUR = 3_600_000;

interface DemoTicket {
  owner: string;
  type: string;
  title: string;
  body: string;
  /** A classroom by its unit's title: the ticket was opened from its page. */
  classroom?: string;
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
    title: 'خطا در متن مقاله',
    body: 'در مقاله «استقرا» یک پانویس جا افتاده است.',
    status: 'OPENED',
    replies: [],
  },
];

/**
 * A few conversations in several departments, so each head's list has something in it. The
 * replies send no notices here: the learner's bell counts what the learning demo left.
 */
export async function seedSupportDemo(
  em: EntityManager,
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
    const ticket = await em.save(
      em.create(Ticket, {
        title: d.title,
        body: d.body,
        status: d.status,
        priority: null,
        category_id: category.id,
        source_type: source ? 'TRAINING_CLASSROOM' : null,
        source_id: source?.id ?? null,
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
