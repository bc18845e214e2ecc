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
