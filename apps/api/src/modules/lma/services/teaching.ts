import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { notFound } from '../../../core/http/errors';
import { Classroom, ClassroomGrader } from '../entities/lma.entities';

/**
 * DOMAIN.md section 2: besides the staff who manage learning (lma.manage), a classroom's professor
 * and its assigned graders work on that classroom's sheets (attendance, assignments, projects).
 * Anyone else gets a 404 that does not confirm the classroom exists.
 */
@Injectable()
export class TeachingAccess {
  constructor(private readonly ds: DataSource) {}

  async teaches(caller: AuthUser, classroomId: number): Promise<boolean> {
    if (can(caller.roles, 'lma.manage')) return true;
    const [professor, grader] = await Promise.all([
      this.ds.getRepository(Classroom).existsBy({ id: classroomId, professor_id: caller.id }),
      this.ds.getRepository(ClassroomGrader).existsBy({ classroom_id: classroomId, grader_id: caller.id }),
    ]);
    return professor || grader;
  }

  /** Staff who manage learning, or the classroom's professor (not its graders). */
  async professes(caller: AuthUser, classroomId: number): Promise<boolean> {
    if (can(caller.roles, 'lma.manage')) return true;
    return this.ds.getRepository(Classroom).existsBy({ id: classroomId, professor_id: caller.id });
  }

  async assert(caller: AuthUser, classroomId: number): Promise<void> {
    if (!(await this.teaches(caller, classroomId))) throw notFound();
  }

  /** 404 unless the caller manages learning or is the classroom's professor (0: no classroom asked). */
  async assertProfesses(caller: AuthUser, classroomId: number): Promise<void> {
    if (classroomId && !(await this.professes(caller, classroomId))) throw notFound();
  }
}
