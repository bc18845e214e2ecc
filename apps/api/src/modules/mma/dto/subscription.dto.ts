import { PickType } from '@nestjs/swagger';
import { CreateNoticeDto } from './notice.dto';
import { IsBoolean, IsIn, IsInt, IsOptional } from 'class-validator';
import { ToBoolean, ToInt } from '../../../core/http/transforms';

export const SUBSCRIPTION_SOURCES = ['UNIT'] as const;

/** POST /mma/subscriptions: the caller follows a unit (again, if they had stopped). */
export class SubscribeDto {
  @IsIn(SUBSCRIPTION_SOURCES, { message: 'نوع اشتراک معتبر نیست.' }) source_type: string;
  @ToInt() @IsInt({ message: 'درس را انتخاب کنید.' }) source_id: number;
}

/** PUT /mma/subscriptions/{id}: on or off (`state` READ is taken and changes nothing). */
export class UpdateSubscriptionDto {
  @IsOptional() @ToBoolean() @IsBoolean({ message: 'فعال بودن باید بله یا خیر باشد.' }) is_enabled?: boolean;
  @IsOptional() @IsIn(['READ'], { message: 'وضعیت معتبر نیست.' }) state?: string;
}

/** POST /mma/subscriptions/send_message: a notice to one unit's subscribers (the fan-out job). */
export class SubscribersMessageDto extends PickType(CreateNoticeDto, [
  'title',
  'body',
  'url',
  'priority',
  'category',
  'send_sms',
] as const) {
  @ToInt() @IsInt({ message: 'درس را انتخاب کنید.' }) source_id: number;
}
