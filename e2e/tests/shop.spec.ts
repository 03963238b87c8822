import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi } from './family.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

test('the catalogue filters by category, age and price and sorts, in the address', async ({
  page,
}) => {
  await page.goto('/en/shop');
  await expect(page.getByText('Products found: 25')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Category').selectOption({ label: 'Clothes' });
  await page.getByLabel('Order').selectOption({ label: 'Price: low to high' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/category=clothes/);
  await expect(page.getByText('Products found: 5')).toBeVisible();
  const names = await page.getByRole('listitem').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names[0]).toBe('Dino Socks, Three Pairs');
  await page.goto('/en/shop?q=fossil&max_price=9000');
  await expect(page.getByRole('heading', { level: 2, name: 'Dig-a-Fossil Kit' })).toBeVisible();
  await expect(page.getByText('Products found: 1')).toBeVisible();
  // An address typed by hand with a filter the shop cannot read still shows the shop.
  const odd = await page.goto('/en/shop?min_price=-5&age=old');
  expect(odd?.status()).toBe(200);
  await expect(page.getByText('Products found: 25')).toBeVisible();
});

test('a product page shows its pictures, price, stock and sections, and its first section alone', async ({
  page,
}) => {
  await page.goto('/hy/shop?category=learning-kits');
  await page.getByRole('link', { name: 'Պեղիր բրածոն' }).click();
  await expect(page).toHaveURL(/\/hy\/dig-a-fossil-kit$/);
  await page.goto('/en/dig-a-fossil-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Dig-a-Fossil Kit' })).toBeVisible();
  await expect(page.getByText('8,900')).toBeVisible();
  await expect(page.getByText('In stock')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(page.getByRole('img', { name: 'Dig-a-Fossil Kit (2)' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Read: What’s in the box' })
    .or(page.getByRole('link', { name: /^Read: / }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/dig-a-fossil-kit\/FirstSection$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/in the box/i);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/en/plush-stegosaurus');
  await expect(page.getByText('Sold out')).toBeVisible();
  expect((await page.goto('/en/no-such-product'))?.status()).toBe(404);
  expect((await page.goto('/en/no-such-product/FirstSection'))?.status()).toBe(404);
});

test('a child sees the products but no prices', async ({ page, request, context }) => {
  const family = await familyByApi(request);
  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  const { token } = (await session.json()).data;
  await context.addCookies([
    { name: 'auth_token', value: token, url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/en/plush-triceratops');
  await expect(page.getByRole('heading', { level: 1, name: 'Plush Triceratops' })).toBeVisible();
  await expect(page.getByText('Ask a grown-up to look at this with you.')).toBeVisible();
  await expect(page.getByText('֏')).toHaveCount(0);
  await page.goto('/en/shop');
  await expect(page.getByText('֏')).toHaveCount(0);
});
