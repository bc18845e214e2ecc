import { Nullable } from '../../../core/http/nullable';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { OmitType } from '@nestjs/swagger';
import { DiscountTarget, InvoiceType, MIN_DEPOSIT_AMOUNT } from '@daneshsara/domain';
import { CleanText, ToInt } from '../../../core/http/transforms';
import { AccErrors } from '../accounting.errors';

/** The largest single movement we accept (10 billion Rials). */
export const MAX_AMOUNT = 10_000_000_000;
const INT = { message: 'مقدار باید عدد صحیح باشد.' };
const MIN_AMOUNT = { message: AccErrors.AMOUNT_TOO_SMALL };
const MAX_AMOUNT_MSG = { message: AccErrors.AMOUNT_TOO_LARGE };

export class DepositDto {
  @ToInt() @IsInt(INT) @Min(MIN_DEPOSIT_AMOUNT, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) amount: number;
  @Nullable() @ToInt() @IsInt(INT) invoice?: number | null;
  @Nullable() @ToInt() @IsInt(INT) instalment?: number | null;
}

export class DirectPayDto {
  @Nullable() @ToInt() @IsInt(INT) @Min(MIN_DEPOSIT_AMOUNT, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG)
  amount?: number | null;
  @Nullable() @ToInt() @IsInt(INT) invoice?: number | null;
  @Nullable() @ToInt() @IsInt(INT) instalment?: number | null;
  @Nullable() @ToInt() @IsInt(INT) donation?: number | null;
}

export class WithdrawRequestDto {
  @CleanText() @IsString() @IsNotEmpty({ message: AccErrors.IBAN_INVALID }) @MaxLength(40) IBAN: string;
  @ToInt() @IsInt(INT) @Min(MIN_DEPOSIT_AMOUNT, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) amount: number;
}

export class SettleWithdrawDto {
  @Nullable() @CleanText() @IsString() @MaxLength(1000) description?: string | null;
  /** The receipt arrives as a file (multipart); as text it may only be the current URL or empty. */
  @Nullable() @IsString() @MaxLength(500) receipt?: string | null;
}

export class RefundDto {
  @ToInt() @IsInt(INT) invoice: number;
  @ToInt() @IsInt(INT) @Min(1, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) amount: number;
  @Nullable() @CleanText() @IsString() @MaxLength(1000) description?: string | null;
}

export class CreateOfferDto {
  @ToInt() @IsInt(INT) invoice: number;
  @ToInt() @IsInt(INT) @Min(MIN_DEPOSIT_AMOUNT, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) amount: number;
  @ToInt() @IsInt(INT) @Min(1, { message: AccErrors.OFFER_COUNT }) @Max(36, { message: AccErrors.OFFER_COUNT }) count: number;
  @ToInt() @IsInt(INT) @Min(1, { message: 'فاصله اقساط دست کم یک روز است.' }) @Max(365) due_date_interval: number;
  @IsDateString({}, { message: 'تاریخ شروع اقساط معتبر نیست.' }) starting_date: string;
  @Nullable() @CleanText() @IsString() @MaxLength(1000) description?: string | null;
}

export class DiscountDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'کد تخفیف را وارد کنید.' }) @MaxLength(50) code: string;
  @IsIn(Object.values(DiscountTarget)) target: DiscountTarget;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100, { message: 'درصد تخفیف باید بین ۰ تا ۱۰۰ باشد.' }) percent?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) price?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) order_price?: number;
  @Nullable() @IsDateString({}, { message: 'تاریخ انقضا معتبر نیست.' }) expire_time?: string | null;
}

/** POST /store/discounts: a store code, so `target` is STORE whether sent or not. */
export class StoreDiscountDto extends OmitType(DiscountDto, ['target'] as const) {
  @IsOptional() @IsIn([DiscountTarget.STORE], { message: 'کدهای این بخش تنها برای فروشگاه هستند.' }) target?: 'STORE';
}

export class VerifyDiscountDto {
  @CleanText() @IsString() @IsNotEmpty({ message: AccErrors.DISCOUNT_NOT_FOUND }) @MaxLength(50) code: string;
  @IsIn(Object.values(DiscountTarget)) target: DiscountTarget;
  @Nullable() @ToInt() @IsInt(INT) target_id?: number | null;
  @Nullable() @ToInt() @IsInt(INT) @Min(0) order_price?: number | null;
}

/** A manual invoice finance makes for a user (a fee agreed outside a classroom or basket). */
export class CreateInvoiceDto {
  @ToInt() @IsInt({ message: 'کاربر را انتخاب کنید.' }) owner: number;
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(255) title: string;
  @ToInt() @IsInt(INT) @Min(MIN_DEPOSIT_AMOUNT, MIN_AMOUNT) @Max(MAX_AMOUNT, MAX_AMOUNT_MSG) amount: number;
  @IsIn([InvoiceType.CLASSROOM, InvoiceType.EVENT, InvoiceType.STORE_BASKET], { message: 'نوع صورت حساب معتبر نیست.' })
  type: string;
  @Nullable() @CleanText() @IsString() @MaxLength(2000) description?: string | null;
}
