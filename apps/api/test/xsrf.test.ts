import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const forgot = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password/forgot',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { email: 'someone@example.com' },
  });

describe('XSRF double submit', () => {
  it('refuses a state-changing call that carries the cookie without the matching header', async () => {
    const missing = await forgot({ cookie: 'XSRF-TOKEN=abc123' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ success: false, code: 403, type: 'forbidden' });
    const wrong = await forgot({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc124' });
    expect(wrong.statusCode).toBe(403);
  });

  it('accepts the matching header, and clients without the cookie as before', async () => {
    const matching = await forgot({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' });
    expect(matching.statusCode).toBe(200);
    const bearerOnly = await forgot({});
    expect(bearerOnly.statusCode).toBe(200);
  });

  it('lets reads through whatever the cookie says', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/dino/ips/get-user-info',
      headers: { cookie: 'XSRF-TOKEN=abc123' },
    });
    expect(read.statusCode).toBe(200);
  });
});
