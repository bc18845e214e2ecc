import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JALALI_MONTHS, toPersianDigits } from '@daneshsara/domain';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock/clock';

export const REVENUE_TYPES = ['CLASSROOM', 'EVENT', 'STORE_BASKET', 'DONATION'] as const;
export const TICKET_TYPES = [
  'EDUCATIONAL',
  'FINANCIAL',
  'CONTENT',
  'RESEARCH',
  'HR',
  'GENERAL',
] as const;
/** Tehran is UTC+3:30 all year (no daylight saving since 1401). */
const TEHRAN_MINUTES = 210;
const PAID = ['PAID_FULL', 'PAID_IN_INSTALMENT', 'PAYING_IN_INSTALMENT'];

export interface MonthRow {
  /** Jalali `YYYY-MM`. */
  key: string;
  label: string;
  registrations: number;
  revenue: Record<(typeof REVENUE_TYPES)[number], number>;
  revenue_total: number;
}

export interface Reports {
  months: MonthRow[];
  donations: { id: number; title: string; amount: number; count: number }[];
  tickets: {
    type: string;
    total: number;
    waiting: number;
    answered: number;
    first_answer_hours: number | null;
  }[];
}

const persianMonth = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
});

/** The Jalali `YYYY-MM` of a Tehran calendar day `YYYY-MM-DD`. */
export function jalaliMonthOf(day: string): string {
  const parts = persianMonth.formatToParts(new Date(`${day}T12:00:00Z`));
  const year = parts.find((p) => p.type === 'year')?.value ?? '0';
  const month = parts.find((p) => p.type === 'month')?.value ?? '0';
  return `${year}-${month.padStart(2, '0')}`;
}

/** The last `count` Jalali months up to the one `day` is in, oldest first. */
export function lastMonths(day: string, count: number): { key: string; label: string }[] {
  let [y, m] = jalaliMonthOf(day).split('-').map(Number);
  const out: { key: string; label: string }[] = [];
  for (let i = 0; i < count; i++) {
    out.unshift({
      key: `${y}-${String(m).padStart(2, '0')}`,
      label: `${JALALI_MONTHS[m - 1]} ${toPersianDigits(y)}`,
    });
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  return out;
}

const dayText = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/**
 * The console's reports (rma): four queries whatever the data, each grouped in the database by
 * Tehran day (or department, or cause), then gathered into Jalali months here.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  private get mysql(): boolean {
    return this.ds.options.type === 'mysql' || this.ds.options.type === 'mariadb';
  }

  /** The Tehran calendar day of a UTC datetime column, as `YYYY-MM-DD`. */
  private tehranDay(col: string): string {
    return this.mysql
      ? `DATE(DATE_ADD(${col}, INTERVAL ${TEHRAN_MINUTES} MINUTE))`
      : `date(${col}, '+${TEHRAN_MINUTES} minutes')`;
  }

  private hoursBetween(later: string, earlier: string): string {
    return this.mysql
      ? `TIMESTAMPDIFF(SECOND, ${earlier}, ${later}) / 3600`
      : `(julianday(${later}) - julianday(${earlier})) * 24`;
  }

  async reports(monthCount: number): Promise<Reports> {
    const now = this.clock.now();
    const today = new Date(now.getTime() + TEHRAN_MINUTES * 60_000).toISOString().slice(0, 10);
    const months = lastMonths(today, monthCount);
    // A day more than the months can hold; rows outside them are dropped below.
    // Datetime text as both engines store it (UTC), so SQLite compares it as text correctly.
    const from = new Date(now.getTime() - (monthCount * 31 + 1) * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const q = <T>(sql: string, params: unknown[]) => this.ds.query(sql, params) as Promise<T[]>;
    const [regs, revenue, donations, tickets] = await Promise.all([
      q<{ day: unknown; n: number | string }>(
        `SELECT ${this.tehranDay('registered_time')} AS day, COUNT(*) AS n FROM lma_registrations
         WHERE registered_time >= ? GROUP BY ${this.tehranDay('registered_time')}`,
        [from],
      ),
      q<{ day: unknown; type: string; amount: number | string }>(
        `SELECT ${this.tehranDay('paid_time')} AS day, type, SUM(amount) AS amount FROM acc_invoices
         WHERE paid_time >= ? AND status IN (${PAID.map(() => '?').join(', ')})
         GROUP BY ${this.tehranDay('paid_time')}, type`,
        [from, ...PAID],
      ),
      q<{ id: number; title: string; amount: number | string; n: number | string }>(
        `SELECT d.id AS id, d.title AS title, SUM(r.amount) AS amount, COUNT(*) AS n
         FROM dma_registrations r JOIN dma_donations d ON d.id = r.donation_id
         WHERE r.creation_time >= ? GROUP BY d.id, d.title ORDER BY SUM(r.amount) DESC LIMIT 12`,
        [from],
      ),
      q<{
        type: string;
        total: number | string;
        waiting: number | string;
        answered: number | string;
        hours: number | string | null;
      }>(
        `SELECT c.type AS type, COUNT(*) AS total,
           SUM(CASE WHEN t.status IN ('OPENED', 'USER_REPLIED') THEN 1 ELSE 0 END) AS waiting,
           COUNT(f.first_time) AS answered,
           AVG(CASE WHEN f.first_time IS NOT NULL THEN ${this.hoursBetween('f.first_time', 't.creation_time')} END) AS hours
         FROM mma_tickets t JOIN mma_ticket_categories c ON c.id = t.category_id
         LEFT JOIN (SELECT ticket_id, MIN(creation_time) AS first_time FROM mma_ticket_replies
                    WHERE is_staff = ? GROUP BY ticket_id) f ON f.ticket_id = t.id
         WHERE t.creation_time >= ? GROUP BY c.type`,
        [1, from],
      ),
    ]);

    const rows = new Map<string, MonthRow>(
      months.map((m) => [
        m.key,
        {
          ...m,
          registrations: 0,
          revenue: { CLASSROOM: 0, EVENT: 0, STORE_BASKET: 0, DONATION: 0 },
          revenue_total: 0,
        },
      ]),
    );
    for (const r of regs) {
      const row = rows.get(jalaliMonthOf(dayText(r.day)));
      if (row) row.registrations += Number(r.n);
    }
    for (const r of revenue) {
      const row = rows.get(jalaliMonthOf(dayText(r.day)));
      if (!row || !(r.type in row.revenue)) continue;
      row.revenue[r.type as keyof MonthRow['revenue']] += Number(r.amount);
      row.revenue_total += Number(r.amount);
    }
    const byType = new Map(tickets.map((t) => [t.type, t]));
    return {
      months: [...rows.values()],
      donations: donations.map((d) => ({
        id: Number(d.id),
        title: d.title,
        amount: Number(d.amount),
        count: Number(d.n),
      })),
      tickets: TICKET_TYPES.map((type) => {
        const t = byType.get(type);
        return {
          type,
          total: Number(t?.total ?? 0),
          waiting: Number(t?.waiting ?? 0),
          answered: Number(t?.answered ?? 0),
          first_answer_hours:
            t?.hours === null || t?.hours === undefined
              ? null
              : Math.round(Number(t.hours) * 10) / 10,
        };
      }),
    };
  }
}
