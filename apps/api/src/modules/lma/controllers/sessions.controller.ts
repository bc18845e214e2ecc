import { Inject, Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { listResponse, ListQueryOf, memoryList, parseListQuery, type ListQuery } from '../../../core/list';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { crossClassroom, SheetsToVerify } from '../services/sheets-to-verify';
import { Exports } from '../../../core/exports';
import {
  AttendanceDto,
  NotationDto,
  ProjectAnswerDto,
  ProjectDto,
  ImportAttendanceDto,
  SessionDto,
  SessionTemplateDto,
  SubmitAssignmentDto,
  TeamDto,
  TeamMembersDto,
  TranscriptDto,
  TranscriptHistoryDto,
} from '../dto/sessions.dto';
import { RecordsService } from '../services/records.service';
import { ProjectsService } from '../services/projects.service';
import { SessionsService } from '../services/sessions.service';
import { TeachingAccess } from '../services/teaching';
import { TranscriptsService } from '../services/transcripts.service';
import {
  ACTIVITY_SHEET_LIST,
  HISTORIES_LIST,
  MY_TEAMS_LIST,
  PROJECT_SHEETS_LIST,
  PROJECTS_LIST,
  PROJECTS_WITH_SHEETS_LIST,
  SESSION_SHEETS_LIST,
  SESSION_TEMPLATES_LIST,
  SESSIONS_LIST,
  SESSIONS_WITH_SHEETS_LIST,
  TEAM_REGISTRATIONS_LIST,
  TEAMS_LIST,
  TRANSCRIPTS_LIST,
} from '../services/lma.memory-lists';
import { AcceptFiles } from '../../../core/http/files';
import { done } from '../../../core/routes';
import { classroomItemsController, num } from './classroom-items.controller';


export const SessionsController = classroomItemsController({
  item: 'session',
  service: SessionsService,
  dto: SessionDto,
  list: SESSIONS_LIST,
  withSheets: SESSIONS_WITH_SHEETS_LIST,
});

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/session_attendance_sheets')
export class SessionSheetsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly sessions: SessionsService,
    private readonly waiting: SheetsToVerify,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('submit_attendance_status') @HttpCode(200)
  attendance(@CurrentUser() me: AuthUser, @Body() dto: AttendanceDto) {
    return this.sessions.submitAttendance(me, dto);
  }

  @AcceptFiles({ answer_attachment: ['pdf', 'image', 'document'] }) @Post('submit_assignment') @HttpCode(200)
  assignment(@CurrentUser() me: AuthUser, @Body() dto: SubmitAssignmentDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.sessions.submitAssignment(me, dto, files);
  }

  /**
   * One session's learners: staff, the classroom's professor and its graders (404 for anyone else).
   * Without `session` but with `assignment_status`: the sheets of every classroom the caller works
   * on (lma.sheets; `assignment_status=SENT` = waiting for verification).
   */
  @Get('session_sheets')
  async sessionSheets(@CurrentUser() me: AuthUser, @Query() raw: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    if (crossClassroom(raw, 'session')) {
      const { lq, spec, rows, count } = await this.waiting.list(me, 'session', raw, this.config.MAX_PAGE_SIZE);
      return listResponse(reply, lq, spec, rows, count);
    }
    const lq = parseListQuery(raw, SESSION_SHEETS_LIST, this.config.MAX_PAGE_SIZE);
    return memoryList(reply, lq, SESSION_SHEETS_LIST, await this.sessions.sessionSheets(me, num(lq.params.session) ?? 0, {}));
  }

  @CookieAuth() @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'session-sheets', q);
  }

  @AcceptFiles({ file: ['spreadsheet'] }) @Put('import_list')
  importList(@CurrentUser() me: AuthUser, @Query('session') session: string, @Body() body: ImportAttendanceDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.sessions.importAttendance(me, num(session) ?? body.session ?? 0, files.file);
  }

  @Put(':id/verify')
  verify(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.sessions.verify(me, id, true);
  }

  @Put(':id/not_verify')
  notVerify(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.sessions.verify(me, id, false);
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/transcript_sheets')
export class TranscriptsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly transcripts: TranscriptsService,
    private readonly teaching: TeachingAccess,
  ) {}

  /** A professor reads the transcripts of their own classrooms only (404 for another's). */
  private own(me: AuthUser, q: Record<string, string | undefined>) {
    return this.teaching.assertProfesses(me, num(q.registration__classroom ?? q.classroom) ?? 0);
  }

  @CookieAuth() @RequirePermission('lma.transcripts.read') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    await this.own(me, q);
    return this.exports.answer(reply, me, 'transcripts', q);
  }

  @RequirePermission('lma.transcripts.read') @Get()
  async list(
    @CurrentUser() me: AuthUser,
    @ListQueryOf(TRANSCRIPTS_LIST) lq: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.own(me, lq.params);
    return memoryList(reply, lq, TRANSCRIPTS_LIST, await this.transcripts.list(lq.params));
  }

  @AcceptFiles({ certification: ['pdf', 'image'] }) @RequirePermission('lma.transcripts.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: TranscriptDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.transcripts.update(id, dto, files);
  }

  @RequirePermission('lma.transcripts.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.transcripts.remove(id);
    return done(id);
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/classrooms')
export class AnnounceController {
  constructor(private readonly transcripts: TranscriptsService) {}

  @RequirePermission('lma.manage') @Put(':id/announce_result')
  announce(@IdParam() id: number) {
    return this.transcripts.announce(id);
  }
}

export const ProjectsController = classroomItemsController({
  item: 'project',
  service: ProjectsService,
  dto: ProjectDto,
  list: PROJECTS_LIST,
  withSheets: PROJECTS_WITH_SHEETS_LIST,
});

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/project_attendance_sheets')
export class ProjectSheetsController {
  @Inject(Exports) private readonly exports!: Exports;
  constructor(
    private readonly projects: ProjectsService,
    private readonly waiting: SheetsToVerify,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @AcceptFiles({ answer_attachment: ['pdf', 'image', 'document'] }) @Post() @HttpCode(200)
  answer(@CurrentUser() me: AuthUser, @Body() dto: ProjectAnswerDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.projects.answer(me, dto, files);
  }

  /**
   * One project's learners: staff, the classroom's professor and its graders (404 for anyone else).
   * Without `project` but with `answer_status`: every classroom's hand-ins the caller works on
   * (lma.sheets; `answer_status=SENT` = waiting for verification).
   */
  @Get('project_sheets')
  async sheets(@CurrentUser() me: AuthUser, @Query() raw: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    if (crossClassroom(raw, 'project')) {
      const { lq, spec, rows, count } = await this.waiting.list(me, 'project', raw, this.config.MAX_PAGE_SIZE);
      return listResponse(reply, lq, spec, rows, count);
    }
    const lq = parseListQuery(raw, PROJECT_SHEETS_LIST, this.config.MAX_PAGE_SIZE);
    return memoryList(reply, lq, PROJECT_SHEETS_LIST, await this.projects.projectSheets(me, num(lq.params.project) ?? 0, {}));
  }

  /** The hand-ins as .xlsx, filtered like project_sheets; the same people may ask. */
  @CookieAuth() @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'project-sheets', q);
  }

  @Put(':id/verify')
  verify(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.projects.review(me, id, { verified: true });
  }

  @Put(':id/not_verify')
  notVerify(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.projects.review(me, id, { verified: false });
  }

  @Put(':id/save_notation')
  notation(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: NotationDto) {
    return this.projects.review(me, id, { notation: dto.notation ?? '' });
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class TeamsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get('teams/classroom_teams_with_join_status')
  async withStatus(@CurrentUser() me: AuthUser, @ListQueryOf(TEAMS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, TEAMS_LIST, await this.projects.teams(me, num(lq.params.classroom) ?? 0));
  }

  @Get('teams/my_leading_teams')
  async leading(@CurrentUser() me: AuthUser, @ListQueryOf(MY_TEAMS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, MY_TEAMS_LIST, await this.projects.myLeading(me));
  }

  @Get('teams')
  async list(@CurrentUser() me: AuthUser, @ListQueryOf(TEAMS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, TEAMS_LIST, await this.projects.teams(me, num(lq.params.classroom) ?? 0));
  }

  @RequirePermission('lma.manage') @Post('teams')
  create(@Body() dto: TeamDto) {
    return this.projects.saveTeam(null, dto);
  }

  /** The educational head, or the team's own leader (404 for another's team). */
  @RequirePermission('lma.teams.update') @Put('teams/:id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TeamDto) {
    return this.projects.saveTeam(id, dto, me);
  }

  @RequirePermission('lma.manage') @Delete('teams/:id')
  async remove(@IdParam() id: number) {
    await this.projects.removeTeam(id);
    return done(id);
  }

  @Put('teams/:id/register')
  join(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.projects.join(me, id);
  }

  @RequirePermission('lma.manage') @Put('teams/:id/registrations')
  setMembers(@IdParam() id: number, @Body() dto: TeamMembersDto) {
    return this.projects.setMembers(id, dto.registrations);
  }

  @Get('team_registrations')
  async members(@CurrentUser() me: AuthUser, @ListQueryOf(TEAM_REGISTRATIONS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, TEAM_REGISTRATIONS_LIST, await this.projects.membersVisible(me, num(lq.params.team) ?? 0));
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class RecordsController {
  constructor(
    private readonly records: RecordsService,
    private readonly teaching: TeachingAccess,
  ) {}

  @RequirePermission('lma.manage') @Get('session_templates')
  async templates(@ListQueryOf(SESSION_TEMPLATES_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, SESSION_TEMPLATES_LIST, await this.records.templates(num(lq.params.unit)));
  }

  @RequirePermission('lma.manage') @Post('session_templates')
  createTemplate(@Body() dto: SessionTemplateDto) {
    return this.records.saveTemplate(null, dto);
  }

  @RequirePermission('lma.manage') @Put('session_templates/:id')
  updateTemplate(@IdParam() id: number, @Body() dto: SessionTemplateDto) {
    return this.records.saveTemplate(id, dto);
  }

  @RequirePermission('lma.manage') @Delete('session_templates/:id')
  async removeTemplate(@IdParam() id: number) {
    await this.records.removeTemplate(id);
    return done(id);
  }

  @RequirePermission('lma.manage') @Get('transcript_sheet_histories')
  async histories(@ListQueryOf(HISTORIES_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, HISTORIES_LIST, await this.records.histories(num(lq.params.unit)));
  }

  @RequirePermission('lma.manage') @Post('transcript_sheet_histories')
  createHistory(@Body() dto: TranscriptHistoryDto) {
    return this.records.saveHistory(dto);
  }

  @RequirePermission('lma.manage') @Delete('transcript_sheet_histories/:id')
  async removeHistory(@IdParam() id: number) {
    await this.records.removeHistory(id);
    return done(id);
  }

  /** The educational head, or the classroom's professor (404 for another's classroom). */
  @RequirePermission('lma.activity_sheet.read') @Get('registrations/activity_sheet')
  activity(@CurrentUser() me: AuthUser, @ListQueryOf(ACTIVITY_SHEET_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.activitySheet(me, lq, reply);
  }

  /** The same sheet under the name the exam screens use. */
  @RequirePermission('lma.activity_sheet.read') @Get('registrations/examinee_sheet')
  examinees(@CurrentUser() me: AuthUser, @ListQueryOf(ACTIVITY_SHEET_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.activitySheet(me, lq, reply);
  }

  private async activitySheet(me: AuthUser, lq: ListQuery, reply: FastifyReply) {
    const { classroom, owner__national_code: code } = lq.params;
    await this.teaching.assertProfesses(me, num(classroom) ?? 0);
    return memoryList(reply, lq, ACTIVITY_SHEET_LIST, await this.records.activitySheet(num(classroom) ?? 0, code || null));
  }
}
