import { Nullable } from '../../../core/http/nullable';
import { PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { CreateNoticeDto } from '../../mma';
import { IsArray, IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AudienceGender, HoldingType, UnitCategoryType } from '@daneshsara/domain';
import { CleanText, ToBoolean, ToInt } from '../../../core/http/transforms';
import { CleanRichText } from '../../../core/http/sanitize';

const INT = { message: 'مقدار باید عدد صحیح باشد.' };
const DATE = { message: 'تاریخ معتبر نیست.' };
const toIds = () =>
  Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : String(value).split(',');
    return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v));
  });
const toNumber = () => Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));
const emptyToNull = () => Transform(({ value }) => (value === '' ? null : value));

export class UnitCategoryDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(150) title: string;
  @IsIn(Object.values(UnitCategoryType), { message: 'نوع دسته معتبر نیست.' }) type: string;
}

export class UnitDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(200) title: string;
  @ToInt() @IsInt({ message: 'دسته را انتخاب کنید.' }) category: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(500) default_session_count?: number;
  @IsOptional() @toIds() @IsArray() @IsInt({ each: true }) prerequisites?: number[];
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) rules?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(50_000) codes?: string | null;
}

/** The classroom / event form (ENDPOINTS.md section 3.1), JSON or multipart. */
export class ClassroomDto {
  @ToInt() @IsInt({ message: 'درس را انتخاب کنید.' }) unit: number;
  @Nullable() @CleanText() @IsString() @MaxLength(200) title?: string | null;
  @IsIn(Object.values(HoldingType), { message: 'نوع برگزاری معتبر نیست.' }) holding_type: string;
  @IsOptional() @IsIn(Object.values(AudienceGender), { message: 'جنسیت مخاطبان معتبر نیست.' }) audience_gender_type?: string;
  @Nullable() @CleanText() @IsString() @MaxLength(40) audience_role?: string | null;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(10_000_000_000) price?: number;
  @Nullable() @emptyToNull() @ToInt() @IsInt(INT) professor?: number | null;
  @Nullable() @emptyToNull() @ToInt() @IsInt(INT) holding_year?: number | null;
  @Nullable() @emptyToNull() @ToInt() @IsInt(INT) @Min(1) @Max(12) holding_month?: number | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) sessions_frequency?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(500) live_streaming_url?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(20_000) classroom_address?: string | null;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100_000) capacity?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) allowed_absence_count?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100) effective_absence_coefficient?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) mandatory_assignment_count?: number;
  @IsOptional() @toNumber() @IsNumber() @Min(0) @Max(20) special_passing_mark?: number;
  @IsOptional() @toNumber() @IsNumber() @Min(0) @Max(20) minimum_conditional_passing_mark?: number;
  @IsOptional() @toNumber() @IsNumber() @Min(0) @Max(20) minimum_clean_passing_mark?: number;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) publish_time?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) beginning_enrollment_period?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) ending_enrollment_period?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) beginning_registration_period?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) ending_registration_period?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) beginning_drop_add_period?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) ending_drop_add_period?: string | null;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100) registration_period_refund_percent?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100) drop_add_period_refund_percent?: number;
  @IsOptional() @ToBoolean() @IsBoolean() allow_dropping_on_enrollment_period?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() allow_adding_on_registration_period?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() allow_dropping_on_registration_period?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() allow_adding_on_drop_add_period?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() allow_dropping_on_drop_add_period?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_ongoing?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() notify_absence?: boolean;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) rules?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) specification?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) bulletin?: string | null;
  @Nullable() @IsIn(['OMOUMI', 'HEIAT', 'ARZAGH', 'ORDOO']) category?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(20_000) event_address?: string | null;
  /** Files arrive as uploads; as text only the current URL (kept) or null/'' (cleared). */
  @Nullable() @IsString() @MaxLength(500) thumbnail?: string | null;
  @Nullable() @IsString() @MaxLength(500) codes?: string | null;
  @IsOptional() medias?: unknown;
}

export class DropDto {
  /** Staff drop someone else. */
  @Nullable() @ToInt() @IsInt(INT) owner?: number | null;
  /** Staff decide the refund, 0..paid (Rials). */
  @Nullable() @ToInt() @IsInt(INT) @Min(0) refund_amount?: number | null;
}

export class OwnerDto {
  @Nullable() @ToInt() @IsInt(INT) owner?: number | null;
}

export class OwnersDto {
  @IsOptional() @ToInt() @IsInt(INT) classroomId?: number;
  @toIds() @IsArray() @IsInt({ each: true }) owners: number[];
}

export class GradersDto {
  @toIds() @IsArray() @IsInt({ each: true }) graders: number[];
}

export class LeadersDto {
  @toIds() @IsArray() @IsInt({ each: true }) leaders: number[];
}

/**
 * POST /lma/registrations/send_message and send_in_app_message: a notice to one classroom's
 * registrations (by status, as the members tab filters them), sent by the notices' fan-out job.
 */
export class RegistrationsMessageDto extends PickType(CreateNoticeDto, [
  'title',
  'body',
  'url',
  'priority',
  'category',
  'registration_statuses',
] as const) {
  @ToInt() @IsInt({ message: 'کلاس را انتخاب کنید.' }) classroom: number;
}
