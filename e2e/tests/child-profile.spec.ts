import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { parentByApi, yearsAgo } from './family.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { passParentalGate } from './parental-gate.ts';

test.use({ bypassCSP: true });

const PHONE = { width: 360, height: 740 };

/** A browser of its own: the parent's (with their token), or the child's own tablet. */
async function device(browser: Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url },
    ...(token ? [{ name: 'auth_token', value: token, url }] : []),
  ]);
  return context;
}

/** Opens a page the way the fixtures' page does: once it has hydrated. */
async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

async function acknowledge(page: Page, text: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button').click();
  await expect(alert).toHaveCount(0);
}

/** Neither the dialog nor the page under it can be scrolled sideways. */
async function expectFits(page: Page, dialog: Locator, when: string) {
  const inner = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(inner, `the dialog, ${when}`).toBeLessThanOrEqual(1);
  const outer = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(outer, `the page, ${when}`).toBeLessThanOrEqual(1);
}

/** Taps pictures on a picture pad by their names, as a child taps them. */
async function tapPictures(pad: Locator, names: string[]) {
  for (const name of names) await pad.getByRole('button', { name, exact: true }).click();
}

const PAD = [
  'Tyrannosaurus',
  'Egg',
  'Leaf',
  'Fish',
  'Pteranodon',
  'Flower',
  'Berries',
  'Triceratops',
  'Crab',
];
const PICTURES = ['Tyrannosaurus', 'Egg', 'Egg', 'Crab'];

