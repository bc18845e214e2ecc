import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import {
  formatJalaliDateTime,
  InvoiceStatus,
  PaymentType,
  TRANSACTION_STATUS_LABELS,
  TransactionStatus,
  type TransactionRow,
} from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { User } from '../../uma';
import { AccErrors } from '../accounting.errors';
import type { DepositDto, DirectPayDto } from '../dto/accounting.dto';
import { Instalment } from '../entities/instalment.entity';
import { Invoice } from '../entities/invoice.entity';
import { Transaction } from '../entities/transaction.entity';
import { GatewayError, PaymentGateway } from '../gateway/payment-gateway';
import { TRANSACTIONS_LIST } from './accounting.lists';
import { InvoiceItems } from './invoice-items';
import { InvoicesService, seesAll } from './invoices.service';
import { LedgerService } from './ledger.service';
import { briefOf, userBriefs } from './owners';

export const CALLBACK_PATH = '/api/accounting/gateway/callback';
const THANKYOU = '/panel/invoice/thankyou';

export type VerifyOutcome =
  | { kind: 'paid'; referenceCode: string; alreadyVerified: boolean }
  | { kind: 'unpaid'; code: number | null; message: string }
  | { kind: 'unreadable'; code: number | null; message: string };

/** Bank trips: start one, settle it from the callback or a re-verification, list them. */
@Injectable()
export class TransactionsService implements OnModuleInit {
  private readonly logger = new Logger('Gateway');

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly invoices: InvoicesService,
    private readonly items: InvoiceItems,
    private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<TransactionRow>({
      name: 'transactions',
      file: 'transactions',
      sheet: 'تراکنش‌ها',
      spec: TRANSACTIONS_LIST,
      entity: Transaction,
      list: (caller, lq) => this.list(caller, lq),
      columns: [
        { header: 'شناسه', width: 9, value: (t) => t.id },
        { header: 'مبلغ (ریال)', width: 16, value: (t) => t.amount },
        { header: 'وضعیت', width: 14, value: (t) => TRANSACTION_STATUS_LABELS[t.status] },
        { header: 'کد پیگیری', width: 16, value: (t) => t.reference_code },
        { header: 'شناسه درگاه', width: 40, value: (t) => t.authority_code },
        { header: 'کاربر', width: 22, value: (t) => t.owner_info.full_name },
        { header: 'صورت حساب', width: 24, value: (t) => t.invoice_info?.title ?? '' },
        { header: 'تاریخ', width: 22, value: (t) => formatJalaliDateTime(t.creation_time) },
      ],
    });
  }

  // ---------- starting ----------

  /** Where the bank sends the browser back: absolute for a real bank. */
  callbackUrl(origin: string | null): string {
    const base = (this.config.PUBLIC_URL ?? origin ?? '').replace(/\/+$/, '');
    return `${base}${CALLBACK_PATH}`;
  }

  async deposit(caller: AuthUser, dto: DepositDto, origin: string | null): Promise<{ url: string }> {
    if (dto.invoice && dto.instalment) throw fieldError('invoice', 'تنها یکی از صورت حساب یا قسط را بفرستید.');
    let invoiceId: number | null = null;
    let description = 'افزایش موجودی کیف پول';
    if (dto.invoice) {
      const inv = await this.ds.getRepository(Invoice).findOneBy({ id: dto.invoice });
      if (!inv || inv.owner_id !== caller.id) throw fieldError('invoice', 'صورت حساب یافت نشد.');
      if (inv.status !== InvoiceStatus.PAYING) throw conflict(AccErrors.INVOICE_NOT_PAYABLE);
      invoiceId = inv.id;
      description = `پرداخت صورت حساب «${inv.title}»`;
    }
    let instalmentId: number | null = null;
    if (dto.instalment) {
      const it = await this.ds.getRepository(Instalment).findOneBy({ id: dto.instalment });
      if (!it || it.owner_id !== caller.id) throw fieldError('instalment', 'قسط یافت نشد.');
      if (it.paid_time) throw conflict(AccErrors.INSTALMENT_ALREADY_PAID);
      instalmentId = it.id;
      invoiceId = it.invoice_id;
      description = `پرداخت قسط ${it.seq}`;
    }
    return this.start(caller, dto.amount, description, invoiceId, instalmentId, origin);
  }

  /** Pays an invoice, an instalment or a new donation straight at the bank; amount defaults to what is owed. */
  async directPay(caller: AuthUser, dto: DirectPayDto, origin: string | null): Promise<{ url: string }> {
    if (dto.donation) {
      const maker = this.items.direct('donation');
      if (!maker) throw notFound();
      const inv = await maker(caller, dto.donation, dto.amount ?? null);
      return this.deposit(caller, { amount: inv.amount, invoice: inv.id }, origin);
    }
    if (dto.instalment) {
      const it = await this.ds.getRepository(Instalment).findOneBy({ id: dto.instalment });
      if (!it || it.owner_id !== caller.id) throw fieldError('instalment', 'قسط یافت نشد.');
      return this.deposit(caller, { amount: dto.amount ?? it.amount, instalment: it.id }, origin);
    }
    if (dto.invoice) {
      const inv = await this.ds.getRepository(Invoice).findOneBy({ id: dto.invoice });
      if (!inv || inv.owner_id !== caller.id) throw fieldError('invoice', 'صورت حساب یافت نشد.');
      return this.deposit(caller, { amount: dto.amount ?? inv.amount, invoice: inv.id }, origin);
    }
    if (!dto.amount) throw fieldError('amount', AccErrors.AMOUNT_TOO_SMALL);
    return this.deposit(caller, { amount: dto.amount }, origin);
  }

  private async start(
    caller: AuthUser,
    amount: number,
    description: string,
    invoiceId: number | null,
    instalmentId: number | null,
    origin: string | null,
  ): Promise<{ url: string }> {
    const user = await this.ds.getRepository(User).findOneBy({ id: caller.id });
    let started;
    try {
      started = await this.gateway.request({
        amount,
        description,
        callbackUrl: this.callbackUrl(origin),
        mobile: user?.mobile_number,
        email: user?.email,
      });
    } catch (err) {
      this.logger.warn(`request failed: ${(err as Error).message}`);
      throw new ServiceUnavailableException(err instanceof GatewayError ? err.message : AccErrors.GATEWAY_UNAVAILABLE);
    }
    const now = this.clock.now();
    await this.ds.getRepository(Transaction).insert({
      owner_id: caller.id,
      amount,
      gateway: this.gateway.name,
      authority_code: started.authority,
      reference_code: null,
      status: TransactionStatus.IN_PROGRESS,
      description,
      invoice_id: invoiceId,
      instalment_id: instalmentId,
      bank_code: null,
      verified_time: null,
      creation_time: now,
      last_modification_time: now,
    });
    return { url: started.url };
  }

  // ---------- settling ----------

  /**
   * The bank's return. Verifies with the amount we stored, then credits once (the transaction row
   * flips to SUCCESS conditionally, and its DEPOSIT has a unique transaction id) and pays what the
   * money was for. Answers where to send the browser.
   */
  async callback(authority: string, status: string): Promise<string> {
    const txn = authority ? await this.ds.getRepository(Transaction).findOneBy({ authority_code: authority }) : null;
    if (!txn) return `${THANKYOU}?status=false&code=`;
    if (txn.status !== TransactionStatus.SUCCESS) {
      if (status === 'OK') await this.verifyAndSettle(txn);
      else await this.markIf(txn.id, TransactionStatus.CANCELED, null);
    }
    return this.landing(txn.id);
  }

  /** Finance asks the bank again about a transaction that did not end in SUCCESS. */
  async reverify(caller: AuthUser, id: number): Promise<TransactionRow> {
    const txn = await this.ds.getRepository(Transaction).findOneBy({ id });
    if (!txn) throw notFound();
    if (txn.status === TransactionStatus.SUCCESS) throw conflict(AccErrors.TRANSACTION_ALREADY_SUCCESS);
    const ok = await this.verifyAndSettle(txn);
    if (!ok) throw conflict(AccErrors.TRANSACTION_NOT_VERIFIED);
    return this.get(caller, id);
  }

  private async verifyAndSettle(txn: Transaction): Promise<boolean> {
    const outcome = await this.verify(txn);
    if (outcome.kind === 'unreadable') {
      // Unknown: the money may have moved. It stays re-verifiable (and the reconcile job asks again).
      await this.markIf(txn.id, TransactionStatus.UNKNOWN, outcome.code);
      return false;
    }
    if (outcome.kind === 'unpaid') {
      await this.markIf(txn.id, TransactionStatus.FAILED, outcome.code);
      return false;
    }
    await this.settle(txn, outcome.referenceCode, outcome.alreadyVerified);
    return true;
  }

  /** Asks the bank whether `txn` was paid, for the amount we stored. Never throws. */
  async verify(txn: Transaction): Promise<VerifyOutcome> {
    try {
      const answer = await this.gateway.verify(txn.authority_code, txn.amount);
      return answer.ok
        ? { kind: 'paid', referenceCode: answer.referenceCode, alreadyVerified: answer.alreadyVerified }
        : { kind: 'unpaid', code: answer.code, message: answer.message };
    } catch (err) {
      this.logger.warn(`verify ${txn.authority_code} failed: ${(err as Error).message}`);
      return { kind: 'unreadable', code: err instanceof GatewayError ? err.code : null, message: (err as Error).message };
    }
  }

  /**
   * Credits a paid transaction once (it flips to SUCCESS conditionally, and its DEPOSIT has a
   * unique transaction id) and pays what the money was for. Answers whether this call credited.
   */
  async settle(txn: Transaction, referenceCode: string, alreadyVerified: boolean, note: string | null = null): Promise<boolean> {
    await this.ledger.ensureWallet(txn.owner_id);
    return this.tx.run(async (em) => {
      const now = this.clock.now();
      const flip = await em
        .createQueryBuilder()
        .update(Transaction)
        .set({
          status: TransactionStatus.SUCCESS,
          reference_code: referenceCode,
          bank_code: alreadyVerified ? 101 : 100,
          verified_time: now,
          last_modification_time: now,
          ...(note ? { reconcile_note: note, reconciled_time: now } : {}),
        })
        .where('id = :id AND status <> :ok', { id: txn.id, ok: TransactionStatus.SUCCESS })
        .execute();
      if ((flip.affected ?? 0) !== 1) return false; // a concurrent callback got here first
      await this.ledger.credit(em, txn.owner_id, PaymentType.DEPOSIT, txn.amount, {
        transaction_id: txn.id,
        invoice_id: txn.invoice_id,
        instalment_id: txn.instalment_id,
        creator_id: txn.owner_id,
        description: txn.description,
      });
      // Pay what the money was for; if that is no longer possible the money stays in the wallet.
      if (txn.instalment_id) await this.invoices.settleInstalment(em, txn.instalment_id, txn.owner_id);
      else if (txn.invoice_id) await this.invoices.settleFromWallet(em, txn.invoice_id, txn.owner_id);
      return true;
    });
  }

  /** Records a non-success outcome unless the transaction already succeeded. */
  async markIf(id: number, status: string, code: number | null, note?: string): Promise<void> {
    const now = this.clock.now();
    await this.ds
      .createQueryBuilder()
      .update(Transaction)
      .set({ status, bank_code: code, last_modification_time: now, ...(note ? { reconcile_note: note, reconciled_time: now } : {}) })
      .where('id = :id AND status <> :ok', { id, ok: TransactionStatus.SUCCESS })
      .execute();
  }

  private async landing(id: number): Promise<string> {
    const txn = await this.ds.getRepository(Transaction).findOneByOrFail({ id });
    const ok = txn.status === TransactionStatus.SUCCESS;
    const q = `status=${ok}&code=${encodeURIComponent(txn.reference_code ?? '')}`;
    if (!txn.invoice_id) return `/panel/wallet?${q}`;
    const inv = await this.ds.getRepository(Invoice).findOneBy({ id: txn.invoice_id });
    const path = (inv && this.items.get(inv.type)?.returnPath) || THANKYOU;
    return `${path}?${q}&invoice=${txn.invoice_id}`;
  }

  // ---------- reading ----------

  private query(caller: AuthUser) {
    const qb = this.ds.getRepository(Transaction).createQueryBuilder('t').leftJoin(User, 'o', 'o.id = t.owner_id');
    if (!seesAll(caller)) qb.andWhere('t.owner_id = :me', { me: caller.id });
    return qb;
  }

  async list(caller: AuthUser, lq: ListQuery): Promise<{ rows: TransactionRow[]; count: number }> {
    const { rows, count } = await paginate(this.query(caller), lq, TRANSACTIONS_LIST);
    return { rows: await this.mapMany(rows), count };
  }

  async get(caller: AuthUser, id: number): Promise<TransactionRow> {
    const t = await this.query(caller).andWhere('t.id = :id', { id }).getOne();
    if (!t) throw notFound();
    return (await this.mapMany([t]))[0];
  }

  private async mapMany(rows: Transaction[]): Promise<TransactionRow[]> {
    if (!rows.length) return [];
    const invoiceIds = [...new Set(rows.map((t) => t.invoice_id).filter((x): x is number => x !== null))];
    const invoices = invoiceIds.length ? await this.ds.getRepository(Invoice).findBy({ id: In(invoiceIds) }) : [];
    const invoiceOf = new Map(invoices.map((i) => [i.id, i]));
    const owners = await userBriefs(this.ds, rows.map((t) => t.owner_id));
    return rows.map((t) => {
      const inv = t.invoice_id ? invoiceOf.get(t.invoice_id) : undefined;
      return {
        id: t.id,
        amount: t.amount,
        description: t.description,
        reference_code: t.reference_code,
        authority_code: t.authority_code,
        status: t.status as TransactionStatus,
        gateway: t.gateway,
        owner: t.owner_id,
        owner_info: briefOf(owners, t.owner_id),
        invoice: t.invoice_id,
        invoice_info: inv ? { id: inv.id, title: inv.title, status: inv.status as InvoiceStatus, amount: inv.amount } : null,
        instalment: t.instalment_id,
        reconcile_note: t.reconcile_note,
        reconciled_time: t.reconciled_time?.toISOString() ?? null,
        creation_time: t.creation_time.toISOString(),
        last_modification_time: t.last_modification_time.toISOString(),
      };
    });
  }

}
