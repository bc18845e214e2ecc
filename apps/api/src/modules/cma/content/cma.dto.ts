import { Nullable } from '../../../core/http/nullable';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ToBoolean, ToInt } from '../../../core/http/transforms';
import { EmbedCode, RichText } from '../../../core/http/sanitize';

const INT = { message: 'مقدار باید عدد صحیح باشد.' };

/** Plain text a person writes: trimmed (digits kept as written), empty means absent. */
const Plain = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** A required title with its Persian message. */
const Title = (max = 255, message = 'عنوان را وارد کنید.') =>
  applyDecorators(Plain(), IsString({ message }), IsNotEmpty({ message }), MaxLength(max));

const OptionalText = (max: number) => applyDecorators(Nullable(), Plain(), IsString(), MaxLength(max));
const OptionalInt = () => applyDecorators(Nullable(), ToInt(), IsInt(INT));
const OptionalBool = () => applyDecorators(IsOptional(), ToBoolean(), IsBoolean({ message: 'مقدار باید بله یا خیر باشد.' }));

/** Multipart sends a list as repeated fields or a comma-joined string; JSON as an array. */
const IdList = (field: string) =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) => {
      if (value === undefined || value === null || value === '') return [];
      const list = Array.isArray(value) ? value : String(value).split(',');
      return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v));
    }),
    IsArray(),
    IsInt({ each: true, message: `فهرست ${field} معتبر نیست.` }),
  );

/** A thumbnail as text is only the current URL (unchanged) or empty (cleared); a new one is a file. */
const ThumbnailText = () => applyDecorators(Nullable(), IsString(), MaxLength(500));

export class CategoryDto {
  @Title(150) title: string;
  @RichText(20_000) description?: string | null;
  @OptionalInt() parent?: number | null;
  @ThumbnailText() thumbnail?: string | null;
}

class Linked {
  @IdList('رسانه‌ها') medias?: number[];
  @IdList('هشتگ‌ها') hashtags?: number[];
  @IdList('چهره‌ها') celebrities?: number[];
}

export class PostDto extends Linked {
  @Title() title: string;
  @RichText(200_000) text?: string | null;
  @OptionalText(1000) summary?: string | null;
  @OptionalInt() category?: number | null;
  @OptionalInt() order?: number;
  @OptionalBool() is_hidden?: boolean;
  @ThumbnailText() thumbnail?: string | null;
}

export class ContentDto extends Linked {
  @Title() title: string;
  @RichText(200_000) description?: string | null;
  @RichText(50_000) specification?: string | null;
  @OptionalText(1000) summary?: string | null;
  @OptionalInt() category?: number | null;
  @OptionalInt() order?: number;
  @OptionalBool() is_free?: boolean;
  @OptionalBool() is_hidden?: boolean;
  @ThumbnailText() thumbnail?: string | null;
}

export class TopicDto {
  @Title() title: string;
  @RichText(200_000) text?: string | null;
  @OptionalInt() content?: number | null;
  @OptionalInt() category?: number | null;
  @IdList('هشتگ‌ها') hashtags?: number[];
  @ThumbnailText() thumbnail?: string | null;
}

export const MEDIA_TYPES = ['VIDEO', 'TEXT', 'SOUND', 'IMAGE'] as const;
export const MEDIA_SOURCE_TYPES = ['CONTENT', 'SETTING'] as const;

export class MediaDto {
  @Title() title: string;
  @IsIn(MEDIA_TYPES, { message: 'نوع رسانه باید ویدیو، متن، صوت یا تصویر باشد.' }) type: string;
  @IsOptional() @IsIn(MEDIA_SOURCE_TYPES, { message: 'منبع رسانه معتبر نیست.' }) source_type?: string;
  @IsOptional()
  @Plain()
  @IsString()
  @MaxLength(1000)
  @Matches(/^https?:\/\//i, { message: 'نشانی باید با http یا https آغاز شود.' })
  url?: string | null;
  @EmbedCode() iframe_code?: string | null;
  @EmbedCode() script_code?: string | null;
  @OptionalBool() is_live_streaming?: boolean;
  @OptionalInt() category?: number | null;
  @RichText(50_000) description?: string | null;
  @IdList('هشتگ‌ها') hashtags?: number[];
  @IdList('چهره‌ها') celebrities?: number[];
  /** As text only the current URL (unchanged) or empty (cleared); a new file comes as a file. */
  @Nullable() @IsString() @MaxLength(500) file?: string | null;
}

export class HadithDto {
  @Title(5000, 'متن فارسی حدیث را وارد کنید.') persian_text: string;
  @OptionalText(5000) arabian_text?: string | null;
  @OptionalText(255) narrator?: string | null;
  @OptionalText(255) source?: string | null;
  /** YYYY-MM-DD, Gregorian or Jalali (a year before 1700 is read as Jalali). */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'تاریخ انتشار را وارد کنید.' })
  @IsNotEmpty({ message: 'تاریخ انتشار را وارد کنید.' })
  publish_date: string;
}

export class HashtagDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/^#+/, '').replace(/\s+/g, '_') : value))
  @IsString({ message: 'عنوان هشتگ را وارد کنید.' })
  @IsNotEmpty({ message: 'عنوان هشتگ را وارد کنید.' })
  @MaxLength(100)
  title: string;
  @OptionalInt() order?: number;
}

export class CelebrityDto {
  @Title(150, 'نام را وارد کنید.') name: string;
  @ThumbnailText() thumbnail?: string | null;
}

export class SettingWriteDto {
  @Plain()
  @IsString({ message: 'کلید تنظیم را وارد کنید.' })
  @IsNotEmpty({ message: 'کلید تنظیم را وارد کنید.' })
  @MaxLength(100, { message: 'کلید تنظیم نباید بیشتر از ۱۰۰ نویسه باشد.' })
  key: string;
  /** Any JSON value; checked by the service. */
  @Allow() value: unknown;
}
