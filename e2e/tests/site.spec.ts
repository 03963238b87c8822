import { familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

test('home is Armenian by default and the language switcher keeps the page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Սովորելու սերը ձվից է սկսվում');
  // Once the app has hydrated and nothing loads, <body> carries the loaded marker and no overlay covers the page.
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.getByRole('link', { name: 'Рус' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // The choice is remembered for the bare home page.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/en/reset-password');
  await page.getByRole('link', { name: 'Հայ' }).click();
  await expect(page).toHaveURL(/\/hy\/reset-password$/);
});

test('unknown pages answer 404 with the not-found page in their language', async ({ page }) => {
  const english = await page.goto('/en/no-such-dinosaur');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');

  const unknownPrefix = await page.goto('/xx/anything');
  expect(unknownPrefix?.status()).toBe(404);

  const armenian = await page.goto('/hy/no-such-page');
  expect(armenian?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Էջը չի գտնվել');
});

test('an id in the address that names nothing, however long or odd, is the 404 page', async ({
  page,
  request,
  baseURL,
}) => {
  const family = await familyByApi(request);
  await page.context().addCookies([
    { name: 'auth_token', value: family.parentToken, url: baseURL! },
    { name: 'cookie_consent', value: 'necessary', url: baseURL! },
  ]);
  const long = 'a'.repeat(61);
  const longer = 'b'.repeat(150);
  const odd = ['%00', 'a%07b', '%E0%A4%A', '%ZZ', '%F0%9F%A6%96', 'a.b', '..%2F..%2Fetc'];
  const addresses = [
    ...[long, longer, ...odd].flatMap((id) => [
      `/en/book/${id}`,
      `/en/encyclopedia/${id}`,
      `/en/games/${id}`,
      `/en/${id}`,
      `/en/${id}/FirstSection`,
      `/en/orders/${id}`,
    ]),
    `/en/profile/children/${'9'.repeat(11)}`,
    `/en/profile/children/${'9'.repeat(61)}`,
    `/en/profile/children/${long}`,
  ];
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('Page Not Found');
  }

  // A lesson or an activity chosen by an address that names none goes one step up (spec 8).
  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  expect(session.status()).toBe(200);
  await page
    .context()
    .addCookies([{ name: 'auth_token', value: (await session.json()).data.token, url: baseURL! }]);
  for (const address of [
    `/en/modules/lessons?module=${longer}`,
    '/en/modules/lessons?module=%00',
    `/en/modules/lessons/activity?lesson=${longer}`,
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page, address).toHaveURL(/\/en\/modules$/);
  }
});

test('no request leaves the site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  for (const path of ['/ru', '/hy/shop', '/en/about', '/en/games']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('an open page asks for the current build', async ({ page }) => {
  await page.goto('/en');
  const manifest = await page.evaluate(async () => {
    const response = await fetch(`/latest.json?t=${Date.now()}`);
    return { status: response.status, body: (await response.json()) as { version: string } };
  });
  expect(manifest.status).toBe(200);
  const running = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest
        .version,
  );
  expect(manifest.body.version).toBe(running);
});

test('a state-changing call that carries the XSRF cookie needs the matching header', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrf).toMatchObject({ sameSite: 'Strict', httpOnly: false });
  const data = { email: 'someone@example.com' };
  const without = await page.request.post('/api/auth/reset-password/forgot', { data });
  expect(without.status()).toBe(403);
  expect(await without.json()).toMatchObject({ success: false, type: 'forbidden' });
  const matching = await page.request.post('/api/auth/reset-password/forgot', {
    data,
    headers: { 'X-XSRF-TOKEN': xsrf!.value },
  });
  expect(matching.status()).toBe(200);
});

test('a page’s texts come as one file, cached for good, not inside every page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/hy')).text();
  const href = /<link rel="preload" href="(\/ui-catalog\/hy\.[\w-]+\.json)"/.exec(html)?.[1];
  expect(href, 'the page names its catalog').toBeDefined();
  // The login dialog's title is in the catalog, not on the page until the dialog opens.
  expect(html).not.toContain('Ուրախ ենք կրկին տեսնել Ձեզ');
  const catalog = await request.get(href!);
  expect(catalog.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await catalog.json()).auth.loginTitle).toBe('Ուրախ ենք կրկին տեսնել Ձեզ');
  expect((await request.get('/ui-catalog/hy.not-this-build.json')).status()).toBe(404);

  await page.goto('/hy');
  await page.getByRole('button', { name: 'Մուտք' }).click();
  await expect(page.getByRole('dialog', { name: 'Ուրախ ենք կրկին տեսնել Ձեզ' })).toBeVisible();
});
