import type { ProfileUpdate } from '@daneshsara/api-client';
import {
  AcademicDegree,
  DEFAULT_COUNTRY,
  Gender,
  isValidNationalCode,
  isValidPostalCode,
  MaritalStatus,
  NamedChecks,
  normalizeMobile,
  toLatinDigits,
  type EducationalStatus,
  type User,
} from '@daneshsara/domain';

/** The profile form's state: text fields as strings ('' = empty), enums as '' when unset. */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  nickname: string;
  father_name: string;
  gender: Gender | '';
  marital_status: MaritalStatus | '';
  /** Gregorian YYYY-MM-DD, as the API speaks; the picker shows it in Jalali. */
  birthdate: string;
  national_code: string;
  has_seminary_education: boolean;
  last_academic_degree: AcademicDegree | '';
  last_academic_degree_field: string;
  last_academy_name: string;
  educational_status: EducationalStatus | '';
  phone_number: string;
  on_social_network_mobile_number: string;
  on_call_mobile_number: string;
  is_abroad_birth_address: boolean;
  birth_country: string;
  birth_province: string;
  birth_city: string;
  is_abroad_living_address: boolean;
  living_country: string;
  living_province: string;
  living_city: string;
  living_address: string;
  living_postal_code: string;
  living_address_additional_info: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField | 'picture', string>>;

/** A picture: the current URL (or none), or a newly chosen file. */
export type PictureValue = { kind: 'current'; url: string | null } | { kind: 'new'; file: File };

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const ProfileMessages = {
  firstnameRequired: 'نام را وارد نکرده اید',
  lastnameRequired: 'نام خانوادگی را وارد نکرده اید',
  nationalCode: 'کد ملی وارد شده معتبر نیست.',
  postalCode: 'کد پستی باید ۱۰ رقم باشد.',
  phone: 'شماره تلفن ثابت را با پیش‌شماره وارد کنید.',
  birthdateFuture: 'تاریخ تولد نمی‌تواند در آینده باشد.',
  pictureType: 'تنها امکان ارسال فایل تصویری وجود دارد.',
  pictureSize: 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد.',
} as const;

const text = (value: string | null | undefined): string => value ?? '';

/** A saved mobile as the mobile mask holds it (09xxxxxxxxx); one it cannot read stays as it is. */
const mobileText = (value: string | null | undefined): string =>
  value ? (normalizeMobile(value) ?? value) : '';

/**
 * The form's starting point from the saved user. Unset choices take the defaults of SPEC
 * section 5 (gender MALE, marital UNKNOWN, degree UNDER_DIPLOMA, country Iran).
 */
export function toProfileValues(user: User): ProfileValues {
  return {
    firstname: text(user.firstname),
    lastname: text(user.lastname),
    nickname: text(user.nickname),
    father_name: text(user.father_name),
    gender: user.gender ?? Gender.MALE,
    marital_status: user.marital_status ?? MaritalStatus.UNKNOWN,
    birthdate: text(user.birthdate),
    national_code: text(user.national_code),
    has_seminary_education: !!user.has_seminary_education,
    last_academic_degree: user.last_academic_degree ?? AcademicDegree.UNDER_DIPLOMA,
    last_academic_degree_field: text(user.last_academic_degree_field),
    last_academy_name: text(user.last_academy_name),
    educational_status: user.educational_status ?? '',
    phone_number: text(user.phone_number),
    on_social_network_mobile_number: mobileText(user.on_social_network_mobile_number),
    on_call_mobile_number: mobileText(user.on_call_mobile_number),
    is_abroad_birth_address: !!user.is_abroad_birth_address,
    birth_country: text(user.birth_country) || DEFAULT_COUNTRY,
    birth_province: text(user.birth_province),
    birth_city: text(user.birth_city),
    is_abroad_living_address: !!user.is_abroad_living_address,
    living_country: text(user.living_country) || DEFAULT_COUNTRY,
    living_province: text(user.living_province),
    living_city: text(user.living_city),
    living_address: text(user.living_address),
    living_postal_code: text(user.living_postal_code),
    living_address_additional_info: text(user.living_address_additional_info),
  };
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

const digitsOrNull = (value: string): string | null => orNull(toLatinDigits(value));

/** Mobile fields go out as 09xxxxxxxxx whatever the person typed. */
const mobileOrNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed ? (normalizeMobile(trimmed) ?? toLatinDigits(trimmed)) : null;
};

