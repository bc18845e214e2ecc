import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();

});
afterAll(async () => t?.close());

describe('the OpenAPI page', () => {
  it('describes request bodies field by field, from the validation rules', async () => {
    const res = await t.http.get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body;
    const signUp = doc.paths['/api/uma/users/sign_up'].post.requestBody.content['application/json'].schema.$ref;
    expect(signUp).toBe('#/components/schemas/SignUpDto');
    const schema = doc.components.schemas.SignUpDto;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['input', 'otp', 'password', 'firstname', 'lastname']));
    expect(schema.required).toEqual(expect.arrayContaining(['input', 'password']));
    const deposit = doc.components.schemas.DepositDto;
    expect(deposit.properties.amount).toMatchObject({ type: 'integer', minimum: 1000 });
    expect(doc.paths['/api/accounting/transactions/deposit']).toBeTruthy();
  });
});

describe('the OpenAPI document and the router', () => {
  it('lists every route the router serves, and nothing it does not', async () => {
    const doc = (await t.http.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const routed = new Set<string>();
    const join = (...parts: (string | undefined)[]) =>
      `/${parts.flatMap((p) => (p ?? '').split('/')).filter(Boolean).join('/')}`;
    for (const mod of t.app.get(ModulesContainer).values()) {
      for (const wrapper of mod.controllers.values()) {
        const cls = wrapper.metatype as { prototype: Record<string, unknown> } | null;
        if (!cls) continue;
        const base = Reflect.getMetadata(PATH_METADATA, cls) as string | undefined;
        // Like Nest's own scanner: a controller's routes include those it inherits.
        const names = new Set<string>();
        for (let p = cls.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
          for (const name of Object.getOwnPropertyNames(p)) names.add(name);
        }
        for (const name of names) {
          const handler = cls.prototype[name];
          if (typeof handler !== 'function' || name === 'constructor') continue;
          const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (path === undefined || method === undefined) continue;
          routed.add(`${RequestMethod[method]} ${join('api', base, path).replace(/:(\w+)/g, '{$1}')}`);
        }
      }
    }
    expect(routed.size).toBeGreaterThan(150);
    // The document's own pages are served by Swagger, not by a controller.
    const ownPages = [...documented].filter((r) => r.includes('/api/docs'));
    expect([...routed].filter((r) => !documented.has(r)).sort()).toEqual([]);
    expect([...documented].filter((r) => !routed.has(r) && !ownPages.includes(r)).sort()).toEqual([]);
    expect(documented.has('GET /api/accounting/gateway/callback')).toBe(true);
    expect(documented.has('POST /api/accounting/gateway/sandbox/{authority}/{answer}')).toBe(true);
  });
});
