import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { Exports } from '../../../core/exports';
import { AcceptFiles } from '../../../core/http/files';
import { Idempotent } from '../../../core/idempotency';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { ListQueryOf, listResponse, type ListQuery } from '../../../core/list';
import { AnswerSheetDto, GetOrCreateBookDto, GraderDescriptionDto, ObjectionRequestDto, ObjectionResultDto, OverallAnswerDto, ScoreDto } from '../dto/answer-books.dto';
import { ANSWER_BOOKS_LIST, AnswerBooksService } from '../exams/answer-books.service';
import { AttemptsService } from '../exams/attempts.service';
import { GradingService } from '../exams/grading.service';
import { ObjectionsService } from '../exams/objections.service';

/** A learner's answer books (ENDPOINTS 1.2 «Tests / answer books»); staff read them through the same routes. */
@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class AnswerBooksController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly books: AnswerBooksService,
    private readonly attempts: AttemptsService,
  ) {}

  /** A learner lists their own books; staff, a classroom's professor and graders the books they may grade. */
  @Get('answer_books')
  async list(@CurrentUser() me: AuthUser, @ListQueryOf(ANSWER_BOOKS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows, count } = await this.books.list(me, lq);
    return listResponse(reply, lq, ANSWER_BOOKS_LIST, rows, count);
  }

  /** The list as .xlsx (Persian headers), filtered like the list: staff, a classroom's professor and graders. */
  @CookieAuth() @RequirePermission('lma.answer_books.read') @Get('answer_books/export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'answer-books', q);
  }

  @Post('answer_books/get_or_create') @HttpCode(200)
  getOrCreate(@CurrentUser() me: AuthUser, @Body() dto: GetOrCreateBookDto) {
    return this.books.getOrCreate(me, dto.test, dto.owner);
  }

  @Get('answer_books/:id')
  one(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.books.one(me, id);
  }

  /** The first fetch by the learner starts the attempt (server time). */
  @Get('answer_books/:id/get_test_questions')
  questions(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.books.questions(me, id);
  }

  @Idempotent() @AcceptFiles({ overall_answer_attachment: ['pdf'] }) @Post('answer_books/:id/submit_overall_answer') @HttpCode(200)
  overall(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: OverallAnswerDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.attempts.overallAnswer(me, id, dto, files.overall_answer_attachment);
  }

  @Put('answer_books/:id/confirm_answers')
  confirm(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.attempts.confirm(me, id);
  }

  @Idempotent() @AcceptFiles({ answer_attachment: ['image'] }) @Post('answer_sheets') @HttpCode(200)
  saveAnswer(@CurrentUser() me: AuthUser, @Body() dto: AnswerSheetDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.attempts.saveAnswer(me, dto, files.answer_attachment);
  }
}

/** Graders and the educational staff (ENDPOINTS 4.2): taking a book, scoring, confirming; objections. */
@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class GradingController {
  constructor(
    private readonly grading: GradingService,
    private readonly objections: ObjectionsService,
  ) {}

  @RequirePermission('lma.answer_books.grade') @Put('answer_books/:id/set_grader_to_me')
  take(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.grading.takeBook(me, id);
  }

  @RequirePermission('lma.answer_books.grade') @Put('answer_sheets/:id/submit_score')
  score(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ScoreDto) {
    return this.grading.score(me, id, dto.score);
  }

  @RequirePermission('lma.answer_books.grade') @Put('answer_books/:id/submit_grader_description')
  describe(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: GraderDescriptionDto) {
    return this.grading.describe(me, id, dto.grader_description);
  }

  @RequirePermission('lma.answer_books.grade') @Put('answer_books/:id/confirm_scores')
  confirmScores(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.grading.confirmScores(me, id);
  }

  @RequirePermission('lma.answer_books.grade') @Put('answer_books/:id/confirm_ungradable')
  confirmUngradable(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.grading.confirmUngradable(me, id);
  }

  /** The learner, once, inside the objection window. */
  @Put('answer_books/:id/submit_objection_request')
  objection(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ObjectionRequestDto) {
    return this.objections.request(me, id, dto.objection_request);
  }

  @RequirePermission('lma.answer_books.objection') @Put('answer_books/:id/submit_objection_result')
  objectionResult(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ObjectionResultDto) {
    return this.objections.result(me, id, dto.objection_result);
  }
}
