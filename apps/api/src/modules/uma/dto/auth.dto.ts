import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { OtpAction } from '@daneshsara/domain';
import { CleanText } from '../../../core/http/transforms';
import { UmaErrors } from '../uma.errors';

const OTP_ACTIONS = Object.values(OtpAction);

export class InputDto {
  @CleanText() @IsString() @IsNotEmpty({ message: UmaErrors.INPUT_INVALID }) @MaxLength(190) input: string;
}

export class SendOtpDto extends InputDto {
  @IsIn(OTP_ACTIONS) action: OtpAction;
}

export class OtpField extends InputDto {
  @CleanText() @IsString() @Matches(/^\d{4,8}$/, { message: 'کد تایید شماره همراه را وارد نکرده اید' }) otp: string;
}

export class LoginDto extends InputDto {
  @IsString() @IsNotEmpty({ message: 'نام کاربری و کلمه عبور را وارد کنید.' }) @MaxLength(128) password: string;
}

export class LoginOtpDto extends OtpField {}

export class SetPasswordDto extends OtpField {
  @IsString() @MinLength(8, { message: UmaErrors.PASSWORD_SHORT }) @MaxLength(128) password: string;
}

export class SignUpDto extends SetPasswordDto {
  @CleanText() @IsString() @IsNotEmpty({ message: 'نام را وارد نکرده اید' }) @MaxLength(100) firstname: string;
  @CleanText() @IsString() @IsNotEmpty({ message: 'نام خانوادگی را وارد نکرده اید' }) @MaxLength(100) lastname: string;
}

export class VerifyInputDto extends OtpField {}
