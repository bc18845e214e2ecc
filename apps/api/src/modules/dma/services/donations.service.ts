import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  formatJalaliDateTime,
  fullName,
  InvoiceType,
  type DonationCategoryRow,
  type DonationRegistrationRow,
  type DonationRow,
  type InvoiceRow,
} from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, type ListQuery } from '../../../core/list';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { Exports } from '../../../core/exports';
import { Invoice, InvoiceItems, InvoicesService, type DescribeJoin } from '../../accounting';
import { User } from '../../uma';
import type { DonateDto, DonationCategoryDto, DonationDto } from '../dto/dma.dto';
import { Donation, DonationCategory, DonationRegistration } from '../entities/donation.entity';
import { CATEGORIES_LIST, DONATIONS_LIST, REGISTRATIONS_LIST } from './dma.lists';

type RegistrationParts = DonationRegistration & {
  donation_x?: Donation;
  category_x?: DonationCategory | null;
  owner_x?: User | null;
};

const THUMB_MAX = 2 * 1024 * 1024;

interface DonorData {
  full_name?: string | null;
  mobile_number?: string | null;
  is_private?: boolean;
}

/** Causes, their categories, and the gifts made to them (DOMAIN.md section 7). */
/** A gift invoice's `item_info`, read by the invoice statement (accounting's `describeJoin`). */
const DONATION_ITEM_INFO: DescribeJoin = {
  join: (qb, a, on) => {
    qb.leftJoin(Donation, a, on);
    for (const c of ['id', 'title', 'thumbnail', 'category_id']) qb.addSelect(`${a}.${c}`, `${a}_${c}`);
  },
  fromRaw: (r, a) =>
    r[`${a}_id`] === null || r[`${a}_id`] === undefined
      ? null
      : { id: Number(r[`${a}_id`]), title: r[`${a}_title`], thumbnail: r[`${a}_thumbnail`], category: Number(r[`${a}_category_id`]) },
};

