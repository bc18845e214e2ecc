import { Injectable } from '@nestjs/common';
import { PAYMENT_SIGN, type PaymentType } from '@daneshsara/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { Payment } from '../entities/payment.entity';
import { Wallet } from '../entities/wallet.entity';

export type LedgerRow = Omit<Partial<Payment>, 'type' | 'amount' | 'wallet_id'>;

/**
 * The wallet ledger (DOMAIN.md section 6). Every movement is a Payment row plus a conditional
 * update of the cached balance in the same transaction; a debit that would go below zero changes
 * nothing and answers null.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The user's wallet, made on first use. Called before a money transaction opens, in its own
   * autocommit statement: inside a MySQL transaction INSERT IGNORE would take a shared lock that
   * deadlocks the balance update of a concurrent payment.
   */
  async ensureWallet(ownerId: number): Promise<Wallet> {
    const found = await this.ds.getRepository(Wallet).findOneBy({ owner_id: ownerId });
    if (found) return found;
    const now = this.clock.now();
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(Wallet)
      .values({ owner_id: ownerId, inventory: 0, creation_time: now, last_modification_time: now })
      .orIgnore()
      .execute();
    return this.ds.getRepository(Wallet).findOneByOrFail({ owner_id: ownerId });
  }

  private async move(em: EntityManager, walletId: number, delta: number): Promise<boolean> {
    const qb = em
      .createQueryBuilder()
      .update(Wallet)
      .set({ inventory: () => 'inventory + :delta', last_modification_time: this.clock.now() })
      .where('id = :id', { id: walletId })
      .setParameter('delta', delta);
    if (delta < 0) qb.andWhere('inventory >= :need', { need: -delta });
    const res = await qb.execute();
    return (res.affected ?? 0) === 1;
  }

  private async walletIn(em: EntityManager, ownerId: number): Promise<Wallet | null> {
    return em.findOneBy(Wallet, { owner_id: ownerId });
  }

  /** Adds money (DEPOSIT, WITHDRAW_REJECT). The wallet must exist (ensureWallet). */
  async credit(
    em: EntityManager,
    ownerId: number,
    type: PaymentType,
    amount: number,
    row: LedgerRow = {},
  ): Promise<Payment> {
    const wallet = await this.walletIn(em, ownerId);
    if (!wallet) throw new Error(`wallet of user ${ownerId} missing`);
    if (PAYMENT_SIGN[type] !== 1) throw new Error(`${type} is not a credit`);
    await this.move(em, wallet.id, amount);
    return this.write(em, wallet.id, type, amount, row);
  }

  /** Takes money (WITHDRAW, WITHDRAW_REQUEST) when the balance covers it; null when it does not. */
  async tryDebit(
    em: EntityManager,
    ownerId: number,
    type: PaymentType,
    amount: number,
    row: LedgerRow = {},
  ): Promise<Payment | null> {
    const wallet = await this.walletIn(em, ownerId);
    if (!wallet) return null;
    if (PAYMENT_SIGN[type] !== -1) throw new Error(`${type} is not a debit`);
    if (!(await this.move(em, wallet.id, -amount))) return null;
    return this.write(em, wallet.id, type, amount, row);
  }

  /** A ledger row that moves nothing (WITHDRAW_ADMITTED). */
  async note(em: EntityManager, walletId: number, type: PaymentType, amount: number, row: LedgerRow = {}) {
    return this.write(em, walletId, type, amount, row);
  }

  private write(em: EntityManager, walletId: number, type: PaymentType, amount: number, row: LedgerRow) {
    return em.save(
      em.create(Payment, { ...row, wallet_id: walletId, type, amount, creation_time: this.clock.now() }),
    );
  }

  /** Wallets whose cached balance differs from the signed sum of their ledger (should be none). */
  async audit(): Promise<{ wallet_id: number; inventory: number; ledger: number }[]> {
    const sums = await this.ds
      .getRepository(Payment)
      .createQueryBuilder('p')
      .select('p.wallet_id', 'wallet_id')
      .addSelect(
        `SUM(CASE WHEN p.type IN ('DEPOSIT','WITHDRAW_REJECT') THEN p.amount
                  WHEN p.type IN ('WITHDRAW','WITHDRAW_REQUEST') THEN -p.amount ELSE 0 END)`,
        'total',
      )
      .groupBy('p.wallet_id')
      .getRawMany<{ wallet_id: number; total: string | number | null }>();
    const byWallet = new Map(sums.map((s) => [Number(s.wallet_id), Number(s.total ?? 0)]));
    const wallets = await this.ds.getRepository(Wallet).find();
    return wallets
      .map((w) => ({ wallet_id: w.id, inventory: w.inventory, ledger: byWallet.get(w.id) ?? 0 }))
      .filter((r) => r.inventory !== r.ledger || r.inventory < 0);
  }
}
