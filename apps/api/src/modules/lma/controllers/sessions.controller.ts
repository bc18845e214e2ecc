import { Inject, Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { onePage } from '../../../core/list';
import { Exports } from '../../../core/exports';
import {
  AttendanceDto,
  NotationDto,
  ProjectAnswerDto,
  ProjectDto,
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
import { TranscriptsService } from '../services/transcripts.service';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v) || 0);

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** A classroom's sessions: its REGISTERED learners and staff. */
  @Get()
  async list(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string) {
    return onePage(await this.sessions.list(me, num(classroom) ?? 0));
  }

  @Get('attendance_sheets')
  async sheets(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string, @Query('owner') owner?: string) {
    return onePage(await this.sessions.withSheets(me, num(classroom) ?? 0, num(owner)));
  }

  @Get(':id/session_and_current_user_attendance_sheet')
  mine(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.sessions.one(me, id, null);
  }

  @RequirePermission('lma.manage') @Get(':id/session_and_owner_user_attendance_sheet/:userId')
  owner(@CurrentUser() me: AuthUser, @IdParam() id: number, @Param('userId') userId: string) {
    return this.sessions.one(me, id, num(userId));
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.sessions.one(me, id, null);
  }

  @RequirePermission('lma.manage') @Post()
  create(@Body() dto: SessionDto) {
    return this.sessions.save(null, dto);
  }

  @RequirePermission('lma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: SessionDto) {
    return this.sessions.save(id, dto);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.sessions.remove(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/session_attendance_sheets')
export class SessionSheetsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(private readonly sessions: SessionsService) {}

  @Post('submit_attendance_status') @HttpCode(200)
  attendance(@CurrentUser() me: AuthUser, @Body() dto: AttendanceDto) {
    return this.sessions.submitAttendance(me, dto);
  }

  @Post('submit_assignment') @HttpCode(200)
  assignment(@CurrentUser() me: AuthUser, @Body() dto: SubmitAssignmentDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.sessions.submitAssignment(me, dto, files);
  }

  /** Staff, the classroom's professor and its graders (404 for anyone else). */
  @Get('session_sheets')
  async sessionSheets(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>) {
    return onePage(await this.sessions.sessionSheets(me, num(q.session) ?? 0, q));
  }

  @CookieAuth() @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'session-sheets', q);
  }

  @Put('import_list')
  importList(@CurrentUser() me: AuthUser, @Query('session') session: string, @Body() body: { session?: string }, @Uploads() files: Record<string, UploadedFile>) {
    return this.sessions.importAttendance(me, num(session ?? body?.session) ?? 0, files.file);
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

  constructor(private readonly transcripts: TranscriptsService) {}

  @CookieAuth() @RequirePermission('lma.manage') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'transcripts', q);
  }

  @RequirePermission('lma.manage') @Get()
  async list(@Query() q: Record<string, string>) {
    return onePage(await this.transcripts.list(q));
  }

  @RequirePermission('lma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: TranscriptDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.transcripts.update(id, dto, files);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.transcripts.remove(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
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

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string) {
    return onePage(await this.projects.list(me, num(classroom) ?? 0));
  }

  @Get('attendance_sheets')
  async sheets(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string, @Query('owner') owner?: string) {
    return onePage(await this.projects.withSheets(me, num(classroom) ?? 0, num(owner)));
  }

  @Get(':id/project_and_current_user_attendance_sheet')
  mine(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.projects.one(me, id, null);
  }

  @RequirePermission('lma.manage') @Get(':id/project_and_owner_user_attendance_sheet/:userId')
  owner(@CurrentUser() me: AuthUser, @IdParam() id: number, @Param('userId') userId: string) {
    return this.projects.one(me, id, num(userId));
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.projects.one(me, id, null);
  }

  @RequirePermission('lma.manage') @Post()
  create(@Body() dto: ProjectDto) {
    return this.projects.save(null, dto);
  }

  @RequirePermission('lma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: ProjectDto) {
    return this.projects.save(id, dto);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.projects.remove(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/project_attendance_sheets')
export class ProjectSheetsController {
  constructor(private readonly projects: ProjectsService) {}

  @Post() @HttpCode(200)
  answer(@CurrentUser() me: AuthUser, @Body() dto: ProjectAnswerDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.projects.answer(me, dto, files);
  }

  /** Staff, the classroom's professor and its graders (404 for anyone else). */
  @Get('project_sheets')
  async sheets(@CurrentUser() me: AuthUser, @Query() q: Record<string, string>) {
    return onePage(await this.projects.projectSheets(me, num(q.project) ?? 0, q));
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
  async withStatus(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string) {
    return onePage(await this.projects.teams(me, num(classroom) ?? 0));
  }

  @Get('teams/my_leading_teams')
  async leading(@CurrentUser() me: AuthUser) {
    return onePage(await this.projects.myLeading(me));
  }

  @Get('teams')
  async list(@CurrentUser() me: AuthUser, @Query('classroom') classroom: string) {
    return onePage(await this.projects.teams(me, num(classroom) ?? 0));
  }

  @RequirePermission('lma.manage') @Post('teams')
  create(@Body() dto: TeamDto) {
    return this.projects.saveTeam(null, dto);
  }

  @RequirePermission('lma.manage') @Put('teams/:id')
  update(@IdParam() id: number, @Body() dto: TeamDto) {
    return this.projects.saveTeam(id, dto);
  }

  @RequirePermission('lma.manage') @Delete('teams/:id')
  async remove(@IdParam() id: number) {
    await this.projects.removeTeam(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
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
  async members(@CurrentUser() me: AuthUser, @Query('team') team: string) {
    return onePage(await this.projects.membersVisible(me, num(team) ?? 0));
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class RecordsController {
  constructor(private readonly records: RecordsService) {}

  @RequirePermission('lma.manage') @Get('session_templates')
  async templates(@Query('unit') unit?: string) {
    return onePage(await this.records.templates(num(unit)));
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
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }

  @RequirePermission('lma.manage') @Get('transcript_sheet_histories')
  async histories(@Query('unit') unit?: string) {
    return onePage(await this.records.histories(num(unit)));
  }

  @RequirePermission('lma.manage') @Post('transcript_sheet_histories')
  createHistory(@Body() dto: TranscriptHistoryDto) {
    return this.records.saveHistory(dto);
  }

  @RequirePermission('lma.manage') @Delete('transcript_sheet_histories/:id')
  async removeHistory(@IdParam() id: number) {
    await this.records.removeHistory(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }

  @RequirePermission('lma.manage') @Get('registrations/activity_sheet')
  async activity(@Query('classroom') classroom: string, @Query('owner__national_code') code?: string) {
    return onePage(await this.records.activitySheet(num(classroom) ?? 0, code ?? null));
  }

  @RequirePermission('lma.manage') @Get('registrations/examinee_sheet')
  async examinees(@Query('classroom') classroom: string, @Query('owner__national_code') code?: string) {
    return onePage(await this.records.activitySheet(num(classroom) ?? 0, code ?? null));
  }
}
