import { Nullable } from '../../../core/http/nullable';
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
  @Nullable() @CleanText() @IsString() @MaxLength(100) nickname?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) father_name?: string | null;
  @Nullable() @ToGender() @IsIn(['MALE', 'FEMALE']) gender?: string | null;
  @Nullable() @IsIn(Object.values(MaritalStatus)) marital_status?: string | null;
  @Nullable() @CleanText() @IsBirthdate() birthdate?: string | null;
  @Nullable() @CleanText() @IsNationalCode() national_code?: string | null;
  /** The current URL unchanged, or null/'' to remove; a new file comes as a multipart part. */
  @Nullable() @CleanText() @IsString() @MaxLength(500) picture?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() has_seminary_education?: boolean;
  @Nullable() @CleanText() @IsIn(Object.values(AcademicDegree)) last_academic_degree?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(150) last_academic_degree_field?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(150) last_academy_name?: string | null;
  @Nullable() @CleanText() @IsIn(Object.values(EducationalStatus)) educational_status?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(20) phone_number?: string | null;
  @Nullable() @ToMobile() @IsMobile() on_social_network_mobile_number?: string | null;
  @Nullable() @ToMobile() @IsMobile() on_call_mobile_number?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_abroad_birth_address?: boolean;
  @Nullable() @CleanText() @IsString() @MaxLength(100) birth_country?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) birth_province?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) birth_city?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() is_abroad_living_address?: boolean;
  @Nullable() @CleanText() @IsString() @MaxLength(100) living_country?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) living_province?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(100) living_city?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(500) living_address?: string | null;
  @Nullable() @CleanText() @IsPostalCode() living_postal_code?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(500) living_address_additional_info?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(500) address?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(5000) moballegh_info?: string | null;
  @Nullable() @CleanText() @IsString() @MaxLength(5000) potential_dates?: string | null;
  /**
   * The existing client sends the whole user back; the contact fields are accepted only when
   * unchanged (changing them goes through send_otp VERIFY + verify_input).
   */
  @Nullable() @ToMobile() @IsString() mobile_number?: string | null;
  @Nullable() @CleanText() @IsString() email?: string | null;
}

/** What staff may set on someone else (PUT /uma/users/{id}). */
export class AdminUserUpdateDto extends ProfileDto {
  @Nullable() @ToMobile() @IsMobile() override mobile_number?: string | null;
  @Nullable() @CleanText() @IsEmail({}, { message: 'ایمیل معتبر نیست.' }) override email?: string | null;
  @IsOptional() @IsArray() @ArrayUnique() @IsIn(ALL_ROLES, { each: true }) roles?: string[];
  @IsOptional() @ToBoolean() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsString() @MinLength(8, { message: UmaErrors.PASSWORD_SHORT }) @MaxLength(128) password?: string;
}

/** Staff create a user with the same fields; the service requires names and a contact. */
export class AdminUserCreateDto extends AdminUserUpdateDto {}

export class ChangeRoleDto {
  @IsArray() @ArrayUnique() @IsIn(ALL_ROLES, { each: true }) roles: string[];
}
