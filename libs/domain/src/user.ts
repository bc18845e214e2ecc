export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDER_LABELS: Record<Gender, string> = { MALE: 'مرد', FEMALE: 'زن' };

export const MaritalStatus = { SINGLE: 'SINGLE', MARRIED: 'MARRIED', UNKNOWN: 'UNKNOWN' } as const;
export type MaritalStatus = (typeof MaritalStatus)[keyof typeof MaritalStatus];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  SINGLE: 'مجرد',
  MARRIED: 'متأهل',
  UNKNOWN: 'نامشخص',
};

export const AcademicDegree = {
  UNDER_DIPLOMA: 'UNDER_DIPLOMA',
  DIPLOMA: 'DIPLOMA',
  ASSOCIATE: 'ASSOCIATE',
  BACHELOR: 'BACHELOR',
  MASTER: 'MASTER',
  DOCTORATE: 'DOCTORATE',
} as const;
export type AcademicDegree = (typeof AcademicDegree)[keyof typeof AcademicDegree];
export const ACADEMIC_DEGREE_LABELS: Record<AcademicDegree, string> = {
  UNDER_DIPLOMA: 'زیر دیپلم',
  DIPLOMA: 'دیپلم',
  ASSOCIATE: 'کاردانی',
  BACHELOR: 'کارشناسی',
  MASTER: 'کارشناسی ارشد',
  DOCTORATE: 'دکتری',
};

export const EducationalStatus = { STUDYING: 'STUDYING', GRADUATED: 'GRADUATED', DROPPED: 'DROPPED' } as const;
export type EducationalStatus = (typeof EducationalStatus)[keyof typeof EducationalStatus];
export const EDUCATIONAL_STATUS_LABELS: Record<EducationalStatus, string> = {
  STUDYING: 'در حال تحصیل',
  GRADUATED: 'فارغ‌التحصیل',
  DROPPED: 'انصراف از تحصیل',
};

/** OTP purposes accepted by POST /uma/users/send_otp. LOGIN serves login_otp. */
export const OtpAction = {
  SIGN_UP: 'SIGN_UP',
  VERIFY: 'VERIFY',
  FORGOT_PASSWORD: 'FORGOT_PASSWORD',
  LOGIN: 'LOGIN',
} as const;
export type OtpAction = (typeof OtpAction)[keyof typeof OtpAction];

/** The user row as the API answers it (GET /uma/users/{id}, /uma/users/current). */
export interface User {
  id: number;
  user_id: number;
  firstname: string;
  lastname: string;
  full_name: string;
  nickname: string | null;
  father_name: string | null;
  gender: Gender | null;
  marital_status: MaritalStatus | null;
  birthdate: string | null;
  national_code: string | null;
  picture: string | null;
  has_seminary_education: boolean;
  has_overdue_instalment: boolean;
  last_academic_degree: AcademicDegree | null;
  last_academic_degree_field: string | null;
  last_academy_name: string | null;
  educational_status: EducationalStatus | null;
  phone_number: string | null;
  phone_number_verified: boolean;
  on_social_network_mobile_number: string | null;
  on_call_mobile_number: string | null;
  email: string | null;
  email_verified: boolean;
  mobile_number: string | null;
  mobile_number_verified: boolean;
  is_abroad_birth_address: boolean;
  birth_country: string | null;
  birth_province: string | null;
  birth_city: string | null;
  is_abroad_living_address: boolean;
  living_country: string | null;
  living_province: string | null;
  living_city: string | null;
  living_address: string | null;
  living_postal_code: string | null;
  living_address_additional_info: string | null;
  address: string | null;
  is_locked_out: boolean;
  failed_login_attempts: number;
  lockout_end_date: string | null;
  is_active: boolean;
  is_deleted: boolean;
  is_delete: boolean;
  is_superuser: boolean;
  last_login: string | null;
  roles: string[];
  groups: unknown[];
  user_permissions: unknown[];
  creation_time: string;
  last_modification_time: string;
}

/** What the access token's payload carries (DOMAIN.md section 1). */
export interface TokenPayload {
  user_id: number;
  firstname: string;
  lastname: string;
  roles: string[];
  mobile_number: string | null;
  email: string | null;
  national_code: string | null;
  gender: Gender | null;
  exp: number;
  iat?: number;
}

export function fullName(u: { firstname?: string | null; lastname?: string | null }): string {
  return [u.firstname, u.lastname].filter(Boolean).join(' ');
}

/** The fields a person edits on their own profile (PUT /uma/users/current; the API's ProfileDto). */
export const PROFILE_FIELDS = [
  'firstname',
  'lastname',
  'nickname',
  'father_name',
  'gender',
  'marital_status',
  'birthdate',
  'national_code',
  'has_seminary_education',
  'last_academic_degree',
  'last_academic_degree_field',
  'last_academy_name',
  'educational_status',
  'phone_number',
  'on_social_network_mobile_number',
  'on_call_mobile_number',
  'is_abroad_birth_address',
  'birth_country',
  'birth_province',
  'birth_city',
  'is_abroad_living_address',
  'living_country',
  'living_province',
  'living_city',
  'living_address',
  'living_postal_code',
  'living_address_additional_info',
] as const satisfies ReadonlyArray<keyof User>;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