/** What PUT /uma/users/current receives: every field of the form, empty ones as null. */
export function toProfileUpdate(values: ProfileValues, picture: PictureValue): ProfileUpdate {
  const inIran = (abroad: boolean, country: string) => (abroad ? orNull(country) : DEFAULT_COUNTRY);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    nickname: orNull(values.nickname),
    father_name: orNull(values.father_name),
    gender: values.gender || null,
    marital_status: values.marital_status || null,
    birthdate: values.birthdate || null,
    national_code: digitsOrNull(values.national_code),
    has_seminary_education: values.has_seminary_education,
    last_academic_degree: values.last_academic_degree || null,
    last_academic_degree_field: orNull(values.last_academic_degree_field),
    last_academy_name: orNull(values.last_academy_name),
    educational_status: values.educational_status || null,
    phone_number: digitsOrNull(values.phone_number),
    on_social_network_mobile_number: mobileOrNull(values.on_social_network_mobile_number),
    on_call_mobile_number: mobileOrNull(values.on_call_mobile_number),
    is_abroad_birth_address: values.is_abroad_birth_address,
    birth_country: inIran(values.is_abroad_birth_address, values.birth_country),
    birth_province: orNull(values.birth_province),
    birth_city: orNull(values.birth_city),
    is_abroad_living_address: values.is_abroad_living_address,
    living_country: inIran(values.is_abroad_living_address, values.living_country),
    living_province: orNull(values.living_province),
    living_city: orNull(values.living_city),
    living_address: orNull(values.living_address),
    living_postal_code: digitsOrNull(values.living_postal_code),
    living_address_additional_info: orNull(values.living_address_additional_info),
    picture: picture.kind === 'new' ? picture.file : picture.url,
  };
}

function todayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Inline checks before sending; the server has the last word (its 400s land on the same fields). */
export function validateProfile(values: ProfileValues, now: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstname.trim()) errors.firstname = ProfileMessages.firstnameRequired;
  if (!values.lastname.trim()) errors.lastname = ProfileMessages.lastnameRequired;
  if (values.national_code && !isValidNationalCode(values.national_code)) {
    errors.national_code = ProfileMessages.nationalCode;
  }
  if (values.living_postal_code && !isValidPostalCode(values.living_postal_code)) {
    errors.living_postal_code = ProfileMessages.postalCode;
  }
  for (const field of ['on_social_network_mobile_number', 'on_call_mobile_number'] as const) {
    const mobile = NamedChecks.mobile(values[field]);
    if (mobile !== true) errors[field] = mobile;
  }
  const phone = toLatinDigits(values.phone_number).replace(/\D/g, '');
  if (values.phone_number.trim() && (phone.length < 8 || phone.length > 12)) {
    errors.phone_number = ProfileMessages.phone;
  }
  if (values.birthdate && values.birthdate > todayIso(now)) {
    errors.birthdate = ProfileMessages.birthdateFuture;
  }
  return errors;
}

/** The picture rules of the form: an image, at most 2 MB. */
export function checkPicture(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ProfileMessages.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return ProfileMessages.pictureSize;
  return null;
}

/** Gregorian YYYY-MM-DD of a picked day (local calendar day, no time zone shift). */
export function toIsoDate(date: Date): string {
  return todayIso(date);
}

/** The picker's Date for a stored YYYY-MM-DD (noon, so no time zone can move it a day). */
export function fromIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}
