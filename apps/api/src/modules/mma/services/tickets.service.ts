import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TicketStatus, ticketCategoryTypeOf } from '@daneshsara/domain';
import { DataSource, In, Not } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can, ticketTypesFor } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { ownedIndex, paginate, type ListQuery, type ListSpec, type SearchIndex } from '../../../core/list';
import { Invoice, InvoicesService } from '../../accounting';
import { User, userBriefs } from '../../uma';
import type { CreateTicketDto, ReplyDto } from '../dto/ticket.dto';
import { Ticket, TicketCategory, TicketReply } from '../entities/ticket.entity';
import { NoticesService } from './notices.service';
import { TicketSources } from './ticket-sources';

/** Text as the clients show it: escaped, newlines as <br>. */
export function toHtml(text: string): string {
  const escaped = text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
  return escaped.replace(/\r?\n/g, '<br>');
}

const CLOSED_MESSAGE = 'این درخواست بسته شده است و پاسخ نمی‌پذیرد.';
const ATTACH_MAX = 10 * 1024 * 1024;

const CATEGORY_TYPES = ['EDUCATIONAL', 'FINANCIAL', 'CONTENT', 'RESEARCH', 'HR', 'GENERAL'];

/** The departments' categories: a picker's list, every row unless the client pages it. */
export const TICKET_CATEGORIES_LIST: ListSpec = {
  resource: 'categories',
  alias: 'c',
  filters: { type: { type: 'enum', values: CATEGORY_TYPES, column: 'c.type' } },
  search: ['c.title'],
  ordering: { id: 'c.id', title: 'c.title', type: 'c.type' },
  defaultOrdering: 'id',
  defaultPerPage: Number.MAX_SAFE_INTEGER,
};

/** A ticket's title words (core/list/search-index.ts); its owner's are uma's. */
export const TICKETS_SEARCH: SearchIndex = ownedIndex('mma_tickets', ['title']);

export const TICKETS_LIST: ListSpec = {
  resource: 'tickets',
  alias: 't',
  filters: {
    id: { type: 'int', column: 't.id' },
    status: { type: 'enum', values: Object.values(TicketStatus), column: 't.status' },
    category: { type: 'int', column: 't.category_id' },
    category__type: {
      type: 'enum',
      values: CATEGORY_TYPES,
      column: 'c.type',
    },
    source_type: { type: 'string', column: 't.source_type' },
    source_id: { type: 'int', column: 't.source_id' },
    owner: { type: 'int', column: 't.owner_id' },
    owner__national_code: { type: 'string', column: 'o.national_code' },
    creation_time: { type: 'date', column: 't.creation_time' },
  },
  search: [{ index: TICKETS_SEARCH, key: 't.id' }],
  ordering: {
    id: 't.id',
    creation_time: 't.creation_time',
    last_modification_time: 't.last_modification_time',
    status: 't.status',
  },
  defaultOrdering: '-last_modification_time',
};

