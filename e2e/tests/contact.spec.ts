import { seriousViolations } from './axe.ts';
import { mailContaining } from './mail.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

test('the contact form asks for a number, checks it, and the message reaches the team by mail', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/en/contact');
  expect(await seriousViolations(page)).toEqual([]);
  const subject = `Stickers ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Could the stickers be printed for our fridge?');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Please provide at least one contact number')).toBeVisible();
  await page.getByLabel('WhatsApp number').fill('12');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Number is not possible for this country')).toBeVisible();
  await page.getByLabel('WhatsApp number').fill('+374 77 123456');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Your message has reached us');
  const mail = await mailContaining('no-reply@dino.localhost', subject);
  expect(mail).toContain('Could the stickers be printed for our fridge?');
  expect(mail).toContain('whatsapp: +374 77 123456');
});
