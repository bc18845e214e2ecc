import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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

/**
 * An audience over a query whose rows carry a user id (`userId`, e.g. `r.owner_id`): each user
 * counted and paged once, by that id.
 */
export function keysetAudience(
  base: (q: AudienceQuery) => SelectQueryBuilder<ObjectLiteral>,
  userId: string,
  check?: AudienceSource['check'],
): AudienceSource {
  return {
    check,
    count: async (q) =>
      Number(
        (await base(q).select(`COUNT(DISTINCT ${userId})`, 'n').getRawOne<{ n: number | string }>())
          ?.n ?? 0,
      ),
    page: async (q, afterId, limit) =>
      (
        await base(q)
          .select(`DISTINCT ${userId}`, 'id')
          .andWhere(`${userId} > :afterId`, { afterId })
          .orderBy(userId, 'ASC')
          .limit(limit)
          .getRawMany<{ id: number | string }>()
      ).map((r) => Number(r.id)),
  };
}
