import { seriousViolations } from './axe.ts';
import { mailContaining } from './mail.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

test('the contact form asks for a name and a number, checks them, and the message reaches the team by mail', async ({
  page,
}) => {
  await page.goto('/en/contact');
  expect(await seriousViolations(page)).toEqual([]);
  const subject = `Stickers ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Could the stickers be printed for our fridge?');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Please provide at least one contact number')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('This field is required.');
  await page.getByLabel('Your name').fill('Anahit Petrosyan');
  await page.getByLabel('Email (optional)').fill('anahit at home');
  await page.getByLabel('WhatsApp number').fill('12');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByLabel('Email (optional)')).toHaveAccessibleDescription(
    'Invalid email address',
  );
  await page.getByLabel('Email (optional)').fill('anahit@example.com');
  await page.getByRole('button', { name: 'Send the message' }).click();
  // The country the number was read as (the visitor's, else Armenia) and one of its numbers.
  await expect(page.getByLabel('WhatsApp number')).toHaveAccessibleDescription(
    'Number is not possible for this country (Armenia). Example: 077 123456',
  );
  await page.getByLabel('WhatsApp number').fill('+374 77 123456');
  await page.getByRole('button', { name: 'Send the message' }).click();
  // A title that fits a message sent, not "Congratulations!" for everything.
  const sent = page.getByRole('alertdialog', { name: 'Message sent' });
  await expect(sent).toContainText('Your message has reached us');
  const mail = await mailContaining('no-reply@dino.localhost', subject);
  expect(mail).toContain('Could the stickers be printed for our fridge?');
  expect(mail).toContain('whatsapp: +374 77 123456');
  expect(mail).toContain('name: Anahit Petrosyan');
  expect(mail).toContain('email: anahit@example.com');
});

test('on a phone in Armenian the number’s error names the country and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hy/contact');
  await page.getByLabel('Ձեր անունը').fill('Անահիտ Պետրոսյան');
  await page.getByLabel('Թեմա').fill('Գրքեր');
  await page.getByLabel('Հաղորդագրություն', { exact: true }).fill('Ունե՞ք այբբենարան։');
  await page.getByLabel('Հեռախոս', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Ուղարկել հաղորդագրությունը' }).click();
  const phone = page.getByLabel('Հեռախոս', { exact: true });
  await expect(phone).toHaveAccessibleDescription(
    'Այս երկրի համար նման համար հնարավոր չէ (Հայաստան)։ Օրինակ՝ 077 123456',
  );
  await expect(page.getByText('Օրինակ՝ 077 123456')).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
