import { Nullable } from '../../../core/http/nullable';
import { RegistrationStatus, Role } from '@daneshsara/domain';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { CleanText, ToInt } from '../../../core/http/transforms';

export const NOTICE_AUDIENCES = ['ALL', 'ROLE', 'CLASSROOM', 'TEAM', 'UNIT'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** A notice staff write, and who it goes to (sent later by PUT /mma/notices/{id}/send). */
export class CreateNoticeDto {
  @CleanText()
  @IsString()
  @IsNotEmpty({ message: 'عنوان را وارد کنید.' })
  @MaxLength(255)
  title: string;
  @CleanText()
  @IsString()
  @IsNotEmpty({ message: 'متن اعلان را وارد کنید.' })
  @MaxLength(10_000)
  body: string;
  @Nullable()
  @CleanText()
  @IsString()
  @MaxLength(500)
  @Matches(/^(\/|https?:\/\/)/, { message: 'پیوند باید با / یا http آغاز شود.' })
  url?: string | null;
  @Nullable() @IsIn(['HIGH'], { message: 'اولویت معتبر نیست.' }) priority?: string | null;
  @Nullable() @ToInt() @IsInt() category?: number | null;
  @IsIn(NOTICE_AUDIENCES, { message: 'گیرندگان را انتخاب کنید.' }) audience: NoticeAudience;
  @Nullable() @IsIn(Object.values(Role), { message: 'نقش معتبر نیست.' }) role?: string | null;
  @Nullable() @ToInt() @IsInt() classroom?: number | null;
  @Nullable() @ToInt() @IsInt() team?: number | null;
  /** UNIT: the unit whose subscribers it goes to. */
  @Nullable() @ToInt() @IsInt() unit?: number | null;
  /** Also send it by SMS to every receiver with a mobile number. */
  @IsOptional() @IsBoolean({ message: 'ارسال پیامک باید بله یا خیر باشد.' }) send_sms?: boolean;
  /** CLASSROOM: which registrations, as the members tab filters them (default: the live ones). */
  @IsOptional()
  @IsArray()
  @IsIn(Object.values(RegistrationStatus), { each: true, message: 'وضعیت ثبت نام معتبر نیست.' })
  registration_statuses?: string[];
}
