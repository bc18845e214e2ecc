import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DiscountTarget } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { RequirePermission } from '../../../core/auth';
import { listResponse, parseListQuery } from '../../../core/list';
import { StoreDiscountDto } from '../dto/accounting.dto';
import { DISCOUNTS_LIST } from '../services/accounting.lists';
import { DiscountsService } from '../services/discounts.service';

/**
 * The store's own path for its discount codes (ENDPOINTS 1.8): the same rows as
 * `/accounting/discounts?target=STORE`, kept by the same people (finance, admin).
 */
@ApiTags('store')
@ApiBearerAuth()
@Controller('store/discounts')
export class StoreDiscountsController {
  constructor(
    private readonly discounts: DiscountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @RequirePermission('accounting.discounts.manage')
  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const lq = parseListQuery(query, DISCOUNTS_LIST, this.config.MAX_PAGE_SIZE);
    lq.conditions.push({ field: 'target', op: 'eq', value: DiscountTarget.STORE });
    const { rows, count } = await this.discounts.list(lq);
    return listResponse(reply, lq, DISCOUNTS_LIST, rows, count);
  }

  @RequirePermission('accounting.discounts.manage')
  @Post()
  create(@Body() dto: StoreDiscountDto) {
    return this.discounts.create({ ...dto, target: DiscountTarget.STORE });
  }
}
