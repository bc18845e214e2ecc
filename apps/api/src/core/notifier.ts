import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface NoticeInput {
  title: string;
  body: string;
  /** Where the notice leads (a panel or console page), if anywhere. */
  url?: string | null;
}

export type NoticeSender = (
  userIds: number[],
  input: NoticeInput,
  em?: EntityManager,
) => Promise<number>;

/**
 * Sends in-app notices for modules that mma itself depends on (accounting): mma plugs its
 * NoticesService in at start-up, so they need no import of it. Passing the caller's manager writes
 * the notice in the caller's transaction: it exists exactly when the change it tells of does.
 */
@Injectable()
export class Notifier {
  private sender: NoticeSender | null = null;

  use(sender: NoticeSender): void {
    this.sender = sender;
  }

  async send(userIds: number[], input: NoticeInput, em?: EntityManager): Promise<number> {
    if (!this.sender) throw new Error('no notice sender: is MmaModule imported?');
    return this.sender(userIds, input, em);
  }
}
