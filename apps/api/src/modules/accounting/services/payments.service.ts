import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  formatJalaliDateTime,
  isValidIban,
  PAYMENT_TYPE_LABELS,
  PaymentType,
  toLatinDigits,
  WITHDRAW_STATE_LABELS,
  WithdrawState,
  type PaymentRow,
  type WalletRow,
  type WithdrawState as WithdrawStateT,
} from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, paginateRaw, type ListQuery } from '../../../core/list';
import { Notifier } from '../../../core/notifier';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { Exports } from '../../../core/exports';
import { User } from '../../uma';
import { AccErrors } from '../accounting.errors';
import { AccNotices } from '../accounting.notices';
import type { RefundDto, SettleWithdrawDto, WithdrawRequestDto } from '../dto/accounting.dto';
import { Invoice } from '../entities/invoice.entity';
import { Payment } from '../entities/payment.entity';
import { Wallet } from '../entities/wallet.entity';
import { PAYMENTS_LIST, WALLETS_LIST } from './accounting.lists';
import { seesAll } from './invoices.service';

type PaymentParts = Payment & { wallet_x?: Wallet; owner_x?: User | null; creator_x?: User | null; invoice_x?: Invoice | null };
import { LedgerService } from './ledger.service';
import { briefOf, userBrief } from './owners';

