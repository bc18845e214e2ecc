import { Nullable } from '../../../core/http/nullable';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PhysicalType } from '@daneshsara/domain';
import { CleanText, ToBoolean, ToInt } from '../../../core/http/transforms';
import { CleanRichText } from '../../../core/http/sanitize';

const INT = { message: 'مقدار باید عدد صحیح باشد.' };

export class StoreCategoryDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(150) title: string;
  @Nullable() @ToInt() @IsInt(INT) parent?: number | null;
}

export class SellableDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'عنوان را وارد کنید.' }) @MaxLength(255) title: string;
  @Nullable() @CleanRichText() @IsString() @MaxLength(50_000) description?: string | null;
  @Nullable() @CleanRichText() @IsString() @MaxLength(20_000) specification?: string | null;
  @ToInt() @IsInt(INT) @Min(0) @Max(10_000_000_000) unit_price: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(0) @Max(100, { message: 'درصد تخفیف باید بین ۰ تا ۱۰۰ باشد.' }) discount_percent?: number;
  @IsOptional() @ToInt() @IsInt(INT) @Min(-1, { message: 'موجودی نامعتبر است (‎-1 یعنی نامحدود).' }) inventory?: number;
  @Nullable() @ToInt() @IsInt(INT) @Min(1) maximum_order_count?: number | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_physical?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_hidden?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_add_to_basket_disabled?: boolean;
  @Nullable() @ToInt() @IsInt(INT) @Min(0) weight?: number | null;
  @Nullable() @ToInt() @IsInt(INT) store_category?: number | null;
  @Nullable() @ToInt() @IsInt(INT) content_category?: number | null;
  /** As text only the current URL (unchanged) or null (cleared); a new picture comes as a file. */
  @Nullable() @IsString() @MaxLength(500) thumbnail?: string | null;
}

export class ProductDto extends SellableDto {
  @Nullable() @IsIn([...Object.values(PhysicalType)], { message: 'نوع کالای فیزیکی معتبر نیست.' }) physical_type?: string | null;
  /** Media of the content (later issue); accepted and ignored for now. */
  @IsOptional() medias?: unknown;
}

/** Multipart sends `products` as repeated fields or a comma-joined string. */
const toIdList = () =>
  Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : String(value).split(',');
    return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v));
  });

export class PackageDto extends SellableDto {
  @toIdList() @IsArray() @IsInt({ each: true, message: 'محصولات بسته نامعتبر است.' }) products: number[];
}

export class ItemDto {
  @Nullable() @ToInt() @IsInt(INT) product?: number | null;
  @Nullable() @ToInt() @IsInt(INT) package?: number | null;
  @IsOptional() @ToInt() @IsInt(INT) @Min(1, { message: 'تعداد باید دست کم ۱ باشد.' }) @Max(1000) count?: number;
}

export class ItemCountDto {
  @ToInt() @IsInt(INT) @Min(1, { message: 'تعداد باید دست کم ۱ باشد.' }) @Max(1000) count: number;
}

export class AddressDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'استان را انتخاب کنید.' }) @MaxLength(100) province: string;
  @CleanText() @IsString() @IsNotEmpty({ message: 'شهر را انتخاب کنید.' }) @MaxLength(100) city: string;
  @CleanText() @IsString() @IsNotEmpty({ message: 'آدرس را مشخص کنید.' }) @MaxLength(500) address: string;
  @CleanText() @IsString() @Matches(/^\d{10}$/, { message: 'کد پستی باید ۱۰ رقم باشد.' }) postal_code: string;
}

export class DiscountCodeDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'کد تخفیف را وارد کنید.' }) @MaxLength(50) code: string;
}

export class CreateOrderInvoiceDto {
  /** The existing client sends the owner (always the caller); anything else is refused. */
  @Nullable() @ToInt() @IsInt(INT) owner?: number | null;
  @Nullable() @ToInt() @IsInt(INT) discount_id?: number | null;
}