test('a parent adds a child with a name and a birth date, plays as them at once, then gives them pictures to sign in with on their own tablet', async ({
  page,
  browser,
  request,
}) => {
  const parent = await parentByApi(request);
  const url = test.info().project.use.baseURL!;
  await page.setViewportSize(PHONE);
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'necessary', url },
    { name: 'auth_token', value: parent.parentToken, url },
  ]);
  await page.goto('/en/profile');

  // Issue 20: from "Add a child" to playing as them, in one short form and no question between.
  const started = Date.now();
  await page.getByRole('button', { name: 'Add a child' }).click();
  const add = page.getByRole('dialog', { name: 'Add a child' });
  await expect(add).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'For grown-ups' })).toHaveCount(0);
  for (const absent of ['Email', 'Password', 'Last name', 'Nickname']) {
    await expect(add.getByLabel(absent)).toHaveCount(0);
  }
  await add.getByLabel('Name', { exact: true }).fill('Nare');
  await add.getByLabel('Date of birth').fill(yearsAgo(5));
  await add.getByRole('button', { name: 'Add a child' }).click();
  await acknowledge(page, 'The child profile has been created.');
  const card = page.getByRole('listitem').filter({ hasText: 'Nare' });
  await expect(card).toContainText('No sign-in of their own yet');
  await card.getByRole('button', { name: 'Play as Nare' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Nare!' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(20_000);

  // The parent, on their own phone, sets up Nare's sign-in for her tablet.
  const parentPhone = await device(browser, parent.parentToken);
  const profile = await open(parentPhone, '/en/profile');
  const nare = profile.getByRole('listitem').filter({ hasText: 'Nare' });
  await nare.getByRole('button', { name: 'Sign-in on another device for Nare' }).click();
  await passParentalGate(profile);
  const setUp = profile.getByRole('dialog', { name: 'Sign-in on another device: Nare' });
  await setUp.getByLabel('Username').fill(`nare${Date.now() % 1e9}`);
  const username = await setUp.getByLabel('Username').inputValue();
  await tapPictures(setUp, ['Tyrannosaurus', 'Crab']);
  await setUp.getByRole('button', { name: 'Undo' }).click();
  await tapPictures(setUp, ['Egg', 'Egg', 'Crab']);
  await expect(setUp.getByText('4 of 4 chosen')).toBeAttached();
  await setUp.getByRole('button', { name: 'Save the sign-in' }).click();
  const saved = profile.getByRole('dialog', { name: 'The sign-in is ready: Nare' });
  await expect(saved).toContainText(username);
  await expect(saved.getByRole('listitem')).toContainText(PICTURES);
  expect(await seriousViolations(profile), 'the sign-in saved').toEqual([]);
  await saved.getByRole('button', { name: 'Done' }).click();
  await expect(nare).toContainText(`Own sign-in: ${username}`);

  // On her own tablet Nare signs in: her username, a wrong try, then her four pictures.
  const tablet = await device(browser);
  const home = await open(tablet, '/en');
  await home.getByRole('button', { name: 'Log in' }).first().click();
  const login = home.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByRole('button', { name: 'I am a child' }).click();
  await login.getByLabel('My username').fill(username);
  const pad = login.getByRole('group', { name: 'My pictures' });
  // Nine pictures in their places, each big enough for small fingers.
  for (const name of PAD) {
    const box = (await pad.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(64);
  }
  // The fourth picture signs in: nothing to read.
  await tapPictures(pad, ['Egg', 'Egg', 'Egg', 'Egg']);
  await expect(login.getByRole('alert')).toHaveText(
    'That name and those pictures do not match. Try again!',
  );
  await expect(pad.getByText('0 of 4 chosen')).toBeAttached();
  await tapPictures(pad, PICTURES);
  await expect(login).toHaveCount(0);
  await expect(home.getByRole('heading', { name: 'Hi, Nare!' })).toBeVisible();

  await parentPhone.close();
  await tablet.close();
});

test('wrong pictures lock a child’s sign-in until the parent chooses new ones', async ({
  page,
  browser,
  request,
}) => {
  const parent = await parentByApi(request);
  const auth = { authorization: `Bearer ${parent.parentToken}` };
  const child = await request.post('/api/auth/register', {
    headers: auth,
    multipart: {
      first_name: 'Davit',
      birthday: yearsAgo(7),
      type: 'child',
      parent_id: String(parent.parentId),
    },
  });
  expect(child.status()).toBe(201);
  const { id } = (await child.json()).data.user;
  const username = `davit${Date.now() % 1e9}`;
  const set = await request.put(`/api/auth/children/${id}/sign-in`, {
    headers: auth,
    data: { username, pin: '1234' },
  });
  expect(set.status()).toBe(200);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await request.post('/api/auth/child-login', { data: { username, pin: '9999' } });
  }

  // The child is told kindly what happened and who can help.
  const tablet = await device(browser);
  const home = await open(tablet, '/en');
  await home.getByRole('button', { name: 'Log in' }).first().click();
  const login = home.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByRole('button', { name: 'I am a child' }).click();
  await login.getByLabel('My username').fill(username);
  await tapPictures(login, ['Tyrannosaurus', 'Egg', 'Leaf', 'Fish']);
  await expect(login.getByRole('alert')).toHaveText(
    'Too many wrong tries. Ask your grown-up to choose your pictures again.',
  );

  // The parent sees the lock and chooses new pictures, which opens it.
  const url = test.info().project.use.baseURL!;
  await page.setViewportSize(PHONE);
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'necessary', url },
    { name: 'auth_token', value: parent.parentToken, url },
  ]);
  await page.goto('/en/profile');
  const card = page.getByRole('listitem').filter({ hasText: 'Davit' });
  await expect(card).toContainText('Locked');
  await card.getByRole('button', { name: 'Choose new pictures for Davit' }).click();
  await passParentalGate(page);
  const setUp = page.getByRole('dialog', { name: 'Sign-in on another device: Davit' });
  await expect(setUp).toContainText('Too many wrong tries locked this sign-in.');
  await expect(setUp.getByLabel('Username')).toHaveValue(username);
  await tapPictures(setUp, ['Leaf', 'Fish', 'Flower', 'Leaf']);
  await setUp.getByRole('button', { name: 'Save the sign-in' }).click();
  await page
    .getByRole('dialog', { name: 'The sign-in is ready: Davit' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(card).not.toContainText('Locked');

  // Her tablet still shows the login, its pictures cleared for another go.
  await expect(login.getByText('0 of 4 chosen')).toBeAttached();
  await tapPictures(login, ['Leaf', 'Fish', 'Flower', 'Leaf']);
  await expect(home.getByRole('heading', { name: 'Hi, Davit!' })).toBeVisible();
  await tablet.close();
});

