import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TicketSources } from '../../mma';
import { Classroom } from '../entities/lma.entities';

/** Lends mma the classrooms, events and circles a learner may open a ticket about. */
@Injectable()
export class ClassroomTicketSources implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly sources: TicketSources,
  ) {}

  onModuleInit(): void {
    const exists = async (id: number) =>
      (await this.ds.getRepository(Classroom).existsBy({ id })) ? null : 'کلاس یافت نشد.';
    for (const type of ['TRAINING_CLASSROOM', 'DISCUSSION_CIRCLE_CLASSROOM', 'EVENT']) {
      this.sources.register(type, exists);
    }
  }
}
