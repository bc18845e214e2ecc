import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { keysetAudience, NoticeAudiences, type AudienceQuery } from '../../mma';
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
    this.audiences.register(
      'CLASSROOM',
      keysetAudience(registrations, 'r.owner_id', async (q) =>
        (await this.ds.getRepository(Classroom).existsBy({ id: q.id ?? 0 }))
          ? null
          : 'کلاس یافت نشد.',
      ),
    );
    const members = (q: AudienceQuery) =>
      this.ds
        .getRepository(Registration)
        .createQueryBuilder('r')
        .innerJoin(TeamRegistration, 'tr', 'tr.registration_id = r.id')
        .where('tr.team_id = :team', { team: q.id });
    this.audiences.register(
      'TEAM',
      keysetAudience(members, 'r.owner_id', async (q) =>
        (await this.ds.getRepository(Team).existsBy({ id: q.id ?? 0 })) ? null : 'تیم یافت نشد.',
      ),
    );
  }
}
