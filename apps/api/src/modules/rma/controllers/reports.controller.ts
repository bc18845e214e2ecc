import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { toLatinDigits } from '@daneshsara/domain';
import { RequirePermission } from '../../../core/auth';
import { fieldError } from '../../../core/http/errors';
import { ReportsService } from '../services/reports.service';

/** GET /rma/reports?months=12: the console's reports page (docs/api.md «Reports»). */
@ApiTags('rma')
@ApiBearerAuth()
@Controller('rma/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @RequirePermission('rma.reports.read')
  @Get()
  get(@Query('months') months?: string) {
    const n = months === undefined || months === '' ? 12 : Number(toLatinDigits(String(months)));
    if (!Number.isInteger(n) || n < 1 || n > 24)
      throw fieldError('months', 'تعداد ماه‌ها باید بین ۱ و ۲۴ باشد.');
    return this.reports.reports(n);
  }
}
