import { expect } from 'vitest';
import type { TestApp } from './app';

const DAY = 86_400_000;
let n = 0;

/**
 * A classroom of a new category of `type` (TRAINING, DiscussionCircles, EVENT) and a new unit, made
 * by staff over HTTP: published, in its registration period (since yesterday, five days more),
 * free with 10 seats unless `body` says otherwise.
 */
export async function openClassroom(
  t: TestApp,
  staff: Record<string, string>,
  type: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; unit: number; category: number; title: string }> {
  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const cat = await t.http
    .post('/api/lma/categories')
    .set(staff)
    .send({ title: `دسته ${++n}`, type });
  expect(cat.status, JSON.stringify(cat.body)).toBe(201);
  const unit = await t.http
    .post('/api/lma/units')
    .set(staff)
    .send({ title: `درس ${process.pid}-${++n}`, category: cat.body.id });
  expect(unit.status, JSON.stringify(unit.body)).toBe(201);
  const res = await t.http
    .post('/api/lma/classrooms')
    .set(staff)
    .send({
      unit: unit.body.id,
      holding_type: 'ONLINE',
      price: 0,
      capacity: 10,
      publish_time: at(-10),
      beginning_registration_period: at(-1),
      ending_registration_period: at(5),
      ...body,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, unit: unit.body.id, category: cat.body.id, title: res.body.title };
}

/**
 * A training classroom in its registration period with the enrolment period behind it and
 * drop-add ahead, dropping allowed. Answers its id and its shown title (the unit's).
 */
export async function classroomInRegistration(
  t: TestApp,
  staffAuth: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const { id, title } = await openClassroom(t, staffAuth, 'TRAINING', {
    beginning_enrollment_period: at(-9),
    ending_enrollment_period: at(-5),
    beginning_drop_add_period: at(7),
    ending_drop_add_period: at(9),
    allow_dropping_on_registration_period: true,
    ...body,
  });
  return { id, title };
}
