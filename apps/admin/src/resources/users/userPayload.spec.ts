import { describe, expect, it } from 'vitest';
import { toUserCreatePayload, toUserUpdatePayload } from './userPayload';

describe('toUserUpdatePayload', () => {
  it('keeps only what PUT /uma/users/{id} accepts', () => {
    const record = {
      id: 5,
      user_id: 5,
      full_name: 'علی رضایی',
      firstname: 'علی',
      lastname: 'رضایی',
      national_code: '۰۰۱۲۳۴۵۶۷۸',
      email: '',
      picture: '/uploads/a.png',
      roles: ['user', 'grader', 'grader'],
      is_active: true,
      creation_time: '2025-01-01T00:00:00Z',
      last_login: null,
      is_locked_out: false,
      failed_login_attempts: 0,
      mobile_number_verified: true,
      groups: [],
      user_permissions: [],
      is_superuser: false,
      password: '',
    };
    expect(toUserUpdatePayload(record)).toEqual({
      firstname: 'علی',
      lastname: 'رضایی',
      national_code: '0012345678',
      email: null,
      roles: ['user', 'grader'],
      is_active: true,
    });
  });

  it('sends a typed new password', () => {
    expect(toUserUpdatePayload({ password: 'secret-123' })).toEqual({ password: 'secret-123' });
  });
});

describe('toUserCreatePayload', () => {
  it('sends the create fields with Latin digits', () => {
    expect(
      toUserCreatePayload({
        firstname: 'سارا',
        lastname: 'کاظمی',
        mobile_number: '۰۹۱۲۱۲۳۴۵۶۷',
        password: 'p4ssword',
        roles: ['user'],
        extra: 1,
      }),
    ).toEqual({
      firstname: 'سارا',
      lastname: 'کاظمی',
      mobile_number: '09121234567',
      password: 'p4ssword',
      roles: ['user'],
    });
  });
});
