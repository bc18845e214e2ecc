import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NoticeAudiences, type AudienceQuery } from '../../mma';
import { Classroom, Registration, Team, TeamRegistration } from '../entities/lma.entities';

/**
 * Lends mma the audiences lma owns: a classroom's registrations (by status, as the members tab
 * filters them) and a team's members, each user once, in ascending id order.
 */
@Injectable()
export class ClassroomAudiences implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly audiences: NoticeAudiences,
  ) {}

  onModuleInit(): void {
    const registrations = (q: AudienceQuery) =>
      this.ds
        .getRepository(Registration)
        .createQueryBuilder('r')
        .where('r.classroom_id = :c AND r.status IN (:...statuses)', {
          c: q.id,
          statuses: q.statuses,
        });
    this.audiences.register('CLASSROOM', {
      check: async (q) =>
        (await this.ds.getRepository(Classroom).existsBy({ id: q.id ?? 0 }))
          ? null
          : 'کلاس یافت نشد.',
      count: async (q) =>
        Number(
          (
            await registrations(q)
              .select('COUNT(DISTINCT r.owner_id)', 'n')
              .getRawOne<{ n: number }>()
          )?.n ?? 0,
        ),
      page: async (q, afterId, limit) =>
        (
          await registrations(q)
            .select('DISTINCT r.owner_id', 'id')
            .andWhere('r.owner_id > :afterId', { afterId })
            .orderBy('r.owner_id', 'ASC')
            .limit(limit)
            .getRawMany<{ id: number }>()
        ).map((r) => Number(r.id)),
    });
    const members = (q: AudienceQuery) =>
      this.ds
        .getRepository(Registration)
        .createQueryBuilder('r')
        .innerJoin(TeamRegistration, 'tr', 'tr.registration_id = r.id')
        .where('tr.team_id = :team', { team: q.id });
    this.audiences.register('TEAM', {
      check: async (q) =>
        (await this.ds.getRepository(Team).existsBy({ id: q.id ?? 0 })) ? null : 'تیم یافت نشد.',
      count: async (q) =>
        Number(
          (await members(q).select('COUNT(DISTINCT r.owner_id)', 'n').getRawOne<{ n: number }>())
            ?.n ?? 0,
        ),
      page: async (q, afterId, limit) =>
        (
          await members(q)
            .select('DISTINCT r.owner_id', 'id')
            .andWhere('r.owner_id > :afterId', { afterId })
            .orderBy('r.owner_id', 'ASC')
            .limit(limit)
            .getRawMany<{ id: number }>()
        ).map((r) => Number(r.id)),
    });
  }
}
