import { Controller, ForbiddenException, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isStaff } from '@daneshsara/domain';
import { CurrentUser, type AuthUser } from '../../core/auth';
import { DashboardService } from './dashboard.service';

@ApiTags('rma')
@ApiBearerAuth()
@Controller('rma/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** What waits for the caller (staff only), and for admins this month beside last month. */
  @Get()
  get(@CurrentUser() me: AuthUser) {
    if (!me.roles.includes('superuser') && !isStaff(me.roles)) {
      throw new ForbiddenException('این بخش ویژه کارکنان است.');
    }
    return this.dashboard.forCaller(me);
  }
}
