import { passParentalGate } from './parental-gate.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { linkFromMail } from './mail.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.use({ bypassCSP: true });

const PASSWORD = 'Dino-Egg-42';
/** A 1×1 PNG, to upload as an avatar. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function acknowledge(page: Page, text: string | RegExp) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toHaveCount(0);
}

/** Signs in with the login dialog, which is open. */
async function logInThroughDialog(page: Page, email: string) {
  const login = page.getByRole('dialog', { name: 'Welcome back!' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
}

/** Fills both fields of the reset-password page and saves. */
async function saveNewPassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
}

async function registerByApi(request: APIRequestContext, email: string) {
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
}

test('a parent signs up in the dialog, verifies by mail, adds a child and logs out', async ({
  page,
}) => {
  const email = `parent.${Date.now()}@example.com`;
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create a family account' });

  // The contract's rules run in the browser before anything is sent.
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByText('First name is required')).toBeVisible();
  await signUp.getByLabel('Email').fill('not-an-address');
  await signUp.getByLabel('Email').blur();
  await expect(signUp.getByText('Invalid email address')).toBeVisible();
  expect(await seriousViolations(page), 'sign-up dialog').toEqual([]);

  await signUp.getByLabel('First name').fill('Anahit');
  await signUp.getByLabel('Last name').fill('Sargsyan');
  await signUp.getByLabel('Nickname').fill('anahit');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Repeat the password').fill('Dino-Egg-43');
  await signUp.getByLabel('Picture (optional)').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(signUp.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByText('Passwords do not match')).toBeVisible();
  await expect(signUp.getByText('Please agree to the terms and the privacy policy.')).toBeVisible();
  await signUp
    .getByRole('checkbox', { name: 'I agree to the Terms of service and the Privacy policy' })
    .check();
  await signUp.getByLabel('Repeat the password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await acknowledge(page, 'We have sent a verification link');

  // The link in the mail (sent over SMTP) confirms the address and lands on home.
  await page.goto(await linkFromMail(email, '/en/verify-email'));
  await acknowledge(page, 'Email verified successfully');

  // The profile is guarded: login first, then back to it.
  await page.goto('/en/profile');
  await logInThroughDialog(page, email);
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Anahit Sargsyan' })).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token');
  expect(token).toMatchObject({ sameSite: 'Strict', secure: true });
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

  // A parent signed in as themselves adds a child at once, from a name and a birth date.
  await page.getByRole('button', { name: 'Add a child' }).click();
  const childDialog = page.getByRole('dialog', { name: 'Add a child' });
  await childDialog.getByLabel('Name', { exact: true }).fill('Aram');
  await childDialog.getByLabel('Date of birth').fill('2019-05-04');
  await childDialog.getByRole('button', { name: 'Add a child' }).click();
  await acknowledge(page, 'The child profile has been created.');
  const child = page.getByRole('listitem').filter({ hasText: 'Aram' });
  await expect(child).toContainText('0 stars');
  expect(await seriousViolations(page), 'profile').toEqual([]);

  // The other guarded pages open for a signed-in parent, each in the layout with its trail.
  for (const path of ['/en/modules', '/en/modules/lessons', '/en/orders', '/en/wishlist']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'You are here' }), path).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/en/profile');
  // Hydrated: the avatar menu is React's, and a click before that reaches nothing.
  await hydrated(page);
  await page.getByRole('button', { name: 'anahit' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const left = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain('auth_token');
});

test('a parent who forgot the password resets it through the dialog and the mail', async ({
  page,
  request,
}) => {
  const email = `forgot.${Date.now()}@example.com`;
  await registerByApi(request, email);
  await page.goto(await linkFromMail(email, '/verify-email'));
  await page.getByRole('alertdialog').getByRole('button').click();

  await page.goto('/en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await acknowledge(page, 'Password reset email sent');

  await page.goto(await linkFromMail(email, '/reset-password'));
  await saveNewPassword(page, 'short');
  await expect(page.getByText('Must be at least 8 characters.')).toBeVisible();
  await saveNewPassword(page, 'Brand-New-Egg-9');
  await acknowledge(page, 'Password updated successfully');

  const relogin = await request.post('/api/auth/login', {
    data: { email, password: 'Brand-New-Egg-9' },
  });
  expect(relogin.status()).toBe(200);
});

test('“It was not me”: the old address undoes an email change and its owner signs in again', async ({
  page,
  request,
}) => {
  const email = `owner.${Date.now()}@example.com`;
  const taken = `taker.${Date.now()}@example.com`;
  await registerByApi(request, email);
  await page.goto(await linkFromMail(email, '/verify-email'));
  await acknowledge(page, 'Email verified successfully');

  // Whoever holds the session changes the address: the password is asked for first.
  await page.goto('/en/profile');
  await logInThroughDialog(page, email);
  await expect(page).toHaveURL(/\/en\/profile$/);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await passParentalGate(page);
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(edit.getByLabel('Current password')).toHaveCount(0);
  await edit.getByLabel('Email').fill(taken);
  await edit.getByLabel('Current password').fill('Dino-Egg-41');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('This is not your password.')).toBeVisible();
  await edit.getByLabel('Current password').fill(PASSWORD);
  await edit.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Please confirm the new email address');

  // The old address hears of it, with a link that secures the account.
  await page.goto(await linkFromMail(email, '/secure-account'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure your account');
  expect(await seriousViolations(page), 'secure-account page').toEqual([]);
  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page).toHaveURL(/\/en\/reset-password\?/);
  await expect(page.getByRole('status')).toContainText('Your account is safe again');
  await saveNewPassword(page, 'Brand-New-Egg-9');
  await acknowledge(page, 'Password updated successfully');

  const owner = await request.post('/api/auth/login', {
    data: { email, password: 'Brand-New-Egg-9' },
  });
  expect(owner.status()).toBe(200);
  const taker = await request.post('/api/auth/login', {
    data: { email: taken, password: PASSWORD },
  });
  expect(taker.ok()).toBe(false);

  // The link served once: opened again, it says so as a spent reset link does.
  await page.goto(await linkFromMail(email, '/secure-account'));
  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link is invalid, has expired or has already been used.',
  );
  // Not a dead end: a locked-out owner is shown the way to the team.
  await expect(page.getByRole('main').getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    '/en/contact',
  );
});

test('an unverified parent gets the not-verified dialog with a resend button', async ({
  page,
  request,
}) => {
  const email = `unverified.${Date.now()}@example.com`;
  await registerByApi(request, email);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInThroughDialog(page, email);

  const notVerified = page.getByRole('dialog', { name: 'Please confirm your email address' });
  await expect(notVerified.getByLabel('Email')).toHaveValue(email);
  await notVerified.getByRole('button', { name: 'Send a new link' }).click();
  await acknowledge(page, 'Verification email sent');
});

test('a server error shows the alert, and closing it reloads the page', async ({ page }) => {
  await page.goto('/en');
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, code: 500, type: 'server_error', message: 'Server error.' },
    }),
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInThroughDialog(page, 'someone@example.com');

  const alert = page.getByRole('alertdialog', { name: 'Sorry' });
  await expect(alert).toContainText('Oops, something went wrong');
  await expect(alert).toContainText('Server error.');
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Got it' }).click();
  await reloaded;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a token the server no longer accepts is forgotten', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'auth_token', value: 'no-longer-valid', url: baseURL! }]);
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('auth_token');
});
