import type { Locator, Page } from '@playwright/test';
import { PASSWORD } from './family.ts';
import { linkFromMail } from './mail.ts';
import { expect, test } from './fixtures.ts';

/**
 * The site opened under a second name (issue 19): PUBLIC_URL is http://localhost:PORT and the
 * server lists 127.0.0.1:PORT in ALLOWED_HOSTS, as a family's tablet on the home network would
 * use an address. The Content-Security-Policy stays on: it is what blocked the pictures.
 */

/** The same address under the site's other name. */
function otherName(url: string): string {
  const address = new URL(url);
  address.hostname = '127.0.0.1';
  return address.toString();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: otherName(baseURL!) },
  ]);
});

/** Each of the first pictures is scrolled to and has been drawn (an image the page may not load has no width). */
async function expectPicturesDrawn(pictures: Locator, atLeast: number) {
  await expect(pictures.first()).toBeVisible();
  const count = Math.min(await pictures.count(), 6);
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1)),
      )
      .toBeGreaterThan(0);
  }
}

function blockedLoads(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|ERR_BLOCKED/i.test(message.text())) blocked.push(message.text());
  });
  page.on('requestfailed', (request) => blocked.push(request.url()));
  return blocked;
}

test('the shop and an encyclopedia entry show their pictures under the site’s other name', async ({
  page,
  baseURL,
}) => {
  const blocked = blockedLoads(page);
  await page.goto(otherName(`${baseURL}/en/shop`));
  await expectPicturesDrawn(page.getByRole('main').locator('img'), 2);

  await page.goto(otherName(`${baseURL}/en/encyclopedia/tyrannosaurus`));
  await expectPicturesDrawn(page.getByRole('main').locator('img'), 1);
  expect(blocked).toEqual([]);
});

test('a parent who forgot the password resets it under the site’s other name', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `other-host.${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
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
  expect(registered.status()).toBe(201);
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/email/verify', { data: { token } })).status()).toBe(200);

  await page.goto(otherName(`${baseURL}/en`));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Password reset email sent');

  // The mail links to PUBLIC_URL; the parent opens it on the tablet that asked for it.
  await page.goto(otherName(await linkFromMail(email, '/reset-password')));
  const newPassword = 'Brand-New-Egg-9';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByText('Bad Request')).toHaveCount(0);
  const login = await request.post('/api/auth/login', {
    data: { email, password: newPassword },
  });
  expect(login.status()).toBe(200);
});