@Injectable()
export class DonationsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly invoices: InvoicesService,
    private readonly items: InvoiceItems,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<DonationRegistrationRow>({
      name: 'donations',
      file: 'donations',
      sheet: 'کمک‌های نیکوکاری',
      spec: REGISTRATIONS_LIST,
      entity: DonationRegistration,
      list: (caller, lq) => this.registrations(caller, lq),
      columns: [
        { header: 'شناسه', width: 9, value: (r) => r.id },
        { header: 'طرح', width: 28, value: (r) => r.donation_info.title },
        { header: 'دسته', width: 20, value: (r) => r.donation_info.category_info.title },
        { header: 'مبلغ (ریال)', width: 16, value: (r) => r.amount },
        { header: 'نام نیکوکار', width: 22, value: (r) => r.full_name },
        { header: 'شماره همراه', width: 14, value: (r) => r.mobile_number },
        { header: 'ناشناس', width: 9, value: (r) => (r.is_private ? 'بله' : 'خیر') },
        { header: 'تاریخ', width: 22, value: (r) => formatJalaliDateTime(r.creation_time) },
      ],
    });
    this.items.register(InvoiceType.DONATION, {
      returnPath: '/panel/donation/payment-result',
      onPaid: (em, invoice) => this.recordGift(em, invoice),
      describeJoin: DONATION_ITEM_INFO,
    });
    this.items.registerDirect('donation', (caller, id, amount) =>
      this.createInvoiceEntity(caller, id, { amount: amount ?? 1000 }),
    );
  }

  // ---------- categories ----------

  async categories(lq: ListQuery): Promise<{ rows: DonationCategoryRow[]; count: number }> {
    const { rows, count } = await paginate(this.ds.getRepository(DonationCategory).createQueryBuilder('c'), lq, CATEGORIES_LIST);
    return { rows: await this.mapCategories(rows), count };
  }

  async category(id: number): Promise<DonationCategoryRow> {
    const c = await this.ds.getRepository(DonationCategory).findOneBy({ id });
    if (!c) throw notFound();
    return (await this.mapCategories([c]))[0];
  }

  private async mapCategories(rows: DonationCategory[]): Promise<DonationCategoryRow[]> {
    if (!rows.length) return [];
    const counts = await this.ds
      .getRepository(Donation)
      .createQueryBuilder('d')
      .select('d.category_id', 'id')
      .addSelect('COUNT(*)', 'n')
      .where('d.category_id IN (:...ids) AND d.is_active = :a', { ids: rows.map((c) => c.id), a: true })
      .groupBy('d.category_id')
      .getRawMany<{ id: number; n: string | number }>();
    const countOf = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
    return rows.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      thumbnail: c.thumbnail,
      donations_count: countOf.get(c.id) ?? 0,
    }));
  }

  private async thumbnail(current: string | null, dto: { thumbnail?: string | null }, files: Record<string, UploadedFile>) {
    const file = files.thumbnail;
    if (file) {
      const ext = checkUpload('thumbnail', file, ['image'], THUMB_MAX);
      return this.storage.save('donations', file, ext);
    }
    if (dto.thumbnail === null || dto.thumbnail === '') return null;
    return current;
  }

  async saveCategory(id: number | null, dto: DonationCategoryDto, files: Record<string, UploadedFile>) {
    const repo = this.ds.getRepository(DonationCategory);
    const existing = id ? await repo.findOneBy({ id }) : null;
    if (id && !existing) throw notFound();
    const now = this.clock.now();
    const thumbnail = await this.thumbnail(existing?.thumbnail ?? null, dto, files);
    const saved = await repo.save({
      ...(existing ?? { creation_time: now }),
      title: dto.title,
      description: dto.description ?? null,
      thumbnail,
      last_modification_time: now,
    });
    if (existing?.thumbnail && existing.thumbnail !== thumbnail) await this.storage.remove(existing.thumbnail);
    return this.category(saved.id);
  }

  async removeCategory(id: number): Promise<void> {
    const c = await this.ds.getRepository(DonationCategory).findOneBy({ id });
    if (!c) throw notFound();
    if (await this.ds.getRepository(Donation).countBy({ category_id: id })) {
      throw conflict('این دسته طرح نیکوکاری دارد و قابل حذف نیست.');
    }
    await this.ds.getRepository(DonationCategory).delete({ id });
    if (c.thumbnail) await this.storage.remove(c.thumbnail);
  }

  // ---------- causes ----------

  async donations(caller: AuthUser | undefined, lq: ListQuery): Promise<{ rows: DonationRow[]; count: number }> {
    const qb = this.ds.getRepository(Donation).createQueryBuilder('d');
    if (!caller || !can(caller.roles, 'dma.manage')) qb.andWhere('d.is_active = :a', { a: true });
    const { rows, count } = await paginate(qb, lq, DONATIONS_LIST);
    return { rows: await this.mapDonations(rows), count };
  }

  async donation(caller: AuthUser | undefined, id: number): Promise<DonationRow> {
    const d = await this.ds.getRepository(Donation).findOneBy({ id });
    if (!d || (!d.is_active && !(caller && can(caller.roles, 'dma.manage')))) throw notFound();
    return (await this.mapDonations([d]))[0];
  }

  private async mapDonations(rows: Donation[]): Promise<DonationRow[]> {
    if (!rows.length) return [];
    const ids = rows.map((d) => d.id);
    const [cats, sums] = await Promise.all([
      this.ds.getRepository(DonationCategory).findBy({ id: In([...new Set(rows.map((d) => d.category_id))]) }),
      this.ds
        .getRepository(DonationRegistration)
        .createQueryBuilder('r')
        .select('r.donation_id', 'id')
        .addSelect('SUM(r.amount)', 'total')
        .addSelect('COUNT(DISTINCT r.owner_id)', 'donors')
        .where('r.donation_id IN (:...ids)', { ids })
        .groupBy('r.donation_id')
        .getRawMany<{ id: number; total: string | number; donors: string | number }>(),
    ]);
    const catOf = new Map(cats.map((c) => [c.id, c]));
    const sumOf = new Map(sums.map((s) => [Number(s.id), s]));
    return rows.map((d) => {
      const c = catOf.get(d.category_id);
      const s = sumOf.get(d.id);
      return {
        id: d.id,
        title: d.title,
        summary: d.summary,
        description: d.description,
        thumbnail: d.thumbnail,
        category: d.category_id,
        category_info: { id: d.category_id, title: c?.title ?? '', thumbnail: c?.thumbnail ?? null },
        collected_amount: Number(s?.total ?? 0),
        donors_count: Number(s?.donors ?? 0),
        is_active: d.is_active,
        creation_time: d.creation_time.toISOString(),
      };
    });
  }

  async saveDonation(caller: AuthUser, id: number | null, dto: DonationDto, files: Record<string, UploadedFile>) {
    if (!(await this.ds.getRepository(DonationCategory).existsBy({ id: dto.category }))) {
      throw fieldError('category', 'دسته انتخاب شده وجود ندارد.');
    }
    const repo = this.ds.getRepository(Donation);
    const existing = id ? await repo.findOneBy({ id }) : null;
    if (id && !existing) throw notFound();
    const now = this.clock.now();
    const thumbnail = await this.thumbnail(existing?.thumbnail ?? null, dto, files);
    const saved = await repo.save({
      ...(existing ?? { creation_time: now }),
      title: dto.title,
      summary: dto.summary ?? null,
      description: dto.description ?? null,
      category_id: dto.category,
      is_active: dto.is_active ?? existing?.is_active ?? true,
      thumbnail,
      last_modification_time: now,
    });
    if (existing?.thumbnail && existing.thumbnail !== thumbnail) await this.storage.remove(existing.thumbnail);
    return this.donation(caller, saved.id);
  }

  async removeDonation(id: number): Promise<void> {
    const d = await this.ds.getRepository(Donation).findOneBy({ id });
    if (!d) throw notFound();
    if (await this.ds.getRepository(DonationRegistration).countBy({ donation_id: id })) {
      throw conflict('برای این طرح کمک ثبت شده است؛ به جای حذف آن را غیرفعال کنید.');
    }
    await this.ds.getRepository(Donation).delete({ id });
    if (d.thumbnail) await this.storage.remove(d.thumbnail);
  }

  // ---------- giving ----------

  private async createInvoiceEntity(caller: AuthUser, id: number, dto: DonorData & { amount: number }): Promise<Invoice> {
    const d = await this.ds.getRepository(Donation).findOneBy({ id, is_active: true });
    if (!d) throw notFound();
    if (!Number.isInteger(dto.amount) || dto.amount < 1000) throw fieldError('amount', 'مبلغ کمک باید دست کم ۱٬۰۰۰ ریال باشد.');
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: caller.id });
    const donor: DonorData = {
      full_name: dto.full_name || fullName(user),
      mobile_number: dto.mobile_number || user.mobile_number,
      is_private: dto.is_private ?? false,
    };
    return this.tx.run((em) =>
      this.invoices.createInTx(em, {
        owner_id: caller.id,
        title: `کمک به «${d.title}»`,
        amount: dto.amount,
        type: InvoiceType.DONATION,
        item_id: d.id,
        additional_data: { ...donor },
      }),
    );
  }

  async createInvoice(caller: AuthUser, id: number, dto: DonateDto): Promise<InvoiceRow & { detail: string }> {
    const inv = await this.createInvoiceEntity(caller, id, dto);
    const [row] = await this.invoices.mapMany([inv]);
    return { ...row, detail: 'صورت حساب شما ایجاد شد' };
  }

  /** Inside the paying transaction: the gift is recorded once per invoice. */
  private async recordGift(em: EntityManager, invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    if (await em.existsBy(DonationRegistration, { invoice_id: invoice.id })) return;
    const data = (invoice.additional_data ? JSON.parse(invoice.additional_data) : {}) as DonorData;
    await em.insert(DonationRegistration, {
      donation_id: invoice.item_id,
      invoice_id: invoice.id,
      owner_id: invoice.owner_id,
      amount: invoice.amount,
      full_name: data.full_name ?? '',
      mobile_number: data.mobile_number ?? null,
      is_private: data.is_private ?? false,
      creation_time: this.clock.now(),
    });
  }

  // ---------- registrations ----------

  private registrationsQuery(caller: AuthUser) {
    const qb = this.ds
      .getRepository(DonationRegistration)
      .createQueryBuilder('r')
      .innerJoinAndMapOne('r.donation_x', Donation, 'd', 'd.id = r.donation_id')
      .leftJoinAndMapOne('r.category_x', DonationCategory, 'rdc', 'rdc.id = d.category_id')
      .leftJoinAndMapOne('r.owner_x', User, 'ro', 'ro.id = r.owner_id');
    if (!can(caller.roles, 'dma.registrations.read')) qb.andWhere('r.owner_id = :me', { me: caller.id });
    return qb;
  }

  async registrations(caller: AuthUser, lq: ListQuery): Promise<{ rows: DonationRegistrationRow[]; count: number }> {
    const { rows, count } = await paginate(this.registrationsQuery(caller), lq, REGISTRATIONS_LIST);
    return { rows: this.mapRegistrations(rows), count };
  }

  async registration(caller: AuthUser, id: number): Promise<DonationRegistrationRow> {
    const r = await this.registrationsQuery(caller).andWhere('r.id = :id', { id }).getOne();
    if (!r) throw notFound();
    return this.mapRegistrations([r])[0];
  }

  /** Rows of registrations read by `registrationsQuery` (donation, category, owner joined in). */
  private mapRegistrations(rows: RegistrationParts[]): DonationRegistrationRow[] {
    return rows.map((r) => {
      const d = r.donation_x;
      const c = r.category_x;
      const u = r.owner_x;
      return {
        id: r.id,
        donation: r.donation_id,
        donation_info: {
          id: r.donation_id,
          title: d?.title ?? '',
          category_info: { id: d?.category_id ?? 0, title: c?.title ?? '' },
        },
        amount: r.amount,
        full_name: r.full_name,
        mobile_number: r.mobile_number,
        is_private: r.is_private,
        owner: r.owner_id,
        owner_info: {
          id: r.owner_id,
          firstname: u?.firstname ?? null,
          lastname: u?.lastname ?? null,
          full_name: u ? fullName(u) : '',
          mobile_number: u?.mobile_number ?? null,
          national_code: u?.national_code ?? null,
        },
        invoice: r.invoice_id,
        creation_time: r.creation_time.toISOString(),
      };
    });
  }

}
