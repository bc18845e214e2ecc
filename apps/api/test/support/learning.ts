import { expect } from 'vitest';
import type { TestApp } from './app';

const DAY = 86_400_000;
let seq = 0;

/**
 * A classroom of a fresh unit, in its registration period (enrolment behind it, drop-add ahead),
 * made by staff over HTTP. Answers its id and its unit's title (the classroom's shown title).
 */
export async function classroomInRegistration(
  t: TestApp,
  staffAuth: Record<string, string>,
  body: Record<string, unknown> = {},
) {
  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const title = `درس ${process.pid}-${++seq}`;
  const cat = await t.http
    .post('/api/lma/categories')
    .set(staffAuth)
    .send({ title: 'کلام', type: 'TRAINING' });
  const unit = await t.http
    .post('/api/lma/units')
    .set(staffAuth)
    .send({ title, category: cat.body.id });
  expect(unit.status, JSON.stringify(unit.body)).toBe(201);
  const res = await t.http
    .post('/api/lma/classrooms')
    .set(staffAuth)
    .send({
      unit: unit.body.id,
      holding_type: 'ONLINE',
      price: 0,
      capacity: 10,
      publish_time: at(-10),
      beginning_enrollment_period: at(-9),
      ending_enrollment_period: at(-5),
      beginning_registration_period: at(-1),
      ending_registration_period: at(5),
      beginning_drop_add_period: at(7),
      ending_drop_add_period: at(9),
      allow_dropping_on_registration_period: true,
      ...body,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as number, title };
}
