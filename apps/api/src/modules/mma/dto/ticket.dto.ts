import { Nullable } from '../../../core/http/nullable';
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CleanText, ToInt } from '../../../core/http/transforms';
import { TicketStatus } from '@daneshsara/domain';

export const TICKET_SOURCE_TYPES = [
  'TRAINING_CLASSROOM',
  'DISCUSSION_CIRCLE_CLASSROOM',
  'EVENT',
  'INVOICE',
  'CONTENT',
  'GENERAL',
] as const;

/** A text a person must write: cleaned, not empty (with its Persian message), at most `max`. */
const WrittenText = (message: string, max: number) =>
  applyDecorators(CleanText(), IsString(), IsNotEmpty({ message }), MaxLength(max));

export class CreateTicketDto {
  @WrittenText('عنوان را وارد کنید.', 255) title: string;
  @WrittenText('متن درخواست را وارد کنید.', 10_000) body: string;
  @Nullable() @ToInt() @IsInt() category?: number | null;
  @Nullable()
  @IsIn(TICKET_SOURCE_TYPES, { message: 'نوع موضوع درخواست معتبر نیست.' })
  source_type?: string | null;
  @Nullable() @ToInt() @IsInt() source_id?: number | null;
  /** Staff may open a ticket on a learner's behalf. */
  @Nullable() @ToInt() @IsInt() owner?: number | null;
  /** Staff may open it in another state (a call already answered: ADMIN_REPLIED or CLOSED). */
  @Nullable()
  @IsIn(Object.values(TicketStatus), { message: 'وضعیت درخواست معتبر نیست.' })
  state?: TicketStatus | null;
  /** The file arrives as multipart; as text it may only be empty. */
  @Nullable()
  @IsString()
  @MaxLength(0, { message: 'پیوست را به صورت فایل بفرستید.' })
  attachment?: string | null;
}

export class ReplyDto {
  @WrittenText('متن پاسخ را وارد کنید.', 10_000) body: string;
}
