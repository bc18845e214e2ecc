import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { AccessReadWithData, CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser, type Claim } from '../../../core/auth';
import { AuthRateLimit } from '../../../core/rate-limit';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { IdParam } from '../../../core/http/id.pipe';
import { listResponse, listResponseJson, parseListQuery, type ListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { LoginDto, LoginOtpDto, SendOtpDto, SetPasswordDto, SignUpDto, VerifyInputDto } from '../dto/auth.dto';
import { AdminUserCreateDto, AdminUserUpdateDto, ChangeRoleDto, ProfileDto } from '../dto/profile.dto';
import { AuthService } from '../services/auth.service';
import { UsersService } from '../services/users.service';
import { JwtAuthenticator } from '../services/jwt-authenticator';
import { PROFESSORS_LIST, USER_PICKER_LIST, USERS_LIST } from '../services/users.list';
import { Messages } from '@daneshsara/domain';
import { AcceptFiles } from '../../../core/http/files';
import type { FileKind } from '../../../core/storage/storage';

const PICTURE = { picture: ['image'] } satisfies Record<string, FileKind[]>;

@ApiTags('uma')
@ApiBearerAuth()
@Controller('uma/users')
export class UsersController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: Exports,
    private readonly access: JwtAuthenticator,
  ) {}

  @Public() @AuthRateLimit() @Post('send_otp') @HttpCode(200)
  sendOtp(@Body() dto: SendOtpDto, @CurrentUser() caller?: AuthUser) {
    return this.auth.sendOtp(dto, caller);
  }

  @Public() @AuthRateLimit() @Post('sign_up') @HttpCode(200)
  signUp(@Body() dto: SignUpDto) {
    return this.auth.signUp(dto);
  }

  @Public() @AuthRateLimit() @Post('login') @HttpCode(200)
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto);
  }

  @Public() @AuthRateLimit() @Post('login_otp') @HttpCode(200)
  loginOtp(@Body() dto: LoginOtpDto) {
    return this.auth.loginOtp(dto);
  }

  @Public() @AuthRateLimit() @Post('set_password') @HttpCode(200)
  setPassword(@Body() dto: SetPasswordDto) {
    return this.auth.setPassword(dto);
  }

  /** Signs out everywhere: every token issued before this second is refused from now on. */
  @Post('logout') @HttpCode(204)
  async logout(@CurrentUser() me: AuthUser): Promise<void> {
    await this.auth.logout(me);
  }

  @Put('verify_input')
  async verifyInput(@CurrentUser() me: AuthUser, @Body() dto: VerifyInputDto) {
    await this.auth.verifyInput(me, dto);
    return this.users.get(me.id);
  }

  @Get('current')
  current(@CurrentUser() me: AuthUser) {
    return this.users.get(me.id);
  }

  @AcceptFiles(PICTURE) @Put('current')
  updateCurrent(@CurrentUser() me: AuthUser, @Body() dto: ProfileDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.users.updateCurrent(me, dto, files);
  }

  @AcceptFiles(PICTURE) @Patch('current')
  patchCurrent(@CurrentUser() me: AuthUser, @Body() dto: ProfileDto, @Uploads() files: Record<string, UploadedFile>) {
    return this.users.updateCurrent(me, dto, files);
  }

  @Public() @Get('professors')
  async professors(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, PROFESSORS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.users.professors(lq);
    return listResponse(reply, lq, PROFESSORS_LIST, rows, count);
  }

  /** Id, name and mobile of active users, for staff who pick a learner (DOMAIN.md section 2). */
  @RequirePermission('uma.user_picker.read') @Get('picker')
  async picker(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, USER_PICKER_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.users.picker(lq);
    return listResponse(reply, lq, USER_PICKER_LIST, rows, count);
  }

  @CookieAuth() @RequirePermission('uma.users.export') @Get('export_report')
  async exportReport(@CurrentUser() me: AuthUser, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'users', query);
  }

  /** Authenticated by the page statement itself (@AccessReadWithData): one round trip. */
  @AccessReadWithData() @RequirePermission('uma.users.read') @Get()
  async list(
    @Req() req: { claim: Claim },
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    let lq: ListQuery;
    try {
      lq = parseListQuery(query, USERS_LIST, this.config.MAX_PAGE_SIZE);
    } catch (err) {
      // A caller the guards would refuse hears 401/403, not what was wrong with the query.
      await this.access.settleByQuery(req.claim);
      throw err;
    }
    const { rows, count } = await this.users.listJson(lq, req.claim);
    return listResponseJson(reply, lq, USERS_LIST, rows, count);
  }

  @RequirePermission('uma.users.create') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: AdminUserCreateDto) {
    return this.users.create(me, dto);
  }

  /** Staff see anyone; everyone else sees only themselves (another user's id answers 404). */
  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.users.getVisible(me, id);
  }

  @AcceptFiles(PICTURE) @RequirePermission('uma.users.update') @Put(':id')
  update(
    @CurrentUser() me: AuthUser,
    @IdParam() id: number,
    @Body() dto: AdminUserUpdateDto,
    @Uploads() files: Record<string, UploadedFile>,
  ) {
    return this.users.updateByStaff(me, id, dto, files);
  }

  @AcceptFiles(PICTURE) @RequirePermission('uma.users.update') @Patch(':id')
  patch(
    @CurrentUser() me: AuthUser,
    @IdParam() id: number,
    @Body() dto: AdminUserUpdateDto,
    @Uploads() files: Record<string, UploadedFile>,
  ) {
    return this.users.updateByStaff(me, id, dto, files);
  }

  @RequirePermission('uma.users.roles') @Put(':id/change_role')
  changeRole(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ChangeRoleDto) {
    return this.users.setRoles(me, id, dto.roles);
  }

  @RequirePermission('uma.users.delete') @Delete(':id')
  async remove(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    await this.users.remove(me, id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }
}
