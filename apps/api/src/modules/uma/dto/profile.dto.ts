import {
  AcademicDegree,
  ALL_ROLES,
  EducationalStatus,
  MaritalStatus,
  normalizeMobile,
} from '@daneshsara/domain';
import { Transform } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { CleanText, ToBoolean } from '../../../core/http/transforms';
import { UmaErrors } from '../uma.errors';
import { IsBirthdate, IsMobile, IsNationalCode, IsPostalCode } from './validators';

/** Gender arrives as MALE/FEMALE or the legacy 1/0 (SPEC section 4). */
const ToGender = () =>
  Transform(({ value }) => {
    const v = typeof value === 'string' ? value.trim().toUpperCase() : value;
    if (v === 1 || v === '1' || v === 'MALE') return 'MALE';
    if (v === 0 || v === '0' || v === 'FEMALE') return 'FEMALE';
    if (v === '' || v === null) return null;
    return v;
  });

const ToMobile = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() ? (normalizeMobile(value) ?? value) : value || null));

/** Fields a person edits on their own profile (PUT /uma/users/current). Nothing else is accepted. */
export class ProfileDto {
  @IsOptional() @CleanText() @IsString() @IsNotEmpty({ message: 'نام را وارد نکرده اید' }) @MaxLength(100) firstname?: string;
  @IsOptional() @CleanText() @IsString() @IsNotEmpty({ message: 'نام خانوادگی را وارد نکرده اید' }) @MaxLength(100) lastname?: string;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) nickname?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) father_name?: string | null;
  @IsOptional() @ToGender() @IsIn(['MALE', 'FEMALE']) gender?: string | null;
  @IsOptional() @IsIn(Object.values(MaritalStatus)) marital_status?: string | null;
  @IsOptional() @CleanText() @IsBirthdate() birthdate?: string | null;
  @IsOptional() @CleanText() @IsNationalCode() national_code?: string | null;
  /** The current URL unchanged, or null/'' to remove; a new file comes as a multipart part. */
  @IsOptional() @CleanText() @IsString() @MaxLength(500) picture?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() has_seminary_education?: boolean;
  @IsOptional() @CleanText() @IsIn(Object.values(AcademicDegree)) last_academic_degree?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(150) last_academic_degree_field?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(150) last_academy_name?: string | null;
  @IsOptional() @CleanText() @IsIn(Object.values(EducationalStatus)) educational_status?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(20) phone_number?: string | null;
  @IsOptional() @ToMobile() @IsMobile() on_social_network_mobile_number?: string | null;
  @IsOptional() @ToMobile() @IsMobile() on_call_mobile_number?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_abroad_birth_address?: boolean;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) birth_country?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) birth_province?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) birth_city?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_abroad_living_address?: boolean;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) living_country?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) living_province?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(100) living_city?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(500) living_address?: string | null;
  @IsOptional() @CleanText() @IsPostalCode() living_postal_code?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(500) living_address_additional_info?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(500) address?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(5000) moballegh_info?: string | null;
  @IsOptional() @CleanText() @IsString() @MaxLength(5000) potential_dates?: string | null;
  /**
   * The existing client sends the whole user back; the contact fields are accepted only when
   * unchanged (changing them goes through send_otp VERIFY + verify_input).
   */
  @IsOptional() @ToMobile() @IsString() mobile_number?: string | null;
  @IsOptional() @CleanText() @IsString() email?: string | null;
}

/** What staff may set on someone else (PUT /uma/users/{id}). */
export class AdminUserUpdateDto extends ProfileDto {
  @IsOptional() @ToMobile() @IsMobile() override mobile_number?: string | null;
  @IsOptional() @CleanText() @IsEmail({}, { message: 'ایمیل معتبر نیست.' }) override email?: string | null;
  @IsOptional() @IsArray() @ArrayUnique() @IsIn(ALL_ROLES, { each: true }) roles?: string[];
  @IsOptional() @ToBoolean() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsString() @MinLength(8, { message: UmaErrors.PASSWORD_SHORT }) @MaxLength(128) password?: string;
}

/** Staff create a user with the same fields; the service requires names and a contact. */
export class AdminUserCreateDto extends AdminUserUpdateDto {}

export class ChangeRoleDto {
  @IsArray() @ArrayUnique() @IsIn(ALL_ROLES, { each: true }) roles: string[];
}
