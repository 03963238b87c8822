import { expect, test } from '@playwright/test';
import { linkFromMail } from './mail.ts';

const PASSWORD = 'Dino-Egg-42';

test('a parent verifies the email and resets the password in the browser', async ({
  page,
  request,
}) => {
  const email = `e2e.${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    headers: { 'accept-language': 'en' },
    multipart: {
      first_name: 'Lilit',
      last_name: 'Hakobyan',
      nickname: 'lilit',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'parent',
    },
  });
  expect(registered.status()).toBe(201);

  // The mail's link opens the page, which confirms the address and lands on the home page.
  await page.goto(await linkFromMail(email, '/en/verify-email'));
  await expect(page).toHaveURL(/\/\?successVerify=true$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Congratulations!');
  await expect(alert).toContainText('Email verified successfully');
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A broken link offers a new one instead.
  await page.goto('/en/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'The verification link is invalid or has expired.',
  );

  const forgot = await request.post('/api/auth/reset-password/forgot', {
    headers: { 'accept-language': 'en' },
    data: { email },
  });
  expect(forgot.status()).toBe(200);
  await page.goto(await linkFromMail(email, '/reset-password'));
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Repeat the password').fill('short');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Must be at least 8 characters.')).toBeVisible();

  await page.getByLabel('New password').fill('Brand-New-Egg-9');
  await page.getByLabel('Repeat the password').fill('Brand-New-Egg-9');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('status')).toContainText('Password updated successfully');

  const login = await request.post('/api/auth/login', {
    data: { email, password: 'Brand-New-Egg-9' },
  });
  expect(login.status()).toBe(200);
});
