import { Body, Controller, Delete, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import { CurrentUser, RequirePermission, type AuthUser, type Permission } from '../../../core/auth';
import { fieldError } from '../../../core/http/errors';
import { IdParam } from '../../../core/http/id.pipe';
import { memoryList, parseListQuery } from '../../../core/list';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { TESTS_LIST } from '../services/lma.memory-lists';
import { AppendQuestionDto, TestDto, TestQuestionDto } from '../dto/exams.dto';
import { TestsService } from '../exams/tests.service';

/** Who makes and edits tests: one place for these routes (reading is also open to a classroom's examinees). */
const TEST_STAFF: Permission = 'lma.manage';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : /^\d+$/.test(String(v)) ? Number(v) : NaN);

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class TestsController {
  constructor(
    private readonly tests: TestsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A classroom's (or event's) tests: `classroom` or `event`. */
  @Get('tests')
  async list(@CurrentUser() me: AuthUser, @Query() raw: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(raw, TESTS_LIST, this.config.MAX_PAGE_SIZE);
    const id = num(lq.params.classroom ?? lq.params.event);
    if (id === null || Number.isNaN(id)) throw fieldError('classroom', 'کلاس را انتخاب کنید.');
    return memoryList(reply, lq, TESTS_LIST, await this.tests.list(me, id));
  }

  @Get('tests/:id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.tests.one(me, id);
  }

  @RequirePermission(TEST_STAFF) @Post('tests')
  create(@CurrentUser() me: AuthUser, @Body() dto: TestDto) {
    return this.tests.save(me, null, dto);
  }

  @RequirePermission(TEST_STAFF) @Put('tests/:id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TestDto) {
    return this.tests.save(me, id, dto);
  }

  @RequirePermission(TEST_STAFF) @Post('tests/:id/append_question')
  append(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: AppendQuestionDto) {
    return this.tests.appendQuestion(me, id, dto.question, dto.mark);
  }

  @RequirePermission(TEST_STAFF) @Delete('tests/:id')
  async remove(@IdParam() id: number) {
    await this.tests.remove(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }

  @RequirePermission(TEST_STAFF) @Put('test_questions/:id')
  editQuestion(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TestQuestionDto) {
    return this.tests.editQuestion(me, id, dto);
  }
}
