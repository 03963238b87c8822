import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_COOKIE } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { checkoutBody, fixtureShop } from './helpers/shop.ts';
import { PASSWORD, addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let child: Awaited<ReturnType<typeof addChild>>;
let order: string;

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
  const product = (await fixtureShop()).products[0]!.uuid;
  const placed = await call(
    'POST',
    '/api/shop/checkout',
    parent.token,
    checkoutBody(product, 'Anahit Petrosyan', '12 Abovyan Street'),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json().data.uuid;
});
afterAll(async () => t?.close());

describe('Cache-Control', () => {
  it('is no-store on every answer for someone signed in, and public answers keep theirs', async () => {
    const answers = {
      'user-data': await call('POST', '/api/auth/user-data', parent.token),
      'get-children': await call('GET', `/api/auth/get-children/${parent.user.id}`, parent.token),
      orders: await call('GET', '/api/shop/orders', parent.token),
      order: await call('GET', `/api/shop/orders/${order}`, parent.token),
      progress: await call('GET', `/api/family/children/${child.user.id}/progress`, parent.token),
      basket: await call('GET', '/api/shop/basket', parent.token),
      'a public list, asked for signed in': await call('GET', '/api/books', parent.token),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }

    // Public answers stay as they were, and a public immutable picture stays immutable.
    for (const url of ['/api/books', '/api/shop/products', '/api/encyclopedia']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
    const products = await call('GET', '/api/shop/products');
    const picture = await call('GET', products.json().data[0].image, parent.token);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is no-store on a refusal to a signed-in request too', async () => {
    const answers = {
      'a token that is no longer good (401)': await call(
        'POST',
        '/api/auth/user-data',
        'x'.repeat(40),
      ),
      'another family (403)': await call(
        'GET',
        `/api/auth/get-children/${parent.user.id}`,
        child.token,
      ),
      'an order not theirs (404)': await call(
        'GET',
        '/api/shop/orders/00000000-0000-4000-8000-000000000000',
        parent.token,
      ),
      'a bad body (422)': await call('POST', '/api/shop/checkout', parent.token, { items: [] }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('is no-store on a page asked for with the session cookie the pages read', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/hy/profile',
      headers: { cookie: `${AUTH_TOKEN_COOKIE}=${parent.token}` },
    });
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the answer that hands out a token', async () => {
    const login = await call('POST', '/api/auth/login', undefined, {
      email: parent.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
