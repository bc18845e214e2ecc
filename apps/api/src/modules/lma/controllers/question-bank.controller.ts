import { Body, Controller, Delete, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CurrentUser, RequirePermission, type AuthUser, type Permission } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { listResponse, parseListQuery } from '../../../core/list';
import { AppendQuestionDto, QuestionChoiceDto, QuestionDto, TestSetDto } from '../dto/exams.dto';
import { QUESTION_CHOICES_LIST, QUESTIONS_LIST, TEST_SETS_LIST } from '../exams/exams.lists';
import { QuestionBankService } from '../exams/question-bank.service';
import { TestSetsService } from '../exams/test-sets.service';

type Q = Record<string, unknown>;
const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

/**
 * Who may read and write the question bank, choices and test sets: one place for these routes.
 * The bank holds the correct answers, so reading it is staff-only too.
 */
const BANK_STAFF: Permission = 'lma.manage';

@ApiTags('lma')
@ApiBearerAuth()
@RequirePermission(BANK_STAFF)
@Controller('lma')
export class QuestionBankController {
  constructor(
    private readonly bank: QuestionBankService,
    private readonly sets: TestSetsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('questions')
  async questions(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, QUESTIONS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.bank.list(lq);
    return listResponse(reply, lq, QUESTIONS_LIST, rows, count);
  }

  @Get('questions/:id')
  question(@IdParam() id: number) {
    return this.bank.one(id);
  }

  @Post('questions')
  createQuestion(@CurrentUser() me: AuthUser, @Body() dto: QuestionDto) {
    return this.bank.save(null, dto, me.id);
  }

  @Put('questions/:id')
  updateQuestion(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: QuestionDto) {
    return this.bank.save(id, dto, me.id);
  }

  @Delete('questions/:id')
  async removeQuestion(@IdParam() id: number) {
    await this.bank.remove(id);
    return done(id);
  }

  @Get('question_choices')
  async choices(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, QUESTION_CHOICES_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.bank.choices(lq);
    return listResponse(reply, lq, QUESTION_CHOICES_LIST, rows, count);
  }

  @Get('question_choices/:id')
  choice(@IdParam() id: number) {
    return this.bank.choice(id);
  }

  @Post('question_choices')
  createChoice(@Body() dto: QuestionChoiceDto) {
    return this.bank.saveChoice(null, dto);
  }

  @Put('question_choices/:id')
  updateChoice(@IdParam() id: number, @Body() dto: QuestionChoiceDto) {
    return this.bank.saveChoice(id, dto);
  }

  @Delete('question_choices/:id')
  async removeChoice(@IdParam() id: number) {
    await this.bank.removeChoice(id);
    return done(id);
  }

  @Post('session_templates/:id/append_question')
  appendToTemplate(@IdParam() id: number, @Body() dto: AppendQuestionDto) {
    return this.bank.appendToTemplate(id, dto.question);
  }

  @Get('test_sets')
  async testSets(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, TEST_SETS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.sets.list(lq);
    return listResponse(reply, lq, TEST_SETS_LIST, rows, count);
  }

  @Get('test_sets/:id')
  testSet(@IdParam() id: number) {
    return this.sets.one(id);
  }

  @Post('test_sets')
  createTestSet(@CurrentUser() me: AuthUser, @Body() dto: TestSetDto) {
    return this.sets.save(null, dto, me.id);
  }

  @Put('test_sets/:id')
  updateTestSet(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TestSetDto) {
    return this.sets.save(id, dto, me.id);
  }

  @Post('test_sets/:id/append_question')
  appendToSet(@IdParam() id: number, @Body() dto: AppendQuestionDto) {
    return this.sets.append(id, dto);
  }

  @Delete('test_sets/:id')
  async removeTestSet(@IdParam() id: number) {
    await this.sets.remove(id);
    return done(id);
  }
}
