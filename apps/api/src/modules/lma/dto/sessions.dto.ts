import { Nullable } from '../../../core/http/nullable';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const ToNumber = () => Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));
import { CleanText, ToBoolean, ToInt } from '../../../core/http/transforms';
import { CleanRichText } from '../../../core/http/sanitize';

export class SessionDto {
  @ToInt() @IsInt({ message: 'کلاس را مشخص کنید.' }) classroom: number;
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان جلسه را وارد کنید.' }) @MaxLength(200) title: string;
  @IsDateString({}, { message: 'زمان آغاز جلسه معتبر نیست.' }) beginning_time: string;
  @IsDateString({}, { message: 'زمان پایان جلسه معتبر نیست.' }) ending_time: string;
  @Nullable() @ToInt() @IsInt() unit?: number | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) syllabus?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) contents?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) assignment_description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) assignment_answer?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_mandatory?: boolean;
  @IsOptional() medias?: unknown;
}

export class AttendanceDto {
  @ToInt() @IsInt({ message: 'جلسه را مشخص کنید.' }) session: number;
  @Nullable() @ToInt() @IsInt() owner?: number | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_read_part1?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_read_part2?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_present_listen_part1?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_present_listen_part2?: boolean;
}

export class SubmitAssignmentDto {
  @ToInt() @IsInt({ message: 'جلسه را مشخص کنید.' }) session: number;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) answer_text?: string | null;
  /** A new file arrives as an upload; as text only the current URL. */
  @Nullable() @IsString() @MaxLength(500) answer_attachment?: string | null;
}

export class TranscriptDto {
  @Nullable() final_score?: string | number | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_sent_by_post?: boolean;
  /** A new file arrives as an upload; as text only the current URL, or null/'' to remove it. */
  @Nullable() @IsString() @MaxLength(500) certification?: string | null;
}

export class ProjectDto {
  @ToInt() @IsInt({ message: 'کلاس را مشخص کنید.' }) classroom: number;
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان پروژه را وارد کنید.' }) @MaxLength(200) title: string;
  @IsIn(['TEAM', 'SOLO'], { message: 'نوع پروژه معتبر نیست.' }) type: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_mandatory?: boolean;
  @Nullable() @IsDateString({}, { message: 'تاریخ معتبر نیست.' }) beginning_doing_period?: string | null;
  @Nullable() @IsDateString({}, { message: 'تاریخ معتبر نیست.' }) ending_doing_period?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) correct_answer?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) contents?: string | null;
}

export class ProjectAnswerDto {
  @ToInt() @IsInt({ message: 'پروژه را مشخص کنید.' }) project: number;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) answer_text?: string | null;
  @Nullable() @IsString() @MaxLength(500) answer_attachment?: string | null;
}

export class NotationDto {
  /** Empty (or left out) clears the note. */
  @IsOptional() @CleanText() @IsString() @MaxLength(10_000) notation?: string;
}

export class TeamDto {
  @ToInt() @IsInt({ message: 'کلاس را مشخص کنید.' }) classroom: number;
  @CleanText() @IsString() @IsNotEmpty({ message: 'نام گروه را وارد کنید.' }) @MaxLength(150) title: string;
  @ToInt() @IsInt() @Min(1, { message: 'ظرفیت گروه دست کم ۱ است.' }) @Max(1000) capacity: number;
  @IsOptional() @ToBoolean() @IsBoolean() is_joinable?: boolean;
  @Nullable() @ToInt() @IsInt() leader?: number | null;
  @Nullable() @CleanText() @IsString() @MaxLength(10_000) description?: string | null;
}

export class TeamMembersDto {
  @IsArray() @IsInt({ each: true }) registrations: number[];
}

export class SessionTemplateDto {
  @ToInt() @IsInt({ message: 'درس را مشخص کنید.' }) unit: number;
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(200) title: string;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) syllabus?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) contents?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) assignment_question?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) assignment_answer?: string | null;
}

export class TranscriptHistoryDto {
  @ToInt() @IsInt({ message: 'درس را مشخص کنید.' }) unit: number;
  @CleanText() @IsString() @Matches(/^\d{10}$/, { message: 'کد ملی باید ۱۰ رقم باشد.' }) national_code: string;
  @ToNumber() @IsNumber({}, { message: 'نمره معتبر نیست.' }) @Min(0) @Max(20, { message: 'نمره باید بین ۰ تا ۲۰ باشد.' }) score: number;
}

/** The attendance list's upload form: the file comes as `file`; the session as a query or a field. */
export class ImportAttendanceDto {
  @IsOptional() @ToInt() @IsInt({ message: 'جلسه را مشخص کنید.' }) session?: number;
  @IsOptional() @IsIn(['excel'], { message: 'تنها فهرست اکسل پذیرفته می‌شود.' }) type?: string;
}
