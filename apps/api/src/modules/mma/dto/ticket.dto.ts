import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CleanText, ToInt } from '../../../core/http/transforms';

export const TICKET_SOURCE_TYPES = [
  'TRAINING_CLASSROOM',
  'DISCUSSION_CIRCLE_CLASSROOM',
  'EVENT',
  'INVOICE',
  'CONTENT',
  'GENERAL',
] as const;

export class CreateTicketDto {
  @CleanText()
  @IsString()
  @IsNotEmpty({ message: 'عنوان را وارد کنید.' })
  @MaxLength(255)
  title: string;
  @CleanText()
  @IsString()
  @IsNotEmpty({ message: 'متن درخواست را وارد کنید.' })
  @MaxLength(10_000)
  body: string;
  @IsOptional() @ToInt() @IsInt() category?: number | null;
  @IsOptional()
  @IsIn(TICKET_SOURCE_TYPES, { message: 'نوع موضوع درخواست معتبر نیست.' })
  source_type?: string | null;
  @IsOptional() @ToInt() @IsInt() source_id?: number | null;
  /** Staff may open a ticket on a learner's behalf. */
  @IsOptional() @ToInt() @IsInt() owner?: number | null;
  /** The file arrives as multipart; as text it may only be empty. */
  @IsOptional()
  @IsString()
  @MaxLength(0, { message: 'پیوست را به صورت فایل بفرستید.' })
  attachment?: string | null;
}

export class ReplyDto {
  @CleanText()
  @IsString()
  @IsNotEmpty({ message: 'متن پاسخ را وارد کنید.' })
  @MaxLength(10_000)
  body: string;
}
