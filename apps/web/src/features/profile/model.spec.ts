import { CheckMessages, type User } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import {
  checkPicture,
  fromIsoDate,
  ProfileMessages,
  toIsoDate,
  toProfileUpdate,
  toProfileValues,
  validateProfile,
} from './model';

const user = {
  id: 5,
  firstname: 'زهرا',
  lastname: 'احمدی',
  nickname: null,
  father_name: null,
  gender: null,
  marital_status: null,
  birthdate: null,
  national_code: null,
  picture: '/uploads/users/5.png',
  has_seminary_education: false,
  last_academic_degree: null,
  educational_status: null,
  birth_country: null,
  living_country: null,
} as unknown as User;

describe('profile form model', () => {
  it('starts unset choices at the defaults of SPEC section 5', () => {
    const values = toProfileValues(user);
    expect(values.gender).toBe('MALE');
    expect(values.marital_status).toBe('UNKNOWN');
    expect(values.last_academic_degree).toBe('UNDER_DIPLOMA');
    expect(values.birth_country).toBe('ایران');
    expect(values.living_country).toBe('ایران');
    expect(values.nickname).toBe('');
  });

  it('sends empty texts as null, Persian digits as Latin and mobiles normalised', () => {
    const values = {
      ...toProfileValues(user),
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      on_call_mobile_number: '+98 935 123 4567',
      living_postal_code: '۱۲۳۴۵۶۷۸۹۰',
      birthdate: '1990-03-21',
    };
    const update = toProfileUpdate(values, { kind: 'current', url: '/uploads/users/5.png' });
    expect(update).toMatchObject({
      nickname: null,
      national_code: '0499370899',
      on_call_mobile_number: '09351234567',
      living_postal_code: '1234567890',
      birthdate: '1990-03-21',
      living_country: 'ایران',
      picture: '/uploads/users/5.png',
    });
    expect('roles' in update).toBe(false);
  });

  it('refuses a mistyped national code, a short postal code and a future birth date', () => {
    const values = {
      ...toProfileValues(user),
      national_code: '0499370898',
      living_postal_code: '12345',
      birthdate: '2030-01-01',
      firstname: ' ',
    };
    expect(validateProfile(values, new Date(2026, 0, 1))).toEqual({
      firstname: ProfileMessages.firstnameRequired,
      national_code: ProfileMessages.nationalCode,
      living_postal_code: ProfileMessages.postalCode,
      birthdate: ProfileMessages.birthdateFuture,
    });
  });

  it('holds a saved mobile as the mobile mask does, and checks mobiles with the named check', () => {
    const saved = toProfileValues({
      ...user,
      on_call_mobile_number: '+989351234567',
      on_social_network_mobile_number: 'telegram',
    } as User);
    // +98… would not fit the mask's 11 digits; one the form cannot read is left for the person.
    expect(saved.on_call_mobile_number).toBe('09351234567');
    expect(saved.on_social_network_mobile_number).toBe('telegram');
    expect(validateProfile(saved)).toEqual({
      on_social_network_mobile_number: CheckMessages.mobile,
    });
    expect(validateProfile({ ...saved, on_social_network_mobile_number: '۰۹۱۲۳۴۵' })).toEqual({
      on_social_network_mobile_number: CheckMessages.mobile,
    });
    expect(validateProfile({ ...saved, on_social_network_mobile_number: '' })).toEqual({});
  });

  it('accepts images up to 2 MB only', () => {
    expect(checkPicture({ type: 'image/png', size: 500_000 })).toBeNull();
    expect(checkPicture({ type: 'application/pdf', size: 10 })).toBe(ProfileMessages.pictureType);
    expect(checkPicture({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe(
      ProfileMessages.pictureSize,
    );
  });

  it('round-trips a calendar day without a time zone shift', () => {
    const date = fromIsoDate('1990-03-21');
    expect(date && toIsoDate(date)).toBe('1990-03-21');
    expect(fromIsoDate('')).toBeNull();
  });
});