const HY_NUMBERS = ['երեք', 'չորս', 'հինգ', 'վեց', 'յոթ', 'ութ', 'ինը'];

/** Answers the parental gate's question, written in Armenian words. */
async function passGateInArmenian(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Մեծերի համար' });
  const question = await gate.locator('label').first().innerText();
  const factors = question
    .split(/[\s՞։]+/u)
    .map((word) => HY_NUMBERS.indexOf(word))
    .filter((index) => index >= 0)
    .map((index) => index + 3);
  expect(factors, question).toHaveLength(2);
  await gate.getByRole('textbox').fill(String(factors[0]! * factors[1]!));
  await gate.getByRole('textbox').press('Enter');
  await expect(gate).toHaveCount(0);
}

test('the add-a-child, sign-in and child login dialogs fit a phone in Armenian, upright and sideways', async ({
  page,
  browser,
  request,
}) => {
  const parent = await parentByApi(request);
  const child = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${parent.parentToken}` },
    multipart: {
      first_name: 'Աստղիկ',
      birthday: yearsAgo(5),
      type: 'child',
      parent_id: String(parent.parentId),
    },
  });
  expect(child.status()).toBe(201);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'necessary', url },
    { name: 'auth_token', value: parent.parentToken, url },
  ]);
  const tablet = await device(browser);
  for (const viewport of [PHONE, { width: 740, height: 360 }]) {
    const when = `${viewport.width}×${viewport.height}`;
    await page.setViewportSize(viewport);
    await page.goto('/hy/profile');
    await page.getByRole('button', { name: 'Ավելացնել երեխա', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Ավելացնել երեխա' });
    await expect(add.getByLabel('Անուն', { exact: true })).toBeVisible();
    await expectFits(page, add, `adding a child, ${when}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Մուտք այլ սարքից՝ Աստղիկ' }).click();
    // The gate's pass lasts a few minutes on this page, and the page is new.
    await passGateInArmenian(page);
    const setUp = page.getByRole('dialog', { name: 'Մուտք այլ սարքից՝ Աստղիկ' });
    await setUp.getByLabel('Մուտքանուն').fill('astghik2020');
    await tapPictures(setUp, ['Տիրանոզավր', 'Ձու', 'Տերև', 'Խեցգետին']);
    await expect(setUp.getByText('Ընտրված է 4 նկար 4-ից')).toBeAttached();
    await expectFits(page, setUp, `the parent's sign-in dialog, ${when}`);
    await page.keyboard.press('Escape');

    const home = await tablet.newPage();
    await home.setViewportSize(viewport);
    await home.goto('/hy');
    await hydrated(home);
    await home.getByRole('button', { name: 'Մուտք', exact: true }).first().click();
    const login = home.getByRole('dialog', { name: 'Ուրախ ենք կրկին տեսնել Ձեզ' });
    await login.getByRole('button', { name: 'Ես երեխա եմ' }).click();
    await expect(login.getByLabel('Իմ մուտքանունը')).toBeVisible();
    await expectFits(home, login, `the child's login, ${when}`);
    // Every picture of the pad is on screen without scrolling, upright and sideways.
    const pad = login.getByRole('group', { name: 'Իմ նկարները' });
    for (const picture of await pad.getByRole('button').all()) {
      const box = (await picture.boundingBox())!;
      expect(box.y + box.height, `the child's pad, ${when}`).toBeLessThanOrEqual(viewport.height);
    }
    await home.close();
  }
  await tablet.close();
});
