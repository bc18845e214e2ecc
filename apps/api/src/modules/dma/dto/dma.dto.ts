import { Nullable } from '../../../core/http/nullable';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MIN_DONATION_AMOUNT } from '@daneshsara/domain';
import { CleanText, ToBoolean, ToInt } from '../../../core/http/transforms';
import { CleanRichText } from '../../../core/http/sanitize';

const TOO_SMALL = { message: 'مبلغ کمک باید دست کم ۱٬۰۰۰ ریال باشد.' };

export class DonationCategoryDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(200) title: string;
  @Nullable() @CleanRichText() @IsString() @MaxLength(20000) description?: string | null;
  /** As text only the current URL (unchanged) or null (cleared); a new picture comes as a file. */
  @Nullable() @IsString() @MaxLength(500) thumbnail?: string | null;
}

export class DonationDto extends DonationCategoryDto {
  @ToInt() @IsInt({ message: 'دسته را انتخاب کنید.' }) category: number;
  @Nullable() @CleanText() @IsString() @MaxLength(500) summary?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_active?: boolean;
}

export class DonateDto {
  @ToInt() @IsInt(TOO_SMALL) @Min(MIN_DONATION_AMOUNT, TOO_SMALL) @Max(10_000_000_000, { message: 'مبلغ بیش از حد مجاز است.' })
  amount: number;
  @Nullable() @CleanText() @IsString() @MaxLength(200) full_name?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(20) mobile_number?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_private?: boolean;
}
