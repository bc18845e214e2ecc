import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { ToInt } from '../../../core/http/transforms';

/** A door scan (issue 28): the pass's code (or the text its QR holds) and the event at the door. */
export class CheckInDto {
  @IsString({ message: 'کد بلیت را وارد کنید.' }) @IsNotEmpty({ message: 'کد بلیت را وارد کنید.' }) @MaxLength(500) code: string;
  @ToInt() @IsInt({ message: 'رویداد را انتخاب کنید.' }) @Min(1, { message: 'رویداد را انتخاب کنید.' }) event: number;
}
