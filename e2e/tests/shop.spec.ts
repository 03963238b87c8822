import { passParentalGate } from './parental-gate.ts';
import { seriousViolations } from './axe.ts';
import { PASSWORD, familyByApi } from './family.ts';
import { expect, hydrated, test } from './fixtures.ts';

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
  await hydrated(page);
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

test('a visitor fills a basket, signs in (the baskets merge), passes the gate, orders and cancels', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request, 'Nare');
  // The parent already kept something in the account's basket.
  const star = (await (await request.get('/api/shop/products/plush-triceratops')).json()).data;
  await request.put(`/api/shop/basket/${star.uuid}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
    data: { quantity: 1 },
  });

  await page.goto('/en/dig-a-fossil-kit');
  await page.getByLabel('How many').selectOption('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('“Dig-a-Fossil Kit” is in the basket.')).toBeVisible();

  await page.goto('/en/basket');
  await expect(page.getByRole('link', { name: 'Dig-a-Fossil Kit' })).toBeVisible();
  await expect(page.getByText('Total: 17,800')).toBeVisible();
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await passParentalGate(page);

  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByLabel('Email').fill(family.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  // Both baskets, now one: the kit from this browser and the triceratops from the account.
  await expect(page.getByRole('link', { name: 'Dig-a-Fossil Kit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plush Triceratops' })).toBeVisible();
  await expect(page.getByText('Total: 27,700')).toBeVisible();
  await hydrated(page);

  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await page.getByLabel('Recipient’s name').fill('Nare Hakobyan');
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('Region').selectOption({ label: 'Shirak' });
  await page.getByLabel('City or village').fill('Gyumri');
  await page.getByLabel('Street, house, apartment').fill('5 Rustaveli Street');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByText('Number is not possible for this country')).toBeVisible();
  await page.getByLabel('Phone').fill('+374 91 123456');
  await page.getByLabel('Bank transfer (we send you the details)').check();
  await page.getByRole('button', { name: 'Place the order' }).click();

  const thanks = page.getByRole('alertdialog', { name: 'Order placed' });
  await expect(thanks).toContainText('Thank you! Your order is placed.');
  await thanks.getByRole('button').click();
  await expect(page).toHaveURL(/\/en\/orders/);
  const order = page.getByRole('listitem').filter({ hasText: 'Dig-a-Fossil Kit' });
  await expect(order).toContainText('Waiting for confirmation');
  await expect(order).toContainText('27,700');
  expect(await seriousViolations(page)).toEqual([]);

  await order.getByRole('button', { name: 'Cancel the order' }).click();
  const cancelled = page.getByRole('alertdialog', { name: /^Order No\. \d+ cancelled$/ });
  await expect(cancelled).toContainText('The order is cancelled.');
  await cancelled.getByRole('button').click();
  await expect(order).toContainText('Cancelled');
  const kit = (await (await request.get('/api/shop/products/dig-a-fossil-kit')).json()).data;
  expect(kit.stock).toBe(26);
});

test('the basket warns of a line the stock no longer covers, and a removal can be undone', async ({
  page,
  request,
}) => {
  const product = async (slug: string) =>
    (await (await request.get(`/api/shop/products/${slug}`)).json()).data as {
      uuid: string;
      final_price: number;
    };
  const [soldOut, book] = await Promise.all([
    product('plush-stegosaurus'),
    product('dino-colouring-book'),
  ]);
  // A visitor's basket kept in this browser since before the last plush one was sold.
  await page.goto('/en/shop');
  await page.evaluate(
    (lines) => localStorage.setItem('dino-basket', JSON.stringify(lines)),
    [soldOut, book].map((p) => ({ product: p.uuid, quantity: 2, price_seen: p.final_price })),
  );
  await page.goto('/en/basket');
  await expect(page.getByRole('alert')).toHaveText(
    '“Plush Stegosaurus” is sold out. Remove it from the basket to check out.',
  );
  await expect(page.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
  await hydrated(page);

  await page.getByRole('button', { name: 'Remove Dino Colouring Book' }).click();
  const question = page.getByTestId('toast-question');
  await expect(question).toContainText('“Dino Colouring Book” is out of the basket. Put it back?');
  await expect(page.getByRole('link', { name: 'Dino Colouring Book' })).toHaveCount(0);
  await question.getByRole('button', { name: 'Put back' }).click();
  await expect(page.getByRole('link', { name: 'Dino Colouring Book' })).toBeVisible();
  await expect(page.getByLabel('How many').last()).toHaveValue('2');

  await page.getByRole('button', { name: 'Remove Plush Stegosaurus' }).click();
  await expect(page.getByRole('button', { name: 'Go to checkout' })).toBeEnabled();
});
