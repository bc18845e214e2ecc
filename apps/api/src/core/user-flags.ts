import { Injectable } from '@nestjs/common';

/**
 * Facts about a user that other modules own but uma reports on the user (e.g.
 * has_overdue_instalment, owned by accounting). Modules register their check at start-up, so
 * uma needs no import of them.
 */
@Injectable()
export class UserFlags {
  private overdueCheck: ((userId: number) => Promise<boolean>) | null = null;

  setOverdueCheck(check: (userId: number) => Promise<boolean>): void {
    this.overdueCheck = check;
  }

  async hasOverdueInstalment(userId: number): Promise<boolean> {
    return this.overdueCheck ? this.overdueCheck(userId) : false;
  }
}
