import { Injectable } from '@nestjs/common';
import { addMonths, startOfMonth } from 'date-fns-jalali';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth-user';
import { can, ticketTypesFor } from '../../core/auth/permissions';
import { Clock } from '../../core/clock/clock';
import { Invoice, Payment } from '../accounting';
import { AnswerBooksService, Registration, SheetsToVerify, WAITING_ASSIGNMENT, WAITING_PROJECT_ANSWER } from '../lma';
import { Ticket, TicketCategory } from '../mma';
import { Basket } from '../store';
import { User } from '../uma';

/** Tickets that wait for staff: new, or the learner wrote last. */
export const WAITING_TICKET = ['OPENED', 'USER_REPLIED'] as const;

export type WaitingKey = 'tickets' | 'help_requests' | 'withdrawals' | 'answer_books' | 'sheets' | 'orders';

interface MonthFigures {
  registrations: number;
  revenue: number;
  new_users: number;
}

/**
 * The console's home (GET /rma/dashboard): what waits for the signed-in staff member, each count
 * what the list it links to shows, and for admins this Jalali month's figures beside last month's.
 * One query per figure, none per row: at most ten whoever asks.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly books: AnswerBooksService,
    private readonly sheets: SheetsToVerify,
  ) {}

  async forCaller(caller: AuthUser) {
    const roles = caller.roles;
    const waiting: { key: WaitingKey; count: number; parts?: Record<string, number> }[] = [];
    const types = ticketTypesFor(roles);
    if (types === null || types.length) {
      const qb = this.ds
        .getRepository(Ticket)
        .createQueryBuilder('t')
        .innerJoin(TicketCategory, 'c', 'c.id = t.category_id')
        .select('c.type', 'type')
        .addSelect('COUNT(*)', 'n')
        .where('t.status IN (:...waiting)', { waiting: WAITING_TICKET })
        .groupBy('c.type');
      if (types) qb.andWhere('c.type IN (:...types)', { types });
      const rows = await qb.getRawMany<{ type: string; n: number | string }>();
      const count = (pick: (type: string) => boolean) =>
        rows.filter((r) => pick(r.type)).reduce((sum, r) => sum + Number(r.n), 0);
      if (types === null || types.some((t) => t !== 'FINANCIAL')) {
        waiting.push({ key: 'tickets', count: count((t) => t !== 'FINANCIAL') });
      }
      if (types === null || types.includes('FINANCIAL')) {
        waiting.push({ key: 'help_requests', count: count((t) => t === 'FINANCIAL') });
      }
    }
    if (can(roles, 'accounting.manage')) {
      waiting.push({
        key: 'withdrawals',
        count: await this.ds.getRepository(Payment).countBy({ withdraw_state: 'PENDING' }),
      });
    }
    if (can(roles, 'lma.answer_books.grade')) {
      // The total of GET lma/answer_books?status=WAITING_FOR_GRADING for the caller.
      waiting.push({ key: 'answer_books', count: await this.books.waitingCount(caller) });
    }
    if (can(roles, 'lma.sheets.verify')) {
      // The totals of session_sheets?assignment_status=SENT and project_sheets?answer_status=SENT.
      const [sessions, projects] = await Promise.all([
        this.sheets.count(caller, 'session', { assignment_status: WAITING_ASSIGNMENT }),
        this.sheets.count(caller, 'project', { answer_status: WAITING_PROJECT_ANSWER }),
      ]);
      waiting.push({ key: 'sheets', count: sessions + projects, parts: { session_sheets: sessions, project_sheets: projects } });
    }
    if (can(roles, 'store.orders.manage')) {
      waiting.push({
        key: 'orders',
        count: await this.ds.getRepository(Basket).countBy({ status: 'PAID' }),
      });
    }
    const admin = roles.includes('superuser') || roles.includes('admin');
    return { waiting, months: admin ? await this.months() : null };
  }

  /** This Jalali month so far, and the whole of last month. */
  private async months(): Promise<{ current: MonthFigures; last: MonthFigures }> {
    const now = this.clock.now();
    const start = startOfMonth(now);
    const lastStart = addMonths(start, -1);
    const p = { lastStart, start, now };
    const split = (column: string, value = '1') =>
      `SUM(CASE WHEN ${column} >= :start AND ${column} <= :now THEN ${value} ELSE 0 END) AS cur, ` +
      `SUM(CASE WHEN ${column} >= :lastStart AND ${column} < :start THEN ${value} ELSE 0 END) AS prev`;
    type Pair = { cur: number | string | null; prev: number | string | null };
    const pair = async (qb: { getRawOne<T>(): Promise<T | undefined> }) => {
      const r = await qb.getRawOne<Pair>();
      return [Number(r?.cur ?? 0), Number(r?.prev ?? 0)] as const;
    };
    const [regs, revenue, users] = await Promise.all([
      pair(
        this.ds
          .getRepository(Registration)
          .createQueryBuilder('r')
          .select(split('r.creation_time'))
          .where('r.creation_time >= :lastStart', p)
          .setParameters(p),
      ),
      pair(
        this.ds
          .getRepository(Invoice)
          .createQueryBuilder('i')
          .select(split('i.paid_time', 'i.amount'))
          .where('i.paid_time >= :lastStart', p)
          .setParameters(p),
      ),
      pair(
        this.ds
          .getRepository(User)
          .createQueryBuilder('u')
          .select(split('u.creation_time'))
          .where('u.creation_time >= :lastStart', p)
          .setParameters(p),
      ),
    ]);
    return {
      current: { registrations: regs[0], revenue: revenue[0], new_users: users[0] },
      last: { registrations: regs[1], revenue: revenue[1], new_users: users[1] },
    };
  }
}
