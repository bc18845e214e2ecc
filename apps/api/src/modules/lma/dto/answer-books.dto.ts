import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsString, MaxLength, Min } from 'class-validator';
import { Nullable } from '../../../core/http/nullable';
import { CleanText, ToInt } from '../../../core/http/transforms';

const toNumber = () => Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));

/** POST /lma/answer_books/get_or_create. `owner` is the caller (staff may name an examinee). */
export class GetOrCreateBookDto {
  @ToInt() @IsInt({ message: 'آزمون را مشخص کنید.' }) test: number;
  @Nullable() @ToInt() @IsInt({ message: 'کاربر را مشخص کنید.' }) owner?: number | null;
}

/** POST /lma/answer_sheets (multipart): a text (with an optional image) or a choice's index. */
export class AnswerSheetDto {
  @ToInt() @IsInt({ message: 'پاسخ‌نامه را مشخص کنید.' }) answer_book: number;
  @ToInt() @IsInt({ message: 'سوال را مشخص کنید.' }) test_question: number;
  @Nullable() @CleanText() @IsString() @MaxLength(50_000) answer_text?: string | null;
  @Nullable() @ToInt() @IsInt({ message: 'یکی از گزینه‌ها را انتخاب کنید.' }) @Min(0, { message: 'یکی از گزینه‌ها را انتخاب کنید.' }) answer_choice_index?: number | null;
  /** A new image arrives as an upload; as text only the current URL. */
  @Nullable() @IsString() @MaxLength(500) answer_attachment?: string | null;
}

/** POST /lma/answer_books/{id}/submit_overall_answer (multipart): the whole answer as one PDF. */
export class OverallAnswerDto {
  @Nullable() @CleanText() @IsString() @MaxLength(50_000) overall_answer_text?: string | null;
  @Nullable() @IsString() @MaxLength(500) overall_answer_attachment?: string | null;
}

/** PUT /lma/answer_sheets/{id}/submit_score. */
export class ScoreDto {
  @toNumber() @IsNumber({}, { message: 'نمره باید عدد باشد.' }) @Min(0, { message: 'نمره نمی‌تواند منفی باشد.' }) score: number;
}

export class GraderDescriptionDto {
  @Nullable() @CleanText() @IsString() @MaxLength(10_000) grader_description?: string | null;
}

export class ObjectionRequestDto {
  @CleanText() @IsString({ message: 'متن اعتراض را وارد کنید.' }) @MaxLength(10_000) objection_request: string;
}

export class ObjectionResultDto {
  @CleanText() @IsString({ message: 'پاسخ اعتراض را وارد کنید.' }) @MaxLength(10_000) objection_result: string;
}