/** Support tickets of every department (DOMAIN.md section 2), and «درخواست مساعدت» on an invoice. */
@Injectable()
export class TicketsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
    private readonly tx: Tx,
    private readonly notices: NoticesService,
    private readonly sources: TicketSources,
    private readonly storage: Storage,
  ) {}

  onModuleInit(): void {
    // The newest ticket about the invoice, read inside the invoice query itself.
    const tickets = this.ds.getRepository(Ticket).metadata.tableName;
    this.invoices.setTicketColumn(
      (invoiceId) =>
        `(SELECT MAX(tk.id) FROM ${tickets} tk WHERE tk.source_type = 'INVOICE' AND tk.source_id = ${invoiceId})`,
    );
  }

  categories(lq: ListQuery) {
    return paginate(this.ds.getRepository(TicketCategory).createQueryBuilder('c'), lq, TICKET_CATEGORIES_LIST);
  }

  private query(caller: AuthUser) {
    const qb = this.ds
      .getRepository(Ticket)
      .createQueryBuilder('t')
      // LEFT (every ticket has its category): MariaDB read an INNER join from the six categories
      // and sorted every ticket; this way the list is read in its own index order.
      .leftJoin(TicketCategory, 'c', 'c.id = t.category_id')
      .leftJoin(User, 'o', 'o.id = t.owner_id');
    const types = ticketTypesFor(caller.roles);
    if (types === null) return qb;
    if (types.length)
      qb.andWhere('(t.owner_id = :me OR c.type IN (:...types))', { me: caller.id, types });
    else qb.andWhere('t.owner_id = :me', { me: caller.id });
    return qb;
  }

  async list(caller: AuthUser, lq: ListQuery) {
    const { rows, count } = await paginate(this.query(caller), lq, TICKETS_LIST);
    return { rows: await this.mapMany(rows, false), count };
  }

  async get(caller: AuthUser, id: number) {
    const t = await this.query(caller).andWhere('t.id = :id', { id }).getOne();
    if (!t) throw notFound();
    return (await this.mapMany([t], true))[0];
  }

  private isStaffFor(caller: AuthUser, ticket: Ticket): boolean {
    return ticket.owner_id !== caller.id;
  }

  async create(caller: AuthUser, dto: CreateTicketDto, file?: UploadedFile) {
    const staffTypes = ticketTypesFor(caller.roles);
    const isStaff = staffTypes === null || staffTypes.length > 0;
    // Staff may open a ticket for a learner, in a state of their choosing; a learner may name only
    // themselves and opens it awaiting an answer. Never ignored in silence: refused, naming the field.
    if (!isStaff && dto.owner && dto.owner !== caller.id) {
      throw fieldError('owner', 'تنها کارکنان پشتیبانی می‌توانند درخواست را برای کاربر دیگری باز کنند.');
    }
    if (!isStaff && dto.state && dto.state !== TicketStatus.OPENED) {
      throw fieldError('state', 'وضعیت درخواست را کارکنان پشتیبانی تعیین می‌کنند.');
    }
    const ownerId = dto.owner || caller.id;
    if (ownerId !== caller.id && !(await this.ds.getRepository(User).existsBy({ id: ownerId }))) {
      throw fieldError('owner', 'کاربر یافت نشد.');
    }
    const source = dto.source_type && dto.source_type !== 'GENERAL' ? dto.source_type : null;
    if (source) await this.checkSource(caller, ownerId, source, dto.source_id);
    const category = await this.pickCategory(dto.category ?? null, source);
    // A head who opens a ticket outside their department would lose sight of it at once.
    if (ownerId !== caller.id && staffTypes !== null && !staffTypes.includes(category.type)) {
      throw fieldError('category', 'این دسته در حوزه پاسخ‌گویی شما نیست.');
    }
    const attachment = file
      ? await this.storage.save(
          'tickets',
          file,
          checkUpload('attachment', file, ['pdf', 'image', 'document'], ATTACH_MAX),
        )
      : null;
    const now = this.clock.now();
    const saved = await this.ds.getRepository(Ticket).save({
      title: dto.title,
      body: toHtml(dto.body),
      status: dto.state ?? TicketStatus.OPENED,
      priority: null,
      category_id: category.id,
      source_type: source,
      source_id: source ? (dto.source_id ?? null) : null,
      attachment,
      owner_id: ownerId,
      creator_id: caller.id,
      creation_time: now,
      last_modification_time: now,
    });
    return this.get(caller, saved.id);
  }

  /** The thing a ticket is about must exist; an invoice must be the ticket owner's own. */
  private async checkSource(
    caller: AuthUser,
    ownerId: number,
    source: string,
    id: number | null | undefined,
  ) {
    if (!id) throw fieldError('source_id', 'موضوع درخواست را مشخص کنید.');
    if (source === 'INVOICE') {
      const inv = await this.ds.getRepository(Invoice).findOneBy({ id });
      if (
        !inv ||
        inv.owner_id !== ownerId ||
        (ownerId !== caller.id && !can(caller.roles, 'accounting.read'))
      ) {
        throw fieldError('source_id', 'صورت حساب یافت نشد.');
      }
      return;
    }
    const problem = await this.sources.get(source)?.(id);
    if (problem) throw fieldError('source_id', problem);
  }

  /** SPEC section 6: a source decides the category's type; without one the learner chooses. */
  private async pickCategory(id: number | null, source: string | null): Promise<TicketCategory> {
    const repo = this.ds.getRepository(TicketCategory);
    const type = source ? ticketCategoryTypeOf(source) : null;
    if (id) {
      const chosen = await repo.findOneBy({ id });
      if (!chosen) throw fieldError('category', 'دسته انتخاب شده وجود ندارد.');
      if (type && chosen.type !== type)
        throw fieldError('category', 'این دسته با موضوع درخواست نمی‌خواند.');
      return chosen;
    }
    const first = await repo.findOne({ where: { type: type ?? 'GENERAL' }, order: { id: 'ASC' } });
    if (!first) throw fieldError('category', 'دسته را انتخاب کنید.');
    return first;
  }

  async reply(caller: AuthUser, id: number, dto: ReplyDto) {
    const t = await this.query(caller).andWhere('t.id = :id', { id }).getOne();
    if (!t) throw notFound();
    if (t.status === TicketStatus.CLOSED) throw conflict(CLOSED_MESSAGE);
    const now = this.clock.now();
    const staff = this.isStaffFor(caller, t);
    await this.tx.run(async (em) => {
      const moved = await em
        .createQueryBuilder()
        .update(Ticket)
        .set({
          status: staff ? TicketStatus.ADMIN_REPLIED : TicketStatus.USER_REPLIED,
          last_modification_time: now,
        })
        .where('id = :id AND status <> :closed', { id, closed: TicketStatus.CLOSED })
        .execute();
      if (!moved.affected) throw conflict(CLOSED_MESSAGE);
      // The staff who answered before hear of the learner's reply (none yet: it waits in the department's list).
      const staffIds = staff
        ? []
        : (
            await em.find(TicketReply, {
              where: { ticket_id: id, is_staff: true },
              select: ['creator_id'],
            })
          ).map((r) => r.creator_id);
      await em.insert(TicketReply, {
        ticket_id: id,
        body: toHtml(dto.body),
        creator_id: caller.id,
        is_staff: staff,
        creation_time: now,
      });
      if (staff) {
        const url =
          t.source_type === 'INVOICE' ? `/panel/invoice/ticket/${id}` : `/panel/ticket/${id}`;
        await this.notices.send(
          [t.owner_id],
          {
            title: `پاسخ به درخواست «${t.title}»`,
            body: `کارشناسان به درخواست «${t.title}» پاسخ دادند.`,
            url,
          },
          em,
        );
      } else {
        await this.notices.send(
          staffIds,
          {
            title: `پاسخ تازه در درخواست «${t.title}»`,
            body: `درخواست‌دهنده به درخواست «${t.title}» پاسخ داد.`,
            url: `/admin/tickets/${id}/show`,
          },
          em,
        );
      }
    });
    return this.get(caller, id);
  }

  async close(caller: AuthUser, id: number) {
    const t = await this.query(caller).andWhere('t.id = :id', { id }).getOne();
    if (!t) throw notFound();
    // Closing twice changes nothing: the ticket keeps the time it was closed.
    await this.ds
      .getRepository(Ticket)
      .update(
        { id, status: Not(TicketStatus.CLOSED) },
        { status: TicketStatus.CLOSED, last_modification_time: this.clock.now() },
      );
    return this.get(caller, id);
  }

  async removeReply(id: number): Promise<void> {
    const r = await this.ds.getRepository(TicketReply).findOneBy({ id });
    if (!r) throw notFound();
    await this.ds.getRepository(TicketReply).delete({ id });
  }

  private async mapMany(rows: Ticket[], full: boolean) {
    if (!rows.length) return [];
    const ids = rows.map((t) => t.id);
    const [cats, replies] = await Promise.all([
      this.ds
        .getRepository(TicketCategory)
        .findBy({ id: In([...new Set(rows.map((t) => t.category_id))]) }),
      full
        ? this.ds
            .getRepository(TicketReply)
            .find({ where: { ticket_id: In(ids) }, order: { id: 'ASC' } })
        : Promise.resolve([]),
    ]);
    const users = await userBriefs(this.ds, [
      ...rows.flatMap((t) => [t.owner_id, t.creator_id]),
      ...replies.map((r) => r.creator_id),
    ]);
    const info = (id: number) => users.get(id) ?? null;
    const invoiceIds = rows
      .filter((t) => t.source_type === 'INVOICE' && t.source_id)
      .map((t) => t.source_id!);
    const invoiceRows =
      full && invoiceIds.length
        ? await this.invoices.mapMany(
            await this.ds.getRepository(Invoice).findBy({ id: In(invoiceIds) }),
          )
        : [];
    return rows.map((t) => {
      const cat = cats.find((c) => c.id === t.category_id);
      return {
        id: t.id,
        title: t.title,
        body: t.body,
        status: t.status,
        priority: t.priority,
        category: t.category_id,
        category_info: cat ? { id: cat.id, title: cat.title, type: cat.type } : null,
        source_type: t.source_type,
        source_id: t.source_id,
        source:
          t.source_type === 'INVOICE'
            ? (invoiceRows.find((i) => i.id === t.source_id) ?? null)
            : null,
        attachment: t.attachment,
        owner: t.owner_id,
        owner_info: info(t.owner_id),
        creator_info: info(t.creator_id),
        replies_info: replies
          .filter((r) => r.ticket_id === t.id)
          .map((r) => ({
            id: r.id,
            body: r.body,
            is_staff: r.is_staff,
            creator_info: info(r.creator_id),
            creation_time: r.creation_time.toISOString(),
          })),
        creation_time: t.creation_time.toISOString(),
        last_modification_time: t.last_modification_time.toISOString(),
      };
    });
  }
}
