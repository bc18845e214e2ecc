import { Injectable } from '@nestjs/common';

/** Who a staff notice is for, as stored on the notice. */
export interface AudienceQuery {
  role: string | null;
  id: number | null;
  statuses: string[];
}

/**
 * One kind of audience: how many it holds and its user ids page by page, in ascending id order
 * (keyset: ids after `afterId`), so a fan-out can resume where its last batch ended.
 */
export interface AudienceSource {
  /** A Persian field error when the target (a classroom, a team) does not exist, else null. */
  check?(q: AudienceQuery): Promise<string | null>;
  count(q: AudienceQuery): Promise<number>;
  page(q: AudienceQuery, afterId: number, limit: number): Promise<number[]>;
}

/**
 * The audiences a notice can go to. ALL and ROLE are mma's own; modules that own a group (lma:
 * a classroom's registrations, a team) register theirs at start-up, so mma needs no import of them.
 */
@Injectable()
export class NoticeAudiences {
  private readonly sources = new Map<string, AudienceSource>();

  register(type: string, source: AudienceSource): void {
    this.sources.set(type, source);
  }

  get(type: string): AudienceSource | undefined {
    return this.sources.get(type);
  }
}
