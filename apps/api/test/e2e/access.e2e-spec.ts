import { ALL_ROLES } from '@daneshsara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission } from '../../src/core/auth/permissions';
import { bootTestApp, type TestApp } from '../support/app';
import { makeInvoice } from '../support/money';
import { Ticket, TicketReply } from '../../src/modules/mma';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(async () => t?.close());

/** One real request per permission; its success status. */
const PROBES: Record<Permission, { ok: number; call: (auth: Record<string, string>) => Promise<{ status: number }> }> = {
  'uma.users.read': { ok: 200, call: (auth) => t.http.get('/api/uma/users').set(auth) },
  'uma.users.export': { ok: 200, call: (auth) => t.http.get('/api/uma/users/export_report').set(auth) },
  'uma.users.create': {
    ok: 201,
    call: (auth) =>
      t.http.post('/api/uma/users').set(auth).send({ firstname: 'تازه', lastname: 'وارد', mobile_number: `0939${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }),
  },
  'uma.users.update': {
    ok: 200,
    call: async (auth) => t.http.put(`/api/uma/users/${(await t.createUser()).id}`).set(auth).send({ firstname: 'ویرایش' }),
  },
  'uma.users.roles': {
    ok: 200,
    call: async (auth) => t.http.put(`/api/uma/users/${(await t.createUser()).id}/change_role`).set(auth).send({ roles: ['user', 'grader'] }),
  },
  'uma.users.delete': {
    ok: 200,
    call: async (auth) => t.http.delete(`/api/uma/users/${(await t.createUser()).id}`).set(auth),
  },
  'accounting.read': { ok: 200, call: (auth) => t.http.get('/api/accounting/payments/export_report').set(auth) },
  'accounting.manage': {
    ok: 201,
    call: async (auth) => {
      const inv = await makeInvoice(t, (await t.createUser()).id, 90_000);
      return t.http
        .post('/api/accounting/instalment_offers')
        .set(auth)
        .send({ invoice: inv.id, amount: 90_000, count: 3, due_date_interval: 30, starting_date: new Date().toISOString() });
    },
  },
  'accounting.discounts': { ok: 200, call: (auth) => t.http.get('/api/accounting/discounts').set(auth) },
  'dma.manage': { ok: 201, call: (auth) => t.http.post('/api/dma/donations/categories').set(auth).send({ title: 'دسته' }) },
  'dma.registrations.read': { ok: 200, call: (auth) => t.http.get('/api/dma/registrations/export_report').set(auth) },
  'lma.manage': { ok: 201, call: (auth) => t.http.post('/api/lma/categories').set(auth).send({ title: 'دسته', type: 'TRAINING' }) },
  'store.manage': { ok: 201, call: (auth) => t.http.post('/api/store/categories').set(auth).send({ title: 'دسته' }) },
  'store.orders': { ok: 200, call: (auth) => t.http.get('/api/store/baskets/export_report').set(auth) },
  'cma.content': { ok: 201, call: (auth) => t.http.post('/api/cma/hashtags').set(auth).send({ title: `برچسب_${Math.random().toString(36).slice(2)}` }) },
  'cma.settings': {
    ok: 200,
    call: (auth) => t.http.put('/api/cma/settings/key/PurchaseRegulations').set(auth).send({ value: '<p>قوانین</p>' }),
  },
  'mma.notices': {
    ok: 201,
    call: (auth) => t.http.post('/api/mma/notices').set(auth).send({ title: 'اطلاعیه', body: 'متن', audience: 'ALL' }),
  },
  'mma.replies.delete': {
    ok: 200,
    call: async (auth) => {
      const owner = await t.createUser();
      const now = t.clock.now();
      const ticket = await t.ds.getRepository(Ticket).save({
        title: 'سوال', body: 'متن', status: 'OPENED', priority: null, category_id: 1, source_type: null, source_id: null,
        attachment: null, owner_id: owner.id, creator_id: owner.id, creation_time: now, last_modification_time: now,
      });
      const reply = await t.ds.getRepository(TicketReply).save({ ticket_id: ticket.id, body: 'پاسخ', creator_id: owner.id, is_staff: false, creation_time: now });
      return t.http.delete(`/api/mma/replies/${reply.id}`).set(auth);
    },
  },
};

describe('the permission matrix, every cell', () => {
  it('has a probe for every permission', () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  for (const role of ALL_ROLES) {
    it(`${role}: allowed exactly what the matrix grants`, async () => {
      const { auth } = await t.as([role]);
      for (const [permission, probe] of Object.entries(PROBES) as [Permission, (typeof PROBES)[Permission]][]) {
        const res = await probe.call(auth);
        const expected = can([role], permission) ? probe.ok : 403;
        expect({ permission, status: res.status }).toEqual({ permission, status: expected });
      }
    });
  }

  it('keeps learners and professors out of the users resource and lets HR in', () => {
    expect(can(['user'], 'uma.users.read')).toBe(false);
    expect(can(['professor'], 'uma.users.update')).toBe(false);
    expect(can(['human_resource_department_head'], 'uma.users.read')).toBe(true);
    expect(can(['superuser'], 'uma.users.delete')).toBe(true);
  });
});
