import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/modules/uma';
import { auditClean } from '../support/money';
import { bootTestApp, decodeJwt, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(async () => t?.close());

const MIN = 60_000;
let n = 0;
const freshMobile = () => `0936${String(Date.now() % 1000).padStart(3, '0')}${String(++n).padStart(4, '0')}`;

async function sendOtp(input: string, action: string) {
  return t.http.post('/api/uma/users/send_otp').send({ input, action });
}

describe('sign-up with a mobile number', () => {
  it('sends a code, signs up with it and answers a token whose payload is the user', async () => {
    const mobile = freshMobile();
    const sent = await sendOtp(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]), 'SIGN_UP');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/ارسال شد/);
    const res = await t.http.post('/api/uma/users/sign_up').send({
      input: mobile,
      otp: t.sms.last(mobile),
      password: 'secret123',
      firstname: 'سارا',
      lastname: 'کریمی',
    });
    expect(res.status).toBe(200);
    const payload = decodeJwt(res.body.token.access_token);
    expect(payload).toMatchObject({ firstname: 'سارا', lastname: 'کریمی', roles: ['user'], mobile_number: mobile });
    expect(payload).toHaveProperty('user_id');
    expect(payload).toHaveProperty('exp');
    for (const key of ['email', 'national_code', 'gender']) expect(payload).toHaveProperty(key);

    const me = await t.http.get('/api/uma/users/current').set('Authorization', `Bearer ${res.body.token.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ mobile_number: mobile, mobile_number_verified: true, roles: ['user'] });
    expect(me.body).not.toHaveProperty('password');

    // Born with one empty wallet: the list a client reads results[0].inventory from has one row.
    const auth = { Authorization: `Bearer ${res.body.token.access_token}` };
    const wallets = await t.http.get('/api/accounting/wallets').query({ owner: me.body.id }).set(auth);
    expect(wallets.status).toBe(200);
    expect(wallets.body.count).toBe(1);
    expect(wallets.body.results[0]).toMatchObject({ owner: me.body.id, inventory: 0 });
    await auditClean(t);
  });

  it('refuses a sign-up without a valid code, and a second sign-up of the same number', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile, 'SIGN_UP');
    const bad = await t.http
      .post('/api/uma/users/sign_up')
      .send({ input: mobile, otp: '000000' === t.sms.last(mobile) ? '111111' : '000000', password: 'secret123', firstname: 'a', lastname: 'b' });
    expect(bad.status).toBe(400);
    expect(bad.body.otp[0]).toBe('کد تایید نادرست است.');
    const ok = await t.http
      .post('/api/uma/users/sign_up')
      .send({ input: mobile, otp: t.sms.last(mobile), password: 'secret123', firstname: 'a', lastname: 'b' });
    expect(ok.status).toBe(200);
    const again = await sendOtp(mobile, 'SIGN_UP');
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/قبلا ثبت نام/);
  });

  it('refuses bad input and unknown fields with Persian field messages', async () => {
    const res = await sendOtp('hello', 'SIGN_UP');
    expect(res.status).toBe(400);
    expect(res.body.input[0]).toBe('ایمیل یا شماره تلفن همراه را وارد کنید.');
    const extra = await t.http.post('/api/uma/users/send_otp').send({ input: freshMobile(), action: 'SIGN_UP', roles: ['admin'] });
    expect(extra.status).toBe(400);
    expect(extra.body.roles).toEqual(['این فیلد مجاز نیست.']);
    const short = await t.http.post('/api/uma/users/sign_up').send({ input: freshMobile(), otp: '123456', password: 'x', firstname: 'a', lastname: 'b' });
    expect(short.status).toBe(400);
    expect(short.body.password[0]).toMatch(/۸ نویسه/);
  });
});

describe('OTP limits', () => {
  it('makes a sender wait 120 s between codes and allows 5 codes an hour; the 6th and 7th are refused', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(mobile, 'SIGN_UP')).status).toBe(200);
    const tooSoon = await sendOtp(mobile, 'SIGN_UP');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toMatch(/ثانیه صبر کنید/);
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(2 * MIN + 1000);
      expect((await sendOtp(mobile, 'SIGN_UP')).status).toBe(200);
    }
    t.clock.advance(2 * MIN + 1000);
    const sixth = await sendOtp(mobile, 'SIGN_UP');
    expect(sixth.status).toBe(429);
    t.clock.advance(2 * MIN + 1000);
    const seventh = await sendOtp(mobile, 'SIGN_UP');
    expect(seventh.status).toBe(429);
    expect(seventh.body.detail).toMatch(/یک ساعت/);
    expect(t.sms.sent.filter((s) => s.receptor === mobile)).toHaveLength(5);
    t.clock.advance(60 * MIN);
    expect((await sendOtp(mobile, 'SIGN_UP')).status).toBe(200);
  });

  it('burns a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile, 'SIGN_UP');
    const right = t.sms.last(mobile);
    const wrong = right === '999999' ? '888888' : '999999';
    const body = { input: mobile, password: 'secret123', firstname: 'a', lastname: 'b' };
    for (let i = 0; i < 5; i++) {
      const res = await t.http.post('/api/uma/users/sign_up').send({ ...body, otp: wrong });
      expect(res.status).toBe(400);
    }
    const sixth = await t.http.post('/api/uma/users/sign_up').send({ ...body, otp: right });
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/کد جدیدی/);
    t.clock.advance(2 * MIN + 1000);
    await sendOtp(mobile, 'SIGN_UP');
    const fresh = await t.http.post('/api/uma/users/sign_up').send({ ...body, otp: t.sms.last(mobile) });
    expect(fresh.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile, 'SIGN_UP');
    t.clock.advance(2 * MIN + 1000);
    const res = await t.http
      .post('/api/uma/users/sign_up')
      .send({ input: mobile, otp: t.sms.last(mobile), password: 'secret123', firstname: 'a', lastname: 'b' });
    expect(res.status).toBe(400);
    expect(res.body.otp[0]).toMatch(/منقضی/);
  });
});

describe('password login and lockout', () => {
  it('locks the account after five bad passwords and lets it in again after 15 minutes', async () => {
    const user = await t.createUser({ password: 'right-pass1' });
    for (let i = 1; i <= 4; i++) {
      const res = await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'wrong' });
      expect(res.status).toBe(400);
      expect(res.body.non_field_errors[0]).toBe('نام کاربری یا کلمه عبور اشتباه است.');
    }
    const fifth = await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'wrong' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.detail).toMatch(/قفل/);
    const locked = await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'right-pass1' });
    expect(locked.status).toBe(429);
    t.clock.advance(14 * MIN);
    expect((await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'right-pass1' })).status).toBe(429);
    t.clock.advance(MIN + 1000);
    const back = await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'right-pass1' });
    expect(back.status).toBe(200);
    const me = await t.http.get(`/api/uma/users/current`).set('Authorization', `Bearer ${back.body.token.access_token}`);
    expect(me.body).toMatchObject({ failed_login_attempts: 0, is_locked_out: false });
  });

  it('does not say whether the number or the password was wrong', async () => {
    const unknown = await t.http.post('/api/uma/users/login').send({ input: freshMobile(), password: 'whatever1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.non_field_errors[0]).toBe('نام کاربری یا کلمه عبور اشتباه است.');
  });

  it('refuses an inactive account and a token of a deactivated user', async () => {
    const user = await t.createUser({ password: 'right-pass1' });
    const token = await t.login(user, 'right-pass1');
    await t.ds.getRepository(User).update({ id: user.id }, { is_active: false });
    expect((await t.http.get('/api/uma/users/current').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    expect((await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'right-pass1' })).status).toBe(403);
  });
});

describe('code login, forgotten password and contact verification', () => {
  it('logs in with a one-time code', async () => {
    const user = await t.createUser();
    expect((await sendOtp(user.mobile_number!, 'LOGIN')).status).toBe(200);
    const res = await t.http.post('/api/uma/users/login_otp').send({ input: user.mobile_number, otp: t.sms.last(user.mobile_number!) });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token.access_token).user_id).toBe(user.id);
  });

  it('sets a new password with a FORGOT_PASSWORD code and answers a token', async () => {
    const user = await t.createUser({ password: 'old-pass-1' });
    await sendOtp(user.mobile_number!, 'FORGOT_PASSWORD');
    const res = await t.http
      .post('/api/uma/users/set_password')
      .send({ input: user.mobile_number, otp: t.sms.last(user.mobile_number!), password: 'new-pass-1' });
    expect(res.status).toBe(200);
    expect((await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'old-pass-1' })).status).toBe(400);
    expect((await t.http.post('/api/uma/users/login').send({ input: user.mobile_number, password: 'new-pass-1' })).status).toBe(200);
  });

  it('answers forgot-password for an unknown number the same way, sending nothing', async () => {
    const mobile = freshMobile();
    const res = await sendOtp(mobile, 'FORGOT_PASSWORD');
    expect(res.status).toBe(200);
    expect(t.sms.sent.some((s) => s.receptor === mobile)).toBe(false);
  });

  it("verifies a logged-in user's new mobile and email, refusing one that belongs to someone else", async () => {
    const { user, auth } = await t.as(['user']);
    const other = await t.createUser();
    const newMobile = freshMobile();
    expect((await sendOtp(newMobile, 'VERIFY')).status).toBe(401);
    expect((await t.http.post('/api/uma/users/send_otp').set(auth).send({ input: newMobile, action: 'VERIFY' })).status).toBe(200);
    const ok = await t.http.put('/api/uma/users/verify_input').set(auth).send({ input: newMobile, otp: t.sms.last(newMobile) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: user.id, mobile_number: newMobile, mobile_number_verified: true });

    const email = `learner${Date.now()}@example.com`;
    await t.http.post('/api/uma/users/send_otp').set(auth).send({ input: email, action: 'VERIFY' });
    const mail = await t.http.put('/api/uma/users/verify_input').set(auth).send({ input: email, otp: t.sms.last(email) });
    expect(mail.body).toMatchObject({ email, email_verified: true });

    const taken = await t.http.post('/api/uma/users/send_otp').set(auth).send({ input: other.mobile_number, action: 'VERIFY' });
    expect(taken.status).toBe(409);
  });
});
