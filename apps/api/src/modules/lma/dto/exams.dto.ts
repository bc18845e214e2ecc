import { Nullable } from '../../../core/http/nullable';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QuestionModelType, QuestionType, toLevel } from '@daneshsara/domain';
import { CleanText, ToBoolean, ToInt } from '../../../core/http/transforms';
import { CleanRichText } from '../../../core/http/sanitize';
import { jsonTextTooDeep } from '../../../core/http/body-depth';

const INT = { message: 'مقدار باید عدد صحیح باشد.' };
const MARK = { message: 'بارم باید عددی بزرگ‌تر از صفر باشد.' };
const toNumber = () => Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));
/** A level as `LEVEL3`, `3` or 3; an unknown one stays as sent so the check below names it. */
const ToLevel = () => Transform(({ value }) => (value === '' || value === null || value === undefined ? null : (toLevel(value) ?? value)));
/** A JSON array may also come as its JSON text (multipart forms). */
const ToArray = () =>
  Transform(({ value }) => {
    // Too deep stays text, and the check below refuses it as not a list.
    if (typeof value !== 'string' || jsonTextTooDeep(value)) return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  });
const LEVELS = ['LEVEL1', 'LEVEL2', 'LEVEL3', 'LEVEL4', 'LEVEL5'];
const LEVEL_MSG = { message: 'سطح باید یکی از سطح یک تا سطح پنج باشد.' };

/** POST/PUT /lma/questions. `choices`: choice ids, texts or `{text}`, in their order. */
export class QuestionDto {
  @CleanRichText() @IsString({ message: 'متن سوال را وارد کنید.' }) @IsNotEmpty({ message: 'متن سوال را وارد کنید.' }) @MaxLength(50_000) text: string;
  @Nullable() @CleanText() @IsString() @MaxLength(50_000) correct_answer?: string | null;
  @IsOptional() @toNumber() @IsNumber({}, MARK) @Min(0.25, MARK) @Max(100, { message: 'بارم حداکثر ۱۰۰ است.' }) mark?: number;
  @Nullable() @ToLevel() @IsIn(LEVELS, LEVEL_MSG) level?: string | null;
  @IsOptional() @ToArray() @IsArray({ message: 'گزینه‌ها باید فهرست باشند.' }) choices?: unknown[];
  @Nullable() @ToInt() @IsInt(INT) @Min(0, INT) correct_choice_index?: number | null;
  @IsOptional() @IsIn(Object.values(QuestionType), { message: 'نوع سوال معتبر نیست.' }) type?: string;
  @IsOptional() @IsIn(Object.values(QuestionModelType), { message: 'نوع پاسخ سوال معتبر نیست.' }) model_type?: string;
  @Nullable() @ToInt() @IsInt({ message: 'درس را انتخاب کنید.' }) unit?: number | null;
  /** Attach to this session template as well (its unit becomes the question's unit). */
  @Nullable() @ToInt() @IsInt(INT) session_template?: number | null;
}

export class QuestionChoiceDto {
  @CleanText() @IsString({ message: 'متن گزینه را وارد کنید.' }) @IsNotEmpty({ message: 'متن گزینه را وارد کنید.' }) @MaxLength(5_000) text: string;
  @Nullable() @ToInt() @IsInt(INT) question?: number | null;
}

export class AppendQuestionDto {
  @ToInt() @IsInt({ message: 'سوال را انتخاب کنید.' }) question: number;
  @IsOptional() @toNumber() @IsNumber({}, MARK) @Min(0.25, MARK) @Max(100, { message: 'بارم حداکثر ۱۰۰ است.' }) mark?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) order?: number;
}

/** POST/PUT /lma/test_sets. `test_set_questions`: question ids or `{question, mark?, order?}`. */
export class TestSetDto {
  @CleanText() @IsString({ message: 'عنوان را وارد کنید.' }) @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(200) title: string;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @ToLevel() @IsIn(LEVELS, LEVEL_MSG) level?: string | null;
  @Nullable() @ToInt() @IsInt({ message: 'درس را انتخاب کنید.' }) unit?: number | null;
  @IsOptional() @IsIn(Object.values(QuestionType), { message: 'نوع مجموعه معتبر نیست.' }) type?: string;
  @IsOptional() @ToArray() @IsArray({ message: 'سوال‌ها باید فهرست باشند.' }) test_set_questions?: unknown[];
}

const DATE = { message: 'تاریخ معتبر نیست.' };
const emptyToNull = () => Transform(({ value }) => (value === '' ? null : value));
const toIds = () =>
  Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return value === '' ? [] : value;
    const list = Array.isArray(value) ? value : String(value).split(',');
    return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v));
  });

/** POST/PUT /lma/tests (ENDPOINTS.md 1.2). `examinees` absent = every learner of the examinee sheet. */
export class TestDto {
  @CleanText() @IsString({ message: 'عنوان را وارد کنید.' }) @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(200) title: string;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @ToLevel() @IsIn(LEVELS, LEVEL_MSG) level?: string | null;
  @IsOptional() @ToInt() @IsInt({ message: 'مجموعه آزمون را انتخاب کنید.' }) test_set?: number;
  @IsOptional() @ToInt() @IsInt({ message: 'کلاس را انتخاب کنید.' }) classroom?: number;
  /** The events pages send the classroom as `event`. */
  @IsOptional() @ToInt() @IsInt({ message: 'رویداد را انتخاب کنید.' }) event?: number;
  @IsDateString({}, DATE) start_time: string;
  @IsDateString({}, DATE) end_time: string;
  @ToInt() @IsInt({ message: 'مدت آزمون را به دقیقه وارد کنید.' }) @Min(1, { message: 'مدت آزمون دست کم یک دقیقه است.' }) @Max(1440, { message: 'مدت آزمون حداکثر ۱۴۴۰ دقیقه است.' }) duration_deadline: number;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) announcement_time?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) objection_start_time?: string | null;
  @Nullable() @emptyToNull() @IsDateString({}, DATE) objection_end_time?: string | null;
  @IsOptional() @toIds() @IsArray({ message: 'داوطلبان باید فهرست باشند.' }) @IsInt({ each: true, message: 'شناسه داوطلب معتبر نیست.' }) examinees?: number[];
}

/** PUT /lma/test_questions/{id}: only before the test starts. */
export class TestQuestionDto {
  @IsOptional() @toNumber() @IsNumber({}, MARK) @Min(0.25, MARK) @Max(100, { message: 'بارم حداکثر ۱۰۰ است.' }) mark?: number;
  @IsOptional() @ToBoolean() @IsBoolean({ message: 'مقدار نمره اضافه باید بله یا خیر باشد.' }) is_extra_mark?: boolean;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(10_000) order?: number;
}
