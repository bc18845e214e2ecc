import { Role } from '@daneshsara/domain';
import type { DataSource } from 'typeorm';
import { TICKET_CATEGORIES, TicketCategory } from '../modules/mma';
import { User, UserRole, type PasswordService } from '../modules/uma';

/** Reference data every installation needs (settings, categories...); modules add theirs here. */
export async function seedReference(ds: DataSource): Promise<void> {
  const categories = ds.getRepository(TicketCategory);
  for (const c of TICKET_CATEGORIES) {
    if (!(await categories.existsBy({ type: c.type }))) await categories.insert(c);
  }
}

/** Staff accounts of the demo: one per role, in this order from 09120000002 (README lists them). */
export const DEMO_STAFF: { role: Role; firstname: string; lastname: string }[] = [
  { role: Role.ADMIN, firstname: 'مریم', lastname: 'احمدی' },
  { role: Role.TEAM_LEADER, firstname: 'حسین', lastname: 'کریمی' },
  { role: Role.EDUCATIONAL_DEPARTMENT_HEAD, firstname: 'زهرا', lastname: 'موسوی' },
  { role: Role.RESEARCH_DEPARTMENT_HEAD, firstname: 'مهدی', lastname: 'حسینی' },
  { role: Role.PUBLIC_RELATIONS_DEPARTMENT_HEAD, firstname: 'فاطمه', lastname: 'رضایی' },
  { role: Role.DOCUMENTARY_DEPARTMENT_HEAD, firstname: 'علی', lastname: 'صادقی' },
  { role: Role.HUMAN_RESOURCE_DEPARTMENT_HEAD, firstname: 'سمیه', lastname: 'جعفری' },
  { role: Role.FINANCIAL_DEPARTMENT_HEAD, firstname: 'رضا', lastname: 'محمدی' },
  { role: Role.CULTURAL_DEPARTMENT_HEAD, firstname: 'نرگس', lastname: 'طاهری' },
  { role: Role.MEDIUM_DEPARTMENT_HEAD, firstname: 'امیر', lastname: 'نوری' },
  { role: Role.GRADER, firstname: 'سعید', lastname: 'رحیمی' },
  { role: Role.PROFESSOR, firstname: 'محمدرضا', lastname: 'شریفی' },
];

const LEARNERS: [string, string, 'MALE' | 'FEMALE', string, string][] = [
  ['امیرحسین', 'قاسمی', 'MALE', 'تهران', 'تهران'],
  ['فاطمه', 'نجفی', 'FEMALE', 'قم', 'قم'],
  ['محمد', 'باقری', 'MALE', 'اصفهان', 'کاشان'],
  ['زینب', 'مرادی', 'FEMALE', 'خراسان رضوی', 'مشهد'],
  ['علی‌اکبر', 'یوسفی', 'MALE', 'فارس', 'شیراز'],
  ['سارا', 'کاظمی', 'FEMALE', 'آذربایجان شرقی', 'تبریز'],
  ['حسن', 'عباسی', 'MALE', 'خوزستان', 'اهواز'],
  ['معصومه', 'اکبری', 'FEMALE', 'گیلان', 'رشت'],
  ['مصطفی', 'رستمی', 'MALE', 'کرمان', 'کرمان'],
  ['الهام', 'سلیمانی', 'FEMALE', 'یزد', 'یزد'],
  ['جواد', 'حیدری', 'MALE', 'البرز', 'کرج'],
  ['مهسا', 'امینی‌فر', 'FEMALE', 'مازندران', 'ساری'],
  ['یاسر', 'فرهادی', 'MALE', 'همدان', 'همدان'],
  ['ریحانه', 'شجاعی', 'FEMALE', 'تهران', 'شهریار'],
  ['کاظم', 'ملکی', 'MALE', 'مرکزی', 'اراک'],
  ['نازنین', 'توکلی', 'FEMALE', 'قزوین', 'قزوین'],
  ['محسن', 'زارعی', 'MALE', 'سمنان', 'شاهرود'],
  ['طاهره', 'بهرامی', 'FEMALE', 'زنجان', 'زنجان'],
];

/** A national code with a correct check digit, derived from a serial. */
export function demoNationalCode(serial: number): string {
  const body = String(100_000_000 + serial * 7919).slice(-9);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const r = sum % 11;
  return body + String(r < 2 ? r : 11 - r);
}

/**
 * The demo platform a newcomer meets on first start: the superuser, a learner, one account per
 * staff role and a few dozen learners. Runs only on an empty users table.
 */
export async function seedDemo(ds: DataSource, passwords: PasswordService): Promise<boolean> {
  if ((await ds.getRepository(User).count()) > 0) return false;
  const [adminHash, userHash, staffHash] = await Promise.all([
    passwords.hash('admin1234'),
    passwords.hash('user1234'),
    passwords.hash('staff1234'),
  ]);
  const base = new Date(Date.now() - 90 * 86400_000);
  await ds.transaction(async (em) => {
    let serial = 1;
    const add = async (
      mobile: string,
      firstname: string,
      lastname: string,
      hash: string,
      roles: string[],
      extra: Partial<User> = {},
    ) => {
      const created = new Date(base.getTime() + serial * 36 * 3600_000);
      const u = await em.save(
        em.create(User, {
          firstname,
          lastname,
          mobile_number: mobile,
          mobile_number_verified: true,
          password: hash,
          national_code: demoNationalCode(serial++),
          is_superuser: roles.includes(Role.SUPERUSER),
          creation_time: created,
          last_modification_time: created,
          living_country: 'ایران',
          ...extra,
        }),
      );
      await em.save(roles.map((role) => em.create(UserRole, { user_id: u.id, role })));
    };
    await add('09120000000', 'مدیر', 'کل سامانه', adminHash, [Role.SUPERUSER], { gender: 'MALE' });
    await add('09120000001', 'محمد', 'اندیشه‌جو', userHash, [Role.USER], {
      gender: 'MALE',
      birthdate: '1998-03-21',
      living_province: 'تهران',
      living_city: 'تهران',
      last_academic_degree: 'BACHELOR',
      marital_status: 'SINGLE',
    });
    for (const [i, s] of DEMO_STAFF.entries()) {
      const mobile = `0912000${String(i + 2).padStart(4, '0')}`;
      await add(mobile, s.firstname, s.lastname, staffHash, [s.role, Role.USER]);
    }
    for (const [i, [firstname, lastname, gender, province, city]] of LEARNERS.entries()) {
      const mobile = `0935100${String(i + 1).padStart(4, '0')}`;
      await add(mobile, firstname, lastname, userHash, [Role.USER], {
        gender,
        living_province: province,
        living_city: city,
        marital_status: i % 3 === 0 ? 'MARRIED' : 'SINGLE',
      });
    }
  });
  return true;
}
