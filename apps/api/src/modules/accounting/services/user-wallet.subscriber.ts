import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent } from 'typeorm';
import { User } from '../../uma';
import { Wallet } from '../entities/wallet.entity';

/**
 * Every user has exactly one wallet from the moment they exist (issue 27): it is inserted by the
 * same statement batch and transaction as the user row, whoever makes the user (sign-up, staff,
 * the seed, tests), so a wallet list is never empty; `LedgerService.ensureWallet` stays only for
 * users written by raw SQL (the scale bench).
 * The unique owner index keeps it one.
 */
@EventSubscriber()
export class UserWalletSubscriber implements EntitySubscriberInterface<User> {
  listenTo() {
    return User;
  }

  async afterInsert(event: InsertEvent<User>): Promise<void> {
    const user = event.entity;
    const now = user.creation_time ?? new Date();
    await event.manager.insert(Wallet, { owner_id: user.id, inventory: 0, creation_time: now, last_modification_time: now });
  }
}