const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** Wallets and the ledger as people see it: balances, withdrawals, refunds. */
@Injectable()
export class PaymentsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly storage: Storage,
    private readonly notifier: Notifier,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<PaymentRow>({
      name: 'payments',
      file: 'payments',
      sheet: 'پرداخت‌ها',
      spec: PAYMENTS_LIST,
      entity: Payment,
      list: (caller, lq) => this.list(caller, lq),
      columns: [
        { header: 'شناسه', width: 9, value: (p) => p.id },
        { header: 'نوع', width: 16, value: (p) => PAYMENT_TYPE_LABELS[p.type] },
        { header: 'مبلغ (ریال)', width: 16, value: (p) => p.amount },
        { header: 'صاحب کیف پول', width: 22, value: (p) => p.wallet_info.owner_info.full_name },
        { header: 'کد ملی', width: 13, value: (p) => p.wallet_info.owner_info.national_code },
        { header: 'صورت حساب', width: 24, value: (p) => p.invoice_info?.title ?? '' },
        { header: 'شماره شبا', width: 30, value: (p) => p.IBAN },
        { header: 'وضعیت برداشت', width: 16, value: (p) => (p.withdraw_state ? WITHDRAW_STATE_LABELS[p.withdraw_state] : '') },
        { header: 'توضیحات', width: 30, value: (p) => p.description },
        { header: 'تاریخ', width: 22, value: (p) => formatJalaliDateTime(p.creation_time) },
      ],
    });
  }

  // ---------- wallets ----------

  async wallets(caller: AuthUser, lq: ListQuery): Promise<{ rows: WalletRow[]; count: number }> {
    // A GET writes nothing: the wallet is made by the first money write (ensureWallet), and
    // until then "my wallet" is an empty list the clients show as a zero balance.
    const qb = this.walletsQuery();
    if (!seesAll(caller)) qb.andWhere('w.owner_id = :me', { me: caller.id });
    const { rows, raw, count } = await paginateRaw(qb, lq, WALLETS_LIST);
    return { rows: this.mapWallets(rows, raw), count };
  }

  async wallet(caller: AuthUser, id: number): Promise<WalletRow> {
    const { entities, raw } = await this.walletsQuery().where('w.id = :id', { id }).getRawAndEntities();
    const w = entities[0];
    if (!w || (w.owner_id !== caller.id && !seesAll(caller))) throw notFound();
    return this.mapWallets([w], raw)[0];
  }

  /** Wallets with their owner and the money held by pending withdraw requests, in one query. */
  private walletsQuery() {
    return this.ds
      .getRepository(Wallet)
      .createQueryBuilder('w')
      .leftJoinAndMapOne('w.owner_x', User, 'o', 'o.id = w.owner_id')
      .addSelect(
        (sub) =>
          sub
            .select('COALESCE(SUM(hp.amount), 0)')
            .from(Payment, 'hp')
            .where('hp.wallet_id = w.id AND hp.type = :heldType AND hp.withdraw_state = :heldState'),
        'x_held',
      )
      .setParameters({ heldType: PaymentType.WITHDRAW_REQUEST, heldState: WithdrawState.PENDING });
  }

  private mapWallets(rows: (Wallet & { owner_x?: User | null })[], raw: Record<string, unknown>[]): WalletRow[] {
    const heldOf = new Map(raw.map((r) => [Number(r.w_id), Number(r.x_held ?? 0)]));
    return rows.map((w) => ({
      id: w.id,
      owner: w.owner_id,
      owner_info: w.owner_x ? userBrief(w.owner_x) : briefOf(new Map(), w.owner_id),
      inventory: w.inventory,
      held_amount: heldOf.get(w.id) ?? 0,
      creation_time: w.creation_time.toISOString(),
      last_modification_time: w.last_modification_time.toISOString(),
    }));
  }

  // ---------- the ledger ----------

  /**
   * Payments with their wallet, its owner, the creator and the invoice joined in (one row each).
   * Every payment has its wallet (a wallet is never deleted), so the wallet is a LEFT join: a page,
   * a deep page or a count that names no wallet column leaves it out (paginate.ts `narrowed`)
   * instead of looking a wallet up for every row it skips or counts.
   */
  private paymentsQuery(caller: AuthUser) {
    const qb = this.ds
      .getRepository(Payment)
      .createQueryBuilder('p')
      .leftJoinAndMapOne('p.wallet_x', Wallet, 'w', 'w.id = p.wallet_id')
      .leftJoinAndMapOne('p.owner_x', User, 'o', 'o.id = w.owner_id')
      .leftJoinAndMapOne('p.creator_x', User, 'pcr', 'pcr.id = p.creator_id')
      .leftJoinAndMapOne('p.invoice_x', Invoice, 'pinv', 'pinv.id = p.invoice_id');
    if (!seesAll(caller)) qb.andWhere('w.owner_id = :me', { me: caller.id });
    return qb;
  }

  async list(caller: AuthUser, lq: ListQuery): Promise<{ rows: PaymentRow[]; count: number }> {
    const { rows, count } = await paginate(this.paymentsQuery(caller), lq, PAYMENTS_LIST);
    return { rows: this.mapPayments(rows), count };
  }

  async get(caller: AuthUser, id: number): Promise<PaymentRow> {
    const p = await this.paymentsQuery(caller).andWhere('p.id = :id', { id }).getOne();
    if (!p) throw notFound();
    return this.mapPayments([p])[0];
  }

  /** Rows of payments read by `paymentsQuery`: no query of its own. */
  private mapPayments(rows: PaymentParts[]): PaymentRow[] {
    return rows.map((p) => {
      const owner = p.wallet_x?.owner_id ?? 0;
      const inv = p.invoice_x;
      return {
        id: p.id,
        type: p.type as PaymentType,
        amount: p.amount,
        description: p.description,
        invoice: p.invoice_id,
        invoice_info: inv ? { id: inv.id, title: inv.title, status: inv.status as never, amount: inv.amount } : null,
        instalment: p.instalment_id,
        transaction: p.transaction_id,
        wallet: p.wallet_id,
        wallet_info: { id: p.wallet_id, owner, owner_info: p.owner_x ? userBrief(p.owner_x) : briefOf(new Map(), owner) },
        creator_info: p.creator_x ? userBrief(p.creator_x) : null,
        IBAN: p.IBAN,
        receipt: p.receipt,
        withdraw_state: (p.withdraw_state as WithdrawStateT | null) ?? null,
        request: p.request_id,
        creation_time: p.creation_time.toISOString(),
      };
    });
  }

  // ---------- withdrawals ----------

  /** Holds the amount at once (WITHDRAW_REQUEST), to be paid out or released by finance. */
  async requestWithdraw(caller: AuthUser, dto: WithdrawRequestDto): Promise<PaymentRow> {
    const raw = toLatinDigits(dto.IBAN).replace(/[\s-]/g, '').toUpperCase();
    const iban = raw.startsWith('IR') ? raw : `IR${raw}`;
    if (!isValidIban(iban)) throw fieldError('IBAN', AccErrors.IBAN_INVALID);
    await this.ledger.ensureWallet(caller.id);
    const row = await this.tx.run(async (em) => {
      const p = await this.ledger.tryDebit(em, caller.id, PaymentType.WITHDRAW_REQUEST, dto.amount, {
        IBAN: iban,
        withdraw_state: WithdrawState.PENDING,
        creator_id: caller.id,
        description: 'درخواست برداشت از کیف پول',
      });
      if (!p) throw conflict(AccErrors.INSUFFICIENT_BALANCE);
      return p;
    });
    return this.get(caller, row.id);
  }

  private async pendingRequest(id: number): Promise<Payment> {
    const p = await this.ds.getRepository(Payment).findOneBy({ id });
    if (!p || p.type !== PaymentType.WITHDRAW_REQUEST) throw notFound();
    if (p.withdraw_state !== WithdrawState.PENDING) throw conflict(AccErrors.WITHDRAW_NOT_PENDING);
    return p;
  }

  /** Finance paid the money out: the request becomes ADMITTED and a WITHDRAW_ADMITTED row records the receipt. */
  async confirmWithdraw(
    caller: AuthUser,
    id: number,
    dto: SettleWithdrawDto,
    files: Record<string, UploadedFile>,
  ): Promise<PaymentRow> {
    const request = await this.pendingRequest(id);
    let receipt: string | null = null;
    const file = files.receipt;
    if (file) {
      const ext = checkUpload('receipt', file, ['image', 'pdf'], RECEIPT_MAX_BYTES);
      receipt = await this.storage.save('receipts', file, ext);
    }
    try {
      await this.tx.run(async (em) => {
        await this.settle(em, request.id, WithdrawState.ADMITTED);
        await this.ledger.note(em, request.wallet_id, PaymentType.WITHDRAW_ADMITTED, request.amount, {
          request_id: request.id,
          IBAN: request.IBAN,
          receipt,
          description: dto.description ?? null,
          creator_id: caller.id,
        });
        const wallet = await em.findOneByOrFail(Wallet, { id: request.wallet_id });
        await this.notifier.send([wallet.owner_id], AccNotices.withdrawConfirmed(request.amount), em);
      });
    } catch (err) {
      if (receipt) await this.storage.remove(receipt);
      throw err;
    }
    return this.get(caller, request.id);
  }

  /** Finance refused: the held amount goes back to the wallet (WITHDRAW_REJECT). */
  async rejectWithdraw(caller: AuthUser, id: number, dto: SettleWithdrawDto): Promise<PaymentRow> {
    const request = await this.pendingRequest(id);
    const wallet = await this.ds.getRepository(Wallet).findOneByOrFail({ id: request.wallet_id });
    await this.tx.run(async (em) => {
      await this.settle(em, request.id, WithdrawState.REJECTED);
      await this.ledger.credit(em, wallet.owner_id, PaymentType.WITHDRAW_REJECT, request.amount, {
        request_id: request.id,
        description: dto.description ?? null,
        creator_id: caller.id,
      });
      await this.notifier.send([wallet.owner_id], AccNotices.withdrawRejected(request.amount, dto.description ?? null), em);
    });
    return this.get(caller, request.id);
  }

  /** PENDING → ADMITTED/REJECTED exactly once, whatever the concurrency. */
  private async settle(em: import('typeorm').EntityManager, id: number, state: WithdrawStateT): Promise<void> {
    const res = await em
      .createQueryBuilder()
      .update(Payment)
      .set({ withdraw_state: state })
      .where('id = :id AND withdraw_state = :pending', { id, pending: WithdrawState.PENDING })
      .execute();
    if ((res.affected ?? 0) !== 1) throw conflict(AccErrors.WITHDRAW_NOT_PENDING);
  }

  // ---------- refunds ----------

  /** Gives part or all of what was paid for an invoice back to its owner's wallet. */
  async refund(caller: AuthUser, dto: RefundDto): Promise<PaymentRow> {
    const inv = await this.ds.getRepository(Invoice).findOneBy({ id: dto.invoice });
    if (!inv) throw fieldError('invoice', 'صورت حساب یافت نشد.');
    await this.ledger.ensureWallet(inv.owner_id);
    const row = await this.tx.run(async (em) => {
      // Lock the invoice row so two refunds cannot both pass the check below.
      await em.update(Invoice, { id: inv.id }, { last_modification_time: this.clock.now() });
      const refundable = await this.refundableIn(em, inv.id);
      if (refundable <= 0) throw conflict(AccErrors.REFUND_NOT_PAID);
      if (dto.amount > refundable) throw conflict(AccErrors.REFUND_TOO_MUCH);
      return this.ledger.credit(em, inv.owner_id, PaymentType.DEPOSIT, dto.amount, {
        invoice_id: inv.id,
        is_refund: true,
        creator_id: caller.id,
        description: dto.description ?? `بازگشت وجه صورت حساب «${inv.title}»`,
      });
    });
    return this.get(caller, row.id);
  }

  /** Paid from the wallet for this invoice minus what was already given back. */
  async refundableIn(em: import('typeorm').EntityManager, invoiceId: number): Promise<number> {
    const r = await em
      .getRepository(Payment)
      .createQueryBuilder('p')
      .select(`SUM(CASE WHEN p.type = 'WITHDRAW' THEN p.amount WHEN p.is_refund = :t THEN -p.amount ELSE 0 END)`, 'left')
      .where('p.invoice_id = :id', { id: invoiceId })
      .setParameter('t', true)
      .getRawOne<{ left: string | number | null }>();
    return Number(r?.left ?? 0);
  }

  /** Other modules refund through this inside their own transaction (drop, order cancel). */
  async refundInTx(
    em: import('typeorm').EntityManager,
    invoice: Invoice,
    amount: number,
    description: string,
    actorId: number | null,
  ): Promise<Payment | null> {
    const refundable = await this.refundableIn(em, invoice.id);
    const give = Math.min(amount, refundable);
    if (give <= 0) return null;
    return this.ledger.credit(em, invoice.owner_id, PaymentType.DEPOSIT, give, {
      invoice_id: invoice.id,
      is_refund: true,
      creator_id: actorId,
      description,
    });
  }

}
