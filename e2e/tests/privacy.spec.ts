import { passParentalGate } from './parental-gate.ts';
import { inflateRawSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { PASSWORD, familyByApi, type Family } from './family.ts';
import { linkFromMail } from './mail.ts';
import { expect, hydrated, test } from './fixtures.ts';

test.use({ bypassCSP: true });

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

/** Signs the family's parent in on this browser, with the cookie question already answered. */
async function signIn(
  context: BrowserContext,
  family: Family,
  consent: string | null = 'necessary',
) {
  await context.addCookies([
    { name: 'auth_token', value: family.parentToken, url: baseURL() },
    ...(consent ? [{ name: 'cookie_consent', value: consent, url: baseURL() }] : []),
  ]);
}

/**
 * The files of a zip archive by name, read with Node alone: the central directory at the end
 * names each entry and where its (stored or deflated) data starts.
 */
function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

test('signing up needs the terms and the privacy policy agreed to, said in the page’s language', async ({
  page,
}) => {
  const email = `terms.${Date.now()}@example.com`;
  await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL() }]);
  await page.goto('/hy');
  await page.getByRole('button', { name: 'Գրանցվել' }).first().click();
  const signUp = page.getByRole('dialog', { name: 'Ստեղծեք ընտանեկան հաշիվ' });
  await signUp.getByLabel('Անուն', { exact: true }).fill('Անահիտ');
  await signUp.getByLabel('Ազգանուն').fill('Սարգսյան');
  await signUp.getByLabel('Մականուն').fill('anahit');
  await signUp.getByLabel('Էլ. փոստ').fill(email);
  await signUp.getByLabel('Գաղտնաբառ', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Կրկնեք գաղտնաբառը').fill(PASSWORD);
  const agree = signUp.getByRole('checkbox', { name: /Համաձայն եմ/ });
  await expect(agree).not.toBeChecked();
  // Both texts open beside the form, in a new tab.
  await expect(signUp.getByRole('link', { name: 'օգտագործման պայմաններին' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(signUp.getByRole('link', { name: 'գաղտնիության քաղաքականությանը' })).toHaveAttribute(
    'href',
    '/hy/privacy',
  );

  // The contract's rule, in the browser: nothing is sent.
  await signUp.getByRole('button', { name: 'Գրանցվել' }).click();
  const refusal = 'Խնդրում ենք համաձայնել պայմաններին և գաղտնիության քաղաքականությանը։';
  await expect(signUp.getByText(refusal)).toBeVisible();
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'sign-up with the error').toEqual([]);

  // The server's own 422, for a form that says no although the box is ticked.
  await page.route('**/api/auth/register', async (route) => {
    const body = route.request().postDataBuffer()!.toString('latin1');
    const refused = body.replace(/(name="accept_terms"\r\n\r\n)true/, '$1false');
    await route.continue({ postData: Buffer.from(refused, 'latin1') });
  });
  await agree.check();
  await expect(signUp.getByText(refusal)).toHaveCount(0);
  await signUp.getByRole('button', { name: 'Գրանցվել' }).click();
  await expect(signUp.getByText(refusal)).toBeVisible();

  await page.unroute('**/api/auth/register');
  await signUp.getByRole('button', { name: 'Գրանցվել' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(signUp).toHaveCount(0);
});

test('the profile with "Your data" is clear to assistive technology in hy, ru and en', async ({
  page,
  context,
  request,
}) => {
  const family = await familyByApi(request);
  await signIn(context, family);
  const titles = { hy: 'Ձեր տվյալները', ru: 'Ваши данные', en: 'Your data' };
  for (const [lang, title] of Object.entries(titles)) {
    await page.goto(`/${lang}/profile`);
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations(page), lang).toEqual([]);
  }

  // The weekly mail is off until switched on, and the choice stays.
  await hydrated(page);
  const weekly = page.getByRole('switch', { name: 'Weekly progress mail' });
  await expect(weekly).toHaveAccessibleDescription(/Children never get mail from us/);
  await weekly.click();
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly progress mail' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Both dialogs, after the gate.
  await hydrated(page);
  await page.getByRole('button', { name: 'Download our family’s data' }).click();
  await passParentalGate(page);
  await expect(page.getByRole('dialog', { name: 'Download our family’s data' })).toBeVisible();
  expect(await seriousViolations(page), 'export dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete the account for good?' })).toBeVisible();
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
});

