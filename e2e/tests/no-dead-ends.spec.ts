import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { PASSWORD, familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';
import { linkFromMail } from './mail.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

const INVALID_LINK = 'The password reset link is invalid or has expired';
const wideness = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function acknowledge(page: Page, title: string, text: string) {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toHaveCount(0);
}

/** A parent who has not opened the verification mail yet. */
async function unverifiedParent(request: APIRequestContext): Promise<string> {
  const email = `landing.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/auth/register', {
    headers: { 'accept-language': 'en' },
    multipart: {
      first_name: 'Lilit',
      last_name: 'Hakobyan',
      nickname: 'lilit',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'parent',
      accept_terms: 'true',
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The newest reset link mailed to `email` once it differs from `before`. */
async function newResetLink(email: string, before?: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = await linkFromMail(email, '/reset-password')))
    .not.toBe(before);
  return link;
}

test('a visitor who taps “Learn” learns it needs a grown-up’s account, and finds the ways on', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request);
  await page.goto('/en');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Learn' })
    .click();
  await expect(page).toHaveURL(/\/en\/modules$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learning needs a grown-up’s account',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Try an example' })).toHaveAttribute(
    'href',
    '/en/examples',
  );

  await main.getByRole('link', { name: 'Create a family account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create a family account' });
  await expect(signUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signUp).toHaveCount(0);

  // Logging in from here stays here, where the parent now chooses who learns.
  await main.getByRole('link', { name: 'Already have an account? Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByLabel('Email').fill(family.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/modules$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who is learning today?');
});

test('on a phone in Armenian, the learning page for a visitor fits and reads clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hy/modules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Սովորելու համար անհրաժեշտ է մեծահասակի հաշիվ',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Ստեղծել ընտանեկան հաշիվ' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Փորձել օրինակները' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Արդեն հաշիվ ունե՞ք։ Մուտք գործեք' })).toBeVisible();
  expect(await wideness(page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a spent reset link says so as it opens, sends a new one, and the reset ends in a filled login', async ({
  page,
  request,
}) => {
  const family = await familyByApi(request);
  const forgot = () =>
    request.post('/api/auth/reset-password/forgot', {
      headers: { 'accept-language': 'en' },
      data: { email: family.email },
    });
  expect((await forgot()).status()).toBe(200);
  const first = await newResetLink(family.email);
  // A newer link replaces it.
  expect((await forgot()).status()).toBe(200);
  const second = await newResetLink(family.email, first);

  await page.goto(first);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(INVALID_LINK);
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(main.getByLabel('Email')).toHaveValue(family.email);
  await main.getByRole('button', { name: 'Send a new link' }).click();
  await acknowledge(page, 'Congratulations!', 'Password reset email sent successfully');
  await expect(main.getByRole('status')).toHaveText('Password reset email sent successfully');
  const third = await newResetLink(family.email, second);

  // Opening a good link does not use it up: it opens again, and then it works.
  await page.goto(third);
  await page.reload();
  await page.getByLabel('New password').fill('Brand-New-Egg-9');
  await page.getByLabel('Repeat the password').fill('Brand-New-Egg-9');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await acknowledge(page, 'Congratulations!', 'Password updated successfully');
  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await expect(login.getByLabel('Email')).toHaveValue(family.email);
  await expect(login.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Brand-New-Egg-9');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'lilit' })).toBeVisible();

  // Used, the link says so at once too.
  await page.goto(third);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_LINK);
});

test('on a phone in Armenian, a broken reset link offers a new one in place', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/hy/reset-password?token=${'x'.repeat(43)}&email=nobody%40example.com`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    'Գաղտնաբառի վերականգնման հղումն անվավեր է կամ ժամկետանց',
  );
  await expect(main.getByLabel('Էլ. փոստ')).toHaveValue('nobody@example.com');
  await expect(main.getByRole('button', { name: 'Ուղարկել նոր հղում' })).toBeVisible();
  expect(await wideness(page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the mail’s confirmation link lands on home with the login waiting, the address filled', async ({
  page,
  request,
}) => {
  const email = await unverifiedParent(request);
  await page.goto(await linkFromMail(email, '/en/verify-email'));
  await acknowledge(page, 'Congratulations!', 'Email verified successfully');
  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await expect(login.getByLabel('Email')).toHaveValue(email);
  // The address does not stay in the page's address.
  expect(new URL(page.url()).search).toBe('');
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'lilit' })).toBeVisible();
});

test('a new confirmation link asked on the page is announced in the congratulation alert', async ({
  page,
  request,
}) => {
  const email = await unverifiedParent(request);
  await page.goto('/en/verify-email?token=no-such-token');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    'The verification link is invalid or has expired.',
  );
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send a new link' }).click();
  await acknowledge(page, 'Congratulations!', 'Verification email sent. Please check your inbox.');
});
