import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

/** Every page of spec section 2 that a visitor can open, with its heading in Armenian. */
const OPEN_PAGES: [path: string, heading: RegExp][] = [
  ['/hy', /Սովորելու սերը/],
  ['/hy/about', /Դինո/],
  ['/hy/book', /./],
  ['/hy/games', /./],
  ['/hy/video', /./],
  ['/hy/encyclopedia', /./],
  ['/hy/interesting', /./],
  ['/hy/stages', /./],
  ['/hy/shop', /./],
  ['/hy/basket', /./],
  ['/hy/terms', /./],
  ['/hy/privacy', /./],
  ['/hy/contact', /./],
  ['/hy/verify-email', /./],
  ['/hy/reset-password', /./],
  ['/hy/secure-account', /./],
  ['/hy/no-such-page', /Էջը չի գտնվել/],
];

test('every open page renders in the layout with no serious accessibility violation', async ({
  page,
}) => {
  for (const [path, heading] of OPEN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('section pages show their trail: games shows games, with no home step', async ({ page }) => {
  await page.goto('/en/games');
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('listitem')).toHaveText(['Games']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games');

  await page.goto('/en/basket');
  await expect(trail.getByRole('listitem')).toHaveText(['Shop', 'Basket']);
  await trail.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/en\/shop$/);
});

test('guarded pages send a visitor to the login dialog', async ({ page }) => {
  // The modules page itself tells a visitor how a family starts (no-dead-ends.spec.ts).
  for (const path of ['/en/modules/lessons', '/en/profile', '/en/orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog', { name: 'Welcome back!' })).toBeVisible();
    expect(await seriousViolations(page), `${path} login dialog`).toEqual([]);
  }
});

test('the home page in Russian and English has no serious violation, on a phone too', async ({
  page,
}) => {
  for (const path of ['/ru', '/en']) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hy');
  await page.getByRole('button', { name: 'Ընտրացանկ' }).click();
  await expect(page.locator('#site-menu').getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page), 'phone menu').toEqual([]);
});
