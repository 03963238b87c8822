import { expect, test } from '@playwright/test';

test('home is Armenian by default and the language switcher keeps the page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Սովորելու սերը ձվից է սկսվում');
  // Once the app has hydrated and nothing loads, <body> carries the loaded marker and no overlay covers the page.
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // The choice is remembered for the bare home page.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/en/reset-password');
  await page.getByRole('link', { name: 'Հայերեն' }).click();
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

test('no request leaves the site', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost:')) foreign.push(request.url());
  });
  await page.goto('/ru');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
