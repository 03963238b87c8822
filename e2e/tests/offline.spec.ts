import { PASSWORD, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

/*
 * The code that reports a failed call loads only after a first failure. Offline, before that,
 * it cannot load: the page must still say what is wrong.
 */

test('offline, logging in says “No internet connection.”, until the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByLabel('Email').fill('someone@example.com');
  await login.getByLabel('Password').fill(PASSWORD);

  await context.setOffline(true);
  await login.getByRole('button', { name: 'Log in' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'No internet connection.' });
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('on a phone in Armenian, “add to basket” offline says so, inside the screen', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const family = await familyByApi(request);
  await context.addCookies([{ name: 'auth_token', value: family.parentToken, url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hy/dig-a-fossil-kit');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ավելացնել զամբյուղ' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Ինտերնետ կապ չկա։' });
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
});
