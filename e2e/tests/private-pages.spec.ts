import { familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

test('no cache keeps a page rendered for someone signed in; public pages and assets keep theirs', async ({
  page,
  request,
  baseURL,
}) => {
  const visitor = await page.goto('/hy/shop');
  expect(visitor?.status()).toBe(200);
  expect(visitor?.headers()['cache-control'] ?? '').not.toContain('no-store');
  const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(await visitor!.text())?.[0];
  expect(asset).toBeDefined();

  const family = await familyByApi(request);
  await page.context().addCookies([
    { name: 'auth_token', value: family.parentToken, url: baseURL! },
    { name: 'cookie_consent', value: 'necessary', url: baseURL! },
  ]);
  for (const path of [
    '/hy/profile',
    '/hy/orders',
    '/hy/basket',
    '/hy/wishlist',
    `/hy/profile/children/${family.child.id}`,
    '/hy/shop',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toBe('no-store');
  }
  // The data a signed-in navigation fetches, and a page's refusal, are just as private.
  const data = await page.request.get('/hy/orders.data');
  expect(data.headers()['cache-control']).toBe('no-store');
  const missing = await page.request.get('/hy/profile/children/99999999999');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');

  // A hashed asset asked for with the session cookie stays cached for good.
  const cached = await page.request.get(asset!);
  expect(cached.status()).toBe(200);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