test('the export is a zip of this family’s data only', async ({ page, context, request }) => {
  const family = await familyByApi(request, 'Aram');
  const other = await familyByApi(request, 'Narek');
  expect(other.child.first_name).toBe('Narek');
  await signIn(context, family);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Download our family’s data' }).click();
  await passParentalGate(page);
  const dialog = page.getByRole('dialog', { name: 'Download our family’s data' });

  await dialog.getByLabel('Password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('This is not your password.')).toBeVisible();

  await dialog.getByLabel('Password').fill(PASSWORD);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dino-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(dialog).toHaveCount(0);

  const files = unzip(await readFile((await download.path())!));
  const json = files.get('data.json')?.toString('utf8');
  expect(json, [...files.keys()].join()).toBeDefined();
  const data = JSON.parse(json!);
  expect(JSON.stringify(data)).toContain(family.email);
  expect(JSON.stringify(data)).toContain('"Aram"');
  expect(JSON.stringify(data)).not.toContain('Narek');
  expect(JSON.stringify(data)).not.toContain(other.email);
  // Nothing that would let the file's reader sign in.
  expect(JSON.stringify(data)).not.toContain(family.parentToken);
});

test('deleting the account asks the password, signs out, and a receipt arrives', async ({
  page,
  context,
  request,
}) => {
  const family = await familyByApi(request);
  await signIn(context, family);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  await passParentalGate(page);
  const dialog = page.getByRole('dialog', { name: 'Delete the account for good?' });
  await expect(dialog).toContainText('every child’s profile, progress, stars and stickers');
  await expect(dialog).toContainText('without your name, phone number or address');
  await expect(dialog).toContainText(family.email);

  await dialog.getByLabel('Password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(dialog.getByText('This is not your password.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const alert = page.getByRole('alertdialog', { name: 'Account deleted' });
  await expect(alert).toContainText('Your account and your children’s profiles have been deleted');
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('auth_token');

  const again = await request.post('/api/auth/login', {
    data: { email: family.email, password: PASSWORD },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  const old = await request.post('/api/auth/user-data', {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  expect(old.status()).toBe(401);
  // The receipt, in the account's language, links the privacy policy.
  expect(await linkFromMail(family.email, '/privacy')).toMatch(/\/(hy|ru|en)\/privacy$/);
});

test('a cookie choice made while signed in follows the parent to a new browser', async ({
  page,
  context,
  request,
  browser,
}) => {
  const family = await familyByApi(request);
  await signIn(context, family, null);
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookies on Dino' });
  await page.getByRole('button', { name: 'Manage settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('checkbox', { name: /Marketing/ }).check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/privacy/settings') && response.ok(),
  );
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await saved;
  await expect(banner).toHaveCount(0);

  const elsewhere = await browser.newContext({ baseURL: baseURL() });
  try {
    const fresh = await elsewhere.newPage();
    await fresh.goto('/en');
    await expect(fresh.getByRole('region', { name: 'Cookies on Dino' })).toBeVisible();
    await hydrated(fresh);
    await fresh.getByRole('button', { name: 'Log in' }).click();
    const login = fresh.getByRole('dialog', { name: 'Welcome back!' });
    await login.getByLabel('Email').fill(family.email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toHaveCount(0);
    await expect(fresh.getByRole('region', { name: 'Cookies on Dino' })).toHaveCount(0);
    const cookie = (await elsewhere.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('necessary.marketing');
    await fresh.reload();
    await expect(fresh.getByRole('region', { name: 'Cookies on Dino' })).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});

test('an activity reports a wrong first try and its visible time', async ({
  page,
  context,
  request,
}) => {
  const family = await familyByApi(request);
  const childEmail = (family.child as unknown as { email: string }).email;
  const login = await request.post('/api/auth/login', {
    data: { email: childEmail, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const childToken: string = (await login.json()).data.token;
  const headers = { authorization: `Bearer ${childToken}`, 'accept-language': 'en' };
  const modules = (await (await request.get('/api/dino/modules/list', { headers })).json()).data;
  type Option = { id: string; label?: string; art?: string };
  type Activity = {
    uuid: string;
    type: string;
    content: { prompt: string; options: Option[]; correct: string[]; multiple?: boolean };
    art_names: Record<string, string>;
  };
  let found: { lesson: string; activity: Activity } | null = null;
  for (const module of modules) {
    const lessons = (
      await (await request.get(`/api/dino/lessons/list?uuid=${module.uuid}`, { headers })).json()
    ).data;
    const lesson = lessons[0];
    const activities: Activity[] = (
      await (await request.get(`/api/dino/activities/list?uuid=${lesson.uuid}`, { headers })).json()
    ).data;
    const choice = activities.find(
      (activity) => activity.type === 'choice' && !activity.content.multiple,
    );
    if (choice) {
      found = { lesson: lesson.uuid, activity: choice };
      break;
    }
  }
  expect(found, 'a first lesson with a one-answer choice').not.toBeNull();
  const { activity } = found!;
  const name = (option: Option) => option.label ?? activity.art_names[option.art!]!;
  const right = activity.content.options.find((o) => activity.content.correct.includes(o.id))!;
  const wrong = activity.content.options.find((o) => !activity.content.correct.includes(o.id))!;

  await context.addCookies([
    { name: 'auth_token', value: childToken, url: baseURL() },
    { name: 'cookie_consent', value: 'necessary', url: baseURL() },
    // The lesson and the activity to open, as the lesson list would have chosen them.
    { name: 'current_lesson', value: found!.lesson, url: baseURL() },
    { name: 'current_activity', value: activity.uuid, url: baseURL() },
  ]);
  await page.goto('/en/modules/lessons/activity');
  const stage = page.getByRole('region', { name: activity.content.prompt });
  await stage
    .getByRole('button', { name: name(wrong), exact: true })
    .first()
    .click();
  await expect(page.getByText('Almost! Have another go.')).toBeVisible();
  await page.waitForTimeout(1200);
  const completion = page.waitForRequest((r) =>
    r.url().endsWith(`/api/dino/activities/complete/${activity.uuid}`),
  );
  await stage
    .getByRole('button', { name: name(right), exact: true })
    .first()
    .click();
  const body = (await completion).postDataJSON();
  expect(body.first_try).toBe(false);
  expect(Number.isInteger(body.seconds)).toBe(true);
  expect(body.seconds).toBeGreaterThanOrEqual(1);
  expect(body.seconds).toBeLessThan(120);
  const answer = await (await completion).response();
  expect(answer?.status()).toBe(200);
});
